// A customer's own account: /account and /es/cuenta. Signed out, it asks for a mobile or an e-mail
// and the code sent to it; signed in, it is everything the business has for them. Each booking
// opens inside it (/account/bookings/<id>) as the booking's own page, its changes the same forms
// under the same rules, and only a booking the session's proof reaches: any other id is the 404
// page. A booking's own link signs its holder in too (/booking/<token>/account). Plain forms,
// no script; posts from another site are refused; every route is rate-limited per client.
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import {
  ACCOUNT_NOTICES,
  ACCOUNT_PATHS,
  accountBookingPath,
  accountVisitPath,
  type AccountPageData,
  type AccountSignIn,
} from '../../../common/account-page.ts';
import { BOOKING_NOTICES, type BookingNotice, type BookingPayment, type RenderBookingPage } from '../../../common/booking-page.ts';
import { LANGUAGES, type Language } from '../../../common/languages.ts';
import { bookingPageData, type HolidayOf } from '../../customers/bookings/booking-page-data.ts';
import type { BookingView } from '../../customers/bookings/booking-types.ts';
import { applyCustomerChange, CUSTOMER_CHANGE } from '../../customers/bookings/customer-change.ts';
import { changedQuery } from '../../customers/bookings/manage-route.ts';
import { paymentRoutes } from '../../money/payment-flow/pay-pages.ts';
import { sendMadePage } from '../../platform/http/compressed-page.ts';
import { linkTokenOf } from '../../platform/http/link-token.ts';
import { fromAnotherSite } from '../../platform/http/same-site.ts';
import { privatePage } from '../../platform/http/security-headers.ts';
import type { Stores } from '../wiring/store-set.ts';
import { accountCookies, clearPending, clearSession, clientOf, setPending, setSession, type AccountCookies } from './account-cookies.ts';
import { addressOf, confirmCode, sendCode, type CodeWays } from './account-sign-in.ts';
import { accountOverview, provenBookings } from './account-view.ts';
import { visitRoutes, type VisitRouteOptions } from '../../field/after-clean/visit-routes.ts';

export interface AccountRouteOptions {
  stores: Stores;
  /** A clean's own page, as the account opens it beside the visit. */
  visits: Omit<VisitRouteOptions, 'under' | 'locate'>;
  ways: CodeWays;
  renderAccount: (page: AccountPageData) => string;
  renderBooking: RenderBookingPage;
  publicBaseUrl: string | undefined;
  rateLimitMax: number;
  /** With payments on: where a booking's payment stands, and Stripe for its pages. */
  paymentOf: (bookingId: string) => BookingPayment | null;
  stripe: Stripe | undefined;
  holidayOf: HolidayOf;
}

const pageQuery = z.object({
  step: z.enum(['ask', 'code']).optional().catch(undefined),
  notice: z.enum(ACCOUNT_NOTICES).optional().catch(undefined),
  visits: z.string().max(80).optional().catch(undefined),
  payments: z.string().max(40).optional().catch(undefined),
  texts: z.string().max(20).optional().catch(undefined),
});
const bookingQuery = z.object({
  step: z.enum(['cancel', 'end']).optional().catch(undefined),
  notice: z
    .enum(Object.keys(BOOKING_NOTICES) as [BookingNotice, ...BookingNotice[]])
    .optional()
    .catch(undefined),
});
const idParams = z.object({ id: z.string().max(64) });
const typedAddress = z.object({ address: z.string().max(254).catch(''), again: z.string().max(2).optional().catch(undefined) });
const typedCode = z.object({ code: z.string().max(20).catch('') });

const refused = (reply: FastifyReply) =>
  privatePage(reply).code(403).send('<!doctype html><title>Refused</title><p>Your account can only be changed on our website.</p>');
const seeOther = (reply: FastifyReply, to: string) => reply.code(303).header('Cache-Control', 'no-store').redirect(to, 303);

