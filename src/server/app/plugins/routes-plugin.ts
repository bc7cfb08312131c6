// Each room's routes over the stores the stores plugin decorated: the contact form, the
// receptionist's tools and call events, texts, the owner's app, Stripe's webhook and pages, a
// customer's booking page and the prerendered site.
import { z } from 'zod';
import { accountRoutes } from '../account/account-routes.ts';
import { visitRoutes } from '../../field/after-clean/visit-routes.ts';
import type { VisitPageData } from '../../../common/visit-page.ts';
import { VISIT_COPY } from '../../../common/copy/visit-copy.ts';
import type { AccountPageData } from '../../../common/account-page.ts';
import { ACCOUNT_COPY } from '../../../common/copy/account-copy.ts';
import { linkTokenOf } from '../../platform/http/link-token.ts';
import formBody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type Stripe from 'stripe';
import type { BookingPageData, BookingPayment } from '../../../common/booking-page.ts';
import { calendarRoutes } from '../../customers/bookings/calendar-route.ts';
import { manageRoutes } from '../../customers/bookings/manage-route.ts';
import { holidayMoveOf } from '../../customers/booking-flows/holiday-moves.ts';
import { callEventRoutes } from '../../conversations/calls/call-events-route.ts';
import { channelsFrom } from '../wiring/channels.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { photoLinkRoutes } from '../../field/crew-flow/photo-links.ts';
import { callBackSettings, stripeSettings, publicRuntimeConfig, type Env } from '../../env.ts';
import { callBackAskerOf, type CallBackAsker } from '../../customers/call-back/ask-call-back.ts';
import { callBackKey } from '../../customers/call-back/call-back-offer.ts';
import { callBackRoutes } from '../../customers/call-back/call-back-route.ts';
import { runDoctor } from '../health/doctor.ts';
import { healthzRoute } from '../health/healthz-route.ts';
import { serverId } from '../health/server-id.ts';
import { loadServerPage } from '../../platform/http/server-page.ts';
import { BOOKING_PAGE_COPY } from '../../../common/copy/booking-page-copy.ts';
import { contactRoutes } from '../../customers/leads/contact-route.ts';
import { waitlistRoutes } from '../../customers/site/waitlist-route.ts';
import { ownerApi } from '../owner/owner-api.ts';
import { paymentRoutes } from '../../money/payment-flow/pay-pages.ts';
import { stripeClient } from '../../money/payments/stripe-client.ts';
import { stripeWebhookRoutes } from '../../money/payments/webhook-route.ts';
import type { ReceptionistContext } from '../../receptionist/tools/context.ts';
import { receptionistTools } from '../../receptionist/tools/tools.ts';
import { loadFormPageRenderer } from '../../customers/site/form-pages.ts';
import { siteRoutes } from '../../customers/site/site-routes.ts';
import { ratingsShown } from '../../field/after-clean/ratings-shown.ts';
import { openingSoonPages } from '../../customers/site/opening-soon.ts';
import { inboundTextRoutes } from '../../conversations/texts/inbound-route.ts';
import { textStatusRoutes } from '../../conversations/texts/status-route.ts';
import { textProofKey } from '../../platform/voice/text-proof.ts';
import { voiceToolRoutes } from '../../platform/voice/tools-route.ts';
import { registerBookingPage } from '../../customers/online-booking/book-plugin.ts';
import type { OnlineBookingRules } from '../../../common/site-config.schema.ts';
import { byLanguage } from '../../../common/languages.ts';
import { PROPOSAL_COPY } from '../../../common/copy/proposal-copy.ts';
import type { ProposalPageData } from '../../../common/proposal-page.ts';
import { proposalRoutes } from '../../money/account-flow/proposal-routes.ts';
import { businessOf, type PageBusiness } from '../../../common/page-business.ts';
import type { HolidayOf } from '../../customers/bookings/booking-page-data.ts';

export interface RoutesPluginOptions {
  env: Env;
  clock: Clock;
  /** Where the built site is; unset, only the API is served (tests that run before a build). */
  staticDir: string | undefined;
  /** Booking online (the site config's, unless a test sets its own). */
  onlineBooking: OnlineBookingRules | undefined;
}

type App = FastifyInstance;

