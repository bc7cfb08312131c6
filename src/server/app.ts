// Builds the Fastify app; never listens (server.ts does), so tests use app.inject() or listen on port 0.
// This is where the rooms meet, as plugins registered in order: the stores over one database and
// clock, the outbox's relays, the scheduler, then each room's routes. Fastify closes them in the
// reverse order: the scheduler stops, the relays finish what is under way, the database closes last.
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { CrewRules, BookingRules, OnlineBookingRules, TextRules } from '../common/site-config.schema.ts';
import { systemClock, type Clock } from './platform/clock/clock.ts';
import { channelsFrom } from './app/wiring/channels.ts';
import { DEFAULT_VAPI_API_BASE_URL, defaultStaticDir, stripeSettings, type Env } from './env.ts';
import { stripePageOrigins } from './money/payments/stripe-client.ts';
import type { RelayOptions } from './platform/outbox/relay.ts';
import { handleErrors } from './platform/http/error-answers.ts';
import { endUnusedSocketsOnClose } from './platform/http/unused-sockets.ts';
import { buildScriptHashes, securityHeaders } from './platform/http/security-headers.ts';
import { storesPlugin } from './app/plugins/stores-plugin.ts';
import { relaysPlugin } from './app/plugins/relays-plugin.ts';
import { schedulerPlugin } from './app/plugins/scheduler-plugin.ts';
import { followingSettings } from './receptionist/assistant/assistant-sync.ts';
import { routesPlugin } from './app/plugins/routes-plugin.ts';

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
  /** The texting rules, when not the site config's (tests try the budgets and bounds). */
  texts?: TextRules;
  /** Booking online, when not the site config's (tests book many times from one address). */
  onlineBooking?: OnlineBookingRules;
}

export async function buildApp({
  env,
  logger = true,
  site = true,
  relay,
  clock = systemClock,
  booking,
  crew,
  texts,
  onlineBooking,
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
  endUnusedSocketsOnClose(app);

  const staticDir = site ? (env.STATIC_DIR ?? defaultStaticDir) : undefined;
  // Called on the root instance (not registered), so its hooks cover every route.
  await securityHeaders(app, {
    voiceApiOrigin: new URL(env.VAPI_API_BASE_URL ?? DEFAULT_VAPI_API_BASE_URL).origin,
    scriptHashes: staticDir ? buildScriptHashes(staticDir) : [],
    hsts: env.HSTS,
    formTargets: stripeSettings(env) ? stripePageOrigins(env.STRIPE_API_BASE_URL) : [],
  });

  const channels = channelsFrom(env);
  await app.register(storesPlugin, { env, clock, booking, crew, texts });
  await app.register(relaysPlugin, { env, relay });
  await app.register(schedulerPlugin, { clock, texts: channels.texts, stripe: stripeSettings(env), assistant: followingSettings(env) });
  warnAboutMissingSettings(app, env);
  await app.register(routesPlugin, { env, clock, staticDir, onlineBooking });
  return app;
}

/** What the owner's settings leave off, said once at start. */
function warnAboutMissingSettings(app: FastifyInstance, env: Env) {
  const channels = channelsFrom(env);
  if (!env.CONTACT_WEBHOOK_URL) app.log.warn('CONTACT_WEBHOOK_URL is not set: leads are stored in DATA_DIR but not forwarded anywhere');
  if (!channels.texts) app.log.warn('TWILIO_ACCOUNT_SID is not set: no texts are sent to customers');
  if (!channels.payments) app.log.warn('STRIPE_SECRET_KEY is not set: payments are off (bookings are not paid online)');
  if (!env.BACKUP_URL) app.log.warn('BACKUP_URL is not set: the store is not replicated; a lost disk loses it');
  app.log.info({ photos: app.photos.where }, 'photos are kept here');
  if (!env.SMTP_URL) app.log.warn('SMTP_URL is not set: no e-mail alerts go to the owner and no confirmations to customers');
  if (env.OWNER_EMAILS && !env.SMTP_URL) app.log.warn('OWNER_EMAILS is set but SMTP_URL is not: sign-in codes cannot be e-mailed');
  if (!env.VAPI_TOOLS_SECRET) app.log.warn("VAPI_TOOLS_SECRET is not set: the receptionist's tool calls are refused");
}
