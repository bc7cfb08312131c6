// The owner's Home, composed from each area's own figures: the members and their movement by week,
// the monthly recurring revenue (each running membership's charges a year, over twelve) now and
// four weeks ago, money taken this week and month beside the last, what is owed and what failed,
// this week's leads by the way they came in and how many became bookings, the next 21 days' room,
// the crew's day, the last 30 days' ratings and tips by truck, and the waiting list by zip. Weeks start on Monday, months on the 1st, both in the business's time zone.
import type { HomeFigures, Money, RoomDay } from '../../../common/owner-home.ts';
import { money$ } from '../../../common/proposals.ts';
import { WAY_IN_WORDS } from '../../../common/ways-in.ts';
import type { BookingFigures, MembershipGroup } from '../../customers/bookings/booking-figures.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { LeadFigures } from '../../customers/leads/lead-figures.ts';
import { crewDay } from '../../field/crew-flow/crew-day.ts';
import type { InvoiceStore } from '../../money/accounts/account-invoices.ts';
import type { PaymentFigures } from '../../money/payments/payment-figures.ts';
import type { PaymentLedger } from '../../money/payments/payment-ledger.ts';
import type { LocalDate } from '../../platform/clock/business-calendar.ts';
import type { ThreadReads } from '../../conversations/texts/thread-reads.ts';
import { needsYou } from './home-needs.ts';
import type { RatingStore } from '../../field/ratings/rating-store.ts';
import type { TipStore } from '../../money/payments/tip-store.ts';
import type { TruckStore } from '../../field/trucks/truck-store.ts';
import { afterCleanFigures } from './after-clean-figures.ts';
import type { WaitlistStore } from '../../customers/waitlist/waitlist-store.ts';
import type { SettingsSource } from '../../platform/settings/business-settings.ts';
import { LEAVING_LABELS, LEAVING_REASONS } from '../../../common/leaving-reasons.ts';

/** How far back Home's 'who left' reaches, in days. */
export const LEAVERS_DAYS = 90;

export interface HomeDeps {
  bookings: BookingStore;
  ledger: PaymentLedger;
  invoices: InvoiceStore;
  figures: { bookings: BookingFigures; leads: LeadFigures; payments: PaymentFigures };
  threadReads: Pick<ThreadReads, 'awaiting'>;
  ratings: Pick<RatingStore, 'figures' | 'waitingCount'>;
  tips: Pick<TipStore, 'figures'>;
  trucks: Pick<TruckStore, 'get'>;
  waitlist: Pick<WaitlistStore, 'byZip' | 'waitingCount'>;
  settings: Pick<SettingsSource, 'current'>;
}

const WEEKS = 8;
const DAYS_AHEAD = 21;
const YEAR_DAYS = 365.25;

const money = (cents: number): Money => ({ cents, words: money$(cents) });

/** A running membership's charges a year, over twelve: its own price per visit, each interval. */
export function monthlyCents(groups: MembershipGroup[]): number {
  const yearly = groups.reduce((sum, g) => sum + g.count * g.visitCents * (YEAR_DAYS / g.intervalDays), 0);
  return Math.round(yearly / 12);
}

