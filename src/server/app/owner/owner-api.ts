// The owner's API under /owner/api: cookies for the session, and one guard before any route:
// the request comes from this site's own pages (403 otherwise; no CORS), with a live session
// (401 otherwise) unless the route is one of the few that answer without (config.signedOut),
// and a crew member's session reaches only the routes open to the crew (config.crew; 403).
import type { WaitlistStore } from '../../customers/waitlist/waitlist-store.ts';
import { photosRoutes } from '../../field/today/owner-photos-route.ts';
import type { PhotoStore } from '../../field/photos/photo-store.ts';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { fromThisOrigin } from '../../platform/http/same-site.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { CallStore } from '../../conversations/calls/call-store.ts';
import type { LeadInbox } from '../../customers/leads/lead-inbox.ts';
import type { LeadStore } from '../../customers/leads/lead-store.ts';
import type { PasskeyStore } from '../passkeys/passkey-store.ts';
import type { SessionStore } from '../sessions/session-store.ts';
import type { SignInCodes } from '../sessions/sign-in-codes.ts';
import type { TextStore } from '../../conversations/texts/text-store.ts';
import { NOT_SIGNED_IN, OWNER_ONLY, sessionCookie, sessionOf } from './owner-session.ts';
import type { Team } from '../sessions/team.ts';
import { bookingsRoutes } from './bookings-route.ts';
import { paymentsRoutes } from '../../money/payment-flow/owner-payments-route.ts';
import type { PaymentFlow } from '../../money/payment-flow/payment-flow.ts';
import type { PaymentStore } from '../../money/payments/payment-store.ts';
import type { StopStore } from '../../field/stops/stop-store.ts';
import type { CrewRules } from '../../../common/site-config.schema.ts';
import type { CheckRuns } from '../../money/payments/check-runs.ts';
import type { PaymentLedger } from '../../money/payments/payment-ledger.ts';
import { callsRoutes } from '../../conversations/calls/owner-calls-route.ts';
import { deliveriesRoutes } from './deliveries-route.ts';
import { settingsRoutes } from './settings-route.ts';
import type { DoctorLine } from '../../../common/doctor-lines.ts';
import { exportRoutes } from './export-route.ts';
import { leadsRoutes } from '../../customers/leads/owner-leads-route.ts';
import { passkeyRoutes } from './passkey-routes.ts';
import { relyingParty } from './relying-party.ts';
import { signInRoutes } from './sign-in-routes.ts';
import { todayRoutes } from '../../field/today/owner-today-route.ts';
import { trucksRoutes } from '../../field/trucks/owner-trucks-route.ts';
import { dayPlanRoutes } from '../../field/day-plan/owner-day-plan-route.ts';
import { ratingsRoutes } from '../../field/after-clean/owner-ratings-route.ts';
import type { RatingStore } from '../../field/ratings/rating-store.ts';
import type { TipStore } from '../../money/payments/tip-store.ts';
import type { TruckStore } from '../../field/trucks/truck-store.ts';
import type { DayPlans } from '../../field/day-plan/day-plans.ts';
import { crewRoutes } from './crew-route.ts';
import { holidaysRoutes } from '../../customers/booking-flows/owner-holidays-route.ts';
import { messagesRoutes } from '../../conversations/text-flow/owner-messages-route.ts';
import type { ThreadStore } from '../../conversations/texts/thread-store.ts';
import type { ThreadReads } from '../../conversations/texts/thread-reads.ts';
import type { TextFlow } from '../../conversations/text-flow/text-flow.ts';
import { accountsRoutes } from '../../money/account-flow/owner-accounts-route.ts';
import { proposalsRoutes } from '../../money/account-flow/owner-proposals-route.ts';
import type { InvoiceStore } from '../../money/accounts/account-invoices.ts';
import type { AccountStore } from '../../money/accounts/account-store.ts';
import type { ProposalStore } from '../../money/accounts/proposal-store.ts';
import { homeRoutes } from './home-route.ts';
import { customersRoutes } from './customers-route.ts';
import { businessRoutes } from './business-route.ts';
import type { BusinessSettings } from '../../platform/settings/business-settings.ts';
import type { PeopleStore } from '../../customers/people/people-store.ts';
import type { SearchIndex } from '../workspace/search-index.ts';
import type { HomeDeps } from '../workspace/home-figures.ts';

/** A route of the owner's API as registered: the guard covers every one. */
export interface OwnerRoute {
  method: string | string[];
  url: string;
  /** Its name in the contract (common/owner-routes.ts), when registered by it. */
  name: string | undefined;
  signedOut: boolean;
  crew: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ownerRoutes: OwnerRoute[];
  }
}

