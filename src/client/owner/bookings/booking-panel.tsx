// One visit opened from the day list: move it to a date with room, cancel only it (a
// membership's), pause a membership some weeks or resume it now, cancel the booking (end a
// membership) after a confirmation step; and the visits behind it with their marks and photos.
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { STOP_MARK_WORDS } from '../../../common/owner-inbox.ts';
import { ownerApi } from '../shared/owner-api.ts';
import { useOwnerData } from '../shared/owner-data.ts';
import { Choose, DatePicker, PanelError, StopPhotos } from '../shared/owner-view.tsx';

const weeksWords = (n: number) => `${n} ${n === 1 ? 'week' : 'weeks'}`;

export function BookingPanel({ id, visitId, onChanged }: { id: string; visitId: string; onChanged: (message: string) => void }) {
  const { data, error, setError } = useOwnerData('GET /owner/api/bookings/:id', { params: { id }, query: { visit: visitId } });
  const [to, setTo] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [weeks, setWeeks] = useState('');
  if (!data) return <PanelError error={error} />;
  // An action's words once it is done (from its answer, for a pause), or the server's refusal.
  const act = <T,>(change: () => Promise<T>, done: string | ((answer: T) => string)) =>
    change()
      .then((answer) => onChanged(typeof done === 'string' ? done : done(answer)))
      .catch((problem: Error) => setError(problem.message));
  const stop = data.membership ? 'End the membership' : 'Cancel the booking';
  const { visit } = data;
  return (
    <div className="mt-3 grid gap-3 rounded-xl bg-slate-50 p-3">
      {visit ? (
        <>
          <DatePicker label={`Move the visit of ${visit.words} to`} dates={data.datesWithRoom} value={to} onChange={setTo} />
          <Button
            type="button"
            size="sm"
            disabled={!to}
            onClick={() =>
              void act(
                () => ownerApi('POST /owner/api/visits/:id/move', { params: { id: visit.id }, body: { to } }),
                `${data.name}’s visit is moved. They get a new confirmation.`,
              )
            }
          >
            Move the visit
          </Button>
          {data.membership ? (
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() =>
                void act(
                  () => ownerApi('POST /owner/api/visits/:id/cancel', { params: { id: visit.id }, body: {} }),
                  `${data.name}’s visit of ${visit.words} is cancelled. They are told.`,
                )
              }
            >
              Cancel only the visit of {visit.words}
            </Button>
          ) : null}
        </>
      ) : null}
      {data.pausedUntil ? (
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() =>
            void act(
              () => ownerApi('POST /owner/api/bookings/:id/resume', { params: { id }, body: {} }),
              `${data.name}’s membership is back on. They are told.`,
            )
          }
        >
          Resume now (paused until {data.pausedUntil})
        </Button>
      ) : data.pauseMaxWeeks ? (
        <>
          <Choose
            label="Pause the membership for"
            placeholder="Choose how long"
            options={Array.from({ length: data.pauseMaxWeeks }, (_, i) => ({ value: String(i + 1), words: weeksWords(i + 1) }))}
            value={weeks}
            onChange={setWeeks}
          />
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={!weeks}
            onClick={() =>
              void act(
                () => ownerApi('POST /owner/api/bookings/:id/pause', { params: { id }, body: { weeks: Number(weeks) } }),
                ({ back }) => `${data.name}’s membership is paused${back ? `: back ${back}` : ''}. They are told.`,
              )
            }
          >
            Pause the membership
          </Button>
        </>
      ) : null}
      {confirming ? (
        <div role="group" aria-label={`${stop}?`} className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold text-slate-800">
            {stop} for {data.name}?
          </span>
          <Button
            type="button"
            size="sm"
            variant="danger"
            onClick={() =>
              void act(
                () => ownerApi('POST /owner/api/bookings/:id/cancel', { params: { id }, body: {} }),
                `${data.name}’s booking is cancelled. They are told by e-mail.`,
              )
            }
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
      {data.history.length ? (
        <section aria-label={`Visits so far: ${data.name}`}>
          <h4 className="text-sm font-bold text-slate-700">Visits so far</h4>
          <ul className="mt-1 grid gap-2 text-sm text-slate-700">
            {data.history.map((visit) => (
              <li key={visit.date}>
                {visit.words}: {visit.mark ? STOP_MARK_WORDS[visit.mark] : 'not marked'}
                {visit.note ? ` (${visit.note})` : ''}
                {visit.mark && visit.markedBy ? `, marked by ${visit.markedBy}` : ''}
                <StopPhotos photos={visit.photos} label={`Photos of ${visit.words}`} alt={`The cans on ${visit.words}`} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <PanelError error={error} />
    </div>
  );
}
