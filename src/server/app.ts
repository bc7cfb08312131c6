// Builds the Fastify app; never listens (server.ts does), so tests use app.inject() or listen on port 0.
// This is where the rooms meet: the stores over one database and clock, the outbox's relays with
// a sender per channel (fed by the feature rooms' words), and each room's routes.
import type { PhotoStore } from './photos/photo-store.ts';
import { photoLinkRoutes } from './crew-routes.ts';
import formBody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { CrewRules, BookingRules } from '../common/site-config.schema.ts';
import type { BookingStore } from './bookings/booking-store.ts';
import { callEventRoutes } from './calls/call-events-route.ts';
import type { CallStore } from './calls/call-store.ts';
import { systemClock, type Clock } from './clock/clock.ts';
import { openDatabase } from './db/database.ts';
import { channelsFrom } from './channels.ts';
import { DEFAULT_VAPI_API_BASE_URL, defaultStaticDir, photoStorageFrom, publicRuntimeConfig, stripeSettings, type Env } from './env.ts';
import type Stripe from 'stripe';
import { paymentRoutes } from './payment-routes.ts';
import { stripeClient, stripePageOrigins } from './payments/stripe-client.ts';
import type { PaymentStore } from './payments/payment-store.ts';
import type { PaymentLedger } from './payments/payment-ledger.ts';
import { factOf, type PaymentFlow } from './payment-flow.ts';
import { stripeWebhookRoutes } from './payments/webhook-route.ts';
import { queueVisitReminders } from './reminders.ts';
import { inboundTextRoutes } from './texts/inbound-route.ts';
import type { TextStore } from './texts/text-store.ts';
import { siteConfig } from '../common/site-config.ts';
import { handleErrors } from './http/error-answers.ts';
import { buildScriptHashes, securityHeaders } from './http/security-headers.ts';
import { contactRoutes } from './leads/contact-route.ts';
import type { LeadStore } from './leads/lead-store.ts';
import type { Outbox } from './outbox/outbox.ts';
import type { OutboxRelay, RelayOptions } from './outbox/relay.ts';
import { outboxRelays } from './relays.ts';
import type { ReceptionistContext } from './receptionist/context.ts';
import { receptionistTools } from './receptionist/tools.ts';
import { loadFormPageRenderer } from './site/form-pages.ts';
import { loadServerPage } from './http/server-page.ts';
import { manageRoutes } from './bookings/manage-route.ts';
import { calendarRoutes } from './bookings/calendar-route.ts';
import type { BookingPageData, BookingPayment } from '../common/booking-page.ts';
import { ownerApi } from './owner/owner-api.ts';
import { siteRoutes } from './site/site-routes.ts';
import { openStores } from './stores.ts';
import { voiceToolRoutes } from './voice/tools-route.ts';

/** When the nightly check against Stripe runs, in the business's time zone. */
const PAYMENT_CHECK_TIME = '03:00';

/**
 * TRUST_PROXY as Fastify takes it. A count of proxies becomes 'trust that many hops from the
 * socket' (Fastify itself refuses a bare count, as it cannot know one is really there: the
 * owner's setting says so).
 */
const trustedProxies = (setting: Env['TRUST_PROXY']) =>
  typeof setting === 'number' ? (setting > 0 ? (_address: string, hop: number) => hop < setting : false) : setting;

export interface AppOptions {
  env: Env;
  logger?: boolean;
  /** Serve the prerendered site too (off for API-only tests that run before a build). */
  site?: boolean;
  /** Overrides for the relay's timings (tests make retries fast). */
  relay?: Partial<RelayOptions>;
  /** The time everything runs by (tests set it). */
  clock?: Clock;
  /** The booking rules, when not the site config's (tests set a small capacity). */
  booking?: BookingRules;
  /** The crew's policies, when not the site config's (tests try the fee policy). */
  crew?: CrewRules;
}

declare module 'fastify' {
  interface FastifyInstance {
    leads: LeadStore;
    calls: CallStore;
    bookings: BookingStore;
    texts: TextStore;
    outbox: Outbox;
    relays: OutboxRelay[];
    payments: PaymentStore;
    ledger: PaymentLedger;
    paymentFlow: PaymentFlow | undefined;
    photos: PhotoStore;
  }
}