/** The session a request's cookie names, and who it is; undefined when signed out. */
const sessionOf = (stores: Stores, cookies: AccountCookies, request: FastifyRequest) =>
  stores.accountSessions.use(request.cookies[cookies.session]);

/** A booking of the signed-in customer's, by its id: undefined when signed out or not theirs. */
function ownBooking(stores: Stores, cookies: AccountCookies, request: FastifyRequest): BookingView | undefined {
  const who = sessionOf(stores, cookies, request);
  const id = idParams.safeParse(request.params).data?.id;
  return who && id ? provenBookings(stores, who).find((booking) => booking.id === id) : undefined;
}

export async function accountRoutes(app: FastifyInstance, options: AccountRouteOptions) {
  const { stores, rateLimitMax } = options;
  const cookies = accountCookies(options.publicBaseUrl);
  const config = { rateLimit: rateLimitMax > 0 ? { max: rateLimitMax, timeWindow: 60_000 } : (false as const) };
  await app.register(cookie);
  const page = (request: FastifyRequest, reply: FastifyReply, data: AccountPageData, status = 200) =>
    sendMadePage(request, privatePage(reply).code(status), options.renderAccount(data));
  for (const language of LANGUAGES) signInRoutes(app, { ...options, cookies, config, language, page });

  // A booking's own link signs its holder in to the account of its mobile and e-mail.
  app.get('/booking/:token/account', { config }, (request, reply) => {
    const token = linkTokenOf(request.params);
    const booking = token && stores.bookings.byToken(token);
    if (!token || !booking) return reply.callNotFound();
    const { mobileE164, email } = booking.customer;
    setSession(reply, cookies, stores.accountSessions.start({ mobileE164, email: email || null }));
    return seeOther(reply, `${ACCOUNT_PATHS[booking.customer.language]}?notice=signed-in`);
  });
  bookingRoutes(app, { ...options, cookies, config });
  // A clean's own page beside its visit in the account: a Done visit of one of the session's bookings.
  await app.register(visitRoutes, {
    ...options.visits,
    under: '/account/visits/:visitId',
    locate: (request) => {
      const who = sessionOf(stores, cookies, request);
      const visitId = z.object({ visitId: z.string().max(64) }).safeParse(request.params).data?.visitId;
      const visit = who && visitId ? stores.bookings.visit(visitId) : undefined;
      const booking = visit && visit.state === 'done' ? provenBookings(stores, who!).find((b) => b.id === visit.bookingId) : undefined;
      if (!visit || !booking) return undefined;
      return { booking, visit, path: accountVisitPath(visit.id), back: { href: ACCOUNT_PATHS[booking.customer.language], to: 'account' } };
    },
  });
  if (options.stripe)
    await app.register(paymentRoutes, {
      bookings: stores.bookings,
      settings: stores.settings,
      payments: stores.payments,
      outbox: stores.outbox,
      stripe: options.stripe,
      publicBaseUrl: stores.settings.current().siteUrl,
      rateLimitMax,
      under: '/account/bookings/:id',
      locate: (request) => {
        const booking = ownBooking(stores, cookies, request);
        return booking && { booking, path: accountBookingPath(booking.id) };
      },
    });
}

type Scope = AccountRouteOptions & {
  cookies: AccountCookies;
  config: { rateLimit: false | { max: number; timeWindow: number } };
};

