// Random sequences of what customers and the owner do (book, move a visit, skip one, cancel, end
// a membership, pause or resume one, move a whole day, mark a visit) over several months on a
// settable clock, with a 2-week plan and little room. After every step: no date ahead is over
// capacity; the customer's page, the owner's calendar feed, `npm run schedule` and Today list the
// same visits for every booking; no visit is scheduled inside a pause; and every third visit that
// takes place is the deep clean, whatever was paused, moved or skipped before it.
import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../src/common/site-config.ts';
import { bookingPageData } from '../../src/server/customers/bookings/booking-page-data.ts';
import { ownerCalendar } from '../../src/server/customers/bookings/calendar-feed.ts';
import { scheduleCsv } from '../../src/server/app/cli/schedule-cli.ts';
import { SettableClock } from '../../src/server/platform/clock/clock.ts';
import { openTempDatabase } from '../../src/server/app/schema/temp-database.ts';
import { openStores } from '../../src/server/app/wiring/stores.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { propertyRuns } from '../support/property-runs.ts';
import { membershipEvery } from '../support/membership-rhythm.ts';
import { validLead } from '../support/valid-lead.ts';
import { channelsOn } from '../../src/server/app/wiring/channels.ts';
import { givenUp } from '../../src/server/customers/bookings/booking-types.ts';

const cleanups = cleanupsAfterEach();
const consent = { text: 't', at: '2026-11-22T15:00:00.000Z', phone: validLead.mobile, ip: '', userAgent: '', pageUrl: '' };
const RULES = { ...siteConfig.booking, capacityPerDay: 2 };
/** A membership every 2 weeks: more of its visits fall in the months the property walks. */
const EVERY_WEEKS = 2;
// Two of three on one pickup day, so that dates fill and refusals are tried.
const PICKUPS = ['Tuesday', 'Tuesday', 'Thursday'] as const;

type Step =
  | { kind: 'book'; pickup: number; pick: number; membership: boolean }
  | { kind: 'move'; booking: number; visit: number; pick: number }
  | { kind: 'skip'; booking: number; visit: number }
  | { kind: 'cancel'; booking: number; end: boolean }
  | { kind: 'moveDay'; day: number; to: number }
  | { kind: 'mark'; booking: number; done: boolean }
  | { kind: 'pause'; booking: number; weeks: number }
  | { kind: 'resume'; booking: number }
  | { kind: 'wait'; hours: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('book' as const), pickup: fc.nat(2), pick: fc.nat(2), membership: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('move' as const), booking: fc.nat(), visit: fc.nat(3), pick: fc.nat(2) }) },
  fc.record({ kind: fc.constant('skip' as const), booking: fc.nat(), visit: fc.nat(3) }),
  fc.record({ kind: fc.constant('cancel' as const), booking: fc.nat(), end: fc.boolean() }),
  fc.record({ kind: fc.constant('moveDay' as const), day: fc.nat(20), to: fc.nat(10) }),
  fc.record({ kind: fc.constant('mark' as const), booking: fc.nat(), done: fc.boolean() }),
  fc.record({ kind: fc.constant('pause' as const), booking: fc.nat(), weeks: fc.integer({ min: 1, max: 8 }) }),
  fc.record({ kind: fc.constant('resume' as const), booking: fc.nat() }),
  fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 24 * 4 }) }),
);

/** The calendar feed's events as [visit uid's id, date]. */
function feedVisits(ics: string): Set<string> {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return new Set(
    calendar
      .getAllSubcomponents('vevent')
      .map((e) => `${String(e.getFirstPropertyValue('uid')).split('@')[0]}|${String(e.getFirstPropertyValue('dtstart'))}`),
  );
}

