// Bookings and their visits. A booking is the agreement (booked, cancelled, ended); each visit is
// a stored row with its own date and state, and every page, e-mail, list and feed reads those
// rows. The rule (a one-time date, or every interval from a membership's first date) is asked
// only when visits are written: at booking, and as days pass, a membership's visits are kept
// written ahead over the horizon and two intervals more.
//
// Room on a date is the count of its scheduled visits, counted in the same synchronous
// transaction that books or moves (SQLite, one connection, one thread), so concurrent bookings
// for the last places cannot overbook. Each change queues the customer's e-mail (with a fresh
// link whose token exists only as a hash here and as the delivery's secret until it is sent)
// and, unless the owner made it, the owner's.
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Weekday } from '../../common/site-config.schema.ts';
import type { LocalDate } from '../clock/business-calendar.ts';
import type { Db } from '../db/database.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { DAY_UPDATE_ID } from './booking-subjects.ts';
import { BookingRows, pauseCovers, type Pause } from './booking-rows.ts';
import {
  givenUp,
  isMissed,
  type BookResult,
  type BookedVisit,
  type Booking,
  type BookingChange,
  type BookingView,
  type BookingVisits,
  type ChangeKind,
  type ChangeResult,
  type ChangedBy,
  type DayMoveResult,
  type NewBooking,
  type PauseRequest,
  type PauseResult,
  type Refusal,
  type ResumeResult,
  type Visit,
  type VisitMark,
  type VisitProblem,
} from './booking-types.ts';
import type { ServiceDates } from './service-dates.ts';
import { slotsThrough, writeAheadDays } from './visit-rule.ts';

const REFERENCE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newReference = () => Array.from({ length: 6 }, () => REFERENCE_LETTERS[randomInt(REFERENCE_LETTERS.length)]).join('');

/** A link token: 128 random bits, base64url. Only its hash is stored. */
const newToken = () => randomBytes(16).toString('base64url');
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface BookingStoreOptions {
  dates: ServiceDates;
  /** Whether the owner's e-mail is on: changes the owner did not make, and the evening list, then queue one. */
  ownerEmail: boolean;
  /** Whether customers' e-mail is on: every change then queues the customer's e-mail and invitation. */
  customerEmail: boolean;
  /** With texts set up: whether the customer's number may be texted now (their latest consent). */
  mayText?: ((phone: string | null) => boolean) | undefined;
  /**
   * How long the messages about a change wait before they go: a customer who moves a visit three
   * times in a minute gets one e-mail and one text, with the latest state (earlier ones are
   * superseded when their turn comes). A booking's own confirmation goes at once.
   */
  changeMessageDelayMs?: number;
  /** Told of every change, inside its transaction (payments follow the booking). */
  changed?: ((booking: BookingView, change: Pick<BookingChange, 'what' | 'detail'>) => void) | undefined;
  /** A held booking's lead: told to go on (confirmed: forwarded like any booked lead) or gone with it. */
  holds?: { confirmed: (leadId: string) => void; dropped: (leadId: string) => void };
  /** Told of every change of mark at the curb (set, corrected, cleared), inside its transaction: who is told, what is charged. */
  marked?: ((visit: Visit, booking: BookingView, before: Visit['state']) => void) | undefined;
}

/** Changes a customer may make to a booking through its link in any 24 hours; then the page asks them to call. */
export const CUSTOMER_CHANGES_PER_DAY = 5;
/** A membership's link works this long after it was sent (its later messages each carry a fresh one). */
export const MEMBERSHIP_LINK_DAYS = 8 * 7;

