// A booking for a customer who phoned: the plan, the cans and a date with room, under the same
// rules as every way in; the server's words when it is refused.
import { useState } from 'react';
import type { CustomerRecord } from '../../../common/owner-customers.ts';
import { MAX_CANS, MIN_CANS } from '../../../common/prices.ts';
import { Button } from '../../components/ui/button.tsx';
import { ownerApi } from '../shared/owner-api.ts';
import { useOwnerData } from '../shared/owner-data.ts';
import { Choose, DatePicker, PanelError } from '../shared/owner-view.tsx';

export function BookForCustomer({ record, onBooked }: { record: CustomerRecord; onBooked: () => void }) {
  const { data } = useOwnerData('GET /owner/api/booking-dates');
  const [plan, setPlan] = useState('');
  const [cans, setCans] = useState('1');
  const [date, setDate] = useState('');
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const book = () => {
    setError('');
    if (plan !== 'one-time' && plan !== 'membership') return setError('Choose the plan.');
    if (!date) return setError('Choose a date with room.');
    void ownerApi('POST /owner/api/customers/:key/book', { params: { key: record.key }, body: { plan, cans: Number(cans), date } })
      .then((made) => {
        setStatus(
          `Booked ${made.reference} for ${data?.dates.find((d) => d.date === made.date)?.words ?? made.date}. They get the confirmation.`,
        );
        onBooked();
      })
      .catch((problem: Error) => setError(problem.message));
  };
  const cansOptions = Array.from({ length: MAX_CANS - MIN_CANS + 1 }, (_, i) => String(MIN_CANS + i));
  return (
    <details className="mt-4 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200">
      <summary className="inline-flex min-h-8 cursor-pointer items-center font-bold text-brand-950">
        Book {record.name.split(' ')[0]}
      </summary>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <Choose
          label="Plan"
          placeholder="Choose a plan"
          options={[
            { value: 'one-time', words: 'One-time clean' },
            { value: 'membership', words: 'Membership' },
          ]}
          value={plan}
          onChange={setPlan}
        />
        <Choose
          label="Cans"
          placeholder="How many cans"
          options={cansOptions.map((n) => ({ value: n, words: n }))}
          value={cans}
          onChange={setCans}
        />
        <DatePicker label="Date" dates={data?.dates ?? []} value={date} onChange={setDate} />
      </div>
      <Button type="button" className="mt-3" onClick={book}>
        Book it
      </Button>
      <p role="status" className="mt-2 text-sm text-slate-800">
        {status}
      </p>
      <PanelError error={error} />
    </details>
  );
}
