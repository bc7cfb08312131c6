// The day's route: the next service day's stops in driving order from the yard, numbered, with
// the route in the phone's maps a leg of ten stops at a time. Each stop: the street opens in the
// phone's maps, the phone calls or texts; 'Done + photo' opens the camera and marks the stop done
// with the shot; Done, Cans not out and No access (with a note) mark it, a second tap clears a
// mark made by mistake. A mark carries where the phone is (once the crew allows it), which places
// the stop for later routes. The owner moves a stop up or down; later routes keep that order.
// What the crew does is kept on the phone and sent when there is signal; the page says how much
// still waits.
import { ArrowDown, ArrowUp, Camera, MapPin, MessageSquare, Phone } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { STOP_MARK_WORDS, type StopMark, type TodayAnswer, type TodayVisit } from '../../common/owner-inbox.ts';
import { ownerApi } from './owner-api.ts';
import { MarkedBy, OwnerPage, PanelError, StopPhotos, useOwnerData } from './owner-view.tsx';
import { askForPosition, positionAccess, positionNow, type PositionAccess } from './stop-position.ts';
import { PaymentMark } from './payments.tsx';
import { keep, onProblem, onWaiting, sendWaiting, type WaitingPhoto } from './stop-queue.ts';

const MARKS = ['done', 'not-out', 'no-access'] as const satisfies StopMark[];
const TODAY_KEY = 'canfresh-today';
const NONE_WAITING: WaitingPhoto[] = [];

/** Photos still on the phone, shown from their own bytes until the server has them. */
function WaitingPhotos({ photos, visit }: { photos: WaitingPhoto[]; visit: TodayVisit }) {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = photos.map(({ photo }) => URL.createObjectURL(photo));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URLs are made and revoked with the photos they show
    setUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, [photos]);
  return (
    <>
      <StopPhotos
        photos={urls.map((url) => ({ url, takenBy: null }))}
        label={`Photos of ${visit.name} waiting to be sent`}
        alt={`The cans at ${visit.street}, waiting to be sent`}
      />
      <p className="mt-1 text-xs font-semibold text-amber-900" aria-hidden="true">
        Not sent yet: {photos.length === 1 ? 'it goes' : 'they go'} when the phone has signal.
      </p>
    </>
  );
}

interface StopProps {
  visit: TodayVisit;
  /** Its place on the route, from 1. */
  number: number;
  waitingPhotos: WaitingPhoto[];
  /** With the owner signed in: moves the stop one place up or down (absent where it cannot go). */
  move?: { up?: () => void; down?: () => void };
}

