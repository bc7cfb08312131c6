// Bookings and their visits. A booking is the agreement (booked, cancelled, ended); each visit is
// a stored row with its own date and state, and every page, e-mail, list and feed reads those
// rows. The rule (a one-time date, or every interval from a membership's first date) is asked
// only when visits are written: at booking, and as days pass, a membership's visits are kept
// written ahead over the horizon and two intervals more. This file holds the changes: booking,
// moving (a visit, or a whole day), cancelling and ending, the marks at the curb, and the
// evening list; the rest is layered under it (booking-core.ts, booking-reads.ts, booking-pauses.ts).
import { randomInt, randomUUID } from 'node:crypto';
import type { Language } from '../../../common/languages.ts';
import type { LocalDate } from '../../platform/clock/business-calendar.ts';
import {
  givenUp,
  type BookResult,
  type BookedVisit,
  type Booking,
  type CansResult,
  type ChangeResult,
  type ChangedBy,
  type DayMoveResult,
  type NewBooking,
  type NewSite,
  type VisitMark,
} from './booking-types.ts';
import { newVisit } from './booking-core.ts';
import { BookingPausesAndHolds } from './booking-pauses.ts';

export type { BookingStoreOptions } from './booking-core.ts';
export { CUSTOMER_CHANGES_PER_DAY, MEMBERSHIP_LINK_DAYS } from './booking-reads.ts';

/** How long a web booking whose mobile is not proven (no texts set up) holds its date, waiting for its e-mail's link. */
export const WEB_HOLD_MINUTES = 30;

const REFERENCE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newReference = () => Array.from({ length: 6 }, () => REFERENCE_LETTERS[randomInt(REFERENCE_LETTERS.length)]).join('');
/** A household's booking: no account, its address its customer's. */
const HOUSEHOLD = { accountId: null, siteName: null, siteStreet: null, siteZip: null } as const;

export class BookingStore extends BookingPausesAndHolds {
  /** The plan's prices now, which a new booking keeps. */
  private pricesNow(planId: string) {
    const prices = this.planPrices(planId);
    return { firstCents: prices?.first ?? null, extraCents: prices?.extra ?? null };
  }

  /** Holds a date (and a membership's visits ahead) and stores its lead, in one transaction; refuses, storing nothing, when it cannot. */
  book(request: NewBooking): BookResult {
    this.writeAhead();
    const result = this.db
      .transaction((): BookResult => {
        const seen = request.dedupeKey ? this.rows.byDedupeKey(request.dedupeKey) : undefined;
        if (seen) return { ok: true, booking: seen, duplicate: true };
        const limited = request.limit?.();
        if (limited) return { ok: false, problem: 'limit', reason: limited, next: [] };
        // A membership's visits fall at its plan's rhythm; a one-time clean's once.
        const intervalDays = this.intervalDaysOf(request.planId);
        const refused = this.refusal(request.date, request.pickupDay, intervalDays);
        if (refused) return refused;
        const id = randomUUID();
        const at = this.clock.now();
        this.rows.insert({
          id,
          reference: this.newReference(),
          leadId: request.lead(),
          planId: request.planId,
          cans: request.cans ?? 1,
          pickupDay: request.pickupDay,
          ruleStart: request.date,
          intervalDays,
          at,
          dedupeKey: request.dedupeKey ?? null,
          holdUntil: request.holdMinutes ? at + request.holdMinutes * 60_000 : null,
          ...HOUSEHOLD,
          ...this.pricesNow(request.planId),
        });
        const booking = this.rows.get(id)!;
        if (intervalDays === null) this.rows.insertVisit(newVisit(id, request.date, at, request.by));
        else this.writeVisits(booking, null, this.writeAheadTo());
        this.recordChange(booking, request.by, 'booked', { to: request.date, ...(request.holdMinutes ? { held: true } : {}) });
        return { ok: true, booking, duplicate: false };
      })
      .immediate();
    if (result.ok && !result.duplicate) this.outbox.announceQueued();
    return result;
  }

