// The owner's Customers: a page of people at a time, one person's record, the owner's note on
// it, a booking made for a customer who phoned; and the search from anywhere in the inbox.
import type { FastifyInstance } from 'fastify';
import { customerHref, type SearchResult } from '../../../common/owner-customers.ts';
import { planWords } from '../../customers/bookings/booking-words.ts';
import { personKey } from '../../customers/people/people-store.ts';
import { isLocalDate } from '../../platform/clock/business-calendar.ts';
import { customerRecord, customerSummary, type RecordDeps } from '../workspace/customer-record.ts';
import type { Found, SearchIndex } from '../workspace/search-index.ts';
import { REFUSALS } from '../../customers/booking-flows/owner-refusals.ts';
import type { BookingFigures } from '../../customers/bookings/booking-figures.ts';
import { LEAVERS_DAYS } from '../workspace/home-figures.ts';
import { ownerRoute } from '../../platform/http/owner-route.ts';

export interface CustomersOptions extends RecordDeps {
  search: SearchIndex;
  /** The bookings' figures: who left, for which reason. */
  figures: { bookings: Pick<BookingFigures, 'leaversFor'> };
}

export async function customersRoutes(app: FastifyInstance, options: CustomersOptions) {
  const { people } = options;
  ownerRoute(app, 'GET /owner/api/customers', async (request, reply) => {
    const page = people.page({ before: request.query.before });
    return reply.send({ customers: page.rows.map(customerSummary), next: page.next });
  });
  ownerRoute(app, 'GET /owner/api/customers/:key', async (request, reply) => {
    const person = people.get(request.params.key);
    if (!person) return reply.code(404).send({ error: 'No such customer.' });
    return reply.send(customerRecord(options, person));
  });
  ownerRoute(app, 'PUT /owner/api/customers/:key/note', async (request, reply) => {
    if (!people.setNote(request.params.key, request.body.note)) return reply.code(404).send({ error: 'No such customer.' });
    return reply.send({ note: request.body.note });
  });
  ownerRoute(app, 'POST /owner/api/customers/:key/book', async (request, reply) => {
    const answer = bookFor(options, request.params.key, request.body);
    if (!answer.ok) return reply.code(answer.status).send({ error: answer.error, ...(answer.next ? { next: answer.next } : {}) });
    return reply.code(answer.duplicate ? 200 : 201).send({ reference: answer.reference, date: answer.date });
  });
  ownerRoute(app, 'GET /owner/api/leavers', async (request, reply) => {
    const { dates } = options.bookings;
    const now = dates.clock.now();
    const page = options.figures.bookings.leaversFor(request.query.reason, now - LEAVERS_DAYS * 86_400_000, now + 1, request.query.before);
    return reply.send({
      leavers: page.rows.map((leaver) => ({
        key: personKey(leaver.mobileE164, leaver.email),
        name: leaver.name,
        reference: leaver.reference,
        membership: leaver.membership,
        when: dates.calendar.words(dates.calendar.dateOf(leaver.at)),
        words: leaver.words,
      })),
      next: page.next,
    });
  });
  ownerRoute(app, 'GET /owner/api/search', async (request, reply) => {
    return reply.send({ results: options.search.find(request.query.q).map((found) => resultOf(options, found)) });
  });
}

/**
 * A booking the owner makes for a customer on the phone: with their latest lead, on a date with
 * room, under the one-home-per-date rule every way in keeps (their mobile proven only if it was).
 */
function bookFor(
  { people, leads, bookings }: CustomersOptions,
  key: string,
  { plan, cans, date }: { plan: 'one-time' | 'membership'; cans: number; date: string },
) {
  const person = people.get(key);
  const lead = person && leads.ofPerson(person, 1)[0];
  if (!person || !lead) return { ok: false, status: 404, error: 'No such customer.' } as const;
  if (!isLocalDate(date)) return { ok: false, status: 409, error: REFUSALS['not-a-date'], next: bookings.serviceDatesWithRoom() } as const;
  const result = bookings.book({
    planId: plan,
    cans,
    pickupDay: bookings.dates.pickupDayFor(date),
    date,
    by: 'owner',
    dedupeKey: `owner:${key}:${date}:${plan}`,
    limit: () =>
      bookings.customerOn(date, person.mobileE164, person.street)
        ? `${person.street} (or that mobile) already has a visit on that date.`
        : undefined,
    lead: () => lead.id,
  });
  if (!result.ok)
    return {
      ok: false,
      status: 409,
      error: result.problem === 'limit' ? result.reason : REFUSALS[result.problem],
      next: result.next,
    } as const;
  return {
    ok: true,
    reference: result.booking.reference,
    date: bookings.visits(result.booking.id)[0]?.date ?? date,
    duplicate: result.duplicate ?? false,
  } as const;
}

/** What the search found, as the inbox shows it and where it goes (a booking, to its customer). */
function resultOf({ bookings, leads, people }: CustomersOptions, found: Found): SearchResult {
  if (found.kind === 'account')
    return { kind: 'account', href: `#accounts/${encodeURIComponent(found.ref)}`, title: found.title, detail: 'Commercial account' };
  if (found.kind === 'person') {
    const person = people.get(found.ref);
    const summary = person && customerSummary(person);
    const detail = summary ? `${summary.phone ?? summary.email} · ${summary.street}, ${summary.zip}` : '';
    return { kind: 'customer', href: customerHref(found.ref), title: found.title, detail };
  }
  const booking = bookings.get(found.ref);
  const lead = booking && leads.get(booking.leadId);
  const key = lead ? personKey(lead.mobileE164, lead.lead.email) : undefined;
  return {
    kind: 'booking',
    href: key ? customerHref(key) : '#bookings',
    title: `${found.title} · ${booking?.customer.name ?? ''}`,
    detail: booking ? `${planWords(booking, bookings.plans()).name} · ${booking.customer.street}` : '',
  };
}
