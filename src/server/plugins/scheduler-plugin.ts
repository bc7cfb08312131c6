// What is due at an hour of the day, checked each minute and at start (so what the server missed
// while down is caught up): memberships' visits written ahead, expired holds and booking drafts dropped, unpaid
// reminders, the nightly check against Stripe (03:00, once per date), the owner's list for the
// next service day, the customers' day-before texts, the commercial accounts' reminders and monthly invoices. Stripe's events stored and not yet handled
// (a crash between the two) are handled at start.
import fp from 'fastify-plugin';
import { siteConfig } from '../../common/site-config.ts';
import type { Clock } from '../clock/clock.ts';
import { handleStoredEvents as handleStored } from '../payment-flow/stored-events.ts';
import { queueVisitReminders } from '../booking-flows/reminders.ts';
import { PaymentCheckJob } from '../payment-flow/payment-check-job.ts';
import { stripeReader, type StripeSettings } from '../payments/stripe-client.ts';
import { accountJobs } from '../account-flow/account-jobs.ts';
import { accountInvoiceOf } from '../account-flow/invoice-facts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Handles Stripe's events stored and not yet handled, each in its own transaction. */
    handleStoredEvents: () => void;
  }
}

export interface SchedulerOptions {
  clock: Clock;
  texts: boolean;
  /** Payments through Stripe, when on: the nightly check runs against it. */
  stripe: StripeSettings | undefined;
}

export const schedulerPlugin = fp<SchedulerOptions>(async (app, { clock, texts, stripe }) => {
  const { stores } = app;
  const { outbox, payments, bookings, paymentFlow: flow } = stores;
  const paymentCheck =
    flow && stripe
      ? new PaymentCheckJob({
          check: {
            stripe: stripeReader(stripe),
            flow,
            payments,
            ledger: stores.ledger,
            bookings,
            accountInvoice: accountInvoiceOf(stores.invoices),
          },
          runs: stores.checkRuns,
          clock,
          logger: app.log,
        })
      : undefined;
  const handleStoredEvents = () => handleStored(stores, app.log);
  app.decorate('handleStoredEvents', handleStoredEvents);
  const scheduled = () => {
    // Memberships' visits written ahead as days pass (here, not inside a read).
    bookings.writeAhead();
    bookings.dropExpiredHolds();
    // Visitors' drafts on the booking page past their time: what they entered goes with them.
    stores.drafts.purgeExpired();
    if (flow) {
      payments.transaction(() => flow.remindUnpaid(clock.now()));
      outbox.announceQueued();
      // Once a night, the payments checked against Stripe: a job of its own, not awaited here.
      void paymentCheck?.tick();
    }
    bookings.queueDayDigests();
    if (texts) queueVisitReminders(stores, siteConfig.texts);
    // Commercial accounts: a proposal's reminder, last month's invoices on the first, overdue reminders.
    accountJobs(stores);
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    handleStoredEvents();
    scheduled();
    timer = setInterval(scheduled, 60_000).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await paymentCheck?.stop();
  });
});
