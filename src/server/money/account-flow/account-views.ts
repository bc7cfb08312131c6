// A commercial account as the owner's inbox shows it: in the list (its addresses, carts and what
// is overdue), and whole (each address with its schedule, price, next visit and visits given; its
// invoices; the signature that made it; its versions), and an invoice as Payments lists it.
import type { AccountDetail, AccountInvoiceRow, AccountSummary } from '../../../common/owner-accounts.ts';
import { PROPOSAL_COPY } from '../../../common/copy/proposal-copy.ts';
import { frequencyOf, money$, sitePerVisit } from '../../../common/proposals.ts';
import type { SettingsSource } from '../../platform/settings/business-settings.ts';
import { lastDayFromToday } from './end-account.ts';
import type { InvoiceStore } from '../accounts/account-invoices.ts';
import type { AccountStore } from '../accounts/account-store.ts';
import type { Account, AccountInvoice } from '../accounts/account-types.ts';
import type { ProposalStore } from '../accounts/proposal-store.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { LeadStore } from '../../customers/leads/lead-store.ts';

export interface AccountViewDeps {
  proposals: ProposalStore;
  accounts: AccountStore;
  invoices: InvoiceStore;
  bookings: BookingStore;
  leads: LeadStore;
  /** The business's settings, read at each answer (the notice an end would give). */
  settings: Pick<SettingsSource, 'current'>;
}

/** An invoice as the owner reads it: overdue when open past its due date. */
export function invoiceRow(
  { accounts, bookings }: Pick<AccountViewDeps, 'accounts' | 'bookings'>,
  invoice: AccountInvoice,
  business?: string,
): AccountInvoiceRow {
  const { calendar } = bookings.dates;
  return {
    id: invoice.id,
    accountId: invoice.accountId,
    business: business ?? accounts.get(invoice.accountId)?.business ?? '',
    month: calendar.monthWords(invoice.month),
    number: invoice.number,
    state: invoice.state === 'open' && invoice.dueAt !== null && invoice.dueAt < bookings.clock.now() ? 'overdue' : invoice.state,
    total: money$(invoice.totalCents),
    paid: money$(invoice.paidCents),
    due: invoice.dueAt === null ? null : calendar.recordWords(calendar.dateOf(invoice.dueAt)),
    url: invoice.hostedUrl,
    lines: invoice.lines.length,
  };
}

/** The accounts of a page, each with its addresses, carts, and what it owes past due (`owed`, in cents by account). */
export function accountSummary(
  { accounts, bookings }: Pick<AccountViewDeps, 'accounts' | 'bookings'>,
  account: Account,
  owed: number | undefined,
): AccountSummary {
  const sites = accounts.sites(account.id).flatMap((site) => bookings.get(site.bookingId) ?? []);
  return {
    id: account.id,
    business: account.business,
    status: account.status,
    endsOn: account.endsOn && bookings.dates.words(account.endsOn),
    addresses: sites.length,
    carts: sites.reduce((sum, booking) => sum + booking.cans, 0),
    overdue: owed ? money$(owed) : null,
    createdAt: account.createdAt,
  };
}

/** Each address of an account as its page lists it. */
function siteRows({ accounts, bookings }: Pick<AccountViewDeps, 'accounts' | 'bookings'>, accountId: string): AccountDetail['sites'] {
  const { dates } = bookings;
  const w = PROPOSAL_COPY.en;
  return accounts.sites(accountId).flatMap((site) => {
    const booking = bookings.get(site.bookingId);
    if (!booking) return [];
    const next = bookings.nextVisits(booking, 1)[0];
    const frequency = frequencyOf(booking.intervalDays ?? 0) ?? 'monthly';
    return [
      {
        id: site.id,
        bookingId: booking.id,
        reference: booking.reference,
        street: booking.customer.street,
        zip: booking.customer.zip,
        carts: booking.cans,
        schedule: `${w.days[dates.serviceDayFor(booking.pickupDay)]}, ${w.frequencies[frequency]}`,
        perCart: money$(site.centsPerCart),
        perVisit: money$(sitePerVisit({ carts: booking.cans, centsPerCart: site.centsPerCart })),
        nextVisit: next ? dates.words(next.date) : null,
        given: bookings.visits(booking.id).filter((v) => v.state === 'done').length,
        status: booking.status,
      },
    ];
  });
}

export function accountDetail(deps: AccountViewDeps, id: string): AccountDetail | undefined {
  const { proposals, accounts, invoices, bookings, leads, settings } = deps;
  const account = accounts.get(id);
  const lead = account && leads.get(account.leadId);
  if (!account || !lead) return undefined;
  const versions = proposals.versions(account.family);
  const signed = versions.find((p) => p.acceptance);
  return {
    id: account.id,
    business: account.business,
    status: account.status,
    endsOn: account.endsOn && bookings.dates.words(account.endsOn),
    contact: { name: lead.lead.full_name, email: lead.lead.email, mobile: lead.lead.mobile },
    sites: siteRows(deps, account.id),
    invoices: invoices.ofAccount(account.id).map((invoice) => invoiceRow(deps, invoice, account.business)),
    acceptance:
      signed?.acceptance && signed.fingerprint
        ? { proposalId: signed.id, version: signed.version, fingerprint: signed.fingerprint, ...signed.acceptance }
        : null,
    proposals: versions.map(({ id: pid, version, state, sentAt }) => ({ id: pid, version, state, sentAt })),
    endWouldBe: bookings.dates.words(lastDayFromToday(bookings, settings.current().commercial.noticeDays)),
  };
}
