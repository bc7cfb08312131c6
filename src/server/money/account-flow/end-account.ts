// An account ended by the owner with the notice its terms give: its last day is that many days
// ahead; each address keeps its visits up to it and gives up the rest; the billing contact is
// told once, with the last visit at each address. The last month's visits are still invoiced.
import type { AccountStore } from '../accounts/account-store.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { LocalDate } from '../../platform/clock/business-calendar.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';

export interface EndDeps {
  accounts: AccountStore;
  bookings: BookingStore;
  outbox: Outbox;
  mail: { customer: boolean };
}

/** The last day of service if an account were ended today. */
export const lastDayFromToday = (bookings: BookingStore, noticeDays: number): LocalDate =>
  bookings.dates.calendar.addDays(bookings.dates.today(), noticeDays);

/** Ends an account; false when it was not active. */
export function endAccount({ accounts, bookings, outbox, mail }: EndDeps, accountId: string, noticeDays: number): boolean {
  const lastDay = lastDayFromToday(bookings, noticeDays);
  const ended = accounts.transaction(() => {
    if (!accounts.end(accountId, lastDay)) return false;
    for (const site of accounts.sites(accountId)) bookings.endSite(site.bookingId, lastDay, 'owner');
    if (mail.customer) outbox.enqueue('customer-email', { kind: 'account-ended', id: accountId });
    return true;
  });
  if (ended) outbox.announceQueued();
  return ended;
}
