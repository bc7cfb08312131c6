// Bookings: held dates, every change to them, and the customer's links. Room on a date is
// counted in the same synchronous transaction that takes it (SQLite, one connection, one
// thread), so concurrent bookings for the last places cannot overbook. Each change queues the
// customer's e-mail (with a fresh link whose token exists only as a hash here and as the
// delivery's secret until it is sent) and, unless the owner made it, the owner's.
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Weekday } from '../../common/site-config.schema.ts';
import type { LocalDate } from '../clock/business-calendar.ts';
import type { Db } from '../db/database.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type {
  BookResult,
  Booking,
  BookingChange,
  BookingView,
  ChangeKind,
  ChangeResult,
  ChangedBy,
  DayMoveResult,
  NewBooking,
  Refusal,
  Visit,
} from './booking-types.ts';
import type { ServiceDates } from './service-dates.ts';
import { VISITS_ON } from './visits-sql.ts';
import { lastVisit, visitDates } from './visit-dates.ts';

interface BookingRow {
  id: string;
  reference: string;
  lead_id: string;
  plan_id: string;
  pickup_day: Weekday;
  first_date: string;
  interval_days: number | null;
  ends_on: string | null;
  status: Booking['status'];
  sequence: number;
  created_at: number;
  updated_at: number;
}

interface ViewRow extends BookingRow {
  full_name: string;
  email: string;
  mobile: string;
  mobile_e164: string | null;
  street: string;
  zip: string;
  notes: string;
}

interface ChangeRow {
  id: number;
  booking_id: string;
  at: number;
  by: ChangedBy;
  what: ChangeKind;
  detail: string;
  sequence: number;
}

const REFERENCE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newReference = () => Array.from({ length: 6 }, () => REFERENCE_LETTERS[randomInt(REFERENCE_LETTERS.length)]).join('');

/** A link token: 128 random bits, base64url. Only its hash is stored. */
const newToken = () => randomBytes(16).toString('base64url');
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const VIEW = `SELECT b.*, l.full_name, l.email, l.mobile, l.mobile_e164, l.street, l.zip, l.notes FROM bookings b JOIN leads l ON l.id = b.lead_id`;

export interface BookingStoreOptions {
  dates: ServiceDates;
  /** Whether e-mail is set up: changes then queue the customer's e-mail and the owner's. */
  email: boolean;
  /** With texts set up: whether the customer's number may be texted now (their latest consent). */
  mayText?: ((phone: string | null) => boolean) | undefined;
}

