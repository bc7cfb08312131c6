// Stripe's events kept and not yet handled (a crash between storing one and acting on it, or a
// start after an outage): each handled now, in its own transaction, as it would have been when
// it came; one that still cannot be is kept and tried again at the next start.
import type Stripe from 'stripe';
import type { InvoiceStore } from '../accounts/account-invoices.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { PaymentStore } from '../payments/payment-store.ts';
import { factOf, type PaymentFlow } from './payment-flow.ts';
import { accountInvoiceEvent } from '../account-flow/invoice-facts.ts';

export interface EventLog {
  error: (details: object, message: string) => void;
}

export function handleStoredEvents(
  {
    payments,
    outbox,
    paymentFlow: flow,
    invoices,
  }: { payments: PaymentStore; outbox: Outbox; paymentFlow: PaymentFlow | undefined; invoices: InvoiceStore },
  log: EventLog,
) {
  if (!flow) return;
  for (const { id, payload } of payments.unhandledEvents())
    try {
      payments.transaction(() => {
        const event = JSON.parse(payload) as Stripe.Event;
        // An account's invoice is the accounts'; every other event is the payments'.
        const fact = accountInvoiceEvent(invoices, event) ? undefined : factOf(event);
        if (fact) flow.apply(fact);
        payments.markHandled(id);
      });
      outbox.announceQueued();
    } catch (error) {
      log.error({ err: error, event: id }, 'a Stripe event could not be handled; it is kept and tried at the next start');
    }
}
