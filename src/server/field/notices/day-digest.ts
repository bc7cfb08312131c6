// The owner's list for a service day, the evening before: the day's route (by truck, with trucks), how the last service
// day went, days off that still have visits, the payments the nightly check could not explain,
// the threads waiting for an answer, the texts that did not arrive, and the accounts' invoices overdue.
import { DAY_OFF_NOTICE_DAYS, dayDigestEmail } from '../crew-flow/day-digest-email.ts';
import { dayRoute } from '../crew-flow/day-route.ts';
import { defineNotice, plainId } from '../../platform/outbox/notice.ts';
import { money$ } from '../../../common/proposals.ts';
import type { AccountStore } from '../../money/accounts/account-store.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { InvoiceStore } from '../../money/accounts/account-invoices.ts';
import type { PaymentStore } from '../../money/payments/payment-store.ts';
import type { StopStore } from '../stops/stop-store.ts';
import type { DayPlans } from '../day-plan/day-plans.ts';
import type { ThreadReads } from '../../conversations/texts/thread-reads.ts';

/** The records this notice reads. */
type Reads = {
  bookings: BookingStore;
  payments: PaymentStore;
  threadReads: ThreadReads;
  invoices: InvoiceStore;
  accounts: AccountStore;
  stops: StopStore;
  dayPlans: DayPlans;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The accounts' invoices open past their due date, the longest overdue first (at most 20, then how many more). */
function overdueLines({ invoices, accounts, bookings }: Reads): string[] {
  const { calendar } = bookings.dates;
  const { invoices: rows, count } = invoices.overdue(20);
  const lines = rows.map((invoice) => {
    const due = invoice.dueAt === null ? '' : `, due ${calendar.recordWords(calendar.dateOf(invoice.dueAt))}`;
    const what = `invoice ${invoice.number ?? invoice.month} (${calendar.monthWords(invoice.month)})`;
    return `${accounts.get(invoice.accountId)?.business ?? 'An account'}: ${what}, ${money$(invoice.totalCents - invoice.paidCents)}${due}`;
  });
  return count > rows.length ? [...lines, `and ${count - rows.length} more`] : lines;
}

export const dayDigestNotice = defineNotice<string, Reads>({
  kind: 'day-digest',
  id: plainId,
  ownerEmail: (date, { stores }) => {
    const { bookings, payments } = stores;
    const { dates } = bookings;
    // How the last service day before it went (today's, on the evening before tomorrow).
    const dayBefore = dates.calendar.addDays(date, -1);
    const last = dates.serviceDayFrom(dayBefore < dates.today() ? dayBefore : dates.today(), -1);
    const lastDay = { date: last, visits: bookings.route(last) };
    const problems = payments.problems().map((p) => p.text);
    // Texts that did not arrive in the day before the list (it goes once each evening).
    const now = dates.clock.now();
    const undelivered = stores.threadReads.problems(now - DAY_MS, now).map((t) => ({
      phone: t.phone,
      name: stores.threadReads.thread(t.phone)?.customer?.name ?? null,
      problem: t.problem,
    }));
    const texts = { awaiting: stores.threadReads.awaiting(), undelivered };
    // With trucks, the day by truck (its plan made now if it was not yet: the evening before).
    const byTruck = stores.dayPlans.routes(date);
    const trucks = byTruck?.map((d) => ({ name: d.truck.name, visits: d.stops, cans: d.cans, roomCans: d.truck.roomCans }));
    const visits = byTruck ? byTruck.flatMap((d) => d.stops) : dayRoute(stores, date);
    return dayDigestEmail(date, visits, dates, bookings.plans(), bookings.daysOffWithVisits(DAY_OFF_NOTICE_DAYS), lastDay, {
      payments: problems,
      texts,
      overdue: overdueLines(stores),
      ...(trucks ? { trucks } : {}),
    });
  },
});