export class BookingStore {
  readonly dates: ServiceDates;
  private readonly email: boolean;
  private readonly mayText: BookingStoreOptions['mayText'];
  private readonly statements;

  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
    { dates, email, mayText }: BookingStoreOptions,
  ) {
    this.dates = dates;
    this.email = email;
    this.mayText = mayText;
    this.statements = {
      visitsOn: db.prepare<{ date: string }, { n: number }>(`SELECT COUNT(*) AS n FROM (${VISITS_ON})`),
      visitList: db.prepare<{ date: string }, ViewRow>(
        `${VIEW} JOIN (${VISITS_ON}) v ON v.booking_id = b.id ORDER BY l.zip, l.street, l.full_name`,
      ),
      insert: db.prepare(
        `INSERT INTO bookings (id, reference, lead_id, plan_id, pickup_day, first_date, interval_days, status, sequence, created_at, updated_at, dedupe_key)
         VALUES (@id, @reference, @lead_id, @plan_id, @pickup_day, @first_date, @interval_days, 'booked', 0, @at, @at, @dedupe_key)`,
      ),
      referenceTaken: db.prepare<[string], { id: string }>('SELECT id FROM bookings WHERE reference = ?'),
      byDedupeKey: db.prepare<[string], BookingRow>('SELECT * FROM bookings WHERE dedupe_key = ?'),
      byId: db.prepare<[string], ViewRow>(`${VIEW} WHERE b.id = ?`),
      byReference: db.prepare<[string], ViewRow>(`${VIEW} WHERE b.reference = ?`),
      byToken: db.prepare<[string], ViewRow>(`${VIEW} JOIN booking_links k ON k.booking_id = b.id WHERE k.token_hash = ?`),
      moves: db.prepare<[string], { from_date: string; to_date: string }>(
        'SELECT from_date, to_date FROM visit_moves WHERE booking_id = ? ORDER BY from_date',
      ),
      addChange: db.prepare<[string, number, ChangedBy, ChangeKind, string, number]>(
        'INSERT INTO booking_changes (booking_id, at, by, what, detail, sequence) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      changes: db.prepare<[string], ChangeRow>('SELECT * FROM booking_changes WHERE booking_id = ? ORDER BY id'),
      change: db.prepare<[number], ChangeRow>('SELECT * FROM booking_changes WHERE id = ?'),
      addLink: db.prepare<[string, string, number]>('INSERT INTO booking_links (token_hash, booking_id, issued_at) VALUES (?, ?, ?)'),
      bump: db.prepare<{ id: string; at: number }>('UPDATE bookings SET sequence = sequence + 1, updated_at = @at WHERE id = @id'),
      setFirstDate: db.prepare<[string, string]>('UPDATE bookings SET first_date = ? WHERE id = ?'),
      moveAgain: db.prepare<[string, string, string]>('UPDATE visit_moves SET to_date = ? WHERE booking_id = ? AND to_date = ?'),
      moveVisit: db.prepare<[string, string, string]>('INSERT INTO visit_moves (booking_id, from_date, to_date) VALUES (?, ?, ?)'),
      setStatus: db.prepare<{ id: string; status: Booking['status']; ends_on: string | null }>(
        'UPDATE bookings SET status = @status, ends_on = coalesce(@ends_on, ends_on) WHERE id = @id',
      ),
      booked: db.prepare<[], ViewRow>(`${VIEW} WHERE b.status != 'cancelled' ORDER BY b.first_date`),
    };
  }

  get clock() {
    return this.dates.clock;
  }

  /** Visits already held on a date (one-time and membership, moves counted). */
  visitsOn(date: LocalDate): number {
    return this.statements.visitsOn.get({ date })!.n;
  }

  /** The next dates with room for this pickup day (after `after`, when given). */
  datesWithRoom(pickup: Weekday, count = this.dates.rules.datesOffered, after?: LocalDate): LocalDate[] {
    const capacity = this.dates.rules.capacityPerDay;
    return this.dates
      .candidates(pickup, after)
      .filter((date) => this.visitsOn(date) < capacity)
      .slice(0, count);
  }

  /** The next service days with room, whatever the pickup day (the owner books a lead by date). */
  serviceDatesWithRoom(count = this.dates.rules.datesOffered): LocalDate[] {
    return this.workdaysWithRoom(1, { from: this.dates.earliest(), limit: count });
  }

  /** Why this date cannot be had for this pickup day now (rule or room), or undefined when it can. */
  private refusal(date: string, pickup: Weekday): Refusal | undefined {
    const problem = this.dates.problemWith(date, pickup) ?? (this.visitsOn(date) >= this.dates.rules.capacityPerDay ? 'full' : undefined);
    return problem && { ok: false, problem, next: this.datesWithRoom(pickup) };
  }

  /** Holds a date and stores its lead, in one transaction; refuses (storing nothing) when the date cannot be had. */
  book(request: NewBooking): BookResult {
    const result = this.db.transaction((): BookResult => {
      const seen = request.dedupeKey ? this.statements.byDedupeKey.get(request.dedupeKey) : undefined;
      if (seen) return { ok: true, booking: this.withMoves(seen), duplicate: true };
      const refused = this.refusal(request.date, request.pickupDay);
      if (refused) return refused;
      const id = randomUUID();
      let reference = newReference();
      while (this.statements.referenceTaken.get(reference)) reference = newReference();
      this.statements.insert.run({
        id,
        reference,
        lead_id: request.lead(),
        plan_id: request.planId,
        pickup_day: request.pickupDay,
        first_date: request.date,
        interval_days: request.membership ? this.dates.membershipIntervalDays : null,
        at: this.clock.now(),
        dedupe_key: request.dedupeKey ?? null,
      });
      const booking = this.get(id)!;
      this.recordChange(booking, request.by, 'booked', { to: request.date });
      return { ok: true, booking, duplicate: false };
    })();
    if (result.ok && !result.duplicate) this.outbox.announceQueued();
    return result;
  }

  /** Moves one visit (a one-time clean's date, or one of a membership's) to another date with room. */
  move(id: string, from: LocalDate, to: LocalDate, by: ChangedBy): ChangeResult | undefined {
    const result = this.db.transaction((): ChangeResult | undefined => {
      const booking = this.get(id);
      if (!booking || booking.status !== 'booked') return undefined;
      const today = this.dates.today();
      if (!visitDates(this.dates.calendar, booking, today, 1000).includes(from)) return undefined;
      const refused = this.refusal(to, booking.pickupDay);
      if (refused) return refused;
      this.shift(booking, from, to, by);
      return { ok: true, booking: this.get(id)! };
    })();
    if (result?.ok) this.outbox.announceQueued();
    return result;
  }

  /**
   * Moves every visit on a date to another working day, all of them or none: a storm, or a
   * holiday week when every pickup runs a day late. The date need not follow each customer's
   * pickup rule (that is the point), but it must be a working day ahead, within the horizon,
   * with room for them all. Each customer is told as for a single move. Visits in `keep` (those
   * already done when a storm stops the day) stay where they are.
   */
  moveDay(from: LocalDate, to: LocalDate, by: ChangedBy, keep: ReadonlySet<string> = new Set()): DayMoveResult {
    const result = this.db.transaction((): DayMoveResult => {
      const visits = this.visits(from).filter(({ booking }) => !keep.has(booking.id));
      const today = this.dates.today();
      if (visits.length === 0) return { ok: false, problem: 'no-visits' };
      if (from < today) return { ok: false, problem: 'past' };
      if (to === from) return { ok: false, problem: 'same-day' };
      const problem = this.dates.problemWithWorkday(to);
      if (problem) return { ok: false, problem };
      const room = this.dates.rules.capacityPerDay - this.visitsOn(to);
      if (room < visits.length) return { ok: false, problem: 'full', room: Math.max(0, room), needed: visits.length };
      for (const { booking } of visits) this.shift(booking, from, to, by);
      return { ok: true, moved: visits.length };
    })();
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
    const { calendar, rules } = this.dates;
    const found: LocalDate[] = [];
    for (
      let date = from ?? calendar.addDays(this.dates.today(), 1);
      date <= this.dates.latest() && found.length < limit;
      date = calendar.addDays(date, 1)
    )
      if (date !== except && !this.dates.problemWithWorkday(date) && rules.capacityPerDay - this.visitsOn(date) >= visits) found.push(date);
    return found;
  }

  /** Days off (holidays, non-working weekdays) in the next `days` days that still have visits. */
  daysOffWithVisits(days: number): { date: LocalDate; count: number }[] {
    const { calendar } = this.dates;
    const today = this.dates.today();
    const found = [];
    for (let n = 1; n <= days; n++) {
      const date = calendar.addDays(today, n);
      const count = this.dates.isServiceDay(date) ? 0 : this.visitsOn(date);
      if (count) found.push({ date, count });
    }
    return found;
  }

  /** One visit of a booking to another date, recorded and told (inside the caller's transaction). */
  private shift(booking: BookingView, from: LocalDate, to: LocalDate, by: ChangedBy) {
    const { id } = booking;
    if (booking.intervalDays === null) this.statements.setFirstDate.run(to, id);
    else if (this.statements.moveAgain.run(to, id, from).changes === 0) this.statements.moveVisit.run(id, from, to);
    this.recordChange(booking, by, 'moved', { from, to });
  }

  /** Cancels a booking (every visit ahead), or ends a membership after today's visit: 'ended'. */
  cancel(id: string, by: ChangedBy, what: 'cancelled' | 'ended' = 'cancelled'): Booking | undefined {
    const result = this.db.transaction(() => {
      const booking = this.get(id);
      if (!booking || booking.status !== 'booked') return undefined;
      const today = this.dates.today();
      const status = what === 'ended' && booking.firstDate <= today ? 'done' : 'cancelled';
      this.statements.setStatus.run({ id, status, ends_on: booking.intervalDays === null ? null : today });
      this.recordChange(booking, by, status === 'done' ? 'ended' : 'cancelled', {});
      return this.get(id);
    })();
    if (result) this.outbox.announceQueued();
    return result;
  }

  /** Records a change to the booking as it was before it, and queues the messages about it. */
  private recordChange(booking: BookingView, by: ChangedBy, what: ChangeKind, detail: BookingChange['detail']) {
    const { id } = booking;
    const at = this.clock.now();
    // The booking's first record is sequence 0; every change after it raises the sequence.
    const sequence = what === 'booked' ? 0 : booking.sequence + 1;
    if (sequence > 0) this.statements.bump.run({ id, at });
    const changeId = Number(this.statements.addChange.run(id, at, by, what, JSON.stringify(detail), sequence).lastInsertRowid);
    const subject = { kind: 'booking-change', id: String(changeId) } as const;
    // Each message carries its own link: the token lives as a hash here and rides with the message.
    if (this.email) {
      this.outbox.enqueue('customer-email', subject, { at, secret: this.issueLink(id) });
      if (by !== 'owner' && what !== 'booked') this.outbox.enqueue('email', subject, { at });
    }
    if (this.mayText?.(booking.customer.mobileE164)) this.outbox.enqueue('sms', subject, { at, secret: this.issueLink(id) });
  }

  /** A new link to the booking for one message: its token, stored here only as a hash. */
  issueLink(bookingId: string): string {
    const token = newToken();
    this.statements.addLink.run(tokenHash(token), bookingId, this.clock.now());
    return token;
  }

  private withMoves(row: BookingRow): Booking {
    return {
      id: row.id,
      reference: row.reference,
      leadId: row.lead_id,
      planId: row.plan_id,
      pickupDay: row.pickup_day,
      firstDate: row.first_date,
      intervalDays: row.interval_days,
      endsOn: row.ends_on,
      status: row.status,
      sequence: row.sequence,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      moves: this.statements.moves.all(row.id).map((m) => ({ from: m.from_date, to: m.to_date })),
    };
  }

  private view(row: ViewRow | undefined): BookingView | undefined {
    if (!row) return undefined;
    const { full_name: name, email, mobile, mobile_e164: mobileE164, street, zip, notes } = row;
    return { ...this.withMoves(row), customer: { name, email, mobile, mobileE164, street, zip, notes } };
  }

  get(id: string): BookingView | undefined {
    return this.view(this.statements.byId.get(id));
  }

  byReference(reference: string): BookingView | undefined {
    return this.view(this.statements.byReference.get(reference.trim().toUpperCase()));
  }

  /** The booking a customer's link opens, while the link is valid (until some days after the last visit). */
  byToken(token: string): BookingView | undefined {
    if (!/^[A-Za-z0-9_-]{22,64}$/.test(token)) return undefined;
    const booking = this.view(this.statements.byToken.get(tokenHash(token)));
    if (!booking) return undefined;
    const last = lastVisit(this.dates.calendar, booking);
    const cancelledOn = booking.status === 'cancelled' ? this.dates.calendar.dateOf(booking.updatedAt) : null;
    const until = [last, cancelledOn]
      .filter((d): d is string => d !== null)
      .sort()
      .at(-1);
    if (last !== null && until && this.dates.calendar.addDays(until, this.dates.rules.manageLinkDays) < this.dates.today())
      return undefined;
    return booking;
  }

  /** The booking's next visits from today (at most `limit`). */
  nextVisits(booking: Booking, limit = 3): LocalDate[] {
    return visitDates(this.dates.calendar, booking, this.dates.today(), limit);
  }

  history(id: string): BookingChange[] {
    return this.statements.changes.all(id).map(changeOf);
  }

  /** A change with the booking as it is now, for the e-mails about it. */
  change(changeId: string): { change: BookingChange; booking: BookingView } | undefined {
    const row = this.statements.change.get(Number(changeId));
    const booking = row && this.get(row.booking_id);
    return row && booking && { change: changeOf(row), booking };
  }

  /** Every visit on a date, grouped by zip then street: the day's route. */
  visits(date: LocalDate): Visit[] {
    return this.statements.visitList.all({ date }).map((row) => ({ date, booking: this.view(row)! }));
  }

  /**
   * Queues the owner's list for the next service day once it is the digest hour the evening
   * before, and for today's if that evening passed unseen (the server was down). Once per day:
   * the delivery is unique per date. Returns the dates queued.
   */
  queueDayDigests(): LocalDate[] {
    if (!this.email) return [];
    const { calendar, rules } = this.dates;
    const now = this.clock.now();
    const today = calendar.dateOf(now);
    const due = [today, ...(calendar.hourOf(now) >= rules.ownerDigestHour ? [calendar.addDays(today, 1)] : [])];
    const queued = due.filter((date) => this.dates.isServiceDay(date) && this.outbox.enqueue('email', { kind: 'day-digest', id: date }));
    if (queued.length) this.outbox.announceQueued();
    return queued;
  }

  /** Every booking not cancelled, for the owner's calendar feed. */
  active(): BookingView[] {
    return this.statements.booked.all().map((row) => this.view(row)!);
  }
}

function changeOf(row: ChangeRow): BookingChange {
  return {
    id: row.id,
    bookingId: row.booking_id,
    at: row.at,
    by: row.by,
    what: row.what,
    detail: JSON.parse(row.detail),
    sequence: row.sequence,
  };
}
