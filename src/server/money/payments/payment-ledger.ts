// The money: each charge (a one-time clean's payment, a membership's invoice, a trip fee) with
// the payment intent it was taken by, and each refund Stripe made, kept by its payment intent
// whether or not that charge is known here yet (a membership's invoice names its payment intent
// only when asked), so a refund told before its charge counts once the charge is known. A refund
// is asked of Stripe against one charge, never more than that charge has left (less what is
// already asked and not yet answered), so two payments are two refunds. Each is kept once by
// Stripe's own id, however often Stripe tells of it; a refund's status only moves forward.
import { cursorOf, pageOf, positionOf, type Page } from '../../../common/paging.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { recordOf } from '../../platform/db/record-of.ts';

/** What a charge paid for: the booking's clean (or a membership's visits), a trip fee for a visit missed, or a tip for the crew. */
export type ChargePurpose = 'clean' | 'fee' | 'tip';
/** Why a refund was asked: a cancel, the owner, a second payment, a fee whose mark was corrected. */
export type RefundWhy = 'cancel' | 'owner' | 'duplicate' | 'fee-corrected';

export interface Charge {
  /** Stripe's id of it: the payment intent, or (a membership's) the invoice until its payment intent is known. */
  ref: string;
  bookingId: string;
  cents: number;
  paymentIntent: string | null;
  invoiceId: string | null;
  purpose: ChargePurpose;
  visitId: string | null;
  at: number;
  /** Given back so far (refunds Stripe made). */
  refundedCents: number;
  /** Asked of Stripe and not yet answered. */
  askedCents: number;
}

/** What is left of a charge to give back. */
export const refundable = (charge: Charge) => Math.max(0, charge.cents - charge.refundedCents - charge.askedCents);

export interface RefundRequest {
  id: number;
  bookingId: string;
  chargeRef: string;
  cents: number;
  why: RefundWhy;
  refundId: string | null;
}

interface ChargeRow {
  ref: string;
  booking_id: string;
  amount_cents: number;
  payment_intent: string | null;
  invoice_id: string | null;
  purpose: ChargePurpose;
  visit_id: string | null;
  at: number;
  refunded: number;
  asked: number;
}

const chargeOf = (r: ChargeRow): Charge => ({
  ref: r.ref,
  bookingId: r.booking_id,
  cents: r.amount_cents,
  paymentIntent: r.payment_intent,
  invoiceId: r.invoice_id,
  purpose: r.purpose,
  visitId: r.visit_id,
  at: r.at,
  refundedCents: r.refunded,
  askedCents: r.asked,
});

/** A refund that gave money back, or is on its way to. */
const GIVEN = "r.status NOT IN ('failed', 'canceled')";
// A charge with what has been given back (Stripe's refunds of its payment intent) and what is asked.
const CHARGES = `SELECT c.ref, c.booking_id, c.amount_cents, c.payment_intent, c.invoice_id, c.purpose, c.visit_id, c.at,
    coalesce((SELECT sum(r.amount_cents) FROM stripe_refunds r WHERE r.payment_intent = c.payment_intent AND ${GIVEN}), 0) AS refunded,
    coalesce((SELECT sum(q.cents) FROM refund_requests q WHERE q.charge_ref = c.ref AND q.refund_id IS NULL AND q.failed_at IS NULL), 0) AS asked
  FROM payment_charges c WHERE c.kind = 'charge'`;

export class PaymentLedger {
  private readonly statements;

  constructor(
    db: Db,
    private readonly clock: Clock,
  ) {
    this.statements = {
      charge: db.prepare<Record<string, unknown>>(
        `INSERT INTO payment_charges (booking_id, kind, ref, amount_cents, at, payment_intent, invoice_id, purpose, visit_id)
         VALUES (@bookingId, 'charge', @ref, @cents, @at, @paymentIntent, @invoiceId, @purpose, @visitId) ON CONFLICT (ref) DO NOTHING`,
      ),
      intentOfCharge: db.prepare<[string, string]>(
        'UPDATE payment_charges SET payment_intent = ? WHERE ref = ? AND payment_intent IS NULL',
      ),
      // A refund's status moves only forward: pending, then succeeded, failed or canceled.
      refund: db.prepare<Record<string, unknown>>(
        `INSERT INTO stripe_refunds (id, payment_intent, amount_cents, status, at) VALUES (@id, @paymentIntent, @cents, @status, @at)
         ON CONFLICT (id) DO UPDATE SET status = excluded.status WHERE stripe_refunds.status IN ('pending', 'requires_action')`,
      ),
      refundedOf: db.prepare<[string], { cents: number | null }>(
        `SELECT sum(amount_cents) AS cents FROM stripe_refunds r WHERE payment_intent = ? AND ${GIVEN}`,
      ),
      chargesOf: db.prepare<[string], ChargeRow>(`${CHARGES} AND c.booking_id = ? ORDER BY c.at, c.ref`),
      // A customer's charges across their bookings, the latest first, from a cursor (at, row).
      chargesOfAll: db.prepare<{ ids: string; at: number | null; row: number | null; limit: number }, ChargeRow & { id: number }>(
        `${CHARGES.replace('SELECT ', 'SELECT c.id, ')} AND c.booking_id IN (SELECT value FROM json_each(@ids))
           AND (@at IS NULL OR c.at < @at OR (c.at = @at AND c.id < @row))
         ORDER BY c.at DESC, c.id DESC LIMIT @limit`,
      ),
      byRef: db.prepare<[string], ChargeRow>(`${CHARGES} AND c.ref = ?`),
      byIntent: db.prepare<[string], ChargeRow>(`${CHARGES} AND c.payment_intent = ?`),
      feeOf: db.prepare<[string], ChargeRow>(`${CHARGES} AND c.purpose = 'fee' AND c.visit_id = ?`),
      takenBetween: db.prepare<{ from: number; to: number }, { cents: number }>(
        `SELECT coalesce((SELECT sum(amount_cents) FROM payment_charges WHERE kind = 'charge' AND at >= @from AND at < @to), 0)
              - coalesce((SELECT sum(r.amount_cents) FROM stripe_refunds r WHERE ${GIVEN} AND r.at >= @from AND r.at < @to
                            AND EXISTS (SELECT 1 FROM payment_charges c WHERE c.kind = 'charge' AND c.payment_intent = r.payment_intent)), 0) AS cents`,
      ),
      ask: db.prepare<[string, string, number, string, number]>(
        'INSERT INTO refund_requests (booking_id, charge_ref, cents, why, at) VALUES (?, ?, ?, ?, ?)',
      ),
      request: db.prepare<
        [number],
        { id: number; booking_id: string; charge_ref: string; cents: number; why: RefundWhy; refund_id: string | null }
      >('SELECT id, booking_id, charge_ref, cents, why, refund_id FROM refund_requests WHERE id = ?'),
      requested: db.prepare<[string, string], { n: number }>('SELECT count(*) AS n FROM refund_requests WHERE charge_ref = ? AND why = ?'),
      answered: db.prepare<[string, number]>('UPDATE refund_requests SET refund_id = ? WHERE id = ?'),
      refused: db.prepare<[number, number]>('UPDATE refund_requests SET failed_at = ? WHERE id = ? AND refund_id IS NULL'),
    };
  }

