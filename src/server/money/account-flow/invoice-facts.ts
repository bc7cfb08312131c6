// What Stripe says of an account's invoice, whichever way it came (an event, the answer to our
// call, the nightly listing), read the same way: its status, what was paid, its number, its page
// and its due date. Stripe's own status decides, so an event late or twice changes nothing.
import type Stripe from 'stripe';
import type { InvoiceAtStripe, InvoiceStore } from '../accounts/account-invoices.ts';
import type { PayableInvoice } from '../payments/stripe-types.ts';

export const invoiceAtStripe = (invoice: PayableInvoice): InvoiceAtStripe => ({
  id: invoice.id,
  status: invoice.status,
  amountPaid: invoice.amount_paid,
  number: invoice.number,
  hostedUrl: invoice.hosted_invoice_url ?? null,
  dueAt: invoice.due_date === null ? null : invoice.due_date * 1000,
});

/** The invoice events that tell where an account's invoice stands. */
const INVOICE_EVENTS = new Set<Stripe.Event['type']>([
  'invoice.finalized',
  'invoice.sent',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.overdue',
  'invoice.voided',
  'invoice.marked_uncollectible',
]);

/**
 * An event about one of the accounts' invoices, written down; false when the event is about no
 * invoice of an account (a membership's, or another kind), which the payments follow instead.
 */
export function accountInvoiceEvent(invoices: InvoiceStore, event: Stripe.Event): boolean {
  if (!INVOICE_EVENTS.has(event.type)) return false;
  const invoice = event.data.object as PayableInvoice;
  return invoices.fromStripe(invoiceAtStripe(invoice)) !== undefined;
}

/** The nightly check's hand for the accounts' invoices: each written down as its event would be (undefined: not an account's). */
export const accountInvoiceOf = (invoices: InvoiceStore) => (invoice: PayableInvoice) => invoices.fromStripe(invoiceAtStripe(invoice));