/** The account's page in one language: signing in (a code asked, then typed back), the overview, signing out. */
function signInRoutes(
  app: FastifyInstance,
  scope: Scope & {
    language: Language;
    page: (request: FastifyRequest, reply: FastifyReply, data: AccountPageData, status?: number) => unknown;
  },
) {
  const { stores, cookies, config, language, page } = scope;
  const action = ACCOUNT_PATHS[language];
  const signIn = (over: Partial<AccountSignIn>): AccountSignIn => ({
    view: 'sign-in',
    language,
    action,
    step: 'ask',
    sentTo: null,
    by: null,
    error: null,
    typed: '',
    notice: null,
    ...over,
  });
  const codeStep = (pending: string, over: Partial<AccountSignIn> = {}) =>
    signIn({ step: 'code', sentTo: pending, by: addressOf(pending)?.by ?? 'text', ...over });

  app.get(action, { config }, (request, reply) => {
    const query = pageQuery.parse(request.query ?? {});
    const who = sessionOf(stores, cookies, request);
    if (who) {
      const data = accountOverview(stores, who, { language, action, notice: query.notice ?? null, pages: query });
      return page(request, reply, data);
    }
    const pending = request.cookies[cookies.pending];
    const notice = query.notice ?? null;
    return page(request, reply, query.step === 'code' && pending ? codeStep(pending, { notice }) : signIn({ notice }));
  });

  app.post(`${action}/code`, { config }, (request, reply) => {
    if (fromAnotherSite(request)) return refused(reply);
    const { address, again } = typedAddress.parse(request.body ?? {});
    const client = clientOf(request, reply, cookies);
    const error = sendCode(stores, scope.ways, { typed: address, client, language, ip: request.ip });
    if (error) return page(request, reply, again ? codeStep(address, { error }) : signIn({ error, typed: address }), 400);
    setPending(reply, cookies, address.trim());
    return seeOther(reply, `${action}?step=code${again ? '&notice=code-again' : ''}`);
  });

  app.post(`${action}/verify`, { config }, (request, reply) => {
    if (fromAnotherSite(request)) return refused(reply);
    const pending = request.cookies[cookies.pending];
    const client = request.cookies[cookies.client];
    if (!pending || !client) return seeOther(reply, action);
    const { code } = typedCode.parse(request.body ?? {});
    const checked = confirmCode(stores, { typed: pending, code, client, language });
    if (!checked.ok) return page(request, reply, codeStep(pending, { error: checked.error }), 400);
    setSession(reply, cookies, stores.accountSessions.start(checked.who));
    clearPending(reply, cookies);
    return seeOther(reply, `${action}?notice=signed-in`);
  });

  app.post(`${action}/sign-out`, { config }, (request, reply) => {
    if (fromAnotherSite(request)) return refused(reply);
    const session = sessionOf(stores, cookies, request);
    if (session) stores.accountSessions.end(session);
    clearSession(reply, cookies);
    return seeOther(reply, `${action}?notice=signed-out`);
  });
}

/** A booking inside the account: its own page, its changes the booking page's own. */
function bookingRoutes(app: FastifyInstance, { stores, cookies, config, renderBooking, paymentOf, holidayOf }: Scope) {
  app.get('/account/bookings/:id', { config }, (request, reply) => {
    if (!sessionOf(stores, cookies, request)) return seeOther(reply, ACCOUNT_PATHS.en);
    const booking = ownBooking(stores, cookies, request);
    if (!booking) return reply.callNotFound();
    const { step, notice } = bookingQuery.parse(request.query ?? {});
    const data = bookingPageData(stores.bookings, booking, {
      action: accountBookingPath(booking.id),
      step: step ?? 'view',
      notice: notice ?? null,
      payment: paymentOf(booking.id),
      holidayOf,
      account: { href: ACCOUNT_PATHS[booking.customer.language], back: true },
    });
    return sendMadePage(request, privatePage(reply), renderBooking(data));
  });

  app.post('/account/bookings/:id', { config }, (request, reply) => {
    if (fromAnotherSite(request)) return refused(reply);
    const booking = ownBooking(stores, cookies, request);
    if (!booking) return reply.callNotFound();
    const form = CUSTOMER_CHANGE.safeParse(request.body);
    const answer = form.success ? applyCustomerChange(stores.bookings, booking, form.data) : { notice: 'unchanged' as const };
    if (form.success)
      request.log.info({ bookingId: booking.id, action: form.data.action, notice: answer.notice }, 'booking changed from the account');
    return seeOther(reply, `${accountBookingPath(booking.id)}?${changedQuery(answer)}`);
  });
}