export function homeFigures(deps: HomeDeps): HomeFigures {
  const { bookings } = deps;
  const { dates } = bookings;
  const { calendar, clock } = dates;
  const now = clock.now();
  const today = dates.today();
  const monday = calendar.addDays(today, 1 - calendar.weekdayOf(today));
  const at = (date: LocalDate) => calendar.instantAt(date);
  // The members at each week's end, now and four weeks ago: one read of the memberships for them all.
  const weekStarts = Array.from({ length: WEEKS }, (_, i) => calendar.addDays(monday, -7 * (WEEKS - 1 - i)));
  const weekEnds = weekStarts.map((start) => Math.min(at(calendar.addDays(start, 7)), now));
  const [running, before, ...atWeekEnds] = deps.figures.bookings.runningAt([now, now - 28 * 24 * 3_600_000, ...weekEnds]);
  const count = (groups: MembershipGroup[]) => groups.reduce((sum, g) => sum + g.count, 0);
  const monthly = monthlyCents(running!);
  const monthlyBefore = monthlyCents(before!);
  const weeks = weekStarts.map((start, i) => ({
    week: calendar.shortWords(start).replace(/^\w+, /, ''),
    ...deps.figures.bookings.movement(at(start), weekEnds[i]!),
    members: count(atWeekEnds[i]!),
  }));
  const day = {
    money: moneyFigures(deps, monday, today, now),
    room: roomAhead(bookings, today),
    route: routeFigures(bookings, deps.figures.bookings),
  };
  return {
    asOf: `${calendar.words(today)}, ${calendar.timeWords(now)}`,
    needs: needsYou(day, deps.threadReads.awaiting(), deps.ratings.waitingCount(), (date) => dates.words(date as LocalDate)),
    members: { now: count(running!), weeks },
    revenue: { monthly: money(monthly), fourWeeksAgo: money(monthlyBefore), change: money(monthly - monthlyBefore) },
    leads: leadFigures(deps, at(monday), now),
    leavers: leaverFigures(deps.figures.bookings, now),
    afterClean: afterCleanFigures(deps, now),
    waitlist: {
      waiting: deps.waitlist.waitingCount(),
      served: deps.settings.current().serviceArea.zips.length,
      zips: deps.waitlist.byZip(8),
    },
    ...day,
  };
}

/** Households that left in the last 90 days, by reason: the reasons the customers are asked first, then those given none. */
function leaverFigures(figures: BookingFigures, now: number): HomeFigures['leavers'] {
  const counts = figures.leavers(now - LEAVERS_DAYS * 86_400_000, now + 1);
  const reasons = [...LEAVING_REASONS, 'unsaid' as const].map((reason) => ({
    reason,
    label: LEAVING_LABELS[reason],
    count: counts.get(reason) ?? 0,
  }));
  return { total: reasons.reduce((sum, r) => sum + r.count, 0), reasons };
}

function moneyFigures({ bookings, ledger, invoices, figures }: HomeDeps, monday: LocalDate, today: LocalDate, now: number) {
  const { calendar } = bookings.dates;
  const at = (date: LocalDate) => calendar.instantAt(date);
  const firstOfMonth = `${today.slice(0, 7)}-01` as LocalDate;
  const lastMonthFirst = `${calendar.addDays(firstOfMonth, -1).slice(0, 7)}-01` as LocalDate;
  const owed = figures.payments.owed();
  const open = invoices.openTotal();
  return {
    thisWeek: money(ledger.takenBetween(at(monday), now)),
    lastWeek: money(ledger.takenBetween(at(calendar.addDays(monday, -7)), at(monday))),
    thisMonth: money(ledger.takenBetween(at(firstOfMonth), now)),
    lastMonth: money(ledger.takenBetween(at(lastMonthFirst), at(firstOfMonth))),
    outstanding: { ...money(owed.due.cents), count: owed.due.count },
    failed: { ...money(owed.failed.cents), count: owed.failed.count },
    accounts: { ...money(open.cents), count: open.count },
  };
}

function leadFigures({ figures }: HomeDeps, from: number, to: number): HomeFigures['leads'] {
  const ways = figures.leads.waysIn(from, to).map((w) => ({ ...w, label: WAY_IN_WORDS[w.way] }));
  return { ways, count: ways.reduce((sum, w) => sum + w.count, 0), booked: ways.reduce((sum, w) => sum + w.booked, 0) };
}

function roomAhead(bookings: BookingStore, today: LocalDate): RoomDay[] {
  const { dates } = bookings;
  const days: RoomDay[] = [];
  for (let i = 1; i <= DAYS_AHEAD; i++) {
    const date = dates.calendar.addDays(today, i);
    if (!dates.isServiceDay(date)) continue;
    // The day's room as bookings count it: the trucks' cans that day, or the settings' visits.
    const { room, booked, unit } = bookings.dayRoom(date);
    days.push({ date, day: dates.calendar.shortWords(date).replace(/, \w+ /, ' '), booked, room, unit });
  }
  return days;
}

function routeFigures(bookings: BookingStore, figures: BookingFigures): HomeFigures['route'] {
  const date = crewDay(bookings, (day) => figures.routeOn(day).stops);
  const { stops, done } = figures.routeOn(date);
  return {
    date,
    day: bookings.dates.words(date),
    stops,
    done,
    remaining: stops - done,
    room: bookings.dayRoom(date),
  };
}