export const routesPlugin = fp<RoutesPluginOptions>(async (app, options) => {
  const { env } = options;
  await app.register(healthzRoute, {
    outbox: app.stores.outbox,
    maxWaitSeconds: env.HEALTH_MAX_WAIT_SECONDS,
    server: serverId(env.DATA_DIR),
    token: env.HEALTH_TOKEN,
  });
  await app.register(rateLimit, { global: false });
  // Forms the browser sends by itself (the contact form, a customer's booking page) and the text
  // provider's webhook are form-encoded: one parser for the whole app.
  await app.register(formBody);
  // Ava's call backs, where they are on: one asker for the contact form's answer, its route and /book's end.
  const callBack = callBackSettings(env);
  const calls = callBack && { asker: callBackAskerOf(app.stores, options.clock), key: callBackKey(callBack.privateKey) };
  await apiRoutes(app, options, calls);
  await ownerRoutes(app, env);
  const stripeSet = stripeSettings(env);
  const stripe = stripeSet && stripeClient(stripeSet);
  if (stripe && stripeSet)
    await app.register(stripeWebhookRoutes, {
      stripe,
      secret: stripeSet.webhookSecret,
      payments: app.stores.payments,
      clock: options.clock,
      handleStored: app.handleStoredEvents,
    });
  if (!options.staticDir) {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not Found' }));
    return;
  }
  await pageRoutes(app, { ...options, staticDir: options.staticDir }, stripe, calls?.asker);
});

/** Ava's call backs: who asks for one, and the key its offers are signed with. */
type CallBacks = { asker: CallBackAsker; key: Buffer } | undefined;

/** What other machines post and ask for: the contact form, Ava's tools and calls, texts, the calendar feed, photos' links. */
async function apiRoutes(app: App, { env, clock, staticDir, onlineBooking }: RoutesPluginOptions, calls: CallBacks) {
  const { stores } = app;
  const { leads, bookings, outbox } = stores;
  await app.register(contactRoutes, {
    store: leads,
    rateLimitMax: env.CONTACT_RATE_LIMIT,
    rateLimitWindowMs: 10 * 60 * 1000,
    renderFormPage: staticDir ? await loadFormPageRenderer(staticDir, () => businessOf(stores.settings.current())) : undefined,
    bookLinks: () => Boolean(staticDir) && (onlineBooking ?? stores.settings.current().onlineBooking).on,
    callBackOffer: calls && ((leadId, language) => calls.asker.contactOffer(calls.key, leadId, language)),
    opened: () => stores.settings.opened(),
  });
  await app.register(waitlistRoutes, {
    waitlist: stores.waitlist,
    settings: stores.settings,
    rateLimitMax: env.CONTACT_RATE_LIMIT,
    rateLimitWindowMs: 10 * 60 * 1000,
  });
  if (calls) await app.register(callBackRoutes, { ...calls, clock, rateLimitMax: env.CONTACT_RATE_LIMIT });
  const { texts: textsOn, assistant } = channelsFrom(env);
  await app.register(voiceToolRoutes<ReceptionistContext>, {
    tools: receptionistTools,
    context: {
      leads,
      bookings,
      phoneProofs: stores.phoneProofs,
      textsOn,
      drafts: stores.drafts,
      outbox,
      texts: stores.texts,
      budget: stores.textBudget,
      settings: stores.settings,
      payments: stores.payments,
    },
    secret: env.VAPI_TOOLS_SECRET,
    // Ava's chats for texts carry a proof of the number, signed with a key made from the private key.
    textProof: assistant && env.VAPI_PRIVATE_KEY ? { key: textProofKey(env.VAPI_PRIVATE_KEY), clock } : undefined,
  });
  if (env.OWNER_CALENDAR_TOKEN)
    await app.register(calendarRoutes, { bookings, settings: stores.settings, token: env.OWNER_CALENDAR_TOKEN });
  const signed = { authToken: env.TWILIO_AUTH_TOKEN, publicBaseUrl: env.PUBLIC_BASE_URL };
  const { texts, threads, textFlow, settings } = stores;
  await app.register(inboundTextRoutes, { texts, threads, receive: textFlow.receive, settings, ...signed });
  await app.register(textStatusRoutes, { threads: stores.threads, ...signed });
  await app.register(callEventRoutes, { calls: stores.calls, secret: env.VAPI_TOOLS_SECRET });
  await app.register(photoLinkRoutes, { photos: stores.photos });
}

/** The owner's API, over every store it reads. */
async function ownerRoutes(app: App, env: Env) {
  const { stores } = app;
  const channels = channelsFrom(env);
  app.decorate('ownerRoutes', []);
  await app.register(ownerApi, {
    ...stores,
    codes: stores.signInCodes,
    publicBaseUrl: env.PUBLIC_BASE_URL,
    doctor: () => runDoctor(env, { timeoutMs: 8_000 }),
    refreshSeconds: env.OWNER_REFRESH_SECONDS,
    rateLimitMax: 30,
    mail: { customer: channels.customerEmail, owner: channels.ownerEmail },
  });
}

/** A booking's link and one of its visits, as a clean's own page is addressed. */
const tokenVisit = z.object({ token: z.string().max(100), visitId: z.string().max(64) });

