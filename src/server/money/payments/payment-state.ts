// Where a booking's payment stands, worked out from all the facts together rather than moved by
// each event in turn: the same facts in any order give the same state. Failed while any of the
// membership's invoices stands declined; paid once a clean's charge is in (refunded when all of it
// went back, or some of it on a cancel); processing while a bank debit is under way; card on file
// for a membership not yet charged; else due.
import type { PaymentState } from '../../../common/payment-states.ts';
import type { Charge } from './payment-ledger.ts';
import type { CheckoutSession, InvoiceFact } from './payment-store.ts';

export interface PaymentFacts {
  charges: readonly Charge[];
  sessions: readonly CheckoutSession[];
  invoices: readonly InvoiceFact[];
  subscriptionId: string | null;
  /** The booking was cancelled: a part refund then reads 'refunded' too. */
  cancelled: boolean;
}

export function paymentStateOf({ charges, sessions, invoices, subscriptionId, cancelled }: PaymentFacts): {
  state: PaymentState;
  takenCents: number;
} {
  const takenCents = charges.reduce((sum, c) => sum + c.cents - c.refundedCents, 0);
  const clean = charges.filter((c) => c.purpose === 'clean');
  const charged = clean.reduce((sum, c) => sum + c.cents, 0);
  const given = clean.reduce((sum, c) => sum + c.refundedCents, 0);
  const state: PaymentState = invoices.some((i) => i.state === 'failed')
    ? 'failed'
    : charged > 0
      ? given >= charged || (cancelled && given > 0)
        ? 'refunded'
        : 'paid'
      : sessions.some((s) => s.status === 'complete' && !s.duplicate && s.paid === 'processing')
        ? 'processing'
        : subscriptionId
          ? 'card-on-file'
          : 'due';
  return { state, takenCents };
}