  /**
   * An account's address booked as agreed (the owner proposed it and the customer signed): its
   * visits fall every interval from the first pickup date on or after its start (never before the
   * earliest date a booking can have), written ahead like a membership's, with no room refused.
   * Inside the caller's transaction (the acceptance that makes the account); the same address
   * twice books once.
   */
  bookSite(site: NewSite): { booking: Booking; duplicate: boolean } {
    this.writeAhead();
    return this.db.transaction(() => {
      const seen = this.rows.byDedupeKey(site.dedupeKey);
      if (seen) return { booking: seen, duplicate: true };
      const from = site.startDate > this.dates.earliest() ? site.startDate : this.dates.earliest();
      const first = this.dates.pickupDateFrom(from, site.pickupDay);
      const id = randomUUID();
      this.rows.insert({
        id,
        reference: this.newReference(),
        leadId: site.leadId,
        planId: 'commercial',
        cans: site.carts,
        pickupDay: site.pickupDay,
        ruleStart: first,
        intervalDays: site.intervalDays,
        at: this.clock.now(),
        dedupeKey: site.dedupeKey,
        holdUntil: null,
        accountId: site.accountId,
        siteName: site.business,
        siteStreet: site.street,
        siteZip: site.zip,
        firstCents: null,
        extraCents: null,
      });
      const booking = this.rows.get(id)!;
      this.writeVisits(booking, null, this.writeAheadTo());
      this.recordChange(booking, site.by, 'booked', { to: first });
      return { booking, duplicate: false };
    })();
  }

  /**
   * An account's address ended with notice: its visits through `lastDay` stand, later ones are
   * given up, and it is ended as of that day (inside the caller's transaction). Undefined when it is not running.
   */
  endSite(id: string, lastDay: LocalDate, by: ChangedBy): Booking | undefined {
    return this.db.transaction(() => {
      const booking = this.rows.get(id);
      if (!booking || booking.status !== 'booked' || booking.accountId === null) return undefined;
      const from = this.rows.visitsOf(id).find((v) => v.date > lastDay && !givenUp(v))?.date;
      const at = this.clock.now();
      this.rows.cancelAfter(id, lastDay, at, by);
      this.rows.setStatus(id, 'ended', lastDay, at);
      this.recordChange(booking, by, 'ended', from ? { from } : {});
      return this.rows.get(id);
    })();
  }

  private newReference(): string {
    let reference = newReference();
    while (this.rows.referenceTaken(reference)) reference = newReference();
    return reference;
  }

  /** Moves one visit to another date with room, that holds none of the same booking's visits. */
  moveVisit(visitId: string, to: LocalDate, by: ChangedBy): ChangeResult | undefined {
    return this.changeVisit(visitId, (visit, booking) => {
      const refused = this.refusal(to, booking.pickupDay);
      if (refused) return refused;
      if (this.rows.visitsOf(booking.id).some((other) => other.date === to && other.state !== 'cancelled'))
        return { ok: false, problem: 'same-booking', next: this.datesWithRoom(booking.pickupDay).filter((d) => d !== to) };
      const pause = this.inPause(booking.id, to);
      if (pause)
        return {
          ok: false,
          problem: 'paused',
          until: pause.until,
          next: this.datesWithRoom(booking.pickupDay, undefined, this.dates.calendar.addDays(pause.until, -1)),
        };
      this.shift(booking, visit, to, by);
      return { ok: true, booking: this.rows.get(booking.id)!, visit: this.rows.visit(visitId)! };
    });
  }

  /**
   * A one-time clean the crew could not do (cans not out, no access), credited forward: the
   * customer picks a new date with room, and a new visit is booked on it. Undefined when the
   * booking has no such visit to make up.
   */
  rebook(bookingId: string, to: LocalDate, by: ChangedBy): ChangeResult | undefined {
    this.writeAhead();
    const result = this.db
      .transaction((): ChangeResult | undefined => {
        const booking = this.rows.get(bookingId);
        const missed = booking && this.missedToMakeUp(booking);
        if (!booking || !missed) return undefined;
        const refused = this.refusal(to, booking.pickupDay);
        if (refused) return refused;
        const visit = newVisit(booking.id, to, this.clock.now(), by);
        this.rows.insertVisit(visit);
        this.recordChange(booking, by, 'moved', { visit: visit.id, from: missed.date, to });
        return { ok: true, booking: this.rows.get(booking.id)!, visit };
      })
      .immediate();
    if (result?.ok) this.outbox.announceQueued();
    return result;
  }

