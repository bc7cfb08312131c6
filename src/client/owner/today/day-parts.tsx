// The day's parts on Today: its count at the top (done, to go, a day over its room said
// loudly), the route in the phone's maps as one link or one menu of its legs, and its stops in
// driving order (on a long day each on one line that opens on a tap, the finished folded away).
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TodayAnswer } from '../../../common/owner-inbox.ts';
import { StopCard } from './stop-card.tsx';
import type { WaitingPhoto } from './stop-queue.ts';
import { OverRoom, RoomLine } from '../shared/day-room.tsx';

const NONE_WAITING: WaitingPhoto[] = [];

/** The route in the phone's maps: one link, or one menu of its legs of ten stops each, in order. */
export function RouteLegs({ legs, label = 'The route in maps' }: { legs: TodayAnswer['legs']; label?: string }) {
  if (!legs.length) return null;
  const leg = ({ from, mapsUrl }: TodayAnswer['legs'][number], words: string) => (
    <a
      key={from}
      href={mapsUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-10 items-center gap-1.5 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white"
    >
      <MapPin aria-hidden="true" className="size-4" />
      {words}
      <span className="sr-only"> (opens maps)</span>
    </a>
  );
  return (
    <nav aria-label={label} className="mt-3">
      {legs.length === 1 ? (
        leg(legs[0]!, 'Open the route in Maps')
      ) : (
        <details className="rounded-2xl bg-white p-3 ring-1 ring-slate-200">
          <summary className="inline-flex min-h-10 cursor-pointer items-center gap-1.5 font-semibold text-brand-800">
            <MapPin aria-hidden="true" className="size-4" /> Open the route in Maps ({legs.length} legs of 10 stops)
          </summary>
          <div className="mt-2 flex flex-wrap gap-2">{legs.map((l) => leg(l, `Stops ${l.from}–${l.to}`))}</div>
        </details>
      )}
    </nav>
  );
}

/** The day in numbers, at the top: done and to go, and a day over its room said loudly. */
/** Every stop shown: the day's route, or each truck's. */
export const allStops = (today: TodayAnswer) => (today.trucks ? today.trucks.flatMap((t) => t.stops) : today.stops);

export function DayCount({ today }: { today: TodayAnswer }) {
  const stops = allStops(today);
  const done = stops.filter((stop) => stop.mark).length;
  return (
    <>
      <p className="text-base font-bold text-brand-950">
        {done} done · {stops.length - done} to go
      </p>
      <p className="text-sm text-slate-600">
        <RoomLine room={today.room} />
        {today.trucks ? '' : ` · in driving order from ${today.start}`}
      </p>
      <OverRoom room={today.room} />
    </>
  );
}

/** A long day (over this many stops) lists each stop on one line that opens on a tap, the finished ones folded away at the end. */
const COMPACT_OVER = 20;

export function StopList({
  stops,
  photos,
  move,
  extraOf,
  label = 'Stops in driving order',
}: {
  stops: TodayAnswer['stops'];
  photos: Map<string, WaitingPhoto[]>;
  move: ((visitId: string, direction: 'up' | 'down') => void) | undefined;
  /** More at a stop's foot (with several trucks, the owner's truck for it). */
  extraOf?: (visit: TodayAnswer['stops'][number]) => ReactNode;
  label?: string;
}) {
  const card = (visit: TodayAnswer['stops'][number], i: number) => (
    <StopCard
      key={visit.visitId}
      visit={visit}
      number={i + 1}
      compact={stops.length > COMPACT_OVER}
      waitingPhotos={photos.get(visit.visitId) ?? NONE_WAITING}
      extra={extraOf?.(visit)}
      move={
        move
          ? {
              up: i > 0 ? () => move(visit.visitId, 'up') : undefined,
              down: i < stops.length - 1 ? () => move(visit.visitId, 'down') : undefined,
            }
          : undefined
      }
    />
  );
  const numbered = stops.map((visit, i) => ({ visit, i }));
  if (stops.length <= COMPACT_OVER)
    return (
      <ol className="mt-4 grid gap-3" aria-label={label}>
        {numbered.map(({ visit, i }) => card(visit, i))}
      </ol>
    );
  const finished = numbered.filter(({ visit }) => visit.mark);
  return (
    <>
      <ol className="mt-4 grid gap-2" aria-label={label}>
        {numbered.filter(({ visit }) => !visit.mark).map(({ visit, i }) => card(visit, i))}
      </ol>
      {finished.length ? (
        <details className="mt-4">
          <summary className="inline-flex min-h-10 cursor-pointer items-center font-semibold text-brand-800">
            Finished stops ({finished.length})
          </summary>
          <ol className="mt-2 grid gap-2" aria-label={`Finished: ${label}`}>
            {finished.map(({ visit, i }) => card(visit, i))}
          </ol>
        </details>
      ) : null}
    </>
  );
}