export interface OwnerApiOptions {
  team: Team;
  codes: SignInCodes;
  sessions: SessionStore;
  passkeys: PasskeyStore;
  bookings: BookingStore;
  outbox: Outbox;
  leads: LeadStore;
  leadInbox: LeadInbox;
  texts: TextStore;
  threads: ThreadStore;
  threadReads: ThreadReads;
  textFlow: TextFlow;
  calls: CallStore;
  payments: PaymentStore;
  ledger: PaymentLedger;
  paymentFlow: PaymentFlow | undefined;
  checkRuns: CheckRuns;
  photos: PhotoStore;
  crewPolicy: CrewRules;
  stops: StopStore;
  trucks: TruckStore;
  dayPlans: DayPlans;
  publicBaseUrl: string | undefined;
  /** The settings tried against their providers (the doctor), for the Settings page. */
  doctor: () => Promise<DoctorLine[]>;
  /** How often the inbox's open pages ask again. */
  refreshSeconds: number;
  /** Requests per client per 10 minutes, on each sign-in route. */
  rateLimitMax: number;
  proposals: ProposalStore;
  accounts: AccountStore;
  invoices: InvoiceStore;
  /** Which e-mails are on (an account's end is told to its customer). */
  mail: { customer: boolean; owner: boolean };
  /** Each area's figures for Home. */
  figures: HomeDeps['figures'];
  people: PeopleStore;
  search: SearchIndex;
  /** The business's facts the owner changes from Settings. */
  settings: BusinessSettings;
  /** The customers' ratings of their cleans. */
  ratings: RatingStore;
  /** Tips for the crew. */
  tips: TipStore;
  /** Visitors waiting for the business to come to their zip. */
  waitlist: WaitlistStore;
}

export async function ownerApi(app: FastifyInstance, options: OwnerApiOptions) {
  const { publicBaseUrl } = options;
  const siteOrigin = publicBaseUrl && new URL(publicBaseUrl).origin;
  const { texts, bookings, leads } = options;
  const shared = {
    ...options,
    cookie: sessionCookie(publicBaseUrl),
    // What a route of one area asks of another's records, composed here where every area is in reach.
    leadReach: {
      textsStopped: (mobile: string) => texts.stopped(mobile),
      notOutThisMonth: (leadId: string) => bookings.notOutSince(leadId, bookings.dates.calendar.addDays(bookings.dates.today(), -30)),
    },
    linkable: { lead: (id: string) => Boolean(leads.get(id)), booking: (id: string) => Boolean(bookings.get(id)) },
  };
  await app.register(cookie);
  // The one guard, before any route of this scope and before its body is read: this site's own
  // pages only (403), and a live session (401) unless the route says it answers without one.
  app.decorateRequest('ownerSession', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!fromThisOrigin(request, siteOrigin)) {
      request.log.warn({ url: request.url }, 'owner request from another site refused');
      return reply.code(403).send({ error: 'This request must come from the site itself.' });
    }
    request.ownerSession = sessionOf(request, reply, shared) ?? null;
    const { config } = request.routeOptions;
    if (!request.ownerSession && !config.signedOut) return reply.code(401).send(NOT_SIGNED_IN);
    if (request.ownerSession?.role === 'crew' && !config.crew && !config.signedOut) return reply.code(403).send(OWNER_ONLY);
  });
  // An address taken off the lists (OWNER_EMAILS, CREW_EMAILS, the crew) is signed out everywhere: at start, and at any request.
  app.addHook('onReady', async () => {
    const ended = options.sessions.endAllBut(options.team.everyone());
    if (ended) app.log.info({ ended }, 'sessions of addresses no longer allowed to sign in ended');
  });
  // Every route registered here, for the tests that walk them all.
  app.addHook(
    'onRoute',
    (route) =>
      void app.ownerRoutes.push({
        method: route.method,
        url: route.url,
        name: route.config?.ownerRoute,
        signedOut: Boolean(route.config?.signedOut),
        crew: Boolean(route.config?.crew),
      }),
  );
  const port = () => {
    const address = app.server.address();
    return typeof address === 'object' && address ? address.port : 0;
  };
  // The app's own: signing in, the settings and the team, deliveries, exports, and the views that
  // read across the areas (Home, Customers, Bookings).
  await app.register(signInRoutes, shared);
  await app.register(passkeyRoutes, { ...shared, relyingParty: relyingParty(publicBaseUrl, port) });
  await app.register(settingsRoutes, shared);
  await app.register(businessRoutes, shared);
  await app.register(crewRoutes, shared);
  await app.register(deliveriesRoutes, shared);
  await app.register(exportRoutes, shared);
  await app.register(homeRoutes, shared);
  await app.register(customersRoutes, shared);
  await app.register(bookingsRoutes, shared);
  // Each area's own routes, beside its records (each takes the few stores its options name).
  await app.register(callsRoutes, shared);
  await app.register(messagesRoutes, shared);
  await app.register(leadsRoutes, shared);
  await app.register(holidaysRoutes, shared);
  await app.register(paymentsRoutes, shared);
  await app.register(proposalsRoutes, shared);
  await app.register(accountsRoutes, shared);
  await app.register(todayRoutes, shared);
  await app.register(photosRoutes, shared);
  await app.register(trucksRoutes, shared);
  await app.register(dayPlanRoutes, shared);
  await app.register(ratingsRoutes, shared);
}
