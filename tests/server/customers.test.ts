// The owner's Customers and search, over the API as the inbox calls it: one person whose mobile
// was written two ways across a form's lead and a phone call's, with a booking, a payment, a
// text and a call, read as one record; the owner's note; a booking made from the record for a
// customer who phoned, under every way in's rules; search by a name's start, a mobile however
// written, and a booking's code.
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerRecord, SearchResult } from '../../src/common/owner-customers.ts';
import { SettableClock } from '../../src/server/platform/clock/clock.ts';
import type { Stores } from '../../src/server/app/wiring/store-set.ts';
import { SAME_ORIGIN, ownerStack } from '../support/owner-stack.ts';
import { validLead } from '../support/valid-lead.ts';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const KEY = 'm:+14045550142';
const consent = { text: 'ok', ip: '127.0.0.1', userAgent: 'test', pageUrl: '/' };

function dana(stores: Stores) {
  const form = stores.leads.insertNow({
    source: 'form',
    lead: { ...validLead, full_name: 'Dana Ruiz', mobile: '(404) 555-0142', email: 'dana@example.com', street: '9 Oak St' },
    consent,
    spam: false,
    language: 'en',
  } as never).id;
  // Weeks later she phones Ava: her mobile as the platform gives it, another way of writing it.
  stores.leads.insertNow({
    source: 'voice',
    lead: {
      ...validLead,
      full_name: 'Dana Ruiz',
      mobile: '404.555.0142',
      email: 'dana@example.com',
      street: '9 Oak St',
      service_type: 'Membership',
    },
    consent,
    spam: false,
    language: 'en',
    callId: 'call-77',
    toolCallId: 't1',
  } as never);
  stores.calls.add({
    callId: 'call-77',
    startedAt: null,
    endedAt: null,
    durationMs: 185_000,
    endedReason: 'customer-ended-call',
    summary: 'Dana asked about a membership for two cans.',
    transcript: null,
    successEvaluation: null,
    cost: null,
    callType: 'inbound phone',
    callerNumber: '+14045550142',
    outcome: 'question',
    serviceInterest: null,
    followUp: null,
    followUpReason: null,
    recordingUrl: null,
  } as never);
  const date = stores.bookings.serviceDatesWithRoom(30).find((d) => stores.bookings.dates.calendar.weekdayOf(d) === 3)!;
  const made = stores.bookings.book({
    planId: 'one-time',
    cans: 2,
    pickupDay: 'Tuesday',
    date,
    by: 'owner',
    lead: () => form,
  });
  if (!made.ok) throw new Error(JSON.stringify(made));
  stores.payments.open(made.booking.id, 6900);
  stores.ledger.addCharge({
    ref: 'pi_dana',
    bookingId: made.booking.id,
    cents: 6900,
    paymentIntent: 'pi_dana',
    invoiceId: null,
    purpose: 'clean',
    visitId: null,
  } as never);
  stores.threads.received('+14045550142', 'Is my cleaning still on for Wednesday?', 'SM-dana');
  return { booking: made.booking, date };
}

