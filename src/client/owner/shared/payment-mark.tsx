// A booking's payment as a small mark beside its visit (Today, Bookings, Payments): paid, due, failed.
import type { PaymentRow } from '../../../common/owner-inbox.ts';
import type { PaymentState } from '../../../common/payment-states.ts';

const PAYMENT_MARKS: Record<PaymentState, string> = {
  due: 'Due',
  processing: 'Processing',
  'card-on-file': 'Card on file',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

/** A small mark beside a visit: paid, due, failed. */
export function PaymentMark({ state }: { state: PaymentRow['state'] | null }) {
  if (!state) return null;
  const tone =
    state === 'failed' ? 'bg-red-100 text-red-900' : state === 'due' ? 'bg-amber-100 text-amber-950' : 'bg-brand-50 text-brand-900';
  return <span className={`ml-2 rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{PAYMENT_MARKS[state]}</span>;
}
