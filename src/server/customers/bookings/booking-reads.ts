// What the bookings room answers without changing anything: a booking by id, reference, lead or
// link; its visits; a day's list and route; who may still change what. Reads never write: they
// need the rows and the service dates only, nothing of how a change is made or told.
import type { LocalDate } from '../../platform/clock/business-calendar.ts';
import type { BookingRows, Pause } from './booking-rows.ts';
import type { ServiceDates } from './service-dates.ts';
import {
  givenUp,
  crewCame,
  isMissed,
  type BookedVisit,
  type Booking,
  type BookingChange,
  type BookingView,
  type BookingVisits,
  type ChangedBy,
  type Visit,
} from './booking-types.ts';
import { linkTokenHash } from '../../platform/http/link-token.ts';

/** Changes a customer may make to a booking through its link in any 24 hours; then the page asks them to call. */
export const CUSTOMER_CHANGES_PER_DAY = 5;
/** A membership's link works this long after it was sent (its later messages each carry a fresh one). */
export const MEMBERSHIP_LINK_DAYS = 8 * 7;

export class BookingReads {
  constructor(
    protected readonly rows: BookingRows,
    readonly dates: ServiceDates,
  ) {}

  get clock() {
    return this.dates.clock;
  }

  /** How often a lead's visits were marked 'cans not out' since a date (the owner's Leads shows the month's). */
  notOutSince(leadId: string, since: LocalDate): number {
    return this.rows.notOutSince(leadId, since);
  }

  /** A one-time clean's visit the crew could not do, with nothing booked after it: what a new date makes up. */
  missedToMakeUp(booking: Booking): Visit | undefined {
    if (booking.intervalDays !== null || booking.status !== 'booked') return undefined;
    const last = this.rows.visitsOf(booking.id).at(-1);
    return last && isMissed(last.state) ? last : undefined;
  }

  /** The first day after this one that holds visits (what an empty day points to), and how many. */
  nextDayWithVisits(after: LocalDate): { date: LocalDate; count: number } | undefined {
    return this.rows.nextWithVisits(after);
  }

  /** Days off (holidays, non-working weekdays) in the next `days` days that still have visits. */
  daysOffWithVisits(days: number): { date: LocalDate; count: number }[] {
    const { calendar } = this.dates;
    const today = this.dates.today();
    const found = [];
    for (let n = 1; n <= days; n++) {
      const date = calendar.addDays(today, n);
      const count = this.dates.isServiceDay(date) ? 0 : this.rows.scheduledOn(date);
      if (count) found.push({ date, count });
    }
    return found;
  }

  /** Whether any of a booking's visits was given: cleaned, or the crew came and could not (cans not out, no access). */
  cleanGiven(bookingId: string): boolean {
    return this.rows.visitsOf(bookingId).some((v) => crewCame(v.state));
  }

  /**
   * Whether a visit can be marked at the curb (or have photos): one of today or before, neither
   * given up nor of a booking that was cancelled.
   */
  markable(visit: Visit, booking: Booking = this.rows.get(visit.bookingId)!): boolean {
    return booking !== undefined && booking.status !== 'cancelled' && !givenUp(visit) && visit.date <= this.dates.today();
  }

  /** Whether a date already holds a visit for this mobile or street: one booking per customer and date from the web. */
  customerOn(date: LocalDate, mobileE164: string | null, street: string): boolean {
    return this.rows.heldOn(date, mobileE164, street);
  }

  /** Bookings made in one call or chat (its id), not cancelled. */
  madeIn(callId: string): number {
    return this.rows.fromConversation(callId);
  }

  /** The running membership of a customer's mobile (E.164), if any: what the receptionist pauses for a caller. */
  membershipOf(mobileE164: string): BookingView | undefined {
    return this.rows.membershipOf(mobileE164);
  }
  /** The latest running booking (a membership or a one-time clean) of a mobile. */
  /** Every running booking of a mobile (a customer with two houses has two), the latest first. */
  allRunningOf(mobileE164: string): BookingView[] {
    return this.rows.allRunningOf(mobileE164);
  }

  runningOf(mobileE164: string): BookingView | undefined {
    return this.rows.runningOf(mobileE164);
  }

  /** A membership's pause running now or ahead, if any. */
  pauseOf(bookingId: string): Pause | undefined {
    return this.rows.activePause(bookingId, this.dates.today());
  }