describe("the owner's Customers", () => {
  it('one record for one person whose mobile was written two ways: the booking, its payment, the text and the call', async () => {
    const s = await ownerStack(cleanups, new SettableClock('2026-11-23T15:00:00Z'));
    const { booking } = dana(s.app.stores);
    const cookie = await s.signIn();
    const get = async <T>(url: string) => (await s.app.inject({ method: 'GET', url, headers: { ...SAME_ORIGIN, cookie } })).json<T>();

    const list = await get<{ customers: { key: string; name: string; phone: string }[] }>('/owner/api/customers');
    expect(list.customers.filter((c) => c.name === 'Dana Ruiz')).toEqual([expect.objectContaining({ key: KEY, phone: '(404) 555-0142' })]);
    const record = await get<CustomerRecord>(`/owner/api/customers/${encodeURIComponent(KEY)}`);
    expect(record).toMatchObject({ name: 'Dana Ruiz', phone: '(404) 555-0142', email: 'dana@example.com', addresses: ['9 Oak St, 30309'] });
    expect(record.leads).toHaveLength(2);
    expect(record.bookings).toEqual([
      expect.objectContaining({
        reference: booking.reference,
        plan: 'One-Time Clean',
        payment: { state: 'due', amount: '$69', taken: '$0' },
        charges: [expect.objectContaining({ what: 'Clean', amount: '$69' })],
      }),
    ]);
    expect(record.thread?.texts.map((t) => t.body)).toEqual(['Is my cleaning still on for Wednesday?']);
    expect(record.calls).toEqual([
      expect.objectContaining({ id: 'call-77', summary: 'Dana asked about a membership for two cans.', minutes: 3 }),
    ]);

    // The owner's note stays with the record.
    const noted = await s.app.inject({
      method: 'PUT',
      url: `/owner/api/customers/${encodeURIComponent(KEY)}/note`,
      headers: { ...SAME_ORIGIN, cookie },
      payload: { note: 'Gate code 4411' },
    });
    expect(noted.statusCode).toBe(200);
    expect((await get<CustomerRecord>(`/owner/api/customers/${encodeURIComponent(KEY)}`)).note).toBe('Gate code 4411');
  });

  it('the owner books a customer who phoned from their record, under the same rules and room as every way in', async () => {
    const s = await ownerStack(cleanups, new SettableClock('2026-11-23T15:00:00Z'));
    const { date } = dana(s.app.stores);
    const cookie = await s.signIn();
    const book = (body: object) =>
      s.app.inject({
        method: 'POST',
        url: `/owner/api/customers/${encodeURIComponent(KEY)}/book`,
        headers: { ...SAME_ORIGIN, cookie },
        payload: body,
      });
    // Her home already has a visit that day: refused in words, with nothing booked.
    const same = await book({ plan: 'membership', cans: 2, date });
    expect(same.statusCode).toBe(409);
    expect(same.json().error).toMatch(/already has a visit on that date/);
    const later = s.app.stores.bookings
      .serviceDatesWithRoom(30)
      .find((d) => d > date && s.app.stores.bookings.dates.calendar.weekdayOf(d) === 3)!;
    const made = await book({ plan: 'membership', cans: 2, date: later });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ date: later });
    const record = (
      await s.app.inject({ method: 'GET', url: `/owner/api/customers/${encodeURIComponent(KEY)}`, headers: { ...SAME_ORIGIN, cookie } })
    ).json<CustomerRecord>();
    expect(record.bookings.map((b) => b.plan)).toEqual(['Pristine Membership', 'One-Time Clean']);
    // A day off is refused as every way in refuses it.
    expect((await book({ plan: 'one-time', cans: 1, date: '2026-11-29' })).statusCode).toBe(409);
  });

  it('finds a person by the start of their name, by their mobile however written, and a booking by its code', async () => {
    const s = await ownerStack(cleanups, new SettableClock('2026-11-23T15:00:00Z'));
    const { booking } = dana(s.app.stores);
    const cookie = await s.signIn();
    const search = async (q: string) =>
      (
        await s.app.inject({ method: 'GET', url: `/owner/api/search?q=${encodeURIComponent(q)}`, headers: { ...SAME_ORIGIN, cookie } })
      ).json<{ results: SearchResult[] }>().results;
    // The last seven digits too, as a number is said locally.
    for (const q of ['dan', 'Dana Ru', '(404) 555-0142', '404-555-01', '4045550142', '555-0142', 'dana@example.com'])
      expect((await search(q))[0], q).toMatchObject({
        kind: 'customer',
        title: 'Dana Ruiz',
        href: `#customers/${encodeURIComponent(KEY)}`,
      });
    // Her street finds her, and her booking at it.
    expect((await search('9 Oak')).map((r) => r.kind).sort()).toEqual(['booking', 'customer']);
    expect((await search(booking.reference))[0]).toMatchObject({ kind: 'booking', href: `#customers/${encodeURIComponent(KEY)}` });
    expect(await search('zzzz')).toEqual([]);
    expect(await search('"')).toEqual([]);
  });
});
