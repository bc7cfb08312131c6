// What the scheduler does each minute (and at start, so what the server missed while down is
// caught up), one function so the scale bench times the very same work: memberships' visits
// written ahead, expired holds and drafts dropped, unpaid reminders, the nightly check started
// when due (a job of its own, not awaited), the owner's evening list, the customers' day-before
// texts, a link texted once to a visitor who left the booking page at its code step, the
// commercial accounts' reminders and monthly invoices, the waiting visitors of a zip just added. With trucks, the crew's day is
// planned by planCrewDay, a step of its own after the minute (once a day, under a second for a
// busy day: its own budget, not the minute's).
import { accountJobs } from '../../money/account-flow/account-jobs.ts';
import { queueVisitReminders } from '../../customers/booking-flows/reminders.ts';
import { nudgeLeftDrafts } from '../../customers/online-booking/left-drafts.ts';
import type { Stores } from '../wiring/store-set.ts';
import { crewDay } from '../../field/crew-flow/crew-day.ts';

export interface MinuteOptions {
  /** Texts are on: the day-before reminders go. */
  texts: boolean;
  /** The nightly check against Stripe, started when due. */
  paymentCheck?: { tick: () => unknown } | undefined;
}

export function everyMinute(stores: Stores, { texts, paymentCheck }: MinuteOptions) {
  const { outbox, payments, bookings, paymentFlow: flow } = stores;
  // Memberships' visits written ahead as days pass (here, not inside a read).
  bookings.writeAhead();
  bookings.dropExpiredHolds();
  // Visitors' drafts on the booking page past their time: what they entered goes with them.
  stores.drafts.purgeExpired();
  if (flow) {
    payments.transaction(() => flow.remindUnpaid(outbox.clock.now()));
    outbox.announceQueued();
    void paymentCheck?.tick();
  }
  bookings.queueDayDigests();
  if (texts) queueVisitReminders(stores, stores.textRules);
  // A visitor who left the booking page at the code step: their own link, once, an hour later.
  if (texts)
    nudgeLeftDrafts({
      drafts: stores.drafts,
      outbox,
      mayText: (phone) => phone !== null && stores.texts.canTake(phone),
      budget: stores.textBudget,
    });
  // Visitors waiting in a zip the owner has just added: told once.
  stores.tellWaitlist();
  accountJobs(stores);
}

/** The crew's day (tomorrow's from the evening list's hour) planned across the trucks once, and kept. */
export function planCrewDay({ bookings, trucks, dayPlans }: Stores) {
  const day = crewDay(bookings);
  if (trucks.any() && !trucks.planOf(day)) dayPlans.make(day);
}