  /** The memberships paused now, the soonest back first (at most `limit`), and how many there are in all. */
  pausedMemberships(limit = 50): { paused: (Pause & { booking: BookingView })[]; total: number } {
    const { pauses, total } = this.rows.pausedMemberships(this.dates.today(), limit);
    const paused = pauses.flatMap((pause) => {
      const booking = this.rows.get(pause.bookingId);
      return booking ? [{ ...pause, booking }] : [];
    });
    return { paused, total };
  }

  /** Whether the customer may still change the booking through its link: so many changes in any 24 hours. */
  customerMayChange(bookingId: string): boolean {
    return this.rows.changesSince(bookingId, 'customer', this.clock.now() - 24 * 3600_000) < CUSTOMER_CHANGES_PER_DAY;
  }

  get(id: string): BookingView | undefined {
    return this.rows.get(id);
  }

  byReference(reference: string): BookingView | undefined {
    return this.rows.byReference(reference.trim().toUpperCase());
  }

  /** Who made a booking (its first change's author): the customer online, the receptionist, or the owner. */
  madeBy(bookingId: string): ChangedBy | undefined {
    return this.rows.changes(bookingId)[0]?.by;
  }

  /** The latest booking made for a lead. */
  /** Every booking made with these leads (a person's), the newest first. */
  ofLeads(leadIds: readonly string[]): BookingView[] {
    return leadIds.flatMap((id) => this.rows.ofLead(id)).sort((a, b) => b.createdAt - a.createdAt);
  }

  byLead(leadId: string): BookingView | undefined {
    return this.rows.byLead(leadId);
  }

  /**
   * The booking a customer's link opens, while the link is valid: a membership's for some weeks
   * after it was sent (each later message carries a fresh one), a one-time clean's until some days
   * after its last visit, or its cancelling.
   */
  byToken(token: string): BookingView | undefined {
    if (!/^[A-Za-z0-9_-]{22,64}$/.test(token)) return undefined;
    const hash = linkTokenHash(token);
    const booking = this.rows.byTokenHash(hash);
    if (booking?.status === 'booked' && booking.intervalDays !== null) {
      const issued = this.dates.calendar.dateOf(this.rows.linkIssuedAt(hash) ?? 0);
      return this.dates.calendar.addDays(issued, MEMBERSHIP_LINK_DAYS) < this.dates.today() ? undefined : booking;
    }
    if (!booking) return undefined;
    const { calendar } = this.dates;
    const last = this.visits(booking.id)
      .filter((v) => !givenUp(v))
      .map((v) => v.date)
      .concat(booking.status === 'booked' ? [] : [calendar.dateOf(booking.updatedAt)])
      .sort()
      .at(-1);
    if (last && calendar.addDays(last, this.dates.rules.manageLinkDays) < this.dates.today()) return undefined;
    return booking;
  }

  /** Every visit of a booking as stored (cancelled ones too), soonest first. */
  visits(bookingId: string): Visit[] {
    return this.rows.visitsOf(bookingId);
  }

  visit(visitId: string): Visit | undefined {
    return this.rows.visit(visitId);
  }

  /** The booking's visits still to come (scheduled, from today), at most `limit`. */
  nextVisits(booking: Booking, limit = 3): Visit[] {
    const today = this.dates.today();
    return this.visits(booking.id)
      .filter((v) => v.state === 'scheduled' && v.date >= today)
      .slice(0, limit);
  }

  history(id: string): BookingChange[] {
    return this.rows.changes(id);
  }

  /** A booking with its stored visits: all of them, and those still to come. */
  withVisits(booking: BookingView): BookingVisits {
    return { booking, visits: this.visits(booking.id), upcoming: this.nextVisits(booking, 4) };
  }

  /** A change with the booking and its visits as they are now, for the messages about it. */
  change(changeId: string): (BookingVisits & { change: BookingChange }) | undefined {
    const change = this.rows.change(Number(changeId));
    const booking = change && this.rows.get(change.bookingId);
    return change && booking && { change, ...this.withVisits(booking) };
  }

  /** The visits on a date that are not cancelled (marked ones too), grouped by zip then street: the day's route. */
  day(date: LocalDate): BookedVisit[] {
    return this.rows.dayList(date);
  }

  /** A date's scheduled visits never moved off it, with their pickup day and zip: what a holiday week may move (read light, for three weeks of days at once). */
  onTheirDay(date: LocalDate) {
    return this.rows.onTheirDay(date);
  }

  /** A day's route for the crew: its visits less those held for a payment (Today, the evening list, the schedule). */
  route(date: LocalDate): BookedVisit[] {
    return this.day(date).filter((visit) => visit.state !== 'held');
  }

  /** Every booking not cancelled, for the owner's exports. */
  active(): BookingView[] {
    return this.rows.notCancelled();
  }
}