  /** Gives up one visit: a membership's single date, or a one-time clean (the whole booking). */
  cancelVisit(visitId: string, by: ChangedBy): ChangeResult | undefined {
    return this.changeVisit(visitId, (visit, booking) => {
      const at = this.clock.now();
      this.rows.setVisitState(visit.id, 'cancelled', at, by);
      if (booking.intervalDays === null) {
        this.rows.setStatus(booking.id, 'cancelled', null, at);
        this.recordChange(booking, by, 'cancelled', { visit: visit.id, from: visit.date });
      } else this.recordChange(booking, by, 'visit-cancelled', { visit: visit.id, from: visit.date });
      return { ok: true, booking: this.rows.get(booking.id)!, visit: this.rows.visit(visitId)! };
    });
  }

  /**
   * Moves every scheduled visit on a date to another working day, all of them or none: a storm,
   * or a holiday week when every pickup runs a day late. The date need not follow each
   * customer's pickup rule (that is the point), but it must be a working day ahead, within the
   * horizon, with room for them all, and hold none of the same customers' visits. Visits
   * already marked (done before the storm stopped the day) stay. Each customer is told as for a
   * single move. `only` picks which of the day's visits go (a holiday moves one jurisdiction's).
   */
  moveDay(
    from: LocalDate,
    to: LocalDate,
    by: ChangedBy,
    only: (visit: BookedVisit) => boolean = () => true,
    { beyondHorizon = false } = {},
  ): DayMoveResult {
    this.writeAhead();
    const result = this.db
      .transaction((): DayMoveResult => {
        const visits = this.rows.dayList(from).filter((visit) => visit.state === 'scheduled' && only(visit));
        if (visits.length === 0) return { ok: false, problem: 'no-visits' };
        if (from < this.dates.today()) return { ok: false, problem: 'past' };
        if (to === from) return { ok: false, problem: 'same-day' };
        const problem = this.dates.problemWithWorkday(to, { beyondHorizon });
        if (problem) return { ok: false, problem };
        const room = this.roomOn(to);
        if (room < visits.length) return { ok: false, problem: 'full', room: Math.max(0, room), needed: visits.length };
        const onTarget = new Set(this.rows.dayList(to).map((visit) => visit.bookingId));
        const twice = visits.find((visit) => onTarget.has(visit.bookingId));
        if (twice) return { ok: false, problem: 'same-booking', name: twice.booking.customer.name };
        const paused = visits.find((visit) => this.inPause(visit.bookingId, to));
        if (paused) return { ok: false, problem: 'paused', name: paused.booking.customer.name };
        for (const visit of visits) this.shift(visit.booking, visit, to, by);
        return { ok: true, moved: visits.length };
      })
      .immediate();
    if (result.ok) this.outbox.announceQueued();
    return result;
  }

  /**
   * Cancels a booking (every scheduled visit from today on), or ends a membership after today:
   * today's visit stands, later ones are given up. A membership ended before its first visit is
   * cancelled. `atStripe`: the customer ended it at Stripe, where nothing is left to stop.
   */
  cancel(id: string, by: ChangedBy, what: 'cancelled' | 'ended' = 'cancelled', { atStripe = false } = {}): Booking | undefined {
    this.writeAhead();
    const result = this.db
      .transaction(() => {
        const booking = this.rows.get(id);
        if (!booking || booking.status !== 'booked') return undefined;
        // A one-time clean given (or tried at the curb) is behind us: there is nothing to cancel.
        if (booking.intervalDays === null && this.cleanGiven(id)) return undefined;
        const today = this.dates.today();
        const at = this.clock.now();
        const ends =
          what === 'ended' && booking.intervalDays !== null && this.rows.visitsOf(id).some((v) => !givenUp(v) && v.date <= today);
        const from = this.nextVisits(booking, 2).find((v) => (ends ? v.date > today : true))?.date;
        this.rows.cancelAfter(id, ends ? today : this.dates.calendar.addDays(today, -1), at, by);
        this.rows.setStatus(id, ends ? 'ended' : 'cancelled', booking.intervalDays === null ? null : today, at);
        this.recordChange(booking, by, ends ? 'ended' : 'cancelled', { ...(from ? { from } : {}), ...(atStripe ? { atStripe } : {}) });
        return this.rows.get(id);
      })
      .immediate();
    if (result) this.outbox.announceQueued();
    return result;
  }

