// A clean's own page, under the page it is reached from (the booking's link, /booking/<token>, or
// the customer's account): its stars in one tap, what went wrong, and a tip. Plain forms, no
// script, each answered 303 back to the page with what happened. Only a visit the crew marked
// Done, of a booking the page reaches, has one; any other is the 404 page. An unhappy rating
// (one to three stars) waits first in the owner's Messages at once and goes to the owner by
// e-mail a minute later, with what went wrong if the customer said it by then.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import { VISIT_NOTICES, VISIT_PROBLEMS, VISIT_WORDS_MAX, type VisitPageData } from '../../../common/visit-page.ts';
import type { BookingView, Visit } from '../../customers/bookings/booking-types.ts';
import { TIP_MAX_DOLLARS, tipCheckout } from '../../money/payment-flow/tip-checkout.ts';
import type { PaymentStore } from '../../money/payments/payment-store.ts';
import { sendMadePage } from '../../platform/http/compressed-page.ts';
import { fromAnotherSite } from '../../platform/http/same-site.ts';
import { privatePage } from '../../platform/http/security-headers.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { SettingsSource } from '../../platform/settings/business-settings.ts';
import { UNHAPPY_STARS } from '../ratings/rating-store.ts';
import type { TruckStore } from '../trucks/truck-store.ts';
import { visitPageData, type VisitPageDeps } from './visit-page-data.ts';

/** What a request's page reaches: the booking, its visit, the page's own path and where 'back' goes. */
export interface VisitPlace {
  booking: BookingView;
  visit: Visit;
  path: string;
  back: VisitPageData['back'];
}

export interface VisitRouteOptions {
  stores: VisitPageDeps & { trucks: TruckStore; outbox: Outbox; settings: SettingsSource; payments: PaymentStore };
  render: (page: VisitPageData) => string;
  /** With payments on: a tip is paid on Stripe's page. */
  stripe: Stripe | undefined;
  /** With the owner's e-mail on: an unhappy rating is told by e-mail too. */
  ownerEmail: boolean;
  rateLimitMax: number;
  /** The route of the page the visit's page sits under ('/booking/:token'), its own after it. */
  under: string;
  /** The visit a request's page names (a Done visit of a booking it may open), or undefined. */
  locate: (request: FastifyRequest) => VisitPlace | undefined;
}

const query = z.object({
  notice: z.enum(VISIT_NOTICES).optional().catch(undefined),
  tipped: z.string().max(2).optional().catch(undefined),
});
const rated = z.object({ stars: z.coerce.number().int().min(1).max(5) });
const told = z.object({
  problems: z
    // A choice the page no longer offers is dropped, not the whole answer with it.
    .preprocess(
      (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).filter((p) => (VISIT_PROBLEMS as readonly unknown[]).includes(p)),
      z.array(z.enum(VISIT_PROBLEMS)).max(VISIT_PROBLEMS.length),
    )
    .catch([]),
  words: z.string().trim().max(VISIT_WORDS_MAX).catch(''),
  quote: z.literal('yes').optional().catch(undefined),
});
const tipped = z.object({ amount: z.string().max(6).optional(), other: z.string().max(8).optional() });

/** The tip asked, in cents: another amount typed wins over a choice; undefined when it is not one we take. */
function tipCents(form: z.infer<typeof tipped>): number | undefined {
  const typed = form.other?.trim().replace(/^\$/, '');
  const dollars = Number(typed ? typed : form.amount);
  if (!Number.isFinite(dollars) || dollars < 1 || dollars > TIP_MAX_DOLLARS) return undefined;
  return Math.round(dollars * 100);
}

const refused = (reply: FastifyReply) =>
  privatePage(reply).code(403).send('<!doctype html><title>Refused</title><p>Ratings and tips can only be given on our website.</p>');
const back = (reply: FastifyReply, path: string, notice: string) =>
  reply.code(303).header('Cache-Control', 'no-store').redirect(`${path}?notice=${notice}`, 303);

export async function visitRoutes(app: FastifyInstance, options: VisitRouteOptions) {
  const { stores, locate, under, rateLimitMax } = options;
  const config = { rateLimit: rateLimitMax > 0 ? { max: rateLimitMax, timeWindow: 60_000 } : (false as const) };
  /** The place a post names, or the answer that refuses it. */
  const posted = (request: FastifyRequest, reply: FastifyReply) => {
    if (fromAnotherSite(request)) return { refusal: refused(reply) };
    const place = locate(request);
    return place ? { place } : { refusal: reply.callNotFound() };
  };

  app.get(under, { config }, (request, reply) => {
    const place = locate(request);
    if (!place) return reply.callNotFound();
    const { notice, tipped: paid } = query.parse(request.query ?? {});
    const page = visitPageData(stores, place, {
      action: place.path,
      back: place.back,
      notice: notice ?? (paid ? 'tipped' : null),
      reviewUrl: stores.settings.current().crew.reviewUrl,
      tipsOn: Boolean(options.stripe),
    });
    return sendMadePage(request, privatePage(reply), options.render(page));
  });

  app.post(`${under}/rate`, { config }, (request, reply) => {
    const { place, refusal } = posted(request, reply);
    if (!place) return refusal;
    const form = rated.safeParse(request.body);
    if (!form.success) return back(reply, place.path, 'rated');
    const { visit, booking } = place;
    const before = stores.ratings.of(visit.id);
    const rating = stores.ratings.rate(visit, form.data.stars, stores.trucks.truckOf(visit), booking.customer.email);
    // Told once: a second tap from two stars to one is the same unhappy customer.
    if (rating.stars <= UNHAPPY_STARS && (!before || before.stars > UNHAPPY_STARS) && options.ownerEmail)
      stores.outbox.enqueue('email', { kind: 'unhappy-rating', id: visit.id }, { at: stores.bookings.clock.now() + 60_000 });
    request.log.info({ visitId: visit.id, stars: rating.stars }, 'a clean rated');
    return back(reply, place.path, 'rated');
  });

  app.post(`${under}/tell`, { config }, (request, reply) => {
    const { place, refusal } = posted(request, reply);
    if (!place) return refusal;
    const { problems, words, quote } = told.parse(request.body ?? {});
    stores.ratings.tell(place.visit.id, { problems, words, quoteOk: quote === 'yes' });
    return back(reply, place.path, 'told');
  });

  app.post(`${under}/tip`, { config }, async (request, reply) => {
    const { place, refusal } = posted(request, reply);
    if (!place) return refusal;
    const cents = tipCents(tipped.safeParse(request.body).data ?? {});
    if (cents === undefined) return back(reply, place.path, 'tip-amount');
    if (!options.stripe) return back(reply, place.path, 'tip-failed');
    try {
      const url = await tipCheckout(
        { stripe: options.stripe, tips: stores.tips, payments: stores.payments, settings: stores.settings },
        {
          booking: place.booking,
          visit: place.visit,
          truckId: stores.trucks.truckOf(place.visit),
          cents,
          pageUrl: `${stores.settings.current().siteUrl.replace(/\/+$/, '')}${place.path}`,
          now: stores.bookings.clock.now(),
        },
      );
      return reply.code(303).header('Cache-Control', 'no-store').redirect(url, 303);
    } catch (error) {
      request.log.error({ err: error, visitId: place.visit.id }, 'Stripe could not make a tip session');
      return back(reply, place.path, 'tip-failed');
    }
  });
}
