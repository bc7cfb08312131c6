// The leads' figures for the owner's Home: how many came in between two instants by the way they
// came (the contact form, the booking page, Ava on the web, the phone line, a text), and how many
// of each became a booking. Spam and an account's billing contact are no leads.
import { WAYS_IN, type WayIn } from '../../../common/ways-in.ts';
import type { Db } from '../../platform/db/database.ts';
import { WAY_SQL } from './lead-way.ts';

export class LeadFigures {
  private readonly statements;

  constructor(db: Db) {
    this.statements = {
      ways: db.prepare<[number, number], { way: WayIn; count: number; booked: number }>(
        `SELECT ${WAY_SQL} AS way, count(*) AS count,
                sum(EXISTS (SELECT 1 FROM bookings b WHERE b.lead_id = l.id AND b.status != 'cancelled' AND b.hold_until IS NULL)) AS booked
         FROM leads l LEFT JOIN calls c ON c.call_id = l.call_id
         WHERE l.spam = 0 AND l.source != 'proposal' AND l.created_at >= ? AND l.created_at < ?
         GROUP BY way`,
      ),
    };
  }

  /** Leads between two instants by the way they came in, each with how many became a booking (every way, zero when none). */
  waysIn(from: number, to: number): { way: WayIn; count: number; booked: number }[] {
    const found = new Map(this.statements.ways.all(from, to).map((row) => [row.way, row]));
    return WAYS_IN.map((way) => ({ way, count: found.get(way)?.count ?? 0, booked: found.get(way)?.booked ?? 0 }));
  }
}