  /**
   * Changes how many cans a booking counts, and with it the price of each visit to come (at the
   * prices the booking was made at). Where a day's room is counted in cans, every visit to come
   * must have room for the cans added. An account's address counts its carts on its proposal.
   */
  changeCans(bookingId: string, cans: number, by: ChangedBy): CansResult {
    this.writeAhead();
    const result = this.db
      .transaction((): CansResult => {
        const booking = this.rows.get(bookingId);
        if (!booking || booking.status !== 'booked' || booking.accountId !== null || !booking.prices)
          return { ok: false, problem: 'closed' };
        if (cans === booking.cans) return { ok: false, problem: 'same' };
        const ahead = this.nextVisits(booking, Number.MAX_SAFE_INTEGER);
        const added = cans - booking.cans;
        const full = ahead.find((v) => added > 0 && this.dayRoom(v.date).unit === 'cans' && this.roomOn(v.date) < added);
        if (full) return { ok: false, problem: 'full', date: full.date };
        this.rows.setCans(booking.id, cans);
        this.recordChange(booking, by, 'cans', { ...(ahead[0] ? { from: ahead[0].date } : {}), cans: { from: booking.cans, to: cans } });
        return { ok: true, booking: this.rows.get(booking.id)! };
      })
      .immediate();
    if (result.ok) this.outbox.announceQueued();
    return result;
  }

  /** The language the customer's messages go out in, as they chose it on their page. False when nothing changed. */
  setLanguage(bookingId: string, language: Language): boolean {
    const booking = this.rows.get(bookingId);
    if (!booking) return false;
    return this.rows.setLanguage(booking.leadId, language);
  }

  /**
   * Marks a visit of today or before (done, skipped, cans not out, no access: with the crew's
   * note), or clears the mark; false when it cannot be. The same mark again changes nothing and
   * tells nobody twice. `who` is the address signed in that made it.
   */
  mark(visitId: string, mark: VisitMark | null, by: ChangedBy, note: string | null = null, who: string | null = null): boolean {
    const marked = this.db
      .transaction(() => {
        const visit = this.rows.visit(visitId);
        const booking = visit && this.rows.get(visit.bookingId);
        if (!visit || !booking || !this.markable(visit, booking)) return false;
        const state = mark ?? 'scheduled';
        if (note !== visit.note) this.rows.setNote(visitId, note);
        if (state === visit.state) return true;
        this.rows.setMarkedBy(visitId, mark ? who : null);
        this.rows.setVisitState(visitId, state, this.clock.now(), by);
        this.markDeepCleans(booking);
        this.events.emit({ kind: 'marked', visit: this.rows.visit(visitId)!, booking, before: visit.state });
        return true;
      })
      .immediate();
    if (marked) this.outbox.announceQueued();
    return marked;
  }

  /**
   * Queues the owner's list for the next service day once it is the digest hour the evening
   * before, and for today's if that evening passed unseen (the server was down). Once per day:
   * the delivery is unique per date. Returns the dates queued.
   */
  queueDayDigests(): LocalDate[] {
    if (!this.ownerEmail) return [];
    const { calendar, rules } = this.dates;
    const now = this.clock.now();
    const today = calendar.dateOf(now);
    const due = [today, ...(calendar.hourOf(now) >= rules.ownerDigestHour ? [calendar.addDays(today, 1)] : [])];
    const queued = due.filter((date) => this.dates.isServiceDay(date) && this.outbox.enqueue('email', { kind: 'day-digest', id: date }));
    if (queued.length) this.outbox.announceQueued();
    return queued;
  }
}
