// On the first of each month (in the business's time zone, from 06:00, so the crew's marks of the
// month's last day are in), each account that had service gets one invoice for the visits given
// up to the month's end and not billed before: that month's, and any of an earlier month marked
// after its invoice was made (the crew may mark a few days late), named as such. A line per visit
// with its address and date, or, past the terms' number of lines, one line per address with its
// count. A visit the crew came to and could not clean is billed only when the terms say so. Each
// visit billed is kept with its invoice, so none is billed twice. The month's run is claimed in
// the transaction that writes its invoices and queues their calls to Stripe: once per account and
// month, whatever restarts.
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

/** An account's lines for a month: each visit given up to its end and not billed before (or, past the limit, each address with its count), and the total. */
export function invoiceLines(
  { accounts, bookings, invoices, rules }: Omit<BillingDeps, 'outbox'>,
  accountId: string,
  month: string,
): { lines: InvoiceLine[]; totalCents: number; visitIds: string[] } {
  const billable = (visit: Visit) =>
    visit.date <= `${month}-31` && (visit.state === 'done' || (rules.billMissedVisits && isMissed(visit.state)));
  const sites = accounts.sites(accountId).flatMap((site) => {
    const booking = bookings.get(site.bookingId);
    if (!booking) return [];
    const billed = invoices.billedOf(booking.id);
    const visits = bookings.visits(booking.id).filter((visit) => billable(visit) && !billed.has(visit.id));
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
            description: `${where}: ${calendar.shortWords(visit.date)}, ${carts}${notes(visit)}`,
            cents: perVisit,
          })),
        )
      : sites.map(({ where, visits, perVisit, carts }) => ({
          description: `${where}: ${visits.length} ${visits.length === 1 ? 'visit' : 'visits'}, ${carts}`,
          cents: perVisit * visits.length,
        }));
  return {
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.cents, 0),
    visitIds: sites.flatMap((site) => site.visits.map((v) => v.id)),
  };

  /** What a visit's line says besides its date: missed, and marked after its own month's invoice. */
  function notes(visit: Visit) {
    const missed = isMissed(visit.state) ? ` (${MISSED_WORDS[visit.state]})` : '';
    const late = visit.date.startsWith(`${month}-`) ? '' : ` (marked after ${calendar.monthWords(visit.date.slice(0, 7))}'s invoice)`;
    return missed + late;
  }
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
      const { lines, totalCents, visitIds } = invoiceLines(deps, account.id, month);
      if (lines.length && invoices.add({ accountId: account.id, month, lines, totalCents, visitIds })) count++;
    }
    return count;
  });
  if (made) deps.outbox.announceQueued();
  return made;
}