describe('visits, over months of random changes', () => {
  it('no date ahead over capacity; the page, the feed, the schedule and Today agree for every booking', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 15, maxLength: 30, size: 'max' }), (steps) => {
        const temp = openTempDatabase();
        cleanups.push(temp.close);
        const clock = new SettableClock('2026-11-22T15:00:00Z');
        const stores = openStores(temp.db, { clock, channels: channelsOn(), booking: RULES });
        membershipEvery(stores.settings, EVERY_WEEKS);
        const { bookings } = stores;
        const { calendar } = bookings.dates;
        const ids: string[] = [];
        const nth = <T>(list: readonly T[], n: number) => (list.length ? list[n % list.length] : undefined);

        for (const s of steps) {
          switch (s.kind) {
            case 'book': {
              const pickup = PICKUPS[s.pickup]!;
              // Any date the rule allows, room or not: a full one must be refused.
              const date = nth(bookings.dates.candidates(pickup), s.pick);
              if (!date) break;
              const offered = bookings.datesWithRoom(pickup, Infinity, undefined, s.membership ? EVERY_WEEKS * 7 : null).includes(date);
              const result = bookings.book({
                planId: s.membership ? 'membership' : 'one-time',
                pickupDay: pickup,
                date,
                by: 'receptionist',
                lead: () => stores.leads.insertNow({ source: 'voice', lead: validLead, consent }).id,
              });
              expect(result.ok, `booking ${date} (offered: ${offered})`).toBe(offered);
              if (result.ok) ids.push(result.booking.id);
              break;
            }
            case 'move': {
              const booking = nth(ids, s.booking) && bookings.get(nth(ids, s.booking)!);
              const visit = booking && nth(bookings.nextVisits(booking, 4), s.visit);
              const to = booking && nth(bookings.dates.candidates(booking.pickupDay), s.pick);
              if (visit && to) bookings.moveVisit(visit.id, to, 'customer');
              break;
            }
            case 'skip': {
              const booking = nth(ids, s.booking) && bookings.get(nth(ids, s.booking)!);
              const visit = booking && nth(bookings.nextVisits(booking, 4), s.visit);
              if (visit) bookings.cancelVisit(visit.id, 'customer');
              break;
            }
            case 'cancel': {
              const id = nth(ids, s.booking);
              if (id) bookings.cancel(id, 'owner', s.end ? 'ended' : 'cancelled');
              break;
            }
            case 'moveDay': {
              const from = calendar.addDays(bookings.dates.today(), s.day);
              bookings.moveDay(from, calendar.addDays(from, s.to + 1), 'owner');
              break;
            }
            case 'mark': {
              const today = bookings.day(bookings.dates.today());
              const visit = nth(today, s.booking);
              if (visit) bookings.mark(visit.id, s.done ? 'done' : 'skipped', 'owner');
              break;
            }
            case 'pause': {
              const id = nth(ids, s.booking);
              if (id) bookings.pause(id, { weeks: s.weeks }, 'customer');
              break;
            }
            case 'resume': {
              const id = nth(ids, s.booking);
              if (id) bookings.resume(id, 'owner');
              break;
            }
            case 'wait':
              clock.advance(s.hours * 3600_000);
              break;
          }

          const today = bookings.dates.today();
          for (let date = today; date <= bookings.dates.latest(); date = calendar.addDays(date, 1))
            expect(bookings.visitsOn(date), `${date} after ${JSON.stringify(s)}`).toBeLessThanOrEqual(RULES.capacityPerDay);

          // Every reader, over the feed's window (a week back, two months ahead).
          const from = calendar.addDays(today, -7);
          const through = calendar.addDays(today, 62);
          const days: string[] = [];
          for (let date = from; date <= through; date = calendar.addDays(date, 1)) days.push(date);
          const lists = days.flatMap((date) => bookings.day(date));
          const feed = feedVisits(ownerCalendar(bookings, siteConfig));
          const csv = scheduleCsv(lists, { paymentOf: () => '', plans: bookings.plans() })
            .split('\r\n')
            .slice(1)
            .filter(Boolean);
          expect(csv).toHaveLength(lists.length);
          for (const id of ids) {
            const booking = bookings.get(id)!;
            const all = bookings.visits(id);
            const stored = all.filter((v) => !givenUp(v) && v.date >= from && v.date <= through);
            const listed = lists.filter((v) => v.bookingId === id);
            expect(listed.map((v) => `${v.id}|${v.date}`).sort()).toEqual(stored.map((v) => `${v.id}|${v.date}`).sort());
            for (const v of stored) expect(feed.has(`${v.id}|${v.date}`), `feed has ${v.date}`).toBe(true);
            // No payments here: the payment column is empty; the last says which visit is the deep clean.
            const rows = csv.flatMap((row) => {
              const deep = new RegExp(`,${booking.reference},,(yes)?$`).exec(row);
              return deep ? [`${row.slice(0, 10)}|${deep[1] ?? ''}`] : [];
            });
            expect(rows).toEqual(listed.map((v) => `${v.date}|${v.deepClean ? 'yes' : ''}`));
            const pause = bookings.pauseOf(id);
            if (pause) expect(all.filter((v) => v.state === 'scheduled' && v.date >= pause.from && v.date < pause.until)).toEqual([]);
            if (booking.intervalDays !== null) {
              // By date, the visits that take place: every third is the deep clean, and no other visit is.
              const counted = all
                .filter((v) => ['scheduled', 'done', 'held'].includes(v.state))
                .sort((a, b) => a.date.localeCompare(b.date));
              expect(counted.map((v) => v.deepClean)).toEqual(counted.map((_, i) => (i + 1) % RULES.deepCleanEvery === 0));
              expect(all.filter((v) => v.deepClean && !counted.includes(v))).toEqual([]);
            }
            const page = bookingPageData(bookings, booking, { action: '', step: 'view', notice: null });
            const upcoming = stored.filter((v) => v.state === 'scheduled' && v.date >= today).slice(0, 3);
            if (booking.status === 'booked') expect(page.nextVisits.map((c) => c.visit)).toEqual(upcoming.map((v) => v.id));
            else expect(page.nextVisits).toEqual([]);
            // Today (the next service day) is that day's list.
            const todays = bookings.day(today).filter((v) => v.bookingId === id);
            expect(todays.map((v) => v.id)).toEqual(stored.filter((v) => v.date === today).map((v) => v.id));
          }
        }
      }),
      { numRuns: propertyRuns(12) },
    );
  }, 60_000);
});
