// Tips for the crew: each a Checkout session of its own, kept with its visit, the truck that did
// it and its amount; once Stripe says it was paid, a charge of its own in the ledger (a tip, for
// that visit), refunded as any charge is. A tip asked again for the same visit and amount while
// its session is open reuses that session.
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { recordOf } from '../../platform/db/record-of.ts';

export interface TipSession {
  id: string;
  bookingId: string;
  visitId: string;
  truckId: string | null;
  amountCents: number;
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  paymentIntent: string | null;
  createdAt: number;
  expiresAt: number;
}

interface Row {
  id: string;
  booking_id: string;
  visit_id: string;
  truck_id: string | null;
  amount_cents: number;
  url: string | null;
  status: TipSession['status'];
  payment_intent: string | null;
  created_at: number;
  expires_at: number;
}

const tipOf = (r: Row): TipSession => ({
  id: r.id,
  bookingId: r.booking_id,
  visitId: r.visit_id,
  truckId: r.truck_id,
  amountCents: r.amount_cents,
  url: r.url,
  status: r.status,
  paymentIntent: r.payment_intent,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
});

/** Tips taken between two instants, by truck (null: the business's one crew), less what was given back. */
export interface TipFigures {
  cents: number;
  count: number;
  byTruck: { truckId: string | null; cents: number; count: number }[];
}

export class TipStore {
  private readonly statements;

  constructor(
    db: Db,
    private readonly clock: Clock,
  ) {
    this.statements = {
      add: db.prepare<Record<string, unknown>>(
        `INSERT INTO tip_sessions (id, booking_id, visit_id, truck_id, amount_cents, url, status, created_at, expires_at)
         VALUES (@id, @bookingId, @visitId, @truckId, @amountCents, @url, 'open', @createdAt, @expiresAt) ON CONFLICT (id) DO NOTHING`,
      ),
      get: db.prepare<[string], Row>('SELECT * FROM tip_sessions WHERE id = ?'),
      open: db.prepare<[string, number, number], Row>(
        "SELECT * FROM tip_sessions WHERE visit_id = ? AND amount_cents = ? AND status = 'open' AND expires_at > ? ORDER BY created_at DESC LIMIT 1",
      ),
      close: db.prepare<[TipSession['status'], string | null, string]>(
        "UPDATE tip_sessions SET status = ?, payment_intent = coalesce(?, payment_intent) WHERE id = ? AND status = 'open'",
      ),
      // The ledger's tips (a charge of its own each) with their sessions' trucks, less their refunds.
      figures: db.prepare<[number, number], { truck_id: string | null; cents: number; count: number }>(
        `SELECT t.truck_id, sum(c.amount_cents) - coalesce(sum((SELECT sum(r.amount_cents) FROM stripe_refunds r
             WHERE r.payment_intent = c.payment_intent AND r.status NOT IN ('failed', 'canceled'))), 0) AS cents, count(*) AS count
         FROM payment_charges c JOIN tip_sessions t ON t.payment_intent = c.payment_intent
         WHERE c.purpose = 'tip' AND c.at >= ? AND c.at < ? GROUP BY t.truck_id`,
      ),
      ofVisits: db.prepare<[string], { visit_id: string; cents: number }>(
        `SELECT visit_id, sum(amount_cents) AS cents FROM payment_charges WHERE purpose = 'tip'
           AND visit_id IN (SELECT value FROM json_each(?)) GROUP BY visit_id`,
      ),
    };
  }

  add(session: Omit<TipSession, 'status' | 'paymentIntent' | 'createdAt'>) {
    this.statements.add.run({ ...session, createdAt: this.clock.now() });
  }

  session(id: string): TipSession | undefined {
    return recordOf(this.statements.get.get(id), tipOf);
  }

  /** A tip's session still open for this visit and amount: asked twice, paid once. */
  openFor(visitId: string, amountCents: number): TipSession | undefined {
    return recordOf(this.statements.open.get(visitId, amountCents, this.clock.now()), tipOf);
  }

  close(id: string, status: 'complete' | 'expired', paymentIntent: string | null = null) {
    this.statements.close.run(status, paymentIntent, id);
  }

  /** Tips taken between two instants, by truck. */
  figures(from: number, to: number): TipFigures {
    const byTruck = this.statements.figures.all(from, to).map((r) => ({ truckId: r.truck_id, cents: r.cents, count: r.count }));
    return { cents: byTruck.reduce((s, t) => s + t.cents, 0), count: byTruck.reduce((s, t) => s + t.count, 0), byTruck };
  }

  /** The tips given for these visits, by visit. */
  ofVisits(visitIds: readonly string[]): Map<string, number> {
    return new Map(this.statements.ofVisits.all(JSON.stringify(visitIds)).map((r) => [r.visit_id, r.cents]));
  }
}
