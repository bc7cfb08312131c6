// One customer's record: how to reach them, the owner's note, a booking for them (a customer who
// phoned), their bookings with each visit's mark and photos and each payment, their latest texts,
// their calls and their leads.
import { useState } from 'react';
import type { CustomerBooking, CustomerRecord } from '../../../common/owner-customers.ts';
import { STOP_MARK_WORDS } from '../../../common/owner-inbox.ts';
import { Button } from '../../components/ui/button.tsx';
import { LoadFailed, Loading } from '../shared/load-states.tsx';
import { ownerApi } from '../shared/owner-api.ts';
import { useOwnerData } from '../shared/owner-data.ts';
import { field, PanelError, StopPhotos, when } from '../shared/owner-view.tsx';
import { PaymentMark } from '../shared/payment-mark.tsx';
import { BookForCustomer } from './book-for-customer.tsx';
import { Conversation } from './conversation.tsx';

const section = 'mt-6 rounded-2xl bg-white p-4 ring-1 ring-slate-200';
const sectionTitle = 'text-base font-bold text-brand-950';

export function CustomerView({ personKey }: { personKey: string }) {
  const { data, error, load } = useOwnerData('GET /owner/api/customers/:key', { params: { key: personKey }, refresh: true });
  if (!data) return error ? <LoadFailed error={error} onRetry={() => void load()} /> : <Loading label="Loading the record" />;
  return (
    <article aria-labelledby="customer-name">
      <h3 id="customer-name" className="text-xl font-extrabold text-brand-950">
        {data.name}
      </h3>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {data.mobileE164 ? (
          <>
            <a className="inline-flex min-h-8 items-center font-semibold text-brand-800 underline" href={`tel:${data.mobileE164}`}>
              Call {data.phone}
            </a>
            <a
              className="inline-flex min-h-8 items-center font-semibold text-brand-800 underline"
              href={`#messages/${encodeURIComponent(data.mobileE164)}`}
            >
              Text {data.name.split(' ')[0]}
            </a>
          </>
        ) : null}
        <a className="inline-flex min-h-8 items-center break-all text-brand-800 underline" href={`mailto:${data.email}`}>
          {data.email}
        </a>
      </p>
      <p className="mt-1 text-sm text-slate-700">{data.addresses.join(' · ')}</p>
      <Note record={data} />
      <BookForCustomer record={data} onBooked={() => void load()} />
      <section aria-label="Bookings" className={section}>
        <h4 className={sectionTitle}>Bookings</h4>
        {data.bookings.length ? (
          data.bookings.map((booking) => <Booking key={booking.id} booking={booking} />)
        ) : (
          <p className="mt-1 text-sm text-slate-600">No bookings yet.</p>
        )}
      </section>
      <Conversation record={data} />
    </article>
  );
}

function Note({ record }: { record: CustomerRecord }) {
  const [note, setNote] = useState(record.note);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const save = () =>
    ownerApi('PUT /owner/api/customers/:key/note', { params: { key: record.key }, body: { note } })
      .then(() => setStatus('Note saved.'))
      .catch((problem: Error) => setError(problem.message));
  return (
    <div className="mt-4">
      <label className="text-sm font-semibold text-slate-800">
        Your note
        <textarea className={field} rows={2} value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
      </label>
      <div className="mt-2 flex items-center gap-3">
        <Button type="button" size="sm" variant="secondary" onClick={() => void save()}>
          Save the note
        </Button>
        <p role="status" className="text-sm text-slate-700">
          {status}
        </p>
      </div>
      <PanelError error={error} />
    </div>
  );
}

function Booking({ booking }: { booking: CustomerBooking }) {
  return (
    <div className="mt-3 border-t border-slate-100 pt-3">
      <p className="font-semibold text-brand-950">
        {booking.plan} · {booking.reference} <span className="font-normal text-slate-600">({booking.status})</span>
        <PaymentMark state={booking.payment?.state ?? null} />
      </p>
      <p className="text-sm text-slate-700">
        {booking.street}
        {booking.next ? ` · next visit ${booking.next}` : ''}
        {booking.payment ? ` · ${booking.payment.amount}, taken ${booking.payment.taken}` : ''}
      </p>
      {booking.charges.length ? (
        <ul className="mt-1 text-sm text-slate-700" aria-label={`Charges of ${booking.reference}`}>
          {booking.charges.map((c) => (
            <li key={c.ref}>
              {c.what} {c.amount}
              {c.refunded !== '$0' ? ` (refunded ${c.refunded})` : ''} · {when(c.at)}
            </li>
          ))}
        </ul>
      ) : null}
      {booking.visits.length ? (
        <ul className="mt-2 grid gap-2" aria-label={`Visits of ${booking.reference}`}>
          {booking.visits.map((v) => (
            <li key={v.id} className="text-sm text-slate-800">
              {v.words}: {v.mark ? STOP_MARK_WORDS[v.mark] : 'not marked'}
              {v.note ? ` · ${v.note}` : ''}
              {v.rating ? (
                <span className={v.rating.stars <= 3 ? 'font-semibold text-amber-900' : undefined}>
                  {` · rated ${v.rating.stars} of 5`}
                  {v.rating.problems.length ? ` (${v.rating.problems.join(', ')})` : ''}
                  {v.rating.words ? `: “${v.rating.words}”` : ''}
                </span>
              ) : null}
              {v.tip ? ` · tipped ${v.tip}` : ''}
              <StopPhotos photos={v.photos} label={`Photos of ${v.words}`} alt={`The cans on ${v.words}`} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
