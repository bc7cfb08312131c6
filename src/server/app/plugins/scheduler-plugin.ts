// The scheduler: what is due each minute (every-minute.ts), run at start too, so what the server
// missed while down is caught up, with the nightly check against Stripe as a job of its own
// (03:00, once per date), and Ava's definition on the voice platform kept to the owner's settings.
// Stripe's events stored and not yet handled (a crash between the two)
// are handled at start.
import fp from 'fastify-plugin';
import type { Clock } from '../../platform/clock/clock.ts';
import { handleStoredEvents as handleStored } from '../../money/payment-flow/stored-events.ts';
import { PaymentCheckJob } from '../../money/payment-flow/payment-check-job.ts';
import type { StripeSettings } from '../../env.ts';
import { stripeReader } from '../../money/payments/stripe-client.ts';
import { accountInvoiceOf } from '../../money/account-flow/invoice-facts.ts';
import { everyMinute, planCrewDay } from './every-minute.ts';
import { AssistantFollow } from '../../receptionist/assistant/assistant-follow.ts';
import { syncAssistant, type SyncSettings } from '../../receptionist/assistant/assistant-sync.ts';

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
  /** The voice platform, when the assistant can be synced: Ava's definition follows the settings. */
  assistant?: SyncSettings | undefined;
}

export const schedulerPlugin = fp<SchedulerOptions>(async (app, { clock, texts, stripe, assistant }) => {
  const { stores } = app;
  const { payments, bookings, paymentFlow: flow } = stores;
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
  const ava =
    assistant && new AssistantFollow(stores.settings, (config) => syncAssistant(assistant, config, { out: () => undefined }), app.log);
  const scheduled = () => {
    everyMinute(stores, { texts, paymentCheck });
    planCrewDay(stores);
    void ava?.tick();
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
