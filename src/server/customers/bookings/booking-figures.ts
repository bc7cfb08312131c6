// The bookings' figures for the owner's Home, read in a few indexed queries: the memberships that
// ran at an instant (by their price a visit and interval, for the monthly revenue), how many began, paused
// and ended between two instants, and how many visits each day ahead holds.
import type { Db } from '../../platform/db/database.ts';
import { ON_DAY } from './booking-row-shapes.ts';

/** A household's membership, not an account's address, and not a hold waiting for its confirmation. */
const MEMBERSHIP = 'b.interval_days IS NOT NULL AND b.account_id IS NULL AND b.hold_until IS NULL';
/** When each booking that ended (or was cancelled) did: read once from the endings' index, joined to the bookings. */
const ENDINGS = `(SELECT booking_id, min(at) AS at FROM booking_changes WHERE what IN ('ended', 'cancelled') GROUP BY booking_id)`;

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

  /** A day's route in numbers: its stops, and how many are marked. */
  routeOn(date: string): { stops: number; done: number } {
    const { stops, done } = this.statements.route.get(date)!;
    return { stops, done: done ?? 0 };
  }
}
