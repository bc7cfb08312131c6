// What every part of the payment flow works with: the stores, the outbox, the rules, and the
// facts Stripe told. One object, made once by paymentFlow() and handed to each part.
import type { PaymentRules } from '../../../common/site-config.schema.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { PaymentLedger } from '../payments/payment-ledger.ts';
import type { PaymentStore } from '../payments/payment-store.ts';
import type { TipStore } from '../payments/tip-store.ts';
import type { StripeFacts } from '../payments/stripe-facts.ts';

export interface PaymentFlowOptions {
  payments: PaymentStore;
  ledger: PaymentLedger;
  /** Tips for the crew: each a Checkout session of its own. */
  tips: TipStore;
  bookings: BookingStore;
  outbox: Outbox;
  policy: PaymentRules;
  /** Whether customers' e-mail is on, and whether this number may be texted. */
  customerEmail: boolean;
  ownerEmail: boolean;
  mayText: ((phone: string | null) => boolean) | undefined;
  /** A missed visit's trip fee, in cents (the crew's policy as it stands when the fee is charged). */
  feeCents: () => number;
}

export interface PaymentContext extends PaymentFlowOptions {
  facts: StripeFacts;
}
