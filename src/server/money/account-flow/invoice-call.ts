// An account's invoice for a month, made at Stripe and sent for payment: its customer (made once
// per account), the invoice (collection by invoice, due so many days after it is sent, payable by
// card or bank transfer), its lines (added in one call, so they are all there or none), then
// finalized and sent. Each step carries an idempotency key made from our invoice's id, and each
// step looks first at what Stripe already holds (the invoice kept here, its total, its status),
// so a crash or a retry at any point makes one invoice with its lines once. Stripe then e-mails
// its page; its link also goes to the billing contact from here once Stripe says it is open.
import type Stripe from 'stripe';
import type { SettingsSource } from '../../platform/settings/business-settings.ts';
import type { InvoiceStore } from '../accounts/account-invoices.ts';
import type { AccountStore } from '../accounts/account-store.ts';
import type { LeadStore } from '../../customers/leads/lead-store.ts';
import type { Deliver, Outcome } from '../../platform/outbox/relay.ts';
import { invoiceAtStripe } from './invoice-facts.ts';
import { DONE, outcomeOf, refused } from '../payments/stripe-sender.ts';

export interface InvoiceCallDeps {
  invoices: InvoiceStore;
  accounts: AccountStore;
  leads: LeadStore;
  /** The business's settings, read at each call: its payment days as they are when the invoice is made. */
  settings: Pick<SettingsSource, 'current'>;
}

/** Makes, fills and sends one of our invoices at Stripe. */
export async function makeInvoice(
  stripe: Stripe,
  { invoices, accounts, leads, settings }: InvoiceCallDeps,
  invoiceId: string,
): Promise<Outcome> {
  const invoice = invoices.get(invoiceId);
  if (!invoice) return refused(`no such invoice: ${invoiceId}`);
  if (invoice.state !== 'pending') return DONE;
  const account = accounts.get(invoice.accountId);
  const contact = account && leads.get(account.leadId);
  if (!account || !contact) return refused(`no account for invoice ${invoiceId}`);
  const key = `account-invoice:${invoice.id}`;
  let customer = account.stripeCustomer;
  if (!customer) {
    const made = await stripe.customers.create(
      {
        name: account.business,
        email: contact.lead.email,
        phone: contact.mobileE164 ?? undefined,
        preferred_locales: [contact.language],
        metadata: { account_id: account.id },
      },
      { idempotencyKey: `account-customer:${account.id}` },
    );
    accounts.setStripeCustomer(account.id, made.id);
    customer = made.id;
  }
  let atStripe = invoice.stripeInvoice
    ? await stripe.invoices.retrieve(invoice.stripeInvoice)
    : await stripe.invoices.create(
        {
          customer,
          collection_method: 'send_invoice',
          days_until_due: settings.current().commercial.paymentDays,
          auto_advance: false,
          currency: 'usd',
          description: `Cleaning visits, ${invoice.month}`,
          pending_invoice_items_behavior: 'exclude',
          payment_settings: { payment_method_types: ['card', 'us_bank_account'] },
          metadata: { account_id: account.id, month: invoice.month, invoice_id: invoice.id },
        },
        { idempotencyKey: key },
      );
  invoices.madeAtStripe(invoice.id, atStripe.id);
  if (atStripe.status === 'draft' && atStripe.total !== invoice.totalCents)
    atStripe = await stripe.invoices.addLines(
      atStripe.id,
      { lines: invoice.lines.map((line) => ({ amount: line.cents, description: line.description })) },
      { idempotencyKey: `${key}:lines` },
    );
  if (atStripe.status === 'draft')
    atStripe = await stripe.invoices.finalizeInvoice(atStripe.id, { auto_advance: false }, { idempotencyKey: `${key}:finalize` });
  if (atStripe.status === 'open') atStripe = await stripe.invoices.sendInvoice(atStripe.id, {}, { idempotencyKey: `${key}:send` });
  invoices.fromStripe(invoiceAtStripe(atStripe));
  return DONE;
}

/** The outbox's sender for the accounts' invoices (the 'account-invoice' calls on the Stripe channel). */
export const invoiceSender =
  (stripe: Stripe, deps: InvoiceCallDeps): Deliver =>
  async ({ subject }) => {
    try {
      return await makeInvoice(stripe, deps, subject.id);
    } catch (error) {
      return outcomeOf(error);
    }
  };
