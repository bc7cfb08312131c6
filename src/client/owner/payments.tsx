// The payments: the takings of the day and the month, then each booking's payment, the failed
// first; a paid booking can be refunded from here (after a confirmation step). CSV to download.
import { useState } from 'react';
import type { PaymentRow, PaymentsAnswer } from '../../common/owner-inbox.ts';
import { Button } from '../components/ui/button.tsx';
import { ownerApi } from './owner-api.ts';
import { Announcements, OwnerPage, PanelError, useOwnerData, when } from './owner-view.tsx';

export const PAYMENT_MARKS: Record<PaymentRow['state'], string> = {
  due: 'Due',
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

function Payment({ payment, onRefunded }: { payment: PaymentRow; onRefunded: (message: string) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const refund = () =>
    ownerApi(`bookings/${encodeURIComponent(payment.bookingId)}/refund`, { body: {} })
      .then(() => onRefunded(`Refund of ${payment.name}'s payment sent to Stripe.`))
      .catch((problem: Error) => setError(problem.message));
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <h3 className="font-bold text-brand-950">
        {payment.name}
        <PaymentMark state={payment.state} />
      </h3>
      <p className="text-sm text-slate-600">
        {payment.plan}, {payment.price} · {payment.reference} · taken {payment.taken} · {when(payment.updatedAt)}
      </p>
      {payment.refundable ? (
        confirming ? (
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="button" size="sm" variant="danger" onClick={() => void refund()}>
              Yes, refund {payment.name}
            </Button>
            <Button type="button" size="sm" variant="secondary" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </div>
        ) : (
          <Button type="button" size="sm" variant="secondary" className="mt-3" onClick={() => setConfirming(true)}>
            Refund
          </Button>
        )
      ) : null}
      <PanelError error={error} className="mt-2" />
    </li>
  );
}

export function Payments() {
  const { data, error, load } = useOwnerData<PaymentsAnswer>('payments', { refresh: true });
  const [status, setStatus] = useState('');
  if (!data) return <Announcements status="" error={error} />;
  return (
    <OwnerPage title="Payments">
      {data.on ? (
        <p className="mt-1 text-slate-700">
          Taken today: <strong>{data.today}</strong> · this month: <strong>{data.month}</strong> ·{' '}
          <a className="font-semibold text-brand-800 underline" href="/owner/api/export/payments.csv" download>
            Download CSV
          </a>
        </p>
      ) : (
        <p className="mt-1 text-slate-700">Payments are off: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (see the README).</p>
      )}
      {data.payments.length === 0 ? (
        <p className="mt-4 text-slate-700">No payments yet.</p>
      ) : (
        <ul className="mt-4 grid gap-3" aria-label="Payments">
          {data.payments.map((payment) => (
            <Payment key={payment.bookingId} payment={payment} onRefunded={(message) => void load().then(() => setStatus(message))} />
          ))}
        </ul>
      )}
      <Announcements status={status} error={error} />
    </OwnerPage>
  );
}