function Visit({ visit, number, waitingPhotos, move }: StopProps) {
  // The mark as the crew set it on this phone, before the server has heard of it.
  const [mine, setMine] = useState<StopMark | null | undefined>(undefined);
  const [note, setNote] = useState(visit.note ?? '');
  const current = mine === undefined ? visit.mark : mine;
  const mark = (value: StopMark | null) => {
    setMine(value);
    // Where the phone is, with a mark (not with clearing one): it places the stop for later routes.
    const position = value ? positionNow() : Promise.resolve(undefined);
    void keep(position.then((at) => ({ kind: 'mark', visitId: visit.visitId, mark: value, note, ...(at ? { position: at } : {}) })));
  };
  const photo = (files: FileList | null, then?: StopMark) => {
    const file = files?.[0];
    if (!file) return;
    void keep({ kind: 'photo', visitId: visit.visitId, photoId: crypto.randomUUID(), photo: file }).then(() => then && mark(then));
  };
  const link = 'inline-flex items-center gap-1.5 rounded-lg font-semibold text-brand-800 underline-offset-2 hover:underline';
  return (
    <li className={cn('rounded-2xl bg-white p-4 shadow-sm ring-1', visit.mark ? 'ring-brand-300' : 'ring-slate-200')}>
      <div className="flex items-start gap-3">
        <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-900 text-sm font-bold text-white" aria-hidden="true">
          {number}
        </span>
        <h3 className="grow text-lg font-bold text-brand-950">
          <span className="sr-only">Stop {number}: </span>
          {visit.name}
          <PaymentMark state={visit.payment} />
        </h3>
        {move ? (
          <div className="flex shrink-0 gap-1">
            <MoveButton label={`Move ${visit.name} up`} onClick={move.up} icon={<ArrowUp aria-hidden="true" className="size-4" />} />
            <MoveButton label={`Move ${visit.name} down`} onClick={move.down} icon={<ArrowDown aria-hidden="true" className="size-4" />} />
          </div>
        ) : null}
      </div>
      <p className="text-sm text-slate-600">
        {visit.plan} · {visit.reference}
        {visit.deepClean ? <strong className="ml-1 text-brand-800">· Seasonal deep clean</strong> : null}
        {visit.feeToCollect ? <strong className="ml-1 text-amber-900">· Collect the {visit.feeToCollect} trip fee</strong> : null}
      </p>
      <ul className="mt-2 grid gap-1.5 text-sm">
        <li>
          <a className={link} href={visit.mapsUrl} target="_blank" rel="noopener noreferrer">
            <MapPin aria-hidden="true" className="size-4" /> {visit.street}, {visit.zip}
            <span className="sr-only">(opens maps)</span>
          </a>
          {visit.placed === 'curb' ? null : (
            <span className="ml-2 text-xs text-slate-500">Placed by its zip until the first mark with location</span>
          )}
        </li>
        {visit.phoneE164 ? (
          <li className="flex flex-wrap gap-4">
            <a className={link} href={`tel:${visit.phoneE164}`} aria-label={`Call ${visit.name}, ${visit.phone}`}>
              <Phone aria-hidden="true" className="size-4" /> {visit.phone}
            </a>
            <a className={link} href={`sms:${visit.phoneE164}`} aria-label={`Text ${visit.name}`}>
              <MessageSquare aria-hidden="true" className="size-4" /> Text
            </a>
          </li>
        ) : null}
      </ul>
      {visit.notes ? <p className="mt-2 rounded-lg bg-slate-50 p-2 text-sm text-slate-700">{visit.notes}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={`Mark the visit to ${visit.name}`}>
        <label className="inline-flex cursor-pointer items-center gap-1.5 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-brand-500">
          <Camera aria-hidden="true" className="size-4" /> Done + photo
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            aria-label={`Done + photo for ${visit.name}`}
            onChange={(e) => photo(e.target.files, 'done')}
          />
        </label>
        {MARKS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={current === value}
            onClick={() => mark(current === value ? null : value)}
            className="rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-slate-300 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:ring-brand-700"
          >
            {STOP_MARK_WORDS[value]}
          </button>
        ))}
      </div>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <label className="grow text-sm font-semibold text-slate-700">
          Note (optional)
          <input
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={300}
            className="block w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base font-normal"
            placeholder="Gate locked, bins behind the fence…"
          />
        </label>
        <label className="inline-flex cursor-pointer items-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-slate-300 focus-within:outline-3 focus-within:outline-brand-500">
          <Camera aria-hidden="true" className="size-4" /> Add photo
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            aria-label={`Add a photo for ${visit.name}`}
            onChange={(e) => photo(e.target.files)}
          />
        </label>
      </div>
      <MarkedBy who={visit.mark ? visit.markedBy : null} />
      <StopPhotos photos={visit.photos} label={`Photos of ${visit.name}`} alt={`The cans at ${visit.street}`} />
      {waitingPhotos.length ? <WaitingPhotos photos={waitingPhotos} visit={visit} /> : null}
    </li>
  );
}

function MoveButton({ label, onClick, icon }: { label: string; onClick: (() => void) | undefined; icon: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={!onClick}
      onClick={onClick}
      className="grid size-9 place-items-center rounded-full text-brand-800 ring-1 ring-slate-300 disabled:opacity-30"
    >
      {icon}
    </button>
  );
}

/**
 * Whether marks carry the phone's position: the crew allows it once, here, with a button (the
 * browser asks then, never in the middle of a mark).
 */
function PositionChoice() {
  const [access, setAccess] = useState<PositionAccess | null>(null);
  useEffect(() => void positionAccess().then(setAccess), []);
  if (!access || access === 'unavailable') return null;
  if (access === 'granted') return <p className="mt-1 text-sm text-slate-600">Marks place each stop where the phone is.</p>;
  if (access === 'denied')
    return <p className="mt-1 text-sm text-slate-600">Location is off for this site: stops stay placed by their zip.</p>;
  return (
    <button
      type="button"
      onClick={() => void askForPosition().then(() => positionAccess().then(setAccess))}
      className="mt-2 inline-flex items-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-slate-300"
    >
      <MapPin aria-hidden="true" className="size-4" /> Place stops where they are marked
    </button>
  );
}

