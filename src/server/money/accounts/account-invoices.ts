// Each account's invoice for a month, made once: the month's run is claimed in the same
// transaction that writes its invoices and queues their calls to Stripe, so a crash or a restart
// bills nobody twice. Its state then follows Stripe's own (paid, void, uncollectible), never
// going back; overdue is open past its due date, with a reminder at each step the terms name.
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { pairId } from '../../platform/outbox/subject-ids.ts';
import type { AccountInvoice, InvoiceLine, InvoiceState } from './account-types.ts';
import { recordOf } from '../../platform/db/record-of.ts';

interface Row {
  id: string;
  account_id: string;
  month: string;
  state: InvoiceState;
  lines: string;
  total_cents: number;
  paid_cents: number;
  stripe_invoice: string | null;
  number: string | null;
  hosted_url: string | null;
  due_at: number | null;
  reminders: number;
  created_at: number;
  updated_at: number;
}

const invoiceOf = (row: Row): AccountInvoice => ({
  id: row.id,
  accountId: row.account_id,
  month: row.month,
  state: row.state,
  lines: JSON.parse(row.lines) as InvoiceLine[],
  totalCents: row.total_cents,
  paidCents: row.paid_cents,
  stripeInvoice: row.stripe_invoice,
  number: row.number,
  hostedUrl: row.hosted_url,
  dueAt: row.due_at,
  reminders: row.reminders,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** How far an invoice has come: a state is never replaced by one before it (an event late or twice changes nothing). */
const RANK: Record<InvoiceState, number> = { pending: 0, open: 1, uncollectible: 2, paid: 3, void: 3 };

/** An overdue reminder's subject: the invoice and how many days past due it speaks of. */
export const OVERDUE_ID = pairId('invoiceId', 'days');

/** What Stripe says of one of our invoices (its event's object, or the nightly listing's). */
export interface InvoiceAtStripe {
  id: string;
  status: string | null;
  amountPaid: number;
  number: string | null;
  hostedUrl: string | null;
  dueAt: number | null;
}

export class InvoiceStore {
  private readonly statements;

  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    /** Which ways out are on: Stripe (the invoice is made there) and the customer's e-mail (its link, the reminders). */
    private readonly ways: { stripe: boolean; customerEmail: boolean },
  ) {
    this.statements = {
      claim: db.prepare<[string, number]>('INSERT INTO account_billing_runs (month, at) VALUES (?, ?) ON CONFLICT DO NOTHING'),
      add: db.prepare<{ id: string; account: string; month: string; lines: string; total: number; at: number }>(
        `INSERT INTO account_invoices (id, account_id, month, state, lines, total_cents, created_at, updated_at)
         VALUES (@id, @account, @month, 'pending', @lines, @total, @at, @at) ON CONFLICT (account_id, month) DO NOTHING`,
      ),
      byId: db.prepare<[string], Row>('SELECT * FROM account_invoices WHERE id = ?'),
      openTotal: db.prepare<[], { cents: number; n: number }>(
        `SELECT coalesce(sum(total_cents - paid_cents), 0) AS cents, count(*) AS n FROM account_invoices WHERE state = 'open'`,
      ),
      billVisit: db.prepare<[string, string]>('INSERT INTO invoiced_visits (visit_id, invoice_id) VALUES (?, ?) ON CONFLICT DO NOTHING'),
      billedOf: db.prepare<[string], { visit_id: string }>(
        'SELECT i.visit_id FROM invoiced_visits i JOIN visits v ON v.id = i.visit_id WHERE v.booking_id = ?',
      ),
      byStripe: db.prepare<[string], Row>('SELECT * FROM account_invoices WHERE stripe_invoice = ?'),
      ofAccount: db.prepare<[string, number], Row>('SELECT * FROM account_invoices WHERE account_id = ? ORDER BY month DESC LIMIT ?'),
      madeAtStripe: db.prepare<[string, number, string]>(
        'UPDATE account_invoices SET stripe_invoice = coalesce(stripe_invoice, ?), updated_at = ? WHERE id = ?',
      ),
      set: db.prepare<{
        id: string;
        state: InvoiceState;
        paid: number;
        number: string | null;
        url: string | null;
        due: number | null;
        at: number;
      }>(
        `UPDATE account_invoices SET state = @state, paid_cents = max(paid_cents, @paid), number = coalesce(@number, number),
           hosted_url = coalesce(@url, hosted_url), due_at = coalesce(@due, due_at), updated_at = @at WHERE id = @id`,
      ),
      overdue: db.prepare<[number, number], Row>(
        "SELECT * FROM account_invoices WHERE state = 'open' AND due_at < ? ORDER BY due_at LIMIT ?",
      ),
      overdueCount: db.prepare<[number], { n: number; cents: number | null }>(
        "SELECT count(*) AS n, sum(total_cents - paid_cents) AS cents FROM account_invoices WHERE state = 'open' AND due_at < ?",
      ),
      /** Open and due at or before a moment: the reminders' candidates. */
      dueBy: db.prepare<[number, number], Row>(
        "SELECT * FROM account_invoices WHERE state = 'open' AND due_at <= ? ORDER BY due_at LIMIT ?",
      ),
      reminded: db.prepare<[number, string]>('UPDATE account_invoices SET reminders = ? WHERE id = ?'),
      recent: db.prepare<[number], Row>("SELECT * FROM account_invoices WHERE state != 'pending' ORDER BY updated_at DESC LIMIT ?"),
    };
  }

  /** Claims a month's run (inside the transaction that writes its invoices): false when it ran before. */
  claimMonth(month: string): boolean {
    return this.statements.claim.run(month, this.clock.now()).changes > 0;
  }

  /**
   * An account's invoice for a month, the visits it bills kept with it (never billed again), and
   * its call to Stripe queued (inside the run's transaction); once per account and month.
   */
  add({
    accountId,
    month,
    lines,
    totalCents,
    visitIds = [],
  }: {
    accountId: string;
    month: string;
    lines: InvoiceLine[];
    totalCents: number;
    /** The visits it bills (none for an invoice made by hand). */
    visitIds?: string[];
  }) {
    const id = randomUUID();
    const { changes } = this.statements.add.run({
      id,
      account: accountId,
      month,
      lines: JSON.stringify(lines),
      total: totalCents,
      at: this.clock.now(),
    });
    if (!changes) return false;
    for (const visitId of visitIds) this.statements.billVisit.run(visitId, id);
    if (this.ways.stripe) this.outbox.enqueue('stripe', { kind: 'account-invoice', id });
    return true;
  }

  /** What the accounts' open invoices still owe, in cents, and how many they are. */
  openTotal(): { cents: number; count: number } {
    const { cents, n } = this.statements.openTotal.get()!;
    return { cents, count: n };
  }

  /** The visits of a booking (an account's address) some invoice has billed. */
  billedOf(bookingId: string): Set<string> {
    return new Set(this.statements.billedOf.all(bookingId).map((row) => row.visit_id));
  }

  get(id: string): AccountInvoice | undefined {
    return recordOf(this.statements.byId.get(id), invoiceOf);
  }

  byStripe(stripeInvoice: string): AccountInvoice | undefined {
    return recordOf(this.statements.byStripe.get(stripeInvoice), invoiceOf);
  }

  /** An account's invoices, the latest month first. */
  ofAccount(accountId: string, limit = 24): AccountInvoice[] {
    return this.statements.ofAccount.all(accountId, limit).map(invoiceOf);
  }

  /** The invoice Stripe made for ours (kept once: a retry's answer names the same one). */
  madeAtStripe(id: string, stripeInvoice: string) {
    this.statements.madeAtStripe.run(stripeInvoice, this.clock.now(), id);
  }

  /**
   * What Stripe says of an invoice, written down when it moves it forward: sent (open, its link
   * and due date), then paid, void or uncollectible. Sent for the first time, its link goes to
   * the billing contact. Undefined when the invoice is not one of ours; else whether anything changed.
   */
  fromStripe(at: InvoiceAtStripe): boolean | undefined {
    const invoice = this.byStripe(at.id);
    if (!invoice) return undefined;
    const state = stateOf(at.status);
    const forward = state !== undefined && (RANK[state] > RANK[invoice.state] || (state === 'paid' && invoice.state === 'uncollectible'));
    const next = forward ? state : invoice.state;
    if (!forward && at.amountPaid <= invoice.paidCents && (invoice.hostedUrl || !at.hostedUrl)) return false;
    this.statements.set.run({
      id: invoice.id,
      state: next,
      paid: at.amountPaid,
      number: at.number,
      url: at.hostedUrl,
      due: at.dueAt,
      at: this.clock.now(),
    });
    if (invoice.state === 'pending' && next !== 'pending' && this.ways.customerEmail) {
      this.outbox.enqueue('customer-email', { kind: 'invoice-sent', id: invoice.id });
      this.outbox.announceQueued();
    }
    return true;
  }

  /** The invoices Stripe has (sent, paid, voided), the latest change first: at most `limit`. */
  recent(limit = 20): AccountInvoice[] {
    return this.statements.recent.all(limit).map(invoiceOf);
  }

  /** Open invoices past their due date, the longest overdue first (at most `limit`), and how many and how much in all. */
  overdue(limit = 50): { invoices: AccountInvoice[]; count: number; cents: number } {
    const now = this.clock.now();
    const { n, cents } = this.statements.overdueCount.get(now)!;
    return { invoices: this.statements.overdue.all(now, limit).map(invoiceOf), count: n, cents: cents ?? 0 };
  }

  /**
   * The reminders of overdue invoices whose day has come (each step of `days` past due once; an
   * invoice that passed two steps while nobody looked gets the later one). Queued here.
   */
  remindOverdue(days: readonly number[]): number {
    const now = this.clock.now();
    const dayMs = 24 * 3600_000;
    const queued = this.db
      .transaction(() => {
        let count = 0;
        for (const row of this.statements.dueBy.all(now - days[0]! * dayMs, 500)) {
          const passed = days.filter((d) => row.due_at! + d * dayMs <= now).length;
          if (passed <= row.reminders) continue;
          this.statements.reminded.run(passed, row.id);
          if (!this.ways.customerEmail) continue;
          const subject = {
            kind: 'invoice-overdue',
            id: OVERDUE_ID.encode({ invoiceId: row.id, days: String(days[passed - 1]) }),
          } as const;
          count += this.outbox.enqueue('customer-email', subject) ? 1 : 0;
        }
        return count;
      })
      .immediate();
    if (queued) this.outbox.announceQueued();
    return queued;
  }
}

/** Our state for Stripe's invoice status (a draft is still ours to finish: pending). */
function stateOf(status: string | null): InvoiceState | undefined {
  if (status === 'open' || status === 'paid' || status === 'void' || status === 'uncollectible') return status;
  if (status === 'draft') return 'pending';
  return undefined;
}