  /** A charge Stripe made (once by its ref). */
  addCharge(charge: Omit<Charge, 'refundedCents' | 'askedCents' | 'at'> & { at?: number }) {
    this.statements.charge.run({ ...charge, at: charge.at ?? this.clock.now() });
  }

  /** A membership's charge, its invoice's payment intent found. */
  chargeIntent(ref: string, paymentIntent: string) {
    this.statements.intentOfCharge.run(paymentIntent, ref);
  }

  /** A refund Stripe made (or that failed, or was cancelled: the money stayed), by its payment intent. */
  refundFact(refund: { id: string; paymentIntent: string; cents: number; status: string; at: number }) {
    this.statements.refund.run({ ...refund });
  }

  /** What Stripe gave back of a payment intent, by the refunds known here. */
  refundedOf(paymentIntent: string): number {
    return this.statements.refundedOf.get(paymentIntent)!.cents ?? 0;
  }

  /** A customer's charges across their bookings (with what was given back), the latest first, a page at a time. */
  chargesOfAll(bookingIds: readonly string[], before?: string, limit = 20): Page<Charge> {
    const from = positionOf(before);
    const read = this.statements.chargesOfAll.all({
      ids: JSON.stringify(bookingIds),
      at: from?.at ?? null,
      row: from?.row ?? null,
      limit: limit + 1,
    });
    const page = pageOf(read, limit, (last) => cursorOf(last.at, last.id));
    return { rows: page.rows.map(chargeOf), next: page.next };
  }

  chargesOf(bookingId: string): Charge[] {
    return this.statements.chargesOf.all(bookingId).map(chargeOf);
  }

  charge(ref: string): Charge | undefined {
    return recordOf(this.statements.byRef.get(ref), chargeOf);
  }

  chargeByIntent(paymentIntent: string): Charge | undefined {
    return recordOf(this.statements.byIntent.get(paymentIntent), chargeOf);
  }

  /** The trip fee charged for a visit, if any. */
  feeOf(visitId: string): Charge | undefined {
    return recordOf(this.statements.feeOf.get(visitId), chargeOf);
  }

  /** What was taken (charges less refunds) between two instants, in cents. */
  takenBetween(from: number, to: number): number {
    return this.statements.takenBetween.get({ from, to })!.cents;
  }

  /** Asks a refund of one charge, at most what it has left; the request's id, or undefined when nothing is left. */
  ask(charge: Charge, cents: number, why: RefundWhy): number | undefined {
    const amount = Math.min(cents, refundable(charge));
    if (amount <= 0) return undefined;
    return Number(this.statements.ask.run(charge.bookingId, charge.ref, amount, why, this.clock.now()).lastInsertRowid);
  }

  request(id: number): RefundRequest | undefined {
    const row = this.statements.request.get(id);
    return (
      row && { id: row.id, bookingId: row.booking_id, chargeRef: row.charge_ref, cents: row.cents, why: row.why, refundId: row.refund_id }
    );
  }

  /** Whether a refund of this charge was ever asked for this reason. */
  requested(chargeRef: string, why: RefundWhy): boolean {
    return this.statements.requested.get(chargeRef, why)!.n > 0;
  }

  /** Stripe made the refund asked for. */
  answered(requestId: number, refundId: string) {
    this.statements.answered.run(refundId, requestId);
  }

  /** Stripe refused the refund for good: it no longer counts as asked. */
  refused(requestId: number) {
    this.statements.refused.run(this.clock.now(), requestId);
  }
}