export class BookingStore {
  readonly dates: ServiceDates;
  private readonly ownerEmail: boolean;
  private readonly customerEmail: boolean;
  private readonly mayText: BookingStoreOptions['mayText'];
  private readonly changeMessageDelayMs: number;
  private readonly holds: BookingStoreOptions['holds'];
  private readonly changed: BookingStoreOptions['changed'];
  private readonly marked: BookingStoreOptions['marked'];
  private readonly rows: BookingRows;
  /** The date memberships were last written through, in this process (the write is idempotent). */
  private writtenThrough: LocalDate = '';

  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
    { dates, ownerEmail, customerEmail, mayText, changeMessageDelayMs = 0, holds, changed, marked }: BookingStoreOptions,
  ) {
    this.dates = dates;
    this.ownerEmail = ownerEmail;
    this.customerEmail = customerEmail;
    this.mayText = mayText;
    this.changeMessageDelayMs = changeMessageDelayMs;
    this.holds = holds;
    this.changed = changed;
    this.marked = marked;
    this.rows = new BookingRows(db);
  }

  get clock() {
    return this.dates.clock;
  }

  /** The last date a membership's visits are kept written through today. */
  private writeAheadTo(): LocalDate {
    return this.dates.calendar.addDays(this.dates.today(), writeAheadDays(this.dates.rules.horizonDays, this.dates.membershipIntervalDays));
  }

  /**
   * Writes every running membership's visits through the window, once a day per process: the
   * scheduler's job (each minute, and at start) and each change's first step; never a read's. A
   * new slot lies beyond the horizon, where only memberships' visits are, so it is written as agreed.
   */
  writeAhead() {
    const through = this.writeAheadTo();
    if (through <= this.writtenThrough) return;
    this.db
      .transaction(() => {
        // Writing marks the deep cleans; a membership already written is marked as it stands.
        for (const booking of this.rows.membershipsToWrite())
          if (!booking.writtenUntil || booking.writtenUntil < through) this.writeVisits(booking, booking.writtenUntil, through);
          else this.markDeepCleans(booking.id);
      })
      .immediate();
    this.writtenThrough = through;
  }

  /** A membership's visits after `after` through `through`, as rows (inside a transaction): scheduled, or paused inside a pause. */
  private writeVisits(booking: Booking, after: LocalDate | null, through: LocalDate) {
    const at = this.clock.now();
    const pause = this.rows.activePause(booking.id, this.dates.today());
    for (const slot of slotsThrough(
      this.dates.calendar,
      { ruleStart: booking.ruleStart, intervalDays: booking.intervalDays! },
      after,
      through,
    ))
      this.rows.insertVisit({
        ...newVisit(booking.id, slot, at),
        ...(pause && pauseCovers(pause, slot) ? { state: 'paused' } : {}),
      });
    this.rows.setWrittenUntil(booking.id, through);
    this.markDeepCleans(booking.id);
  }

  /**
   * Which of a membership's visits are its seasonal deep clean: every Nth visit that takes place
   * (scheduled, done, or held for a payment). A visit paused, cancelled or skipped at the curb does
   * not count, so the next one that takes place takes its deep clean (inside a transaction).
   */
  private markDeepCleans(bookingId: string) {
    const every = this.dates.rules.deepCleanEvery;
    let count = 0;
    for (const visit of this.rows.visitsOf(bookingId)) {
      const counts = visit.state === 'scheduled' || visit.state === 'done' || visit.state === 'held';
      if (counts) count++;
      const deep = counts && count % every === 0;
      if (deep !== visit.deepClean) this.rows.setDeep(visit.id, deep);
    }
  }

  /** Visits held on a date: its scheduled ones. */
  visitsOn(date: LocalDate): number {
    return this.rows.scheduledOn(date);
  }

  private hasRoom(date: LocalDate, more = 1): boolean {
    return this.rows.scheduledOn(date) + more <= this.dates.rules.capacityPerDay;
  }

  /** Whether a membership starting on `date` finds room on every one of its visits in the window. */
  private seriesHasRoom(date: LocalDate): boolean {
    const intervalDays = this.dates.membershipIntervalDays;
    return slotsThrough(this.dates.calendar, { ruleStart: date, intervalDays }, null, this.writeAheadTo()).every((slot) =>
      this.hasRoom(slot),
    );
  }

  /** The next dates with room for this pickup day (after `after`, when given); for a membership, room on each of its visits. */
  datesWithRoom(pickup: Weekday, count = this.dates.rules.datesOffered, after?: LocalDate, membership = false): LocalDate[] {
    return this.dates
      .candidates(pickup, after)
      .filter((date) => (membership ? this.seriesHasRoom(date) : this.hasRoom(date)))
      .slice(0, count);
  }

  /** The next service days with room, whatever the pickup day (the owner books a lead by date). */
  serviceDatesWithRoom(count = this.dates.rules.datesOffered): LocalDate[] {
    return this.workdaysWithRoom(1, { from: this.dates.earliest(), limit: count });
  }

  /** Why this date cannot be had for this pickup day now (rule or room), or undefined when it can. */
  private refusal(date: string, pickup: Weekday, membership = false): Refusal | undefined {
    const problem =
      this.dates.problemWith(date, pickup) ?? ((membership ? this.seriesHasRoom(date) : this.hasRoom(date)) ? undefined : 'full');
    return problem && { ok: false, problem, next: this.datesWithRoom(pickup, undefined, undefined, membership) };
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
        const refused = this.refusal(request.date, request.pickupDay, request.membership);
        if (refused) return refused;
        const id = randomUUID();
        let reference = newReference();
        while (this.rows.referenceTaken(reference)) reference = newReference();
        const at = this.clock.now();
        const intervalDays = request.membership ? this.dates.membershipIntervalDays : null;
        this.rows.insert({
          id,
          reference,
          leadId: request.lead(),
          planId: request.planId,
          cans: request.cans ?? 1,
          pickupDay: request.pickupDay,
          ruleStart: request.date,
          intervalDays,
          at,
          dedupeKey: request.dedupeKey ?? null,
          holdUntil: request.holdMinutes ? at + request.holdMinutes * 60_000 : null,
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

  /** Why a visit cannot be changed now, or undefined when it can (inside a transaction). */
  private visitProblem(visit: Visit, booking: Booking): VisitProblem | undefined {
    if (booking.status !== 'booked' || givenUp(visit)) return 'not-scheduled';
    if (visit.state !== 'scheduled') return 'marked';
    if (visit.date < this.dates.today()) return 'past';
    return undefined;
  }

  /** The booking's pause that a date falls in, if any: no visit is moved into a pause. */
  private inPause(bookingId: string, date: LocalDate): Pause | undefined {
    const pause = this.rows.activePause(bookingId, this.dates.today());
    return pause && pauseCovers(pause, date) ? pause : undefined;
  }

  /** Changes one visit that can still be changed, in one transaction; undefined when there is no such visit. */
  private changeVisit(visitId: string, change: (visit: Visit, booking: BookingView) => ChangeResult): ChangeResult | undefined {
    this.writeAhead();
    const result = this.db
      .transaction((): ChangeResult | undefined => {
        const visit = this.rows.visit(visitId);
        const booking = visit && this.rows.get(visit.bookingId);
        if (!visit || !booking) return undefined;
        const problem = this.visitProblem(visit, booking);
        return problem ? { ok: false, problem } : change(visit, booking);
      })
      .immediate();
    if (result?.ok) this.outbox.announceQueued();
    return result;
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
  moveDay(from: LocalDate, to: LocalDate, by: ChangedBy, only: (visit: BookedVisit) => boolean = () => true): DayMoveResult {
    this.writeAhead();
    const result = this.db
      .transaction((): DayMoveResult => {
        const visits = this.rows.dayList(from).filter((visit) => visit.state === 'scheduled' && only(visit));
        if (visits.length === 0) return { ok: false, problem: 'no-visits' };
        if (from < this.dates.today()) return { ok: false, problem: 'past' };
        if (to === from) return { ok: false, problem: 'same-day' };
        const problem = this.dates.problemWithWorkday(to);
        if (problem) return { ok: false, problem };
        const room = this.dates.rules.capacityPerDay - this.rows.scheduledOn(to);
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
   * Working days ahead (from tomorrow, or from `from`, within the horizon) with room for this many
   * more visits, but `except`; the first `limit` of them.
   */
  workdaysWithRoom(
    visits: number,
    { from, except, limit = Infinity }: { from?: LocalDate; except?: LocalDate; limit?: number } = {},
  ): LocalDate[] {
    const { calendar } = this.dates;
    const found: LocalDate[] = [];
    for (
      let date = from ?? calendar.addDays(this.dates.today(), 1);
      date <= this.dates.latest() && found.length < limit;
      date = calendar.addDays(date, 1)
    )
      if (date !== except && !this.dates.problemWithWorkday(date) && this.hasRoom(date, visits)) found.push(date);
    return found;
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

  /** One visit to another date, recorded and told (inside the caller's transaction). */
  private shift(booking: BookingView, visit: Visit, to: LocalDate, by: ChangedBy) {
    this.rows.moveVisit(visit.id, visit.date, to, this.clock.now(), by);
    this.recordChange(booking, by, 'moved', { visit: visit.id, from: visit.date, to });
  }

  /**
   * Cancels a booking (every scheduled visit from today on), or ends a membership after today:
   * today's visit stands, later ones are given up. A membership ended before its first visit is
   * cancelled.
   */
  cancel(id: string, by: ChangedBy, what: 'cancelled' | 'ended' = 'cancelled'): Booking | undefined {
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
        this.recordChange(booking, by, ends ? 'ended' : 'cancelled', from ? { from } : {});
        return this.rows.get(id);
      })
      .immediate();
    if (result) this.outbox.announceQueued();
    return result;
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
        if (booking.intervalDays !== null) this.markDeepCleans(visit.bookingId);
        this.marked?.(this.rows.visit(visitId)!, booking, visit.state);
        return true;
      })
      .immediate();
    if (marked) this.outbox.announceQueued();
    return marked;
  }

  /** Whether any of a booking's visits was given: cleaned, or the crew came and could not (cans not out, no access). */
  cleanGiven(bookingId: string): boolean {
    return this.rows.visitsOf(bookingId).some((v) => v.state === 'done' || isMissed(v.state));
  }

  /**
   * Whether a visit can be marked at the curb (or have photos): one of today or before, neither
   * given up nor of a booking that was cancelled.
   */
  markable(visit: Visit, booking: Booking = this.rows.get(visit.bookingId)!): boolean {
    return booking !== undefined && booking.status !== 'cancelled' && !givenUp(visit) && visit.date <= this.dates.today();
  }

  /** Records a change to the booking as it was before it, and queues the messages about it. */
  private recordChange(booking: BookingView, by: ChangedBy, what: ChangeKind, detail: BookingChange['detail']) {
    const { id } = booking;
    const at = this.clock.now();
    // The booking's first record is sequence 0; every change after it raises the sequence.
    const sequence = what === 'booked' ? 0 : booking.sequence + 1;
    if (sequence > 0) this.rows.bump(id, at);
    const changeId = this.rows.addChange(id, at, by, what, detail, sequence);
    if (booking.intervalDays !== null) this.markDeepCleans(id);
    this.changed?.(booking, { what, detail });
    const subject = { kind: 'booking-change', id: String(changeId) } as const;
    // A held booking asks only for its confirmation, by e-mail to the address given.
    if (detail.held) {
      if (this.customerEmail) this.outbox.enqueue('customer-email', subject, { at, secret: this.issueLink(id) });
      return;
    }
    const agreed = what === 'booked' || what === 'confirmed';
    const sendAt = agreed ? at : at + this.changeMessageDelayMs;
    // Each message carries its own link: the token lives as a hash here and rides with the message.
    if (this.customerEmail) this.outbox.enqueue('customer-email', subject, { at: sendAt, secret: this.issueLink(id) });
    if (this.ownerEmail && by !== 'owner' && !agreed) this.outbox.enqueue('email', subject, { at: sendAt });
    if (this.mayText?.(booking.customer.mobileE164)) this.outbox.enqueue('sms', subject, { at: sendAt, secret: this.issueLink(id) });
    // Once the owner's list for a date has gone out, a change someone else makes to that date is news.
    if (this.ownerEmail && by !== 'owner')
      for (const date of new Set([detail.from, detail.to]))
        if (date && this.outbox.has('email', { kind: 'day-digest', id: date }))
          this.outbox.enqueue('email', { kind: 'day-update', id: DAY_UPDATE_ID.encode({ changeId: String(changeId), date }) }, { at });
  }

  /**
   * Confirms a held booking from its e-mail's link while the hold lasts: its lead goes on like any
   * booked one and the customer gets the usual confirmation. False when there is nothing to confirm.
   */
  confirmHold(id: string): boolean {
    const confirmed = this.db
      .transaction(() => {
        const booking = this.rows.get(id);
        if (!booking || booking.status !== 'booked' || booking.holdUntil === null || booking.holdUntil <= this.clock.now()) return false;
        this.rows.confirm(id);
        this.holds?.confirmed(booking.leadId);
        this.recordChange({ ...booking, holdUntil: null }, 'customer', 'confirmed', { to: this.nextVisits(booking, 1)[0]?.date });
        return true;
      })
      .immediate();
    if (confirmed) this.outbox.announceQueued();
    return confirmed;
  }

  /** Holds whose time ran out unconfirmed: gone, with their visits (the places are free) and their lead. Returns how many. */
  dropExpiredHolds(): number {
    return this.db
      .transaction(() => {
        const expired = this.rows.expiredHolds(this.clock.now());
        for (const booking of expired) {
          for (const change of this.rows.changes(booking.id)) this.outbox.forget({ kind: 'booking-change', id: String(change.id) });
          this.rows.dropHeld(booking.id);
          this.holds?.dropped(booking.leadId);
        }
        return expired.length;
      })
      .immediate();
  }

  /** Whether a date already holds a visit for this mobile or street: one booking per customer and date from the web. */
  customerOn(date: LocalDate, mobileE164: string | null, street: string): boolean {
    return this.rows.heldOn(date, mobileE164, street);
  }

  /** Bookings made in one call or chat (its id), not cancelled. */
  madeIn(callId: string): number {
    return this.rows.fromConversation(callId);
  }

  /**
   * Pauses a membership: its visits from the next one that can still be changed (tomorrow's only
   * before the cut-off) until the date asked (so many weeks on, or a date) are paused, not deleted;
   * it resumes by itself after. Within the site config's limits: the longest pause, and so many a year.
   */
  pause(bookingId: string, request: PauseRequest, by: ChangedBy): PauseResult | undefined {
    this.writeAhead();
    const result = this.db
      .transaction((): PauseResult | undefined => {
        const booking = this.rows.get(bookingId);
        if (!booking || booking.status !== 'booked') return undefined;
        if (booking.intervalDays === null) return { ok: false, problem: 'not-membership' };
        const { calendar, rules } = this.dates;
        if (this.rows.activePause(bookingId, this.dates.today())) return { ok: false, problem: 'already' };
        if (this.rows.pausesSince(bookingId, this.clock.now() - 365 * 24 * 3600_000) >= rules.pausesPerYear)
          return { ok: false, problem: 'too-many' };
        const earliest = this.dates.earliest();
        const first = this.rows.visitsOf(bookingId).find((v) => v.state === 'scheduled' && v.date >= earliest);
        if (!first) return { ok: false, problem: 'no-visit' };
        const until = 'weeks' in request ? calendar.addDays(first.date, request.weeks * 7) : request.until;
        if (until <= first.date) return { ok: false, problem: 'too-short' };
        if (calendar.daysBetween(first.date, until) > rules.pauseMaxWeeks * 7) return { ok: false, problem: 'too-long' };
        const at = this.clock.now();
        this.rows.addPause({ bookingId, from: first.date, until, at, by });
        const inPause = this.rows
          .visitsOf(bookingId)
          .filter((v) => v.state === 'scheduled' && pauseCovers({ from: first.date, until }, v.date));
        for (const visit of inPause) this.rows.setVisitState(visit.id, 'paused', at, by);
        const firstAfter = this.rows.visitsOf(bookingId).find((v) => v.state === 'scheduled' && v.date >= until)?.date;
        this.recordChange(booking, by, 'paused', { from: first.date, to: firstAfter ?? until, until });
        return { ok: true, from: first.date, until, firstAfter, paused: inPause.length };
      })
      .immediate();
    if (result?.ok) this.outbox.announceQueued();
    return result;
  }

  /**
   * Ends a membership's pause early: its paused visits still ahead come back, each on its own day
   * when that day has room, else on the next pickup date that has (the message says so). When one
   * finds no room within a few weeks the resume is refused and nothing changes: a paused visit
   * never stays inside a pause that has ended. Those too close to change (tomorrow's after the
   * cut-off) stay paused, and the pause then ends on the first date that can still change.
   */
  resume(bookingId: string, by: ChangedBy): ResumeResult | undefined {
    this.writeAhead();
    const result = this.db
      .transaction((): ResumeResult | undefined => {
        const booking = this.rows.get(bookingId);
        if (!booking || booking.status !== 'booked') return undefined;
        const pause = this.rows.activePause(bookingId, this.dates.today());
        if (!pause) return { ok: false, problem: 'not-paused' };
        const earliest = this.dates.earliest();
        const visits = this.rows.visitsOf(bookingId);
        const taken = new Set(visits.filter((v) => !givenUp(v)).map((v) => v.date));
        const added = new Map<LocalDate, number>();
        const places: { visit: Visit; to: LocalDate }[] = [];
        for (const visit of visits.filter((v) => v.state === 'paused' && v.date >= earliest)) {
          const to = this.placeFor(
            booking.pickupDay,
            visit.date,
            (date) => taken.has(date) || !this.hasRoom(date, 1 + (added.get(date) ?? 0)),
          );
          if (!to) return { ok: false, problem: 'full', date: visit.date };
          places.push({ visit, to });
          taken.add(to);
          added.set(to, (added.get(to) ?? 0) + 1);
        }
        const at = this.clock.now();
        // It ran until the first date that can still change (none of it, when it had not begun).
        this.rows.endPause(pause.id, at, earliest < pause.from ? pause.from : earliest < pause.until ? earliest : pause.until);
        for (const { visit, to } of places) {
          if (to !== visit.date) this.rows.moveVisit(visit.id, visit.date, to, at, by);
          this.rows.setVisitState(visit.id, 'scheduled', at, by);
        }
        const moved = places.find((p) => p.to !== p.visit.date);
        const next = this.nextVisits(booking, 1)[0]?.date;
        this.recordChange(booking, by, 'resumed', {
          ...(next ? { to: next } : {}),
          ...(moved ? { visit: moved.visit.id, from: moved.visit.date } : {}),
        });
        return { ok: true, next, back: places.length, moved: moved && { from: moved.visit.date, to: moved.to } };
      })
      .immediate();
    if (result?.ok) this.outbox.announceQueued();
    return result;
  }

  /** A visit's own date, or the next pickup date after it that is not refused, within eight weeks; undefined when none. */
  private placeFor(pickup: Weekday, date: LocalDate, refused: (date: LocalDate) => boolean): LocalDate | undefined {
    const last = this.dates.calendar.addDays(date, 8 * 7);
    for (let day = date; day <= last; day = this.dates.pickupDateFrom(this.dates.calendar.addDays(day, 1), pickup))
      if (!refused(day)) return day;
    return undefined;
  }

  /** The running membership of a customer's mobile (E.164), if any: what the receptionist pauses for a caller. */
  membershipOf(mobileE164: string): BookingView | undefined {
    return this.rows.membershipOf(mobileE164);
  }
  /** The latest running booking (a membership or a one-time clean) of a mobile. */
  runningOf(mobileE164: string): BookingView | undefined {
    return this.rows.runningOf(mobileE164);
  }

  /** A membership's pause running now or ahead, if any. */
  pauseOf(bookingId: string): Pause | undefined {
    return this.rows.activePause(bookingId, this.dates.today());
  }

  /** Memberships paused now or ahead, soonest back first (the owner's list). */
  pausedMemberships(): (Pause & { booking: BookingView })[] {
    return this.rows.pausedMemberships(this.dates.today()).flatMap((pause) => {
      const booking = this.rows.get(pause.bookingId);
      return booking ? [{ ...pause, booking }] : [];
    });
  }

  /** Holds a membership's next visit until its charge goes through; its date, or undefined when none is ahead. */
  holdNextVisit(bookingId: string): LocalDate | undefined {
    const booking = this.rows.get(bookingId);
    const next = booking && this.nextVisits(booking, 1)[0];
    if (!next) return undefined;
    this.rows.setVisitState(next.id, 'held', this.clock.now(), 'system');
    return next.date;
  }

  /** A charge went through: the visits held for it are back on the route. Returns how many. */
  releaseHeldVisits(bookingId: string): number {
    const held = this.rows.visitsOf(bookingId).filter((v) => v.state === 'held');
    for (const visit of held) this.rows.setVisitState(visit.id, 'scheduled', this.clock.now(), 'system');
    return held.length;
  }

  /** Whether the customer may still change the booking through its link: so many changes in any 24 hours. */
  customerMayChange(bookingId: string): boolean {
    return this.rows.changesSince(bookingId, 'customer', this.clock.now() - 24 * 3600_000) < CUSTOMER_CHANGES_PER_DAY;
  }

  /** A new link to the booking for one message: its token, stored here only as a hash. */
  issueLink(bookingId: string): string {
    const token = newToken();
    this.rows.addLink(tokenHash(token), bookingId, this.clock.now());
    return token;
  }

  get(id: string): BookingView | undefined {
    return this.rows.get(id);
  }

  byReference(reference: string): BookingView | undefined {
    return this.rows.byReference(reference.trim().toUpperCase());
  }

  /** The latest booking made for a lead. */
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
    const hash = tokenHash(token);
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

  /** A day's route for the crew: its visits less those held for a payment (Today, the evening list, the schedule). */
  route(date: LocalDate): BookedVisit[] {
    return this.day(date).filter((visit) => visit.state !== 'held');
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

  /** Every booking not cancelled, for the owner's exports. */
  active(): BookingView[] {
    return this.rows.notCancelled();
  }
}

/** A new scheduled visit on its slot's date. */
function newVisit(bookingId: string, slot: LocalDate, at: number, by: Visit['changedBy'] = 'system'): Visit {
  return {
    id: randomUUID(),
    bookingId,
    slot,
    date: slot,
    state: 'scheduled',
    movedFrom: null,
    note: null,
    markedBy: null,
    changedAt: at,
    changedBy: by,
    deepClean: false,
  };
}
