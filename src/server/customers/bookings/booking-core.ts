// The bookings room's common ground: the store's records and settings, a membership's visits
// written ahead, room on a date, and how a change is recorded and told. One object per store, that
// the store's parts are handed (its changes, booking-changes.ts; its pauses and holds,
// booking-pauses.ts; the store itself, booking-store.ts); the reads need only its rows.
//
// Room on a date is the count of its scheduled visits, counted in the same synchronous
// transaction that books or moves (SQLite, one connection, one thread), so concurrent bookings
// for the last places cannot overbook. Each change is a row of the booking's history, handed as
// an event to whatever follows it (who is told: notices/booking-change.ts), in its transaction.
// A link a message carries is a token that exists only as a hash here.
import { randomUUID } from 'node:crypto';
import { linkTokenHash, newLinkToken } from '../../platform/http/link-token.ts';
import type { Weekday } from '../../../common/site-config.schema.ts';
import type { LocalDate } from '../../platform/clock/business-calendar.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { slotsThrough, writeAheadDays } from './visit-rule.ts';
import type { ServiceDates } from './service-dates.ts';
import { BookingRows, pauseCovers, type Pause } from './booking-rows.ts';
import { BookingEvents } from './booking-events.ts';
import type { BookingReads } from './booking-reads.ts';
import type { DayRoom } from '../../../common/day-room.ts';
import type { PricingPlan } from '../../../common/site-config.schema.ts';
import {
  givenUp,
  type Booking,
  type BookingChange,
  type BookingView,
  type ChangeKind,
  type ChangeResult,
  type ChangedBy,
  type Refusal,
  type Visit,
  type VisitProblem,
} from './booking-types.ts';

export interface BookingStoreOptions {
  dates: ServiceDates;
  /** Whether the owner's e-mail is on: the evening list is then queued for each service day. */
  ownerEmail: boolean;
  /** Where each change goes as an event, inside its transaction (none follow when not given). */
  events?: BookingEvents;
  /** The plans in force (the owner's settings): their prices, which a booking keeps, and their rhythm. */
  plans: () => readonly PricingPlan[];
  /**
   * The room in cans of the trucks that work a date, where the business has trucks of its own;
   * null (or unset) for the one truck of the settings, whose room is a count of visits.
   */
  trucksRoom?: (date: LocalDate) => number | null;
}

/** What the store's verbs are handed: the common ground, and the reads they answer from. */
export interface BookingParts {
  core: BookingCore;
  reads: BookingReads;
}

export type { DayRoom };

export class BookingCore {
  readonly dates: ServiceDates;
  readonly ownerEmail: boolean;
  readonly events: BookingEvents;
  readonly rows: BookingRows;
  private readonly trucksRoom: (date: LocalDate) => number | null;
  /** The business's plans now (the owner's settings): what a booking's words and prices are read against. */
  readonly plans: () => readonly PricingPlan[];
  /** The date memberships were last written through, in this process (the write is idempotent). */
  private writtenThrough: LocalDate = '';

  constructor(
    readonly db: Db,
    readonly outbox: Outbox,
    { dates, ownerEmail, events = new BookingEvents(), plans, trucksRoom = () => null }: BookingStoreOptions,
  ) {
    this.plans = plans;
    this.trucksRoom = trucksRoom;
    this.dates = dates;
    this.ownerEmail = ownerEmail;
    this.events = events;
    this.rows = new BookingRows(db);
  }

  get clock() {
    return this.dates.clock;
  }

  private planById(planId: string): PricingPlan | undefined {
    return this.plans().find((plan) => plan.id === planId);
  }

  /** A plan's prices in force; null for one priced by proposal (or not known). */
  planPrices(planId: string): { first: number; extra: number } | null {
    return this.planById(planId)?.cents ?? null;
  }

  /** Days between a plan's visits: a membership's rhythm; null for a plan booked once. */
  intervalDaysOf(planId: string): number | null {
    const weeks = this.planById(planId)?.everyWeeks;
    return weeks ? weeks * 7 : null;
  }

