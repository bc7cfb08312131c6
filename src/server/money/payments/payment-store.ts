// What each booking's payment is, and the facts from Stripe it is worked out from: the Checkout
// sessions this server made for it, a membership's subscription and invoices, Stripe's events
// (each kept once), and what the nightly check could not explain. Amounts are the booking's price
// from the site config, in cents; Stripe holds the cards, this server holds none. The money
// itself (each charge and refund) is the ledger's (payment-ledger.ts).
import { pageOf, type Page } from '../../../common/paging.ts';
import type { PaymentState } from '../../../common/payment-states.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { recordOf } from '../../platform/db/record-of.ts';

export interface Payment {
  bookingId: string;
  state: PaymentState;
  /** What each charge is (a one-time clean: the one charge). */
  amountCents: number;
  /** The amount taken so far, less refunds (the clean's and any fee). */
  takenCents: number;
  customerId: string | null;
  subscriptionId: string | null;
  createdAt: number;
  updatedAt: number;
  paidAt: number | null;
  remindedAt: number | null;
  /** Cancelled before its clean was given: the share of what was paid for it that goes back (100, or the late-cancel share). */
  cancelRefundPercent: number | null;
}

/** A Checkout session this server made: the only ones whose payment counts. */
export interface CheckoutSession {
  id: string;
  bookingId: string;
  amountCents: number;
  url: string | null;
  /** The first visit it pays for (a membership's), as a date. */
  firstVisit: string | null;
  /** A membership started within two days: its first visit charged at checkout, the rest on visit days. */
  chargedNow: boolean;
  createdAt: number;
  expiresAt: number;
  status: 'open' | 'complete' | 'expired';
  paid: 'paid' | 'processing' | 'failed' | null;
  /** What it made at Stripe: a one-time clean's payment intent, a membership's subscription. */
  paymentIntent: string | null;
  subscriptionId: string | null;
  /** A second session paid for a booking already paid: its money goes back. */
  duplicate: boolean;
}

/** A membership's invoice as far as we know it: declined (Stripe retries it), or paid. Never back from paid. */
export interface InvoiceFact {
  id: string;
  subscriptionId: string;
  /** Stripe's own creation time (seconds): which invoice is newer. */
  created: number;
  amountCents: number;
  state: 'failed' | 'paid';
}

/** What the nightly check against Stripe found and could not explain. */
export interface PaymentProblem {
  key: string;
  bookingId: string | null;
  text: string;
  foundAt: number;
}

interface Row {
  booking_id: string;
  state: PaymentState;
  amount_cents: number;
  taken_cents: number;
  customer_id: string | null;
  subscription_id: string | null;
  created_at: number;
  updated_at: number;
  paid_at: number | null;
  reminded_at: number | null;
  cancel_refund_percent: number | null;
}

const paymentOf = (r: Row): Payment => ({
  bookingId: r.booking_id,
  state: r.state,
  amountCents: r.amount_cents,
  takenCents: r.taken_cents,
  customerId: r.customer_id,
  subscriptionId: r.subscription_id,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  paidAt: r.paid_at,
  remindedAt: r.reminded_at,
  cancelRefundPercent: r.cancel_refund_percent,
});

interface SessionRow {
  id: string;
  booking_id: string;
  amount_cents: number;
  url: string | null;
  first_visit: string | null;
  charged_now: number;
  created_at: number;
  expires_at: number;
  status: CheckoutSession['status'];
  paid: CheckoutSession['paid'];
  payment_intent: string | null;
  subscription_id: string | null;
  duplicate: number;
}

const sessionOf = (r: SessionRow): CheckoutSession => ({
  id: r.id,
  bookingId: r.booking_id,
  amountCents: r.amount_cents,
  url: r.url,
  firstVisit: r.first_visit,
  chargedNow: r.charged_now === 1,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  status: r.status,
  paid: r.paid,
  paymentIntent: r.payment_intent,
  subscriptionId: r.subscription_id,
  duplicate: r.duplicate === 1,
});

interface InvoiceRow {
  id: string;
  subscription_id: string;
  created: number;
  amount_cents: number;
  state: InvoiceFact['state'];
}

const invoiceOf = (r: InvoiceRow): InvoiceFact => ({
  id: r.id,
  subscriptionId: r.subscription_id,
  created: r.created,
  amountCents: r.amount_cents,
  state: r.state,
});

