// The bookings' figures for the owner's Home, read in a few indexed queries: the memberships that
// ran at an instant (by plan, cans and interval, for the monthly revenue), how many began, paused
// and ended between two instants, and how many visits each day ahead holds.
import type { Db } from '../../platform/db/database.ts';
import { ON_DAY } from './booking-row-shapes.ts';

/** A household's membership, not an account's address, and not a hold waiting for its confirmation. */
const MEMBERSHIP = 'b.interval_days IS NOT NULL AND b.account_id IS NULL AND b.hold_until IS NULL';
/** When a booking ended or was cancelled (null while it runs). */
const ENDED_AT = `(SELECT min(c.at) FROM booking_changes c WHERE c.booking_id = b.id AND c.what IN ('ended', 'cancelled'))`;

export interface MembershipGroup {
  planId: string;
  cans: number;
  intervalDays: number;
  count: number;
}

export class BookingFigures {
  private readonly statements;

  constructor(db: Db) {
    this.statements = {
      running: db.prepare<[number, number], { plan_id: string; cans: number; interval_days: number; count: number }>(
        `SELECT b.plan_id, b.cans, b.interval_days, count(*) AS count FROM bookings b
         WHERE ${MEMBERSHIP} AND b.created_at <= ? AND coalesce(${ENDED_AT}, 9e15) > ?
         GROUP BY b.plan_id, b.cans, b.interval_days`,
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
      onDay: db.prepare<[string], { n: number }>(`SELECT count(*) AS n FROM visits WHERE date = ? AND ${ON_DAY}`),
    };
  }

  /** The memberships that ran at an instant, by plan, cans and interval. */
  runningAt(at: number): MembershipGroup[] {
    return this.statements.running
      .all(at, at)
      .map((r) => ({ planId: r.plan_id, cans: r.cans, intervalDays: r.interval_days, count: r.count }));
  }

  /** Memberships begun, paused and ended between two instants. */
  movement(from: number, to: number): { began: number; paused: number; ended: number } {
    const { began, paused, ended } = this.statements;
    return { began: began.get(from, to)!.n, paused: paused.get(from, to)!.n, ended: ended.get(from, to)!.n };
  }

  /** The visits a day holds (those not given up: a held or marked one keeps its place). */
  visitsOn(date: string): number {
    return this.statements.onDay.get(date)!.n;
  }
}
