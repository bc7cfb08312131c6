// A commercial account's messages: its end with notice (the last visit at each address), each
// month's invoice made at Stripe (a call, no message), its link sent to the billing contact, and
// the reminders of an invoice overdue.
import { formatPhone } from '../../../common/phone.ts';
import { money$ } from '../../../common/proposals.ts';
import { ACCOUNT_EMAIL_WORDS } from '../accounts/account-email-words.ts';
import { OVERDUE_ID } from '../accounts/account-invoices.ts';
import type { AccountInvoice } from '../accounts/account-types.ts';
import { headerLine } from '../../platform/outbox/email-message.ts';
import { defineNotice, plainId, type NoticeContext } from '../../platform/outbox/notice.ts';
import type { AccountStore } from '../accounts/account-store.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { InvoiceStore } from '../accounts/account-invoices.ts';
import type { LeadStore } from '../../customers/leads/lead-store.ts';

/** The records this notice reads. */
type Reads = { accounts: AccountStore; leads: LeadStore; bookings: BookingStore; invoices: InvoiceStore };

const lines = (parts: string[]) => parts.join('\n');

/** An account's billing contact (its customer record) and the language they read. */
function contactOf(accountId: string, ctx: NoticeContext<Reads>) {
  const account = ctx.stores.accounts.get(accountId);
  const lead = account && ctx.stores.leads.get(account.leadId);
  return account && lead && { account, name: lead.lead.full_name, email: lead.lead.email, language: lead.language };
}

export const accountEndedNotice = defineNotice<string, Reads>({
  kind: 'account-ended',
  id: plainId,
  customerEmail: (accountId, _token, ctx) => {
    const found = contactOf(accountId, ctx);
    if (!found?.account.endsOn) return undefined;
    const { account, name, email, language } = found;
    const w = ACCOUNT_EMAIL_WORDS[language];
    const { bookings } = ctx.stores;
    const last = ctx.stores.accounts.sites(accountId).flatMap((site) => {
      const booking = bookings.get(site.bookingId);
      const visit =
        booking &&
        bookings
          .visits(booking.id)
          .filter((v) => v.state === 'scheduled' && v.date <= account.endsOn!)
          .at(-1);
      return booking && visit ? [w.ended.lastVisit(booking.customer.street, bookings.dates.words(visit.date, language))] : [];
    });
    return {
      to: [email],
      subject: headerLine(w.ended.subject(account.business, ctx.business().brandName)),
      text: lines([
        w.hi(name),
        '',
        w.ended.intro(bookings.dates.calendar.recordWords(account.endsOn!, language)),
        '',
        w.ended.last,
        ...last,
        '',
        w.ended.invoice,
        '',
        w.questions(formatPhone(ctx.business().phone)),
      ]),
    };
  },
});

/** An account's invoice for a month, made, filled and sent at Stripe (account-flow/invoice-call.ts makes the calls). */
export const accountInvoiceCall = defineNotice<string, Reads>({ kind: 'account-invoice', id: plainId });

/** An invoice sent for payment, with what a message about it says: its number, total, due date and link. */
function invoiceFacts(invoiceId: string, ctx: NoticeContext<Reads>) {
  const invoice = ctx.stores.invoices.get(invoiceId);
  const found = invoice && contactOf(invoice.accountId, ctx);
  if (!invoice || !found || !invoice.hostedUrl) return undefined;
  const { calendar } = ctx.stores.bookings.dates;
  const due = invoice.dueAt === null ? '' : calendar.recordWords(calendar.dateOf(invoice.dueAt), found.language);
  return { invoice, ...found, url: invoice.hostedUrl, number: invoice.number ?? invoice.month, total: money$(invoice.totalCents), due };
}

const stillOpen = (invoice: AccountInvoice) => invoice.state === 'open';

export const invoiceSentNotice = defineNotice<string, Reads>({
  kind: 'invoice-sent',
  id: plainId,
  customerEmail: (invoiceId, _token, ctx) => {
    const facts = invoiceFacts(invoiceId, ctx);
    if (!facts) return undefined;
    const { invoice, name, email, language, url, number, total, due } = facts;
    const w = ACCOUNT_EMAIL_WORDS[language];
    const month = ctx.stores.bookings.dates.calendar.monthWords(invoice.month, language);
    return {
      to: [email],
      subject: headerLine(w.invoice.subject(number, total, ctx.business().brandName)),
      text: lines([
        w.hi(name),
        '',
        w.invoice.intro(month, total, due),
        '',
        w.invoice.pay(url),
        '',
        w.invoice.lines,
        ...invoice.lines.map((line) => `- ${line.description}: ${money$(line.cents)}`),
        '',
        w.questions(formatPhone(ctx.business().phone)),
      ]),
    };
  },
});

export const invoiceOverdueNotice = defineNotice<{ invoiceId: string; days: string }, Reads>({
  kind: 'invoice-overdue',
  id: OVERDUE_ID,
  customerEmail: ({ invoiceId, days }, _token, ctx) => {
    const facts = invoiceFacts(invoiceId, ctx);
    if (!facts) return undefined;
    // Paid (or voided) before its turn came: nothing to remind of.
    if (!stillOpen(facts.invoice)) return 'superseded';
    const { name, email, language, url, number, total, due } = facts;
    const w = ACCOUNT_EMAIL_WORDS[language];
    return {
      to: [email],
      subject: headerLine(w.overdue.subject(number, Number(days))),
      text: lines([
        w.hi(name),
        '',
        w.overdue.intro(number, total, due),
        '',
        w.overdue.pay(url),
        '',
        w.overdue.already,
        '',
        w.questions(formatPhone(ctx.business().phone)),
      ]),
    };
  },
});
