// The payments' figures for the owner's Home: what homes owe (due and not taken yet) and what
// failed, in cents.
import type { Db } from '../../platform/db/database.ts';

export class PaymentFigures {
  private readonly statements;

  constructor(db: Db) {
    this.statements = {
      owed: db.prepare<[], { state: string; cents: number; n: number }>(
        `SELECT state, sum(max(amount_cents - taken_cents, 0)) AS cents, count(*) AS n FROM payments
         WHERE state IN ('due', 'failed') GROUP BY state`,
      ),
    };
  }

  /** Homes' payments due and not taken, and those that failed: each its cents and count. */
  owed(): Record<'due' | 'failed', { cents: number; count: number }> {
    const rows = new Map(this.statements.owed.all().map((row) => [row.state, row]));
    const of = (state: string) => ({ cents: rows.get(state)?.cents ?? 0, count: rows.get(state)?.n ?? 0 });
    return { due: of('due'), failed: of('failed') };
  }
}
