// Deliveries that failed for good (the webhook, e-mails, texts): what, to where, the error, and
// 'Retry' to put one back in the queue, or 'Retry all that failed' once the cause is fixed.
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ownerApi } from '../shared/owner-api.ts';
import { Announcements, OwnerPage } from '../shared/owner-view.tsx';
import { useOwnerData } from '../shared/owner-data.ts';

export function Deliveries() {
  const { data, error, setError, load } = useOwnerData('GET /owner/api/deliveries');
  const [status, setStatus] = useState('');
  const failed = data?.failed ?? null;

  const retry = (id: number) =>
    ownerApi('POST /owner/api/deliveries/:id/retry', { params: { id: String(id) }, body: {} })
      .then(() => setStatus('Queued again: it goes out in a moment.'))
      .then(() => load())
      .catch((problem: Error) => setError(problem.message));
  const retryAll = () =>
    ownerApi('POST /owner/api/deliveries/retry-all', { body: {} })
      .then(({ queued }) => setStatus(`${queued} ${queued === 1 ? 'delivery' : 'deliveries'} queued again: they go out in a moment.`))
      .then(() => load())
      .catch((problem: Error) => setError(problem.message));

  return (
    <OwnerPage title="Failed deliveries">
      <p className="mt-1 text-sm text-slate-600">What could not be sent after every retry. Nothing is lost: fix the cause, then retry.</p>
      {failed === null ? null : failed.length === 0 ? (
        <p className="mt-4 text-slate-700">No failed deliveries.</p>
      ) : (
        <>
          <Button type="button" className="mt-4" onClick={() => void retryAll()}>
            Retry all that failed ({failed.length})
          </Button>
          <ul className="mt-4 grid gap-3" aria-label="Failed deliveries">
            {failed.map((delivery) => (
              <li key={delivery.id} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
                <h3 className="font-bold text-brand-950">{delivery.channel}</h3>
                <p className="text-sm text-slate-600">
                  {delivery.about} · {delivery.attempts} {delivery.attempts === 1 ? 'try' : 'tries'}
                </p>
                {delivery.error ? <p className="mt-2 text-sm break-words text-slate-800">{delivery.error}</p> : null}
                <Button type="button" size="sm" className="mt-3" onClick={() => void retry(delivery.id)}>
                  Retry
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <Announcements status={status} error={error} />
    </OwnerPage>
  );
}