  /** The last date a membership's visits are kept written through today (by the longest rhythm of a plan). */
  writeAheadTo(): LocalDate {
    const longest = Math.max(0, ...this.plans().map((plan) => plan.everyWeeks ?? 0)) * 7;
    return this.dates.calendar.addDays(this.dates.today(), writeAheadDays(this.dates.rules.horizonDays, longest));
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
        for (const booking of this.rows.membershipsToWrite())
          if (!booking.writtenUntil || booking.writtenUntil < through) this.writeSlots(booking, booking.writtenUntil, through);
        // Then every membership's deep cleans marked as its visits stand, in one read of them all
        // (one read per membership was most of a busy day's first minute).
        this.markEveryDeepClean();
      })
      .immediate();
    this.writtenThrough = through;
  }

  /** A membership's visits after `after` through `through`, as rows, its deep cleans marked (inside a transaction). */
  writeVisits(booking: Booking, after: LocalDate | null, through: LocalDate) {
    this.writeSlots(booking, after, through);
    this.markDeepCleans(booking);
  }

  /** A membership's visits after `after` through `through`, as rows (inside a transaction): scheduled, or paused inside a pause. */
  private writeSlots(booking: Booking, after: LocalDate | null, through: LocalDate) {
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
  }

  /**
   * Which of a membership's visits are its seasonal deep clean: every Nth visit that takes place
   * (scheduled, done, or held for a payment). A visit paused, cancelled or skipped at the curb does
   * not count, so the next one that takes place takes its deep clean (inside a transaction). An
   * account's address has none: its cleans are what its proposal says.
   */
  markDeepCleans(booking: Pick<Booking, 'id' | 'intervalDays' | 'accountId'>) {
    if (booking.intervalDays === null || booking.accountId !== null) return;
    this.markInTurn(this.rows.visitsOf(booking.id));
  }

  /** Every running membership's deep cleans (not an account's), from one read of all their visits in turn (inside a transaction). */
  private markEveryDeepClean() {
    const run: Pick<Visit, 'id' | 'state' | 'deepClean' | 'bookingId'>[] = [];
    for (const visit of this.rows.membershipVisits()) {
      if (run.length && run[0]!.bookingId !== visit.bookingId) this.markInTurn(run.splice(0));
      run.push(visit);
    }
    this.markInTurn(run);
  }

  /** One membership's visits in their order: every Nth that takes place is its deep clean; a flag that changes is written. */
  private markInTurn(visits: Pick<Visit, 'id' | 'state' | 'deepClean'>[]) {
    const every = this.dates.rules.deepCleanEvery;
    let count = 0;
    for (const visit of visits) {
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

  /** The day's room and what is booked of it (the trucks' cans, or the settings' count of visits). */
  dayRoom(date: LocalDate): DayRoom {
    const trucks = this.trucksRoom(date);
    return trucks === null
      ? { room: this.dates.rules.capacityPerDay, booked: this.rows.scheduledOn(date), unit: 'visits' }
      : { room: trucks, booked: this.rows.cansOn(date), unit: 'cans' };
  }

  /**
   * The room left on a date: the day's room less what is booked. The one count of it, for booking
   * and moving alike. In cans, a date with a can of room left is offered (a visit takes at least one).
   */
  roomOn(date: LocalDate): number {
    const { room, booked } = this.dayRoom(date);
    return room - booked;
  }

  hasRoom(date: LocalDate, more = 1): boolean {
    return this.roomOn(date) >= more;
  }

  /** Whether a membership starting on `date` finds room on every one of its visits in the window. */
  seriesHasRoom(date: LocalDate, intervalDays: number): boolean {
    return slotsThrough(this.dates.calendar, { ruleStart: date, intervalDays }, null, this.writeAheadTo()).every((slot) =>
      this.hasRoom(slot),
    );
  }

  /**
   * The next dates with room for this pickup day (after `after`, when given); for a membership
   * (visits every `intervalDays`), room on each of its visits.
   */
  datesWithRoom(
    pickup: Weekday,
    count = this.dates.rules.datesOffered,
    after?: LocalDate,
    intervalDays: number | null = null,
  ): LocalDate[] {
    return this.dates
      .candidates(pickup, after)
      .filter((date) => (intervalDays ? this.seriesHasRoom(date, intervalDays) : this.hasRoom(date)))
      .slice(0, count);
  }

  /** The next service days with room, whatever the pickup day (the owner books a lead by date). */
  serviceDatesWithRoom(count = this.dates.rules.datesOffered): LocalDate[] {
    return this.workdaysWithRoom(1, { from: this.dates.earliest(), limit: count });
  }

  /** Why this date cannot be had for this pickup day now (rule or room), or undefined when it can. */
  refusal(date: string, pickup: Weekday, intervalDays: number | null = null): Refusal | undefined {
    const problem =
      this.dates.problemWith(date, pickup) ??
      ((intervalDays ? this.seriesHasRoom(date, intervalDays) : this.hasRoom(date)) ? undefined : 'full');
    return problem && { ok: false, problem, next: this.datesWithRoom(pickup, undefined, undefined, intervalDays) };
  }

  /** Why a visit cannot be changed now, or undefined when it can (inside a transaction). */
  visitProblem(visit: Visit, booking: Booking): VisitProblem | undefined {
    if (booking.status !== 'booked' || givenUp(visit)) return 'not-scheduled';
    if (visit.state !== 'scheduled') return 'marked';
    if (visit.date < this.dates.today()) return 'past';
    return undefined;
  }

  /** The booking's pause that a date falls in, if any: no visit is moved into a pause. */
  inPause(bookingId: string, date: LocalDate): Pause | undefined {
    const pause = this.rows.activePause(bookingId, this.dates.today());
    return pause && pauseCovers(pause, date) ? pause : undefined;
  }

  /** Changes one visit that can still be changed, in one transaction; undefined when there is no such visit. */
  changeVisit(visitId: string, change: (visit: Visit, booking: BookingView) => ChangeResult): ChangeResult | undefined {
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

  /** One visit to another date, recorded and told (inside the caller's transaction). */
  shift(booking: BookingView, visit: Visit, to: LocalDate, by: ChangedBy) {
    this.rows.moveVisit(visit.id, visit.date, to, this.clock.now(), by);
    this.recordChange(booking, by, 'moved', { visit: visit.id, from: visit.date, to });
  }

  /** Records a change to the booking as it was before it, and hands it to its followers (who is told, what it costs). */
  recordChange(booking: BookingView, by: ChangedBy, what: ChangeKind, detail: BookingChange['detail']) {
    const { id } = booking;
    const at = this.clock.now();
    // The booking's first record is sequence 0; every change after it raises the sequence.
    const sequence = what === 'booked' ? 0 : booking.sequence + 1;
    if (sequence > 0) this.rows.bump(id, at);
    const changeId = this.rows.addChange(id, at, by, what, detail, sequence);
    this.markDeepCleans(booking);
    this.events.emit({ kind: 'changed', booking, change: { id: changeId, what, detail, by } });
  }

  /** A new link to the booking for one message: its token, stored here only as a hash. */
  issueLink(bookingId: string): string {
    const token = newLinkToken();
    this.rows.addLink(linkTokenHash(token), bookingId, this.clock.now());
    return token;
  }
}

/** A new scheduled visit on its slot's date. */
export function newVisit(bookingId: string, slot: LocalDate, at: number, by: Visit['changedBy'] = 'system'): Visit {
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