export class PaymentStore {
  private readonly statements;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.statements = {
      open: db.prepare<{ id: string; amount: number; at: number }>(
        `INSERT INTO payments (booking_id, state, amount_cents, taken_cents, created_at, updated_at)
         VALUES (@id, 'due', @amount, 0, @at, @at) ON CONFLICT (booking_id) DO NOTHING`,
      ),
      get: db.prepare<[string], Row>('SELECT * FROM payments WHERE booking_id = ?'),
      reprice: db.prepare<{ id: string; amount: number; at: number }>(
        `UPDATE payments SET amount_cents = @amount, updated_at = @at WHERE booking_id = @id AND state = 'due'`,
      ),
      statesOf: db.prepare<[string], { booking_id: string; state: PaymentState }>(
        'SELECT booking_id, state FROM payments WHERE booking_id IN (SELECT value FROM json_each(?))',
      ),
      bySubscription: db.prepare<[string], Row>('SELECT * FROM payments WHERE subscription_id = ?'),
      setCustomer: db.prepare<[string, number, string]>(
        'UPDATE payments SET customer_id = coalesce(customer_id, ?), updated_at = ? WHERE booking_id = ?',
      ),
      setSubscription: db.prepare<[string, number, string]>('UPDATE payments SET subscription_id = ?, updated_at = ? WHERE booking_id = ?'),
      setState: db.prepare<{ id: string; state: PaymentState; taken: number; at: number }>(
        `UPDATE payments SET state = @state, taken_cents = @taken,
           paid_at = CASE WHEN @state = 'paid' AND state != 'paid' THEN @at ELSE paid_at END,
           updated_at = CASE WHEN state != @state OR taken_cents != @taken THEN @at ELSE updated_at END
         WHERE booking_id = @id`,
      ),
      reminded: db.prepare<[number, string]>('UPDATE payments SET reminded_at = ? WHERE booking_id = ?'),
      cancelRefund: db.prepare<[number, string]>('UPDATE payments SET cancel_refund_percent = ? WHERE booking_id = ?'),
      dueSince: db.prepare<[number], Row>(
        "SELECT * FROM payments WHERE state = 'due' AND reminded_at IS NULL AND created_at <= ? ORDER BY created_at",
      ),
      page: db.prepare<{ state: PaymentState | null; limit: number; offset: number }, Row>(
        `SELECT * FROM payments WHERE @state IS NULL OR state = @state
         ORDER BY CASE state WHEN 'failed' THEN 0 WHEN 'due' THEN 1 ELSE 2 END, updated_at DESC, booking_id
         LIMIT @limit OFFSET @offset`,
      ),
      dueOpenedBefore: db.prepare<[number], Row>("SELECT * FROM payments WHERE state = 'due' AND created_at <= ? ORDER BY created_at"),
      all: db.prepare<[], Row>('SELECT * FROM payments'),
      revision: db.prepare<[], { n: number }>('SELECT n FROM payment_revision'),
      addSession: db.prepare<Record<string, unknown>>(
        `INSERT INTO checkout_sessions (id, booking_id, amount_cents, url, first_visit, charged_now, created_at, expires_at, status)
         VALUES (@id, @bookingId, @amountCents, @url, @firstVisit, @chargedNow, @createdAt, @expiresAt, 'open') ON CONFLICT (id) DO NOTHING`,
      ),
      session: db.prepare<[string], SessionRow>('SELECT * FROM checkout_sessions WHERE id = ?'),
      sessionsOf: db.prepare<[string], SessionRow>('SELECT * FROM checkout_sessions WHERE booking_id = ? ORDER BY created_at, id'),
      // A session's payment moves only forward: processing, then paid or failed.
      closeSession: db.prepare<Record<string, unknown>>(
        `UPDATE checkout_sessions SET status = @status,
           paid = CASE WHEN paid IN ('paid', 'failed') THEN paid ELSE coalesce(@paid, paid) END,
           payment_intent = coalesce(payment_intent, @paymentIntent), subscription_id = coalesce(subscription_id, @subscriptionId),
           duplicate = max(duplicate, @duplicate)
         WHERE id = @id`,
      ),
      sessionBySubscription: db.prepare<[string], SessionRow>('SELECT * FROM checkout_sessions WHERE subscription_id = ?'),
      invoice: db.prepare<[string], InvoiceRow>('SELECT * FROM stripe_invoices WHERE id = ?'),
      // An invoice moves only forward: once paid, a late 'declined' changes nothing.
      invoiceFact: db.prepare<{ id: string; subscription: string; created: number; amount: number; state: string; at: number }>(
        `INSERT INTO stripe_invoices (id, subscription_id, created, amount_cents, state, updated_at)
         VALUES (@id, @subscription, @created, @amount, @state, @at)
         ON CONFLICT (id) DO UPDATE SET state = 'paid', amount_cents = max(amount_cents, excluded.amount_cents), updated_at = excluded.updated_at
         WHERE excluded.state = 'paid' AND stripe_invoices.state != 'paid'`,
      ),
      invoicesOf: db.prepare<[string], InvoiceRow>('SELECT * FROM stripe_invoices WHERE subscription_id = ? ORDER BY created, id'),
      addEvent: db.prepare<[string, string, string, number]>(
        'INSERT INTO stripe_events (id, type, payload, received_at) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING',
      ),
      unhandled: db.prepare<[], { id: string; payload: string }>(
        'SELECT id, payload FROM stripe_events WHERE handled_at IS NULL ORDER BY received_at',
      ),
      handled: db.prepare<[number, string]>('UPDATE stripe_events SET handled_at = ? WHERE id = ?'),
      problems: db.prepare<[], { key: string; booking_id: string | null; text: string; found_at: number }>(
        'SELECT key, booking_id, text, found_at FROM payment_problems ORDER BY found_at DESC, key',
      ),
      addProblem: db.prepare<[string, string | null, string, number, number]>(
        `INSERT INTO payment_problems (key, booking_id, text, found_at, seen_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET text = excluded.text, seen_at = excluded.seen_at`,
      ),
      clearProblems: db.prepare<[number, string]>('DELETE FROM payment_problems WHERE seen_at < ? AND key LIKE ?'),
    };
  }

  /** Opens a booking's payment, due (inside the booking's transaction): once. */
  open(bookingId: string, amountCents: number) {
    this.statements.open.run({ id: bookingId, amount: amountCents, at: this.clock.now() });
  }

  /** A payment still due takes the booking's new price (its cans changed); false once anything is paid. */
  reprice(bookingId: string, amountCents: number): boolean {
    return this.statements.reprice.run({ id: bookingId, amount: amountCents, at: this.clock.now() }).changes > 0;
  }

  get(bookingId: string): Payment | undefined {
    return recordOf(this.statements.get.get(bookingId), paymentOf);
  }

  /** Where each of these bookings' payments stands, in one read (a day's list asks for hundreds). */
  statesOf(bookingIds: readonly string[]): Map<string, PaymentState> {
    return new Map(this.statements.statesOf.all(JSON.stringify(bookingIds)).map((row) => [row.booking_id, row.state]));
  }

  bySubscription(id: string): Payment | undefined {
    return recordOf(this.statements.bySubscription.get(id), paymentOf);
  }

  /** The customer Stripe keeps the card for (the first one named stays: a duplicate's is not the booking's). */
  setCustomer(bookingId: string, customerId: string) {
    this.statements.setCustomer.run(customerId, this.clock.now(), bookingId);
  }

  setSubscription(bookingId: string, subscriptionId: string) {
    this.statements.setSubscription.run(subscriptionId, this.clock.now(), bookingId);
  }

  /** The state worked out from the facts, and the money taken less refunds. */
  setState(bookingId: string, state: PaymentState, takenCents: number) {
    this.statements.setState.run({ id: bookingId, state, taken: takenCents, at: this.clock.now() });
  }

  /** Payments still due that were opened before `before` and never reminded. */
  dueUnreminded(before: number): Payment[] {
    return this.statements.dueSince.all(before).map(paymentOf);
  }

  /** The booking was cancelled before its clean was given: this share of what it paid goes back. */
  setCancelRefund(bookingId: string, percent: number) {
    this.statements.cancelRefund.run(percent, bookingId);
  }

  markReminded(bookingId: string) {
    this.statements.reminded.run(this.clock.now(), bookingId);
  }

  /** A page of the payments (in one state, or all), the failed first, then the due, then the rest by their last change; `before` is where the page starts. */
  page({ before, state, limit = 50 }: { before?: string | undefined; state?: PaymentState | undefined; limit?: number }): Page<Payment> {
    const offset = /^\d{1,9}$/.test(before ?? '') ? Number(before) : 0;
    const rows = this.statements.page.all({ state: state ?? null, limit: limit + 1, offset });
    const page = pageOf(rows, limit, () => String(offset + limit));
    return { ...page, rows: page.rows.map(paymentOf) };
  }

  /** Payments still due that were opened before `before`, reminded or not (an unpaid one-time clean's hold runs out). */
  dueOpenedBefore(before: number): Payment[] {
    return this.statements.dueOpenedBefore.all(before).map(paymentOf);
  }

  /** Raised by every change to a payment's state, what was taken or its subscription (one read). */
  revision(): number {
    return this.statements.revision.get()!.n;
  }

  /** Every payment, for the nightly check. */
  all(): Payment[] {
    return this.statements.all.all().map(paymentOf);
  }

  addSession(session: Omit<CheckoutSession, 'status' | 'paid' | 'duplicate' | 'paymentIntent' | 'subscriptionId'>) {
    this.statements.addSession.run({ ...session, chargedNow: session.chargedNow ? 1 : 0 });
  }

  session(id: string): CheckoutSession | undefined {
    return recordOf(this.statements.session.get(id), sessionOf);
  }

  sessionsOf(bookingId: string): CheckoutSession[] {
    return this.statements.sessionsOf.all(bookingId).map(sessionOf);
  }

  /** The booking's session still open for a while yet (a pay link opened again lands on it). */
  openSession(bookingId: string, at = this.clock.now()): CheckoutSession | undefined {
    return this.sessionsOf(bookingId).find((s) => s.status === 'open' && s.url !== null && s.expiresAt > at + 10 * 60_000);
  }

  /** A session completed (its payment's outcome so far, what it made at Stripe) or expired. */
  closeSession(
    id: string,
    status: 'complete' | 'expired',
    {
      paid = null,
      paymentIntent = null,
      subscriptionId = null,
      duplicate = false,
    }: Partial<Pick<CheckoutSession, 'paid' | 'paymentIntent' | 'subscriptionId' | 'duplicate'>> = {},
  ) {
    this.statements.closeSession.run({ id, status, paid, paymentIntent, subscriptionId, duplicate: duplicate ? 1 : 0 });
  }

  /** The session a subscription was made by (a booking's, or a second one paid by mistake). */
  sessionBySubscription(subscriptionId: string): CheckoutSession | undefined {
    return recordOf(this.statements.sessionBySubscription.get(subscriptionId), sessionOf);
  }

  invoice(id: string): InvoiceFact | undefined {
    return recordOf(this.statements.invoice.get(id), invoiceOf);
  }

  /** What Stripe says of an invoice; a declined one already paid stays paid. */
  invoiceFact(fact: InvoiceFact) {
    this.statements.invoiceFact.run({
      id: fact.id,
      subscription: fact.subscriptionId,
      created: fact.created,
      amount: fact.amountCents,
      state: fact.state,
      at: this.clock.now(),
    });
  }

  invoicesOf(subscriptionId: string): InvoiceFact[] {
    return this.statements.invoicesOf.all(subscriptionId).map(invoiceOf);
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

  problems(): PaymentProblem[] {
    return this.statements.problems.all().map((r) => ({ key: r.key, bookingId: r.booking_id, text: r.text, foundAt: r.found_at }));
  }

  /**
   * What one kind of check found (keys starting with `prefix`): kept with the time each was first
   * found; those of `prefix` not seen since `seenSince` (a whole check's start; by default now)
   * are gone. A check stopped midway passes 0: it clears nothing.
   */
  replaceProblems(prefix: string, found: { key: string; bookingId: string | null; text: string }[], seenSince = this.clock.now()) {
    const at = this.clock.now();
    this.transaction(() => {
      for (const problem of found) this.statements.addProblem.run(problem.key, problem.bookingId, problem.text, at, at);
      this.statements.clearProblems.run(seenSince, `${prefix}%`);
    });
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work).immediate();
  }
}
