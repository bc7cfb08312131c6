// A customer's booking page, on the built site: the link from the confirmation opens it; the
// next visit moves to another date with room; a cancel needs its confirmation step; posts from
// another site are refused; wrong and expired links get the plain 404 page; and no input makes
// the server fail (property-based).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookedCustomer } from '../support/booked-customer.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { validLead } from '../support/valid-lead.ts';
import { propertyRuns } from '../support/property-runs.ts';
import { moveVisitOn, visitOn } from '../support/visits.ts';

const cleanups = cleanupsAfterEach();

async function bookedWithLink(args?: object) {
  const customer = await bookedCustomer(args);
  cleanups.push(customer.close);
  return customer;
}

const form = (body: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
  payload: new URLSearchParams(body).toString(),
});

describe("a customer's booking page", () => {
  it('shows the booking from the e-mailed link, privately, with other dates to move to', async () => {
    const { app, path, booking } = await bookedWithLink();
    const res = await app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('<title>Your booking | CanFresh ATL</title>');
    expect(res.body).toContain(booking.reference);
    expect(res.body).toContain('Wednesday, November 25');
    expect(res.body).toContain('One-Time Clean, $59 (1 can)');
    expect(res.body).toContain('checked="" value="2026-12-02"');
    expect(res.body).not.toContain('<script type="module">');
  });

  it('moves the visit (303 back with a notice), and refuses a date against the rule', async () => {
    const { app, path, booking } = await bookedWithLink();
    const visit = visitOn(app.bookings, booking.id, '2026-11-25');
    expect((await app.inject({ method: 'GET', url: path })).body).toContain(`name="visit" value="${visit.id}"`);
    const moved = await app.inject({ url: path, ...form({ action: 'move', visit: visit.id, to: '2026-12-02' }) });
    expect(moved.statusCode).toBe(303);
    expect(moved.headers.location).toBe(`${path}?notice=moved`);
    expect(app.bookings.get(booking.id)).toMatchObject({ sequence: 1 });
    expect(app.bookings.visit(visit.id)).toMatchObject({ date: '2026-12-02', movedFrom: '2026-11-25' });
    expect(app.bookings.history(booking.id).map((c) => [c.what, c.by])).toEqual([
      ['booked', 'receptionist'],
      ['moved', 'customer'],
    ]);
    const page = await app.inject({ method: 'GET', url: moved.headers.location! });
    expect(page.body).toContain('Done: your visit is moved.');

    const wrongDay = await app.inject({ url: path, ...form({ action: 'move', visit: visit.id, to: '2026-12-03' }) });
    expect(wrongDay.headers.location).toBe(`${path}?notice=taken`);
    expect(app.bookings.visit(visit.id)?.date).toBe('2026-12-02');
  });

  it("changes only this link's booking, and no visit that has gone by (the form is posted by hand)", async () => {
    const { app, path, booking, clock } = await bookedWithLink();
    const other = app.bookings.book({
      planId: 'one-time',
      pickupDay: 'Tuesday',
      date: '2026-11-25',
      by: 'owner',
      lead: () =>
        app.leads.insertNow({
          source: 'voice',
          lead: { ...validLead, full_name: 'Other Person' },
          consent: { text: 't', at: '2026-11-22T15:00:00.000Z', phone: validLead.mobile, ip: '', userAgent: '', pageUrl: '' },
        }).id,
    });
    if (!other.ok) throw new Error('not booked');
    const theirs = visitOn(app.bookings, other.booking.id, '2026-11-25');
    const taken = await app.inject({ url: path, ...form({ action: 'skip', visit: theirs.id }) });
    expect(taken.headers.location).toBe(`${path}?notice=unchanged`);
    expect(app.bookings.visit(theirs.id)?.state).toBe('scheduled');
    const mine = visitOn(app.bookings, booking.id, '2026-11-25');
    clock.set('2026-11-26T15:00:00Z'); // the day after the visit
    const late = await app.inject({ url: path, ...form({ action: 'skip', visit: mine.id }) });
    expect(late.headers.location).toBe(`${path}?notice=unchanged`);
    const lateMove = await app.inject({ url: path, ...form({ action: 'move', visit: mine.id, to: '2026-12-09' }) });
    expect(lateMove.headers.location).toBe(`${path}?notice=unchanged`);
    expect(app.bookings.visit(mine.id)).toMatchObject({ date: '2026-11-25', state: 'scheduled' });
    expect(app.bookings.get(booking.id)?.status).toBe('booked');
  });

  it("a membership's page tells its real next visits after a move, and skips one visit on request", async () => {
    const { app, path, booking, clock } = await bookedWithLink({ ...validLead, pickup_day: 'Tuesday', service_date: '2026-11-25' });
    clock.set('2026-12-10T15:00:00Z');
    expect(moveVisitOn(app.bookings, booking.id, '2026-12-23', '2026-12-30', 'customer')?.ok).toBe(true);
    const page = (await app.inject({ method: 'GET', url: path })).body.replaceAll('<!-- -->', '');
    expect(page).toContain('Wednesday, December 30, then Wednesday, January 20, then every 4 weeks');
    // Every third visit that takes place is the seasonal deep clean: the third is January 20.
    expect(page).toContain('Next visits: Wednesday, December 30; Wednesday, January 20: your seasonal deep clean; Wednesday, February 17.');
    const next = visitOn(app.bookings, booking.id, '2026-12-30');
    expect(page).toContain(`Skip only the visit on Wednesday, December 30`);
    const skipped = await app.inject({ url: path, ...form({ action: 'skip', visit: next.id }) });
    expect(skipped.headers.location).toBe(`${path}?notice=skipped`);
    expect(app.bookings.visit(next.id)?.state).toBe('cancelled');
    expect(app.bookings.get(booking.id)?.status).toBe('booked');
    const after = (await app.inject({ method: 'GET', url: path })).body.replaceAll('<!-- -->', '');
    expect(after).toContain('Wednesday, January 20, then every 4 weeks');
    // A skipped visit does not count: the deep clean passes to the next visit that takes place.
    expect(after).toContain('Next visits: Wednesday, January 20; Wednesday, February 17: your seasonal deep clean.');
  });

  it('cancels only through the confirmation step; afterwards the page offers nothing to change', async () => {
    const { app, path, booking } = await bookedWithLink();
    const step = await app.inject({ method: 'GET', url: `${path}?step=cancel` });
    expect(step.body).toContain('Cancel your booking?');
    expect(step.body).toContain('name="action" value="cancel"');
    // Why first: a cancel without its reason asks again, and nothing is cancelled.
    expect(step.body).toContain('Why are you leaving?');
    const unsaid = await app.inject({ url: path, ...form({ action: 'cancel' }) });
    expect(unsaid.headers.location).toBe(`${path}?notice=why&step=cancel`);
    expect(app.bookings.get(booking.id)!.status).toBe('booked');
    const done = await app.inject({ url: path, ...form({ action: 'cancel', reason: 'price', words: 'Found a cheaper one' }) });
    expect(done.headers.location).toBe(`${path}?notice=cancelled`);
    expect(app.bookings.get(booking.id)!.status).toBe('cancelled');
    // The reason is kept with the cancellation itself.
    expect(app.bookings.history(booking.id).at(-1)).toMatchObject({
      what: 'cancelled',
      by: 'customer',
      detail: { reason: 'price', words: 'Found a cheaper one' },
    });
    const after = await app.inject({ method: 'GET', url: path });
    expect(after.body).toContain('Cancelled');
    expect(after.body).not.toContain('<form');
    const again = await app.inject({ url: path, ...form({ action: 'cancel', reason: 'not-needed' }) });
    expect(again.headers.location).toBe(`${path}?notice=unchanged`);
  });

  it('a membership ends after its first visit; its page lists the visits ahead', async () => {
    const { app, path, booking, clock } = await bookedWithLink({ ...validLead, pickup_day: 'Tuesday', service_date: '2026-11-25' });
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.body.replaceAll('<!-- -->', '')).toContain(
      'Next visits: Wednesday, November 25; Wednesday, December 23; Wednesday, January 20: your seasonal deep clean.',
    );
    clock.set('2026-11-30T15:00:00Z');
    const ended = await app.inject({ url: path, ...form({ action: 'end', reason: 'moving' }) });
    expect(ended.headers.location).toBe(`${path}?notice=ended`);
    expect(app.bookings.get(booking.id)).toMatchObject({ status: 'ended', endsOn: '2026-11-30' });
    expect(app.bookings.visitsOn('2026-12-23')).toBe(0);
  });

  it('a visit on a day the business is closed says so, and the page offers no pause before the booking is confirmed', async () => {
    // A Thursday pickup: Friday cleans, every 4 weeks; Friday, December 25 is a day the business is closed.
    const { app, path } = await bookedWithLink({ ...validLead, pickup_day: 'Thursday', service_date: '2026-11-27' });
    const body = (await app.inject({ method: 'GET', url: path })).body.replaceAll('<!-- -->', '');
    expect(body).toContain('Friday, December 25: we are closed that day, so we will move this visit and tell you its new day');
    // Confirmed (booked on a call), it may pause; held until its e-mail's link confirms it, not yet.
    expect(body).toContain('Pause your membership');
    const held = await bookedCustomer({ ...validLead, pickup_day: 'Thursday', service_date: '2026-11-27' }, {}, { web: true });
    cleanups.push(held.close);
    expect(held.app.bookings.get(held.booking.id)?.holdUntil).not.toBeNull();
    expect((await held.app.inject({ method: 'GET', url: held.path })).body).not.toContain('Pause your membership');
  });

  it('refuses a change from another site (403) and changes nothing', async () => {
    const { app, path, booking } = await bookedWithLink();
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': '', origin: 'https://evil.example' }] as Record<
      string,
      string
    >[]) {
      const res = await app.inject({ url: path, ...form({ action: 'cancel', reason: 'not-needed' }, headers) });
      expect(res.statusCode).toBe(403);
    }
    expect(app.bookings.get(booking.id)!.status).toBe('booked');
  });

  it('a wrong or expired link gets the 404 page, which says nothing about why', async () => {
    const { app, path, clock } = await bookedWithLink();
    const notFound = (await app.inject({ method: 'GET', url: '/no-such-page' })).body;
    const wrong = await app.inject({ method: 'GET', url: `/booking/${'A'.repeat(22)}` });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).toBe(notFound);
    clock.set('2026-12-26T15:00:00Z'); // 31 days after the visit
    const expired = await app.inject({ method: 'GET', url: path });
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toBe(notFound);
    expect((await app.inject({ url: path, ...form({ action: 'cancel', reason: 'not-needed' }) })).statusCode).toBe(404);
  });

  it('no input makes it fail: any token, query and form body get 200, 303, 403, 404, 400, 413, 415 or 429', async () => {
    const { app, path, booking } = await bookedWithLink();
    const visitId = app.bookings.visits(booking.id)[0]!.id;
    const token = fc.oneof(fc.constant(path.slice('/booking/'.length)), fc.string({ maxLength: 120 }).map(encodeURIComponent));
    const body = fc.oneof(
      fc
        .dictionary(
          fc.constantFrom('action', 'visit', 'to', 'x', '__proto__'),
          fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('move', 'skip', 'cancel', 'end', '2026-12-02', visitId)),
        )
        .map((o) => new URLSearchParams(o).toString()),
      fc.string({ maxLength: 200 }),
    );
    await fc.assert(
      fc.asyncProperty(
        token,
        body,
        fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'text/plain'),
        fc.string({ maxLength: 30 }),
        async (t, payload, type, q) => {
          const get = await app.inject({
            method: 'GET',
            url: `/booking/${t}?step=${encodeURIComponent(q)}&notice=${encodeURIComponent(q)}`,
          });
          expect([200, 404, 429], get.body.slice(0, 200)).toContain(get.statusCode);
          const post = await app.inject({ method: 'POST', url: `/booking/${t}`, headers: { 'content-type': type }, payload });
          expect([303, 400, 403, 404, 413, 415, 429], post.body.slice(0, 200)).toContain(post.statusCode);
        },
      ),
      { numRuns: propertyRuns(300) },
    );
  }, 60_000);
});