/** The pages a customer opens from a link (pay, their booking, a proposal, /book) and the prerendered site. */
async function pageRoutes(
  app: App,
  { env, staticDir, onlineBooking }: RoutesPluginOptions & { staticDir: string },
  stripe: Stripe | undefined,
  callBack: CallBackAsker | undefined,
) {
  const { stores } = app;
  const { bookings, outbox, payments, paymentFlow: flow } = stores;
  if (stripe)
    await app.register(paymentRoutes, {
      bookings,
      settings: stores.settings,
      payments,
      outbox,
      stripe,
      publicBaseUrl: stores.settings.current().siteUrl,
      rateLimitMax: 60,
      under: '/booking/:token',
      locate: (request) => {
        const token = linkTokenOf(request.params);
        const booking = token ? bookings.byToken(token) : undefined;
        return token && booking ? { booking, path: `/booking/${token}` } : undefined;
      },
    });
  const titles = byLanguage((language) => BOOKING_PAGE_COPY[language].title);
  // Every page drawn for the business as its settings say when it is drawn.
  const business = () => businessOf(stores.settings.current());
  const render = await loadServerPage<BookingPageData>(staticDir, 'booking.html', 'renderBookingPage', business, titles);
  const paymentOf = (bookingId: string): BookingPayment | null => {
    const payment = flow && payments.get(bookingId);
    if (!payment) return null;
    return { state: payment.state, pay: payment.state === 'due', billing: payment.customerId !== null };
  };
  const holidayOf = (visitId: string) => holidayMoveOf(bookings, visitId, stores.settings.current().pickupHolidays);
  await app.register(manageRoutes, { bookings, settings: stores.settings, render, rateLimitMax: 60, paymentOf, holidayOf });
  const channels = channelsFrom(env);
  await customerPages(app, { env, staticDir, stripe, business, render, paymentOf, holidayOf });
  const proposalTitles = byLanguage((l) => PROPOSAL_COPY[l].pageTitle);
  await app.register(proposalRoutes, {
    ...stores,
    mail: { customer: channels.customerEmail, owner: channels.ownerEmail },
    render: await loadServerPage<ProposalPageData>(staticDir, 'proposal.html', 'renderProposalPage', business, proposalTitles),
    rateLimitMax: 60,
    messagesPerDay: 5,
  });
  const rules = () => onlineBooking ?? stores.settings.current().onlineBooking;
  // Both the site and /book answer with it until the business opens: made once.
  const openingSoon = await openingSoonPages(staticDir);
  await registerBookingPage(app, {
    stores,
    staticDir,
    openingSoon,
    textsOn: channels.texts,
    rules,
    callBack,
    paysOnline: channels.payments,
  });
  await app.register(siteRoutes, {
    staticDir,
    openingSoon,
    runtimeConfig: publicRuntimeConfig(env),
    settings: app.stores.settings,
    ratings: ratingsShown(app.stores.ratings, app.stores.bookings),
  });
}

/** A customer's own pages past their booking's: a clean's own page (its rating and a tip), and their account. */
async function customerPages(
  app: App,
  {
    env,
    staticDir,
    stripe,
    business,
    render,
    paymentOf,
    holidayOf,
  }: {
    env: Env;
    staticDir: string;
    stripe: Stripe | undefined;
    business: () => PageBusiness;
    render: (page: BookingPageData) => string;
    paymentOf: (bookingId: string) => BookingPayment | null;
    holidayOf: HolidayOf;
  },
) {
  const { stores } = app;
  const { bookings } = stores;
  const channels = channelsFrom(env);
  const accountTitles = byLanguage((language) => ACCOUNT_COPY[language].title);
  const visitTitles = byLanguage((language) => VISIT_COPY[language].title);
  const visits = {
    stores,
    render: await loadServerPage<VisitPageData>(staticDir, 'visit.html', 'renderVisitPage', business, visitTitles),
    stripe,
    ownerEmail: channels.ownerEmail,
    rateLimitMax: 60,
  };
  // A clean's own page from its booking's link (its Done message's 'How did we do?').
  await app.register(visitRoutes, {
    ...visits,
    under: '/booking/:token/visits/:visitId',
    locate: (request) => {
      const { token, visitId } = tokenVisit.safeParse(request.params).data ?? {};
      const booking = token ? bookings.byToken(token) : undefined;
      const visit = booking && visitId ? bookings.visit(visitId) : undefined;
      if (!booking || !visit || visit.bookingId !== booking.id || visit.state !== 'done') return undefined;
      return { booking, visit, path: `/booking/${token}/visits/${visit.id}`, back: { href: `/booking/${token}`, to: 'booking' as const } };
    },
  });
  await app.register(accountRoutes, {
    visits,
    stores,
    ways: { texts: channels.texts, email: channels.customerEmail },
    renderAccount: await loadServerPage<AccountPageData>(staticDir, 'account.html', 'renderAccountPage', business, accountTitles),
    renderBooking: render,
    publicBaseUrl: env.PUBLIC_BASE_URL,
    rateLimitMax: 60,
    paymentOf,
    stripe,
    holidayOf,
  });
}