export async function buildApp({
  env,
  logger = true,
  site = true,
  relay: relayOverrides,
  clock = systemClock,
  booking,
  crew,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: env.LOG_LEVEL } : false,
    trustProxy: trustedProxies(env.TRUST_PROXY),
    // Explicit timeouts: a slow client cannot hold a connection open for ever.
    connectionTimeout: 30_000,
    keepAliveTimeout: 5_000,
    requestTimeout: 30_000,
    bodyLimit: 16 * 1024,
    return503OnClosing: true,
    // Access logs belong to the reverse proxy; the server logs what it decides (leads, deliveries, errors).
    logController: new LogController({ disableRequestLogging: true }),
  });
  handleErrors(app);

  const staticDir = env.STATIC_DIR ?? defaultStaticDir;
  // Called on the root instance (not registered), so its hooks cover every route.
  await securityHeaders(app, {
    voiceApiOrigin: new URL(env.VAPI_API_BASE_URL ?? DEFAULT_VAPI_API_BASE_URL).origin,
    scriptHashes: site ? buildScriptHashes(staticDir) : [],
    hsts: env.HSTS,
    formTargets: stripeSettings(env) ? stripePageOrigins(env.STRIPE_API_BASE_URL) : [],
  });

  const db = openDatabase(env.DATA_DIR, { replicated: env.CANFRESH_REPLICATED });
  const channels = channelsFrom(env);
  const stores = openStores(db, {
    clock,
    channels,
    booking,
    changeMessageDelayMs: env.CHANGE_MESSAGE_DELAY_SECONDS * 1000,
    markMessageDelayMs: env.MARK_MESSAGE_DELAY_SECONDS * 1000,
    photoStorage: photoStorageFrom(env),
    crew,
  });
  const { outbox, leads, calls, bookings } = stores;
  app.decorate('leads', leads);
  app.decorate('calls', calls);
  app.decorate('bookings', bookings);
  app.decorate('texts', stores.texts);
  app.decorate('outbox', outbox);
  app.decorate('payments', stores.payments);
  app.decorate('ledger', stores.ledger);
  app.decorate('paymentFlow', stores.paymentFlow);
  app.decorate('photos', stores.photos);

  // One relay per destination, each working its own channel of the one outbox.
  const relays = outboxRelays(env, stores, { logger: app.log, baseDelayMs: env.OUTBOX_FIRST_RETRY_MS, ...relayOverrides });
  app.decorate('relays', relays);
  // A freshly stored lead or call wakes the relays at once; they also poll, for re-queues from the CLI.
  outbox.onQueued(() => relays.forEach((relay) => relay.nudge()));
  app.addHook('onReady', async () => relays.forEach((relay) => relay.start()));
  // What is due at an hour of the day: the owner's list for the next service day (the evening
  // before) and the customers' reminders; checked each minute, and at start so an evening the
  // server missed is caught up.
  const { payments, paymentFlow: flow } = stores;
  /** Stripe's events stored and not yet handled, each in its own transaction (at start, and after each event). */
  const handleStored = () => {
    if (!flow) return;
    for (const { id, payload } of payments.unhandledEvents())
      try {
        payments.transaction(() => {
          const fact = factOf(JSON.parse(payload) as Stripe.Event);
          if (fact) flow.apply(fact);
          payments.markHandled(id);
        });
        outbox.announceQueued();
      } catch (error) {
        app.log.error({ err: error, event: id }, 'a Stripe event could not be handled; it is kept and tried at the next start');
      }
  };
  const scheduled = () => {
    // Memberships' visits written ahead as days pass (here, not inside a read).
    bookings.writeAhead();
    bookings.dropExpiredHolds();
    if (flow) {
      payments.transaction(() => flow.remindUnpaid(clock.now()));
      outbox.announceQueued();
    }
    // Once a night, the payments are checked against Stripe (a delivery on Stripe's relay: tried
    // again through an outage, once per date).
    if (flow && clock.now() >= bookings.dates.calendar.instantAt(bookings.dates.today(), PAYMENT_CHECK_TIME))
      outbox.enqueue('stripe', { kind: 'payments-check', id: bookings.dates.today() });
    bookings.queueDayDigests();
    if (channels.texts) queueVisitReminders(stores, siteConfig.texts);
  };
  let scheduleTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    handleStored();
    scheduled();
    scheduleTimer = setInterval(scheduled, 60_000).unref();
  });
  if (!env.CONTACT_WEBHOOK_URL) app.log.warn('CONTACT_WEBHOOK_URL is not set: leads are stored in DATA_DIR but not forwarded anywhere');
  if (!channels.texts) app.log.warn('TWILIO_ACCOUNT_SID is not set: no texts are sent to customers');
  if (!flow) app.log.warn('STRIPE_SECRET_KEY is not set: payments are off (bookings are not paid online)');
  if (!env.BACKUP_URL) app.log.warn('BACKUP_URL is not set: the store is not replicated; a lost disk loses it');
  app.log.info({ photos: stores.photos.where }, 'photos are kept here');
  if (!env.SMTP_URL) app.log.warn('SMTP_URL is not set: no e-mail alerts go to the owner and no confirmations to customers');

  // Shutdown order: the server has stopped accepting; finish deliveries under way, commit
  // anything queued, then close the database.
  app.addHook('onClose', async () => {
    clearInterval(scheduleTimer);
    await Promise.all(relays.map((relay) => relay.stop()));
    leads.flush();
    db.close();
  });

  await app.register(rateLimit, { global: false });
  // Forms the browser sends by itself (the contact form, a customer's booking page) and the text
  // provider's webhook are form-encoded: one parser for the whole app.
  await app.register(formBody);
  await app.register(contactRoutes, {
    store: leads,
    rateLimitMax: env.CONTACT_RATE_LIMIT,
    rateLimitWindowMs: 10 * 60 * 1000,
    renderFormPage: site ? await loadFormPageRenderer(staticDir) : undefined,
  });
  await app.register(voiceToolRoutes<ReceptionistContext>, {
    tools: receptionistTools,
    context: { leads, bookings, phoneProofs: stores.phoneProofs, textsOn: channels.texts },
    secret: env.VAPI_TOOLS_SECRET,
  });
  if (env.OWNER_CALENDAR_TOKEN) await app.register(calendarRoutes, { bookings, token: env.OWNER_CALENDAR_TOKEN });
  await app.register(inboundTextRoutes, { texts: stores.texts, authToken: env.TWILIO_AUTH_TOKEN, publicBaseUrl: env.PUBLIC_BASE_URL });
  await app.register(callEventRoutes, { calls, secret: env.VAPI_TOOLS_SECRET });
  await app.register(photoLinkRoutes, { photos: stores.photos });
  app.decorate('ownerRoutes', []);
  await app.register(ownerApi, {
    owners: env.OWNER_EMAILS ?? [],
    codes: stores.signInCodes,
    sessions: stores.sessions,
    passkeys: stores.passkeys,
    bookings,
    outbox,
    leads,
    leadInbox: stores.leadInbox,
    texts: stores.texts,
    calls,
    payments: stores.payments,
    ledger: stores.ledger,
    paymentFlow: stores.paymentFlow,
    photos: stores.photos,
    crewPolicy: stores.crewPolicy,
    publicBaseUrl: env.PUBLIC_BASE_URL,
    refreshSeconds: env.OWNER_REFRESH_SECONDS,
    rateLimitMax: 30,
  });
  if (env.OWNER_EMAILS && !env.SMTP_URL) app.log.warn('OWNER_EMAILS is set but SMTP_URL is not: sign-in codes cannot be e-mailed');
  if (!env.VAPI_TOOLS_SECRET) app.log.warn("VAPI_TOOLS_SECRET is not set: the receptionist's tool calls are refused");
  const stripeSet = stripeSettings(env);
  const stripe = stripeSet && stripeClient(stripeSet);
  if (stripe && stripeSet)
    await app.register(stripeWebhookRoutes, { stripe, secret: stripeSet.webhookSecret, payments, clock, handleStored });
  if (site) {
    if (stripe)
      await app.register(paymentRoutes, {
        bookings,
        payments,
        outbox,
        stripe,
        publicBaseUrl: env.PUBLIC_BASE_URL ?? siteConfig.siteUrl,
        rateLimitMax: 60,
      });
    const render = await loadServerPage<BookingPageData>(staticDir, 'booking.html', 'renderBookingPage');
    const paymentOf = (bookingId: string): BookingPayment | null => {
      const payment = flow && payments.get(bookingId);
      if (!payment) return null;
      return { state: payment.state, pay: payment.state === 'due', billing: payment.customerId !== null };
    };
    await app.register(manageRoutes, { bookings, render, rateLimitMax: 60, paymentOf });
    await app.register(siteRoutes, { staticDir, runtimeConfig: publicRuntimeConfig(env) });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not Found' }));
  }
  return app;
}