/** The route in the phone's maps: ten stops a link, in order. */
function RouteLegs({ legs }: { legs: TodayAnswer['legs'] }) {
  if (!legs.length) return null;
  return (
    <nav aria-label="The route in maps" className="mt-3 flex flex-wrap gap-2">
      {legs.map(({ from, to, mapsUrl }) => (
        <a
          key={from}
          href={mapsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white"
        >
          <MapPin aria-hidden="true" className="size-4" />
          {legs.length === 1 ? 'Open the route in Maps' : `Stops ${from}–${to} in Maps`}
          <span className="sr-only"> (opens maps)</span>
        </a>
      ))}
    </nav>
  );
}

/** How many of the crew's actions wait for a connection; sent again when the phone is back online. */
function useWaiting(onSent: () => void) {
  const [waiting, setWaiting] = useState(0);
  // By stop, made once per change to the queue: a stop's list stays the same object between them.
  const [photos, setPhotos] = useState(new Map<string, WaitingPhoto[]>());
  const [problem, setProblem] = useState('');
  useEffect(() => {
    let before = 0;
    const stop = onWaiting((n, waitingPhotos) => {
      if (n < before) onSent();
      before = n;
      setWaiting(n);
      const byStop = new Map<string, WaitingPhoto[]>();
      for (const photo of waitingPhotos) byStop.set(photo.visitId, [...(byStop.get(photo.visitId) ?? []), photo]);
      setPhotos(byStop);
    });
    const stopProblems = onProblem(setProblem);
    const retry = () => void sendWaiting();
    window.addEventListener('online', retry);
    const timer = setInterval(retry, 15_000);
    retry();
    return () => {
      stop();
      stopProblems();
      window.removeEventListener('online', retry);
      clearInterval(timer);
    };
  }, [onSent]);
  return { waiting, photos, problem };
}

/** The last route seen, so the page still shows it with no signal. */
function remembered(): TodayAnswer | null {
  try {
    return JSON.parse(localStorage.getItem(TODAY_KEY) ?? 'null') as TodayAnswer | null;
  } catch {
    return null;
  }
}

export function Today() {
  const { data, error, load } = useOwnerData('GET /owner/api/today', { refresh: true });
  const { waiting, photos, problem } = useWaiting(load);
  const [moveProblem, setMoveProblem] = useState('');
  useEffect(() => {
    if (data) localStorage.setItem(TODAY_KEY, JSON.stringify(data));
  }, [data]);
  const today = data ?? (error ? remembered() : null);
  const move = useCallback(
    (visitId: string, direction: 'up' | 'down') => {
      setMoveProblem('');
      ownerApi('POST /owner/api/visits/:id/order', { params: { id: visitId }, body: { direction } })
        .then(() => load())
        .catch((problem: Error) => setMoveProblem(problem.message));
    },
    [load],
  );

  if (!today) return error ? <p role="alert">{error}</p> : <p role="status">Loading the day…</p>;
  const { stops } = today;
  return (
    <OwnerPage title={`${today.isToday ? 'Today' : today.tomorrow ? 'Tomorrow' : 'Next service day'}: ${today.day}`}>
      <p
        role="status"
        className={cn('mb-2 rounded-lg px-3 py-2 text-sm font-semibold', waiting ? 'bg-amber-50 text-amber-900' : 'sr-only')}
      >
        {waiting
          ? `${waiting} ${waiting === 1 ? 'change waits' : 'changes wait'} to be sent: they go when the phone has signal.`
          : 'Everything is sent.'}
      </p>
      <PanelError error={problem || moveProblem} />
      <p className="text-sm text-slate-600">
        {today.count} of {today.capacity} visits booked · in driving order from {today.start}
      </p>
      <PositionChoice />
      <RouteLegs legs={today.legs} />
      {stops.length === 0 ? <p className="mt-6 text-slate-700">No visits booked for this day.</p> : null}
      <ol className="mt-4 grid gap-3" aria-label="Stops in driving order">
        {stops.map((visit, i) => (
          <Visit
            key={visit.visitId}
            visit={visit}
            number={i + 1}
            waitingPhotos={photos.get(visit.visitId) ?? NONE_WAITING}
            move={
              today.canReorder
                ? {
                    up: i > 0 ? () => move(visit.visitId, 'up') : undefined,
                    down: i < stops.length - 1 ? () => move(visit.visitId, 'down') : undefined,
                  }
                : undefined
            }
          />
        ))}
      </ol>
    </OwnerPage>
  );
}
