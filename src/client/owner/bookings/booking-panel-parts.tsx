// The booking panel's parts: each one thing the owner can do with the booking opened, told by
// the panel's act (the action's words once it is done, or the server's refusal).
import { useState, type ComponentProps, type ReactNode } from 'react';
import type { BookingDetail } from '../../../common/owner-inbox.ts';
import { STOP_MARK_WORDS } from '../../../common/owner-inbox.ts';
import { Button } from '../../components/ui/button.tsx';
import { ownerApi } from '../shared/owner-api.ts';
import { Choose, DatePicker, StopPhotos, when } from '../shared/owner-view.tsx';
import { TEXT_STATE_WORDS } from '../../../common/text-threads.ts';
import { displayPhone } from '../../../common/phone-display.ts';

/** Runs a change, then tells the owner it is done (words from its answer, for a pause) or why not. */
export type Act = <T>(change: () => Promise<T>, done: string | ((answer: T) => string)) => Promise<void>;

interface PartProps {
  id: string;
  data: BookingDetail;
  act: Act;
}

/** A button that makes one change and tells the owner how it went. */
function ActButton<T>({
  act,
  change,
  done,
  variant,
  disabled,
  children,
}: {
  act: Act;
  change: () => Promise<T>;
  done: string | ((answer: T) => string);
  variant?: ComponentProps<typeof Button>['variant'];
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="button" size="sm" variant={variant} disabled={disabled} onClick={() => void act(change, done)}>
      {children}
    </Button>
  );
}

const weeksWords = (n: number) => `${n} ${n === 1 ? 'week' : 'weeks'}`;

/** The visit opened: moved to a date with room, or (a membership's) cancelled alone. */
export function MoveVisit({ data, act, visit }: PartProps & { visit: NonNullable<BookingDetail['visit']> }) {
  const [to, setTo] = useState('');
  return (
    <>
      <DatePicker label={`Move the visit of ${visit.words} to`} dates={data.datesWithRoom} value={to} onChange={setTo} />
      <ActButton
        disabled={!to}
        act={act}
        change={() => ownerApi('POST /owner/api/visits/:id/move', { params: { id: visit.id }, body: { to } })}
        done={`${data.name}’s visit is moved. They get a new confirmation.`}
      >
        Move the visit
      </ActButton>
      {data.membership ? (
        <ActButton
          variant="secondary"
          act={act}
          change={() => ownerApi('POST /owner/api/visits/:id/cancel', { params: { id: visit.id }, body: {} })}
          done={`${data.name}’s visit of ${visit.words} is cancelled. They are told.`}
        >
          Cancel only the visit of {visit.words}
        </ActButton>
      ) : null}
    </>
  );
}

/** A membership paused: resume it now; one that may pause: for so many weeks. */
export function PauseOrResume({ id, data, act }: PartProps) {
  const [weeks, setWeeks] = useState('');
  if (data.pausedUntil)
    return (
      <ActButton
        variant="secondary"
        act={act}
        change={() => ownerApi('POST /owner/api/bookings/:id/resume', { params: { id }, body: {} })}
        done={`${data.name}’s membership is back on. They are told.`}
      >
        Resume now (paused until {data.pausedUntil})
      </ActButton>
    );
  if (!data.pauseMaxWeeks) return null;
  return (
    <>
      <Choose
        label="Pause the membership for"
        placeholder="Choose how long"
        options={Array.from({ length: data.pauseMaxWeeks }, (_, i) => ({ value: String(i + 1), words: weeksWords(i + 1) }))}
        value={weeks}
        onChange={setWeeks}
      />
      <ActButton
        variant="secondary"
        disabled={!weeks}
        act={act}
        change={() => ownerApi('POST /owner/api/bookings/:id/pause', { params: { id }, body: { weeks: Number(weeks) } })}
        done={({ back }) => `${data.name}’s membership is paused${back ? `: back ${back}` : ''}. They are told.`}
      >
        Pause the membership
      </ActButton>
    </>
  );
}

/** Cancel the booking (end a membership), after a yes. */
export function CancelBooking({ id, data, act }: PartProps) {
  const [confirming, setConfirming] = useState(false);
  const stop = data.membership ? 'End the membership' : 'Cancel the booking';
  // It ends what the customer pays for: it looks it, apart from the buttons that change a date.
  if (!confirming)
    return (
      <Button
        type="button"
        size="sm"
        variant="secondary"
        className="justify-self-start text-red-800 ring-red-300 hover:bg-red-50"
        onClick={() => setConfirming(true)}
      >
        {stop}
      </Button>
    );
  return (
    <div role="group" aria-label={`${stop}?`} className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-slate-800">
        {stop} for {data.name}?
      </span>
      <ActButton
        variant="danger"
        act={act}
        change={() => ownerApi('POST /owner/api/bookings/:id/cancel', { params: { id }, body: {} })}
        done={`${data.name}’s booking is cancelled. They are told by e-mail.`}
      >
        Yes, {data.membership ? 'end it' : 'cancel it'}
      </ActButton>
      <Button type="button" size="sm" variant="secondary" onClick={() => setConfirming(false)}>
        No, keep it
      </Button>
    </div>
  );
}

/** The visits behind it, with their marks, notes and photos. */
export function VisitHistory({ data }: Pick<PartProps, 'data'>) {
  if (!data.history.length) return null;
  return (
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
  );
}

/** The latest texts to the customer that did not arrive, with the provider's words, and the way to their thread. */
export function TextProblems({ data }: Pick<PartProps, 'data'>) {
  if (!data.textProblems.length || !data.phone) return null;
  return (
    <section aria-label={`Texts that did not arrive: ${data.name}`} className="rounded-lg bg-red-50 p-2 text-sm text-red-900">
      <h4 className="font-bold">Texts that did not arrive</h4>
      <ul className="mt-1 grid gap-1">
        {data.textProblems.map((text) => (
          <li key={text.id}>
            {when(text.at)}: {text.problem ?? TEXT_STATE_WORDS[text.state]}
          </li>
        ))}
      </ul>
      <a className="mt-1 inline-block font-semibold underline" href={`#messages/${encodeURIComponent(data.phone)}`}>
        Open the thread
      </a>
    </section>
  );
}

/** Where the stop is placed on the route, and (when a mark placed it) the way to clear a wrong place. */
export function StopPlaceRow({ id, data, act }: PartProps) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <span>
        <strong>Place on the route:</strong> {data.place.words}
      </span>
      {data.place.learned ? (
        <ActButton
          act={act}
          variant="secondary"
          change={() => ownerApi('POST /owner/api/bookings/:id/clear-place', { params: { id }, body: {} })}
          done={`${data.name}’s stop is back at its zip’s centre until the next mark.`}
        >
          Clear this place
        </ActButton>
      ) : null}
    </p>
  );
}

/** Where the cans are, how to reach the customer, how many cans and what each visit costs. */
export function VisitFacts({ data }: Pick<PartProps, 'data'>) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-800">
      <dt className="font-semibold">Address</dt>
      <dd>
        {data.street}, {data.zip}
      </dd>
      {data.phone ? (
        <>
          <dt className="font-semibold">Phone</dt>
          <dd>
            <a className="font-semibold text-brand-800 underline" href={`tel:${data.phone}`}>
              {displayPhone(data.phone)}
            </a>
          </dd>
        </>
      ) : null}
      <dt className="font-semibold">Plan</dt>
      <dd>
        {data.plan}
        {data.price ? `, ${data.price}` : ` (${data.cans} ${data.cans === 1 ? 'can' : 'cans'})`}
      </dd>
    </dl>
  );
}
