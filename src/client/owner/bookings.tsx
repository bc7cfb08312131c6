// The bookings: each service day ahead with its count against the day's capacity; a booking opens
// to move its next visit to a date with room, or to cancel it after a confirmation step. The
// customer gets the same updated e-mail and invitation as when they change it themselves.
import { useState } from 'react';
import { Button } from '../components/ui/button.tsx';
import { ownerApi } from './owner-api.ts';
import { Announcements, DatePicker, OwnerPage, useOwnerData, type DateWithRoom } from './owner-view.tsx';

interface Day {
  date: string;
  day: string;
  count: number;
  capacity: number;
  visits: { bookingId: string; reference: string; name: string; plan: string; zip: string }[];
}

interface Detail {
  id: string;
  reference: string;
  membership: boolean;
  name: string;
  nextVisit: string | null;
  nextVisitWords: string | null;
  datesWithRoom: DateWithRoom[];
}

function BookingPanel({ id, onChanged }: { id: string; onChanged: (message: string) => void }) {
  const { data, error, setError } = useOwnerData<Detail>(`bookings/${encodeURIComponent(id)}`);
  const [to, setTo] = useState('');
  const [confirming, setConfirming] = useState(false);
  if (!data) return <Announcements status="" error={error} />;
  const act = (path: string, body: object, done: string) =>
    ownerApi(`bookings/${encodeURIComponent(id)}/${path}`, { body })
      .then(() => onChanged(done))
      .catch((problem: Error) => setError(problem.message));
  const stop = data.membership ? 'End the membership' : 'Cancel the booking';
  return (
    <div className="mt-3 grid gap-3 rounded-xl bg-slate-50 p-3">
      <DatePicker label={`Move the visit of ${data.nextVisitWords} to`} dates={data.datesWithRoom} value={to} onChange={setTo} />
      <Button
        type="button"
        size="sm"
        disabled={!to}
        onClick={() => void act('move', { from: data.nextVisit, to }, `${data.name}’s visit is moved. They get a new confirmation.`)}
      >
        Move the visit
      </Button>
      {confirming ? (
        <div role="group" aria-label={`${stop}?`} className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold text-slate-800">
            {stop} for {data.name}?
          </span>
          <Button
            type="button"
            size="sm"
            variant="danger"
            onClick={() => void act('cancel', {}, `${data.name}’s booking is cancelled. They are told by e-mail.`)}
          >
            Yes, {data.membership ? 'end it' : 'cancel it'}
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={() => setConfirming(false)}>
            No, keep it
          </Button>
        </div>
      ) : (
        <Button type="button" size="sm" variant="secondary" onClick={() => setConfirming(true)}>
          {stop}
        </Button>
      )}
      <Announcements status="" error={error} />
    </div>
  );
}

export function Bookings() {
  const { data, error, load } = useOwnerData<{ days: Day[] }>('bookings', { refresh: true });
  const [open, setOpen] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const changed = (message: string) => {
    setStatus(message);
    setOpen(null);
    void load();
  };
  return (
    <OwnerPage title="Bookings">
      <Announcements status={status} error={error} />
      {data?.days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`} className="mt-4">
          <h3 id={`day-${day.date}`} className="flex justify-between text-sm font-bold text-slate-700">
            <span>{day.day}</span>
            <span>
              {day.count} of {day.capacity}
            </span>
          </h3>
          {day.visits.length ? (
            <ul className="mt-2 grid gap-2">
              {day.visits.map((visit) => (
                <li key={visit.bookingId} className="rounded-2xl bg-white p-3 ring-1 ring-slate-200">
                  <button
                    type="button"
                    aria-expanded={open === visit.bookingId}
                    onClick={() => setOpen(open === visit.bookingId ? null : visit.bookingId)}
                    className="w-full text-left"
                  >
                    <span className="block font-bold text-brand-950">{visit.name}</span>
                    <span className="text-sm text-slate-600">
                      {visit.plan} · {visit.zip} · {visit.reference}
                    </span>
                  </button>
                  {open === visit.bookingId ? <BookingPanel id={visit.bookingId} onChanged={changed} /> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </OwnerPage>
  );
}
