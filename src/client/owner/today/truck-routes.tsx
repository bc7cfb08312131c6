// The day by truck, where the business has trucks of its own: one truck at a time, each a tap away
// on a switcher that stays at the top of the screen with every truck's progress, and the truck's
// route with how far along it is, its room in cans, its length and where its last mark was. The owner moves a stop to another truck (both routes are
// ordered again) and plans the day again (routes already started stay as they are); a crew
// member sees their own truck, and is told when its route changed since they last looked.
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { addressParam } from '../shared/use-address.ts';
import type { TodayAnswer, TodayTruck } from '../../../common/owner-inbox.ts';
import { ownerApi } from '../shared/owner-api.ts';
import { RouteLegs, StopList } from './day-parts.tsx';
import type { WaitingPhoto } from './stop-queue.ts';

const time = (at: number) => new Date(at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** What changed on a route since the last look: stops added and taken off. */
function useRouteChange(trucks: TodayTruck[]): string {
  const seen = useRef<Set<string> | null>(null);
  const [change, setChange] = useState('');
  const ids = trucks.flatMap((t) => t.stops.map((s) => s.visitId));
  const key = ids.join(',');
  useEffect(() => {
    const now = new Set(key ? key.split(',') : []);
    const before = seen.current;
    seen.current = now;
    if (!before) return;
    const added = [...now].filter((id) => !before.has(id)).length;
    const removed = [...before].filter((id) => !now.has(id)).length;
    if (added || removed)
      setChange(
        `Your route changed: ${[added && `${added} ${added === 1 ? 'stop' : 'stops'} added`, removed && `${removed} taken off`].filter(Boolean).join(', ')}.`,
      );
  }, [key]);
  return change;
}

function TruckHead({ truck }: { truck: TodayTruck }) {
  return (
    <header>
      <h2 id={`truck-${truck.id}`} className="text-lg font-bold text-brand-950">
        {truck.name}
      </h2>
      <p className="text-sm font-semibold text-brand-950">
        {truck.done} done · {truck.remaining} to go
      </p>
      <p className="text-sm text-slate-600">
        {truck.cans} of {truck.roomCans} cans · {truck.km} km from {truck.yard} and back
        {truck.refillsAfter.length ? ` · refills at the yard after stop ${truck.refillsAfter.join(' and ')}` : ''}
      </p>
      <p className="text-sm text-slate-600">
        {truck.lastMark ? `Last mark: ${truck.lastMark.street} at ${time(truck.lastMark.at)}` : 'Not started'}
      </p>
      <p className="text-sm text-slate-600">
        This week: {truck.week.average === null ? 'no ratings yet' : `${truck.week.average.toFixed(1)} ★ from ${truck.week.ratings}`}
        {` · tips ${truck.week.tips}`}
        {truck.week.tipCount ? ` (${truck.week.tipCount})` : ''}
      </p>
      {truck.cans > truck.roomCans ? (
        <p role="alert" className="mt-2 rounded-xl bg-red-50 p-3 font-bold text-red-900 ring-1 ring-red-300">
          Over its room: {truck.cans} cans for a room of {truck.roomCans}. Move a stop to another truck or day.
        </p>
      ) : null}
    </header>
  );
}

/** The owner's control at a stop's foot: the truck it is on, another chosen moves it there. */
function TruckChoice({
  visitId,
  on,
  trucks,
  moveTo,
}: {
  visitId: string;
  on: string;
  trucks: TodayTruck[];
  moveTo: (visitId: string, truckId: string) => void;
}) {
  return (
    <label className="mt-3 flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-700">
      Truck
      <select
        value={on}
        onChange={(e) => moveTo(visitId, e.target.value)}
        className="min-h-10 rounded-lg border border-slate-300 bg-white px-2 font-normal"
      >
        {trucks.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Every truck's progress, each a pressed button that shows its route; it stays in view under the header. */
function TruckSwitcher({ trucks, shown, onShow }: { trucks: TodayTruck[]; shown: string; onShow: (id: string) => void }) {
  return (
    <div
      role="group"
      aria-label="Trucks"
      className="sticky top-14 z-10 -mx-4 mt-3 grid grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] gap-2 bg-slate-50 px-4 py-2 lg:-mx-8 lg:px-8"
    >
      {trucks.map((truck) => {
        const stops = truck.done + truck.remaining;
        const over = truck.cans > truck.roomCans;
        return (
          <button
            key={truck.id}
            type="button"
            aria-pressed={truck.id === shown}
            onClick={() => onShow(truck.id)}
            className={cn(
              'min-h-12 rounded-xl bg-white px-3 py-1.5 text-left ring-1 ring-slate-300 aria-pressed:ring-2 aria-pressed:ring-brand-700',
              over && 'ring-red-400',
            )}
          >
            <span className="block truncate text-sm font-bold text-brand-950">{truck.name}</span>
            <span className="block text-xs text-slate-700 tabular-nums">
              {truck.done} of {stops} done{over ? ' · over its room' : ''}
            </span>
            <span aria-hidden="true" className="mt-1 block h-1.5 overflow-hidden rounded-full bg-slate-200">
              <span className="block h-full bg-brand-600" style={{ width: `${stops ? (100 * truck.done) / stops : 0}%` }} />
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** The truck shown: the address's ('#today?truck=…'), else the one chosen, else the first. */
function useShownTruck(trucks: TodayTruck[]) {
  const [chosen, setChosen] = useState(() => addressParam('truck'));
  const shown = trucks.find((t) => t.id === chosen) ?? trucks[0];
  return [shown, setChosen] as const;
}

export function TruckRoutes({
  today,
  photos,
  isOwner,
  reload,
  setProblem,
}: {
  today: TodayAnswer;
  photos: Map<string, WaitingPhoto[]>;
  isOwner: boolean;
  reload: () => unknown;
  setProblem: (problem: string) => void;
}) {
  const trucks = today.trucks ?? [];
  const change = useRouteChange(isOwner ? [] : trucks);
  const [truck, show] = useShownTruck(trucks);
  const act = (call: Promise<unknown>) => {
    setProblem('');
    call.then(() => reload()).catch((problem: Error) => setProblem(problem.message));
  };
  const moveTo = (visitId: string, truckId: string) =>
    act(ownerApi('POST /owner/api/visits/:id/truck', { params: { id: visitId }, body: { truckId } }));
  if (!isOwner && trucks.length === 0)
    return <p className="mt-6 text-slate-700">You are not on a truck this day. Ask the owner to add you to one in Trucks.</p>;
  return (
    <>
      <p role="status" className={change ? 'mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900' : 'sr-only'}>
        {change}
      </p>
      {trucks.length > 1 && truck ? <TruckSwitcher trucks={trucks} shown={truck.id} onShow={show} /> : null}
      {truck ? (
        <section key={truck.id} aria-labelledby={`truck-${truck.id}`} className="mt-4 min-w-0">
          <TruckHead truck={truck} />
          <RouteLegs legs={truck.legs} label={`${truck.name}: the route in maps`} />
          <StopList
            stops={truck.stops}
            photos={photos}
            move={undefined}
            label={`${truck.name}: stops in driving order`}
            extraOf={
              isOwner && trucks.length > 1
                ? (visit) => <TruckChoice visitId={visit.visitId} on={truck.id} trucks={trucks} moveTo={moveTo} />
                : undefined
            }
          />
        </section>
      ) : null}
      {isOwner ? (
        // Below the stops: the crew's first look is the first stop, not a control that changes them all.
        <button
          type="button"
          onClick={() => act(ownerApi('POST /owner/api/day-plans/:date', { params: { date: today.date } }))}
          className="mt-6 rounded-full px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-slate-300"
        >
          Plan the day again
        </button>
      ) : null}
    </>
  );
}
