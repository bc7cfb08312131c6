// The day's route: the next service day's stops in driving order from the yard, numbered, with
// the route in the phone's maps a leg of ten stops at a time. Each stop: the street opens in the
// phone's maps, the phone calls or texts; 'Done + photo' opens the camera and marks the stop done
// with the shot; Done, Cans not out and No access (with a note) mark it, a second tap clears a
// mark made by mistake. A mark carries where the phone is (once the crew allows it), which places
// the stop for later routes. The owner moves a stop up or down; later routes keep that order.
// What the crew does is kept on the phone and sent when there is signal; the page says how much
// still waits. With trucks of the business's own, the day shows by truck (truck-routes.tsx).
import { MapPin } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import type { TodayAnswer } from '../../../common/owner-inbox.ts';
import { ownerApi } from '../shared/owner-api.ts';
import { OwnerPage, PanelError } from '../shared/owner-view.tsx';
import { useOwnerData } from '../shared/owner-data.ts';
import { askForPosition, positionAccess, type PositionAccess } from './stop-position.ts';
import { allStops, DayCount, RouteLegs, StopList } from './day-parts.tsx';
import { StopRefusals, useWaiting } from './use-waiting.ts';
import { TruckRoutes } from './truck-routes.tsx';

const TODAY_KEY = 'canfresh-today';

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
  const { waiting, photos, refusals } = useWaiting(load);
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
  const stops = allStops(today);
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
      <PanelError error={moveProblem} />
      {/* The crew sees their truck's own figures (its head), not the whole day's. */}
      {today.trucks && !today.canReorder ? null : <DayCount today={today} />}
      <PositionChoice />
      {today.trucks ? null : <RouteLegs legs={today.legs} />}
      {stops.length === 0 ? (
        <p className="mt-6 text-slate-700">
          No visits booked for this day.
          {today.nextWithVisits
            ? ` The next day with visits is ${today.nextWithVisits.day}: ${today.nextWithVisits.count} ${today.nextWithVisits.count === 1 ? 'visit' : 'visits'}.`
            : ' None are booked ahead yet.'}{' '}
          <a href="#bookings" className="font-semibold text-brand-800 underline">
            Open Bookings
          </a>
        </p>
      ) : null}
      <StopRefusals value={refusals}>
        {today.trucks ? (
          <TruckRoutes today={today} photos={photos} isOwner={today.canReorder} reload={load} setProblem={setMoveProblem} />
        ) : (
          <StopList stops={today.stops} photos={photos} move={today.canReorder ? move : undefined} />
        )}
      </StopRefusals>
    </OwnerPage>
  );
}
