// The owner's day: the next service day's visits (today's, on a service day with stops, until the
// evening list's hour; then the next day's), in route order grouped by
// zip, with what the crew needs at the curb (the street as a maps link, the phone to call or text,
// the plan, the notes) and the mark on each (done, cans not out, no access) with its note and photos.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TodayAnswer } from '../../common/owner-inbox.ts';
import { formatPhone } from '../../common/phone.ts';
import type { BookingStore } from '../bookings/booking-store.ts';
import type { PaymentStore } from '../payments/payment-store.ts';
import { planWords } from '../bookings/booking-words.ts';
import { byZip } from '../bookings/day-digest.ts';
import type { PhotoStore } from '../photos/photo-store.ts';
import { stopMarkOf } from '../../common/owner-inbox.ts';
import { dollars } from '../../common/prices.ts';
import type { CrewRules } from '../../common/site-config.schema.ts';
import { feeHow } from '../bookings/crew-fee.ts';
import type { PaymentFlow } from '../payment-flow.ts';
import { isMissed, VISIT_MARKS, type BookedVisit } from '../bookings/booking-types.ts';

export interface TodayOptions {
  bookings: BookingStore;
  payments: PaymentStore;
  photos: PhotoStore;
  /** With payments on: a trip fee to collect at a stop follows the crew's policy. */
  paymentFlow: PaymentFlow | undefined;
  crewPolicy: CrewRules;
}

const markBody = z.object({ mark: z.enum(VISIT_MARKS).nullable(), note: z.string().trim().max(300).optional() });
const DAY_MS = 24 * 3600_000;
const visitParam = z.object({ id: z.string().min(1).max(64) });

/** A search a phone's maps app opens: the street and zip in the business's region. */
const mapsUrl = (street: string, zip: string) => `https://maps.google.com/?q=${encodeURIComponent(`${street}, ${zip}`)}`;

/** Directions through a group's stops in order (the phone's maps app takes it from where the crew is). */
function routeUrl(stops: { street: string; zip: string }[]): string {
  const places = stops.map(({ street, zip }) => `${street}, ${zip}`);
  const destination = places.at(-1) ?? '';
  const waypoints = places.slice(0, -1).join('|');
  return `https://www.google.com/maps/dir/?api=1&travelmode=driving&destination=${encodeURIComponent(destination)}${
    waypoints ? `&waypoints=${encodeURIComponent(waypoints)}` : ''
  }`;
}

export async function todayRoutes(app: FastifyInstance, options: TodayOptions) {
  const { bookings } = options;
  const { dates } = bookings;
  /**
   * The trip fee the crew collects at this stop: the visit before it was missed, and the customer,
   * with no card on file, was told it comes with their next visit.
   */
  const feeToCollect = ({ booking, id }: BookedVisit): string | null => {
    if (!options.paymentFlow) return null;
    const visits = bookings.visits(booking.id).filter((v) => v.state !== 'cancelled' && v.state !== 'paused');
    const before = visits[visits.findIndex((v) => v.id === id) - 1];
    const how =
      before && isMissed(before.state) ? feeHow(options.crewPolicy, Boolean(options.payments.get(booking.id)?.customerId)) : undefined;
    return how === 'next-visit' ? dollars(options.crewPolicy.notOutFeeCents) : null;
  };

  app.get('/owner/api/today', async (_request, reply) => {
    const today = dates.today();
    let date = dates.serviceDayFrom(today);
    // Once the evening list's hour has come (or today has no stops), tomorrow's route is the one to see.
    const evening = dates.calendar.hourOf(dates.clock.now()) >= dates.rules.ownerDigestHour;
    const todays = date === today ? bookings.route(today) : [];
    // Until then today's stays, every stop marked or not: a mark made by mistake can still be changed.
    const afterToday = date === today && (evening || todays.length === 0);
    if (afterToday) date = dates.serviceDayFrom(dates.calendar.addDays(today, 1));
    const visits = bookings.route(date);
    const linkUntil = dates.clock.now() + DAY_MS;
    return reply.send({
      date,
      day: dates.words(date),
      isToday: date === today,
      tomorrow: date === dates.calendar.addDays(today, 1),
      capacity: dates.rules.capacityPerDay,
      count: visits.length,
      zips: byZip(visits).map(([zip, group]) => ({
        zip,
        mapsUrl: routeUrl(group.map(({ booking }) => ({ street: booking.customer.street, zip }))),
        visits: group.map((visit) => stop(visit, zip, linkUntil)),
      })),
    } satisfies TodayAnswer);
  });

  /** One stop as the crew sees it: where, who, what, its mark and photos, and anything to collect. */
  const stop = (visit: BookedVisit, zip: string, linkUntil: number) => {
    const { booking, id, state, deepClean, note } = visit;
    return {
      visitId: id,
      bookingId: booking.id,
      reference: booking.reference,
      name: booking.customer.name,
      street: booking.customer.street,
      mapsUrl: mapsUrl(booking.customer.street, zip),
      phone: formatPhone(booking.customer.mobile),
      phoneE164: booking.customer.mobileE164,
      plan: planWords(booking).name,
      notes: booking.customer.notes,
      mark: stopMarkOf(state),
      note,
      photos: options.photos.linksOf(id, linkUntil),
      payment: options.payments.get(booking.id)?.state ?? null,
      deepClean,
      feeToCollect: feeToCollect(visit),
    };
  };

  app.post('/owner/api/visits/:id/mark', async (request, reply) => {
    const params = visitParam.safeParse(request.params);
    const body = markBody.safeParse(request.body);
    if (!params.success || !body.success)
      return reply.code(400).send({ error: 'Mark the visit done, not-out, no-access or skipped (or null to clear it).' });
    if (!bookings.mark(params.data.id, body.data.mark, 'owner', body.data.note || null))
      return reply.code(404).send({ error: 'No such visit today or before: a visit is marked on its day.' });
    return reply.send({ mark: body.data.mark });
  });
}
