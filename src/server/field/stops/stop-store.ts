// Where each customer's stop is and the order the owner set between stops. A stop is placed at
// its zip's centre until the crew marks it with the phone's position: the first such position
// within reach of that centre is kept for the booking (a later mark does not move it; a mark
// cleared takes back the place it brought; the owner can clear it), and never leaves the owner's
// pages. The
// owner moving a stop above another is kept as 'this customer before that one', for every day
// both are on the route. A day's stops in driving order come from the start point, the positions
// and the kept order together.
import type { Fix, StopPlace } from '../../../common/owner-inbox.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { keepOrder, metres, orderStops, type Point } from './route-order.ts';
import { ZIP_CENTRES } from './zip-centres.ts';

/** A fix further off than this is not kept: a stop placed a street away would be worse than its zip's centre. */
export const MAX_FIX_METRES = 150;

/** Where a stop's place came from, as its booking's page says it. */
export type PlaceOrigin = { from: 'curb'; visitId: string; takenAt: number } | { from: 'zip' } | { from: 'start' };

/** A stop as the route is made of: whose it is and its zip (its place until one is learned). */
export interface StopOf {
  bookingId: string;
  zip: string;
}

/** Where a stop on a route is placed: learned at the curb, its zip's centre, or (zip unknown) the start. */
export type Placed = StopPlace;

interface PositionRow {
  booking_id: string;
  latitude: number;
  longitude: number;
}

export class StopStore {
  private readonly statements;
  private readonly transaction: (before: string, after: string) => void;

  constructor(
    db: Db,
    private readonly clock: Clock,
    /** Where the truck starts its day. */
    private readonly start: Point,
    /** How far from its zip's centre a position may be kept, in metres (a phone's fix further off is a mistake). */
    private readonly withinMetres: number,
  ) {
    this.statements = {
      learn: db.prepare<[string, number, number, number, string, number]>(
        `INSERT INTO stop_positions (booking_id, latitude, longitude, accuracy_m, visit_id, taken_at)
         VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (booking_id) DO NOTHING`,
      ),
      unlearn: db.prepare<[string, string]>('DELETE FROM stop_positions WHERE booking_id = ? AND visit_id = ?'),
      clearPlace: db.prepare<[string]>('DELETE FROM stop_positions WHERE booking_id = ?'),
      place: db.prepare<[string], { visit_id: string; taken_at: number }>(
        'SELECT visit_id, taken_at FROM stop_positions WHERE booking_id = ?',
      ),
      positions: db.prepare<[string], PositionRow>(
        'SELECT booking_id, latitude, longitude FROM stop_positions WHERE booking_id IN (SELECT value FROM json_each(?))',
      ),
      forget: db.prepare<[string, string]>('DELETE FROM stop_order WHERE before_booking = ? AND after_booking = ?'),
      precede: db.prepare<[string, string, number]>(
        `INSERT INTO stop_order (before_booking, after_booking, set_at) VALUES (?, ?, ?)
         ON CONFLICT (before_booking, after_booking) DO UPDATE SET set_at = excluded.set_at`,
      ),
      pairs: db.prepare<[string, string], { before_booking: string; after_booking: string }>(
        `SELECT before_booking, after_booking FROM stop_order
         WHERE before_booking IN (SELECT value FROM json_each(?)) AND after_booking IN (SELECT value FROM json_each(?))
         ORDER BY set_at, before_booking, after_booking`,
      ),
    };
    this.transaction = db.transaction((before: string, after: string) => {
      this.statements.forget.run(after, before);
      this.statements.precede.run(before, after, this.clock.now());
    });
  }

  /**
   * Keeps where the phone was at a stop's mark, when the booking has no position yet and the fix
   * is close enough. True when it was kept.
   */
  learn(bookingId: string, visitId: string, fix: Fix, zip: string): boolean {
    if (!(fix.accuracy >= 0 && fix.accuracy <= MAX_FIX_METRES)) return false;
    // Far from the stop's zip (or, zip unknown, from the start): not where this customer is.
    const centre = ZIP_CENTRES[zip];
    if (metres(centre ? { latitude: centre[0], longitude: centre[1] } : this.start, fix) > this.withinMetres) return false;
    const { changes } = this.statements.learn.run(bookingId, fix.latitude, fix.longitude, fix.accuracy, visitId, this.clock.now());
    return changes > 0;
  }

  /** A mark cleared: the place it brought (if it brought the stop's place) is taken back. */
  unlearn(bookingId: string, visitId: string): void {
    this.statements.unlearn.run(bookingId, visitId);
  }

  /** The owner clears a stop's place: it is at its zip's centre again until the next mark. */
  clearPlace(bookingId: string): boolean {
    return this.statements.clearPlace.run(bookingId).changes > 0;
  }

  /** Where the stop's place came from. */
  placeOf(bookingId: string, zip: string): PlaceOrigin {
    const learned = this.statements.place.get(bookingId);
    if (learned) return { from: 'curb', visitId: learned.visit_id, takenAt: learned.taken_at };
    return ZIP_CENTRES[zip] ? { from: 'zip' } : { from: 'start' };
  }

  /** The owner's word that one customer's stop comes before another's, on this and every later day. */
  precede(before: string, after: string): void {
    if (before !== after) this.transaction(before, after);
  }

  /**
   * The stops in driving order from the start: each at its learned position, else its zip's
   * centre, else the start; then the order the owner set kept. Stops are taken in the order given
   * (the same day's list comes the same way each time), so the same stops give the same route.
   */
  order<T>(stops: readonly T[], stopOf: (stop: T) => StopOf): { stop: T; placed: Placed }[] {
    const placed = this.place(stops, stopOf);
    const ids = JSON.stringify(stops.map((stop) => stopOf(stop).bookingId));
    const pairs = this.statements.pairs.all(ids, ids).map((row) => [row.before_booking, row.after_booking] as [string, string]);
    return keepOrder(orderStops(this.start, placed), (p) => stopOf(p.stop).bookingId, pairs).map(({ stop, placed: where }) => ({
      stop,
      placed: where,
    }));
  }

  /** Each stop at its learned position, else its zip's centre, else the start. */
  place<T>(stops: readonly T[], stopOf: (stop: T) => StopOf): ({ stop: T; placed: Placed } & Point)[] {
    const ids = JSON.stringify(stops.map((stop) => stopOf(stop).bookingId));
    const learned = new Map(this.statements.positions.all(ids).map((row) => [row.booking_id, row] as const));
    return stops.map((stop) => {
      const { bookingId, zip } = stopOf(stop);
      const position = learned.get(bookingId);
      const centre = ZIP_CENTRES[zip];
      if (position) return { stop, placed: 'curb' as const, latitude: position.latitude, longitude: position.longitude };
      if (centre) return { stop, placed: 'zip' as const, latitude: centre[0], longitude: centre[1] };
      return { stop, placed: 'start' as const, ...this.start };
    });
  }
}
