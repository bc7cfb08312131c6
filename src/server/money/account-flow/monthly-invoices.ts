// On the first of each month (in the business's time zone, from 06:00, so the crew's marks of the
// month's last day are in), each account that had service gets one invoice for the visits given
// that month: a line per visit with its address and date, or, past the terms' number of lines,
// one line per address with its count. A visit the crew came to and could not clean is billed
// only when the terms say so. The month's run is claimed in the transaction that writes its
// invoices and queues their calls to Stripe: once per account and month, whatever restarts.
import { isMissed } from '../../../common/visit-states.ts';
import { money$ } from '../../../common/proposals.ts';
import type { CommercialRules } from '../../../common/site-config.schema.ts';
import type { InvoiceStore } from '../accounts/account-invoices.ts';
import type { AccountStore } from '../accounts/account-store.ts';
import type { InvoiceLine } from '../accounts/account-types.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { Visit } from '../../customers/bookings/booking-types.ts';
import type { LocalDate } from '../../platform/clock/business-calendar.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';

export interface BillingDeps {
  accounts: AccountStore;
  invoices: InvoiceStore;
  bookings: BookingStore;
  outbox: Outbox;
  rules: Pick<CommercialRules, 'billMissedVisits' | 'linesPerVisitUpTo'>;
}

/** The local hour of the 1st from which last month is billed. */
export const BILLING_HOUR = 6;

const MISSED_WORDS = { 'not-out': 'cans not out', 'no-access': 'no access' } as const;

/** The month before the one a date is in ('2026-12-03' → '2026-11'). */
export function monthBefore(date: LocalDate): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** An account's lines for a month: each visit given (or, past the limit, each address with its count), and the total. */
export function invoiceLines(
  { accounts, bookings, rules }: Omit<BillingDeps, 'invoices' | 'outbox'>,
  accountId: string,
  month: string,
): { lines: InvoiceLine[]; totalCents: number } {
  const billed = (visit: Visit) =>
    visit.date.startsWith(`${month}-`) && (visit.state === 'done' || (rules.billMissedVisits && isMissed(visit.state)));
  const sites = accounts.sites(accountId).flatMap((site) => {
    const booking = bookings.get(site.bookingId);
    if (!booking) return [];
    const visits = bookings.visits(booking.id).filter(billed);
    const where = `${booking.customer.street}, ${booking.customer.zip}`;
    const perVisit = booking.cans * site.centsPerCart;
    const carts = `${booking.cans} ${booking.cans === 1 ? 'cart' : 'carts'} at ${money$(site.centsPerCart)}`;
    return visits.length ? [{ where, visits, perVisit, carts }] : [];
  });
  const count = sites.reduce((sum, site) => sum + site.visits.length, 0);
  const { calendar } = bookings.dates;
  const lines: InvoiceLine[] =
    count <= rules.linesPerVisitUpTo
      ? sites.flatMap(({ where, visits, perVisit, carts }) =>
          visits.map((visit) => ({
            description: `${where}: ${calendar.shortWords(visit.date)}, ${carts}${isMissed(visit.state) ? ` (${MISSED_WORDS[visit.state]})` : ''}`,
            cents: perVisit,
          })),
        )
      : sites.map(({ where, visits, perVisit, carts }) => ({
          description: `${where}: ${visits.length} ${visits.length === 1 ? 'visit' : 'visits'}, ${carts}`,
          cents: perVisit * visits.length,
        }));
  return { lines, totalCents: lines.reduce((sum, line) => sum + line.cents, 0) };
}

/**
 * Last month's invoices, when their time has come and they were not made before: one per account
 * with visits given. Returns how many were made (0 also when the month was billed already).
 */
export function billLastMonth(deps: BillingDeps): number {
  const { accounts, invoices, bookings } = deps;
  const { calendar } = bookings.dates;
  const now = bookings.clock.now();
  const today = calendar.dateOf(now);
  if (today.endsWith('-01') && calendar.hourOf(now) < BILLING_HOUR) return 0;
  const month = monthBefore(today);
  const made = accounts.transaction(() => {
    if (!invoices.claimMonth(month)) return 0;
    const until = calendar.instantAt(`${today.slice(0, 7)}-01`);
    let count = 0;
    for (const account of accounts.inMonth(`${month}-01`, until)) {
      const { lines, totalCents } = invoiceLines(deps, account.id, month);
      if (lines.length && invoices.add({ accountId: account.id, month, lines, totalCents })) count++;
    }
    return count;
  });
  if (made) deps.outbox.announceQueued();
  return made;
}
