// The payments' figures for the owner's Home and Payments: what homes owe (due and not taken yet)
// and what failed, and for each state how many payments, what they took and what is left, in cents.
import { PAYMENT_STATES, type PaymentState } from '../../../common/payment-states.ts';
import type { Db } from '../../platform/db/database.ts';

export interface StateFigures {
  count: number;
  takenCents: number;
  /** What is left to take: the price less what was taken. */
  leftCents: number;
}

export class PaymentFigures {
  private readonly statements;

  constructor(db: Db) {
    this.statements = {
      owed: db.prepare<[], { state: string; cents: number; n: number }>(
        `SELECT state, sum(max(amount_cents - taken_cents, 0)) AS cents, count(*) AS n FROM payments
         WHERE state IN ('due', 'failed') GROUP BY state`,
      ),
      byState: db.prepare<[], { state: PaymentState; n: number; taken: number; left: number }>(
        `SELECT state, count(*) AS n, sum(taken_cents) AS taken, sum(max(amount_cents - taken_cents, 0)) AS left
         FROM payments GROUP BY state`,
      ),
    };
  }

  /** Homes' payments due and not taken, and those that failed: each its cents and count. */
  owed(): Record<'due' | 'failed', { cents: number; count: number }> {
    const rows = new Map(this.statements.owed.all().map((row) => [row.state, row]));
    const of = (state: string) => ({ cents: rows.get(state)?.cents ?? 0, count: rows.get(state)?.n ?? 0 });
    return { due: of('due'), failed: of('failed') };
  }

  /** Every state (zero when none): how many payments, what they took and what is left. */
  byState(): Record<PaymentState, StateFigures> {
    const rows = new Map(this.statements.byState.all().map((row) => [row.state, row]));
    return Object.fromEntries(
      PAYMENT_STATES.map((state) => {
        const row = rows.get(state);
        return [state, { count: row?.n ?? 0, takenCents: row?.taken ?? 0, leftCents: row?.left ?? 0 }];
      }),
    ) as Record<PaymentState, StateFigures>;
  }
}
