// What each booking's payment is, as the business sees it, and Stripe's events, each kept once.
// A booking's payment: due (no card yet), card on file (a membership whose first charge is to
// come), paid, failed (a charge declined: the next visit waits), refunded. Amounts are the
// booking's price from the site config, in cents; Stripe holds the cards, this server holds none.
import type { Clock } from '../clock/clock.ts';
import type { Db } from '../db/database.ts';
import type { Outbox } from '../outbox/outbox.ts';

export const PAYMENT_STATES = ['due', 'card-on-file', 'paid', 'failed', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export interface Payment {
  bookingId: string;
  state: PaymentState;
  /** What each charge is (a one-time clean: the one charge). */
  amountCents: number;
  /** The amount taken so far, less refunds. */
  takenCents: number;
  customerId: string | null;
  checkoutSessionId: string | null;
  subscriptionId: string | null;
  paymentIntentId: string | null;
  createdAt: number;
  updatedAt: number;
  paidAt: number | null;
  remindedAt: number | null;
}

interface Row {
  booking_id: string;
  state: PaymentState;
  amount_cents: number;
  taken_cents: number;
  customer_id: string | null;
  checkout_session_id: string | null;
  subscription_id: string | null;
  payment_intent_id: string | null;
  created_at: number;
  updated_at: number;
  paid_at: number | null;
  reminded_at: number | null;
}

const paymentOf = (r: Row): Payment => ({
  bookingId: r.booking_id,
  state: r.state,
  amountCents: r.amount_cents,
  takenCents: r.taken_cents,
  customerId: r.customer_id,
  checkoutSessionId: r.checkout_session_id,
  subscriptionId: r.subscription_id,
  paymentIntentId: r.payment_intent_id,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  paidAt: r.paid_at,
  remindedAt: r.reminded_at,
});

/** The fields an event may set; state and money move together. */
export interface PaymentChange {
  state?: PaymentState;
  customerId?: string;
  checkoutSessionId?: string;
  subscriptionId?: string;
  paymentIntentId?: string;
  /** Money that moved, once per Stripe object (a charge's or a refund's id): positive taken, negative refunded. */
  money?: { ref: string; cents: number };
  paid?: boolean;
}

export class PaymentStore {
  private readonly statements;

  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {
    this.statements = {
      open: db.prepare<{ id: string; amount: number; at: number }>(
        `INSERT INTO payments (booking_id, state, amount_cents, taken_cents, created_at, updated_at)
         VALUES (@id, 'due', @amount, 0, @at, @at) ON CONFLICT (booking_id) DO NOTHING`,
      ),
      get: db.prepare<[string], Row>('SELECT * FROM payments WHERE booking_id = ?'),
      bySession: db.prepare<[string], Row>('SELECT * FROM payments WHERE checkout_session_id = ?'),
      bySubscription: db.prepare<[string], Row>('SELECT * FROM payments WHERE subscription_id = ?'),
      byIntent: db.prepare<[string], Row>('SELECT * FROM payments WHERE payment_intent_id = ?'),
      change: db.prepare<Record<string, unknown>>(
        `UPDATE payments SET state = coalesce(@state, state), customer_id = coalesce(@customerId, customer_id),
           checkout_session_id = coalesce(@checkoutSessionId, checkout_session_id), subscription_id = coalesce(@subscriptionId, subscription_id),
           payment_intent_id = coalesce(@paymentIntentId, payment_intent_id),
           paid_at = CASE WHEN @paid THEN @at ELSE paid_at END, updated_at = @at
         WHERE booking_id = @bookingId`,
      ),
      reminded: db.prepare<[number, string]>('UPDATE payments SET reminded_at = ? WHERE booking_id = ?'),
      dueSince: db.prepare<[number], Row>(
        "SELECT * FROM payments WHERE state = 'due' AND reminded_at IS NULL AND created_at <= ? ORDER BY created_at",
      ),
      list: db.prepare<[], Row>(
        `SELECT * FROM payments ORDER BY CASE state WHEN 'failed' THEN 0 WHEN 'due' THEN 1 ELSE 2 END, updated_at DESC LIMIT 500`,
      ),
      takenBetween: db.prepare<[number, number], { cents: number | null }>(
        'SELECT sum(amount_cents) AS cents FROM payment_charges WHERE at >= ? AND at < ?',
      ),
      charge: db.prepare<[string, string, string, number, number]>(
        'INSERT INTO payment_charges (booking_id, kind, ref, amount_cents, at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (ref) DO NOTHING',
      ),
      taken: db.prepare<[number, string]>('UPDATE payments SET taken_cents = taken_cents + ? WHERE booking_id = ?'),
      addEvent: db.prepare<[string, string, string, number]>(
        'INSERT INTO stripe_events (id, type, payload, received_at) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING',
      ),
      unhandled: db.prepare<[], { id: string; payload: string }>(
        'SELECT id, payload FROM stripe_events WHERE handled_at IS NULL ORDER BY received_at',
      ),
      handled: db.prepare<[number, string]>('UPDATE stripe_events SET handled_at = ? WHERE id = ?'),
    };
  }

  /** Opens a booking's payment, due (inside the booking's transaction): once. */
  open(bookingId: string, amountCents: number) {
    this.statements.open.run({ id: bookingId, amount: amountCents, at: this.clock.now() });
  }

  get(bookingId: string): Payment | undefined {
    const row = this.statements.get.get(bookingId);
    return row && paymentOf(row);
  }

  bySession = (id: string) => this.view(this.statements.bySession.get(id));
  bySubscription = (id: string) => this.view(this.statements.bySubscription.get(id));
  byIntent = (id: string) => this.view(this.statements.byIntent.get(id));
  private view = (row: Row | undefined) => row && paymentOf(row);

  /** Records what an event changed; a charge or a refund is also a line in the takings. */
  change(bookingId: string, change: PaymentChange) {
    const at = this.clock.now();
    this.statements.change.run({
      bookingId,
      state: change.state ?? null,
      customerId: change.customerId ?? null,
      checkoutSessionId: change.checkoutSessionId ?? null,
      subscriptionId: change.subscriptionId ?? null,
      paymentIntentId: change.paymentIntentId ?? null,
      paid: change.paid ? 1 : 0,
      at,
    });
    const { money } = change;
    if (money && this.statements.charge.run(bookingId, money.cents > 0 ? 'charge' : 'refund', money.ref, money.cents, at).changes > 0)
      this.statements.taken.run(money.cents, bookingId);
  }

  /** Payments still due that were opened before `before` and never reminded. */
  dueUnreminded(before: number): Payment[] {
    return this.statements.dueSince.all(before).map(paymentOf);
  }

  markReminded(bookingId: string) {
    this.statements.reminded.run(this.clock.now(), bookingId);
  }

  /** Every payment, the failed first, then the due, then the rest by their last change. */
  list(): Payment[] {
    return this.statements.list.all().map(paymentOf);
  }

  /** What was taken (charges less refunds) between two instants, in cents. */
  takenBetween(from: number, to: number): number {
    return this.statements.takenBetween.get(from, to)!.cents ?? 0;
  }

  /** Stores a verified event once; false when it was stored before (Stripe delivers at least once). */
  addEvent(id: string, type: string, payload: string): boolean {
    return this.statements.addEvent.run(id, type, payload, this.clock.now()).changes > 0;
  }

  /** Events stored but not yet handled (a crash between the two): handled at start. */
  unhandledEvents(): { id: string; payload: string }[] {
    return this.statements.unhandled.all();
  }

  markHandled(id: string) {
    this.statements.handled.run(this.clock.now(), id);
  }

  /**
   * Queues a call to Stripe that moves money, kept through a crash (inside the decision's
   * transaction; the caller wakes the relays once it commits): a refund ('<booking>|<payment
   * intent>') or a membership's end (its booking).
   */
  queueMoney(kind: 'refund' | 'subscription-end' | 'subscription-pause' | 'subscription-resume', id: string) {
    this.outbox.enqueue('stripe', { kind, id });
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work).immediate();
  }
}
