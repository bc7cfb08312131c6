// The bookings' figures for the owner's Home, read in a few indexed queries: the memberships that
// ran at an instant (by their price a visit and interval, for the monthly revenue), how many began, paused
// and ended between two instants, and how many visits each day ahead holds.
import { cursorOf, pageOf, positionOf, type Page } from '../../../common/paging.ts';
import type { Db } from '../../platform/db/database.ts';
import { ON_DAY } from './booking-row-shapes.ts';

/** A household's membership, not an account's address, and not a hold waiting for its confirmation. */
const MEMBERSHIP = 'b.interval_days IS NOT NULL AND b.account_id IS NULL AND b.hold_until IS NULL';
/** A household's booking (a one-time clean or a membership), not an account's address nor a hold never confirmed. */
const HOUSEHOLD = 'b.account_id IS NULL AND b.hold_until IS NULL';
/** When each booking that ended (or was cancelled) did: read once from the endings' index, joined to the bookings. */
const ENDINGS = `(SELECT booking_id, min(at) AS at FROM booking_changes WHERE what IN ('ended', 'cancelled') GROUP BY booking_id)`;

interface LeaverRow {
  id: number;
  at: number;
  booking_id: string;
  words: string | null;
  reference: string;
  interval_days: number | null;
  full_name: string;
  mobile_e164: string | null;
  email: string;
}

/** A household that left: who, when, their booking, and the words they gave. */
export interface Leaver {
  bookingId: string;
  reference: string;
  membership: boolean;
  name: string;
  mobileE164: string | null;
  email: string;
  at: number;
  words: string;
}

/** Memberships alike in what they charge: the price a visit each was booked at, and how often. */
export interface MembershipGroup {
  visitCents: number;
  intervalDays: number;
  count: number;
}

export class BookingFigures {
  private readonly statements;

  constructor(db: Db) {
    this.statements = {
      // Every membership's life (begun, ended), grouped by what it costs: read once, then counted at
      // any instant. A booking is charged the prices it was made at (a plan's price changed since, or
      // a plan the owner added, is the booking's own); one kept without a price charges nothing.
      spans: db.prepare<[], { visit_cents: number; interval_days: number; began: number; ended: number | null; count: number }>(
        `SELECT coalesce(b.first_cents + b.extra_cents * max(0, b.cans - 1), 0) AS visit_cents, b.interval_days,
           b.created_at AS began, e.at AS ended, count(*) AS count
         FROM bookings b LEFT JOIN ${ENDINGS} e ON e.booking_id = b.id
         WHERE ${MEMBERSHIP} GROUP BY visit_cents, b.interval_days, b.created_at, e.at`,
      ),
      began: db.prepare<[number, number], { n: number }>(
        `SELECT count(*) AS n FROM bookings b WHERE ${MEMBERSHIP} AND b.created_at >= ? AND b.created_at < ?`,
      ),
      paused: db.prepare<[number, number], { n: number }>(
        `SELECT count(*) AS n FROM pauses p JOIN bookings b ON b.id = p.booking_id WHERE ${MEMBERSHIP} AND p.created_at >= ? AND p.created_at < ?`,
      ),
      ended: db.prepare<[number, number], { n: number }>(
        `SELECT count(DISTINCT c.booking_id) AS n FROM booking_changes c JOIN bookings b ON b.id = c.booking_id
         WHERE ${MEMBERSHIP} AND c.what IN ('ended', 'cancelled') AND c.at >= ? AND c.at < ?`,
      ),
      // Households that left between two instants, by the reason they gave (from the endings' index).
      leavers: db.prepare<[number, number], { reason: string; n: number }>(
        `SELECT coalesce(json_extract(c.detail, '$.reason'), 'unsaid') AS reason, count(DISTINCT c.booking_id) AS n
         FROM booking_changes c JOIN bookings b ON b.id = c.booking_id
         WHERE ${HOUSEHOLD} AND c.what IN ('ended', 'cancelled') AND c.at >= ? AND c.at < ? GROUP BY reason`,
      ),
      // Those who left for one reason, the latest first, a page at a time.
      leaversFor: db.prepare<{ reason: string; from: number; to: number; at: number | null; id: number | null; limit: number }, LeaverRow>(
        `SELECT c.id, c.at, c.booking_id, json_extract(c.detail, '$.words') AS words, b.reference, b.interval_days,
           l.full_name, l.mobile_e164, l.email
         FROM booking_changes c JOIN bookings b ON b.id = c.booking_id JOIN leads l ON l.id = b.lead_id
         WHERE ${HOUSEHOLD} AND c.what IN ('ended', 'cancelled') AND c.at >= @from AND c.at < @to
           AND coalesce(json_extract(c.detail, '$.reason'), 'unsaid') = @reason
           AND (@at IS NULL OR c.at < @at OR (c.at = @at AND c.id < @id))
         ORDER BY c.at DESC, c.id DESC LIMIT @limit`,
      ),
      // A day's route in numbers: its stops (not those held for a payment) and those marked.
      route: db.prepare<[string], { stops: number; done: number | null }>(
        `SELECT count(*) AS stops, sum(state != 'scheduled') AS done FROM visits WHERE date = ? AND ${ON_DAY} AND state != 'held'`,
      ),
    };
  }

  /** The memberships that ran at each of these instants, by price a visit and interval (one read for them all). */
  runningAt(instants: readonly number[]): MembershipGroup[][] {
    const spans = this.statements.spans.all();
    return instants.map((at) => {
      const groups = new Map<string, MembershipGroup>();
      for (const span of spans) {
        if (span.began > at || (span.ended !== null && span.ended <= at)) continue;
        const key = `${span.visit_cents}|${span.interval_days}`;
        const group = groups.get(key) ?? { visitCents: span.visit_cents, intervalDays: span.interval_days, count: 0 };
        group.count += span.count;
        groups.set(key, group);
      }
      return [...groups.values()];
    });
  }

  /** Memberships begun, paused and ended between two instants. */
  movement(from: number, to: number): { began: number; paused: number; ended: number } {
    const { began, paused, ended } = this.statements;
    return { began: began.get(from, to)!.n, paused: paused.get(from, to)!.n, ended: ended.get(from, to)!.n };
  }

  /** Households that left between two instants, by the reason they gave ('unsaid' where none). */
  leavers(from: number, to: number): Map<string, number> {
    return new Map(this.statements.leavers.all(from, to).map((row) => [row.reason, row.n]));
  }

  /** Those who left for one reason between two instants, the latest first: a page, and the cursor of the next. */
  leaversFor(reason: string, from: number, to: number, before?: string, limit = 30): Page<Leaver> {
    const after = positionOf(before);
    const rows = this.statements.leaversFor
      .all({ reason, from, to, at: after?.at ?? null, id: after?.row ?? null, limit: limit + 1 })
      .map((r): Leaver & { id: number } => ({
        id: r.id,
        bookingId: r.booking_id,
        reference: r.reference,
        membership: r.interval_days !== null,
        name: r.full_name,
        mobileE164: r.mobile_e164,
        email: r.email,
        at: r.at,
        words: r.words ?? '',
      }));
    const page = pageOf(rows, limit, (last) => cursorOf(last.at, last.id));
    return { ...page, rows: page.rows.map(({ id: _id, ...leaver }) => leaver) };
  }

  /** A day's route in numbers: its stops, and how many are marked. */
  routeOn(date: string): { stops: number; done: number } {
    const { stops, done } = this.statements.route.get(date)!;
    return { stops, done: done ?? 0 };
  }
}
