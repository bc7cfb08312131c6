// The business's trucks, as the owner sets them up under Crew: each with the place it leaves from
// and comes back to, its room in cans a day (and per tank of water, where a tank runs dry before
// the day does), the days it works and the crew who drive it (each sees only that truck's route).
// With none, the business has the one truck of its settings; with trucks, a day's room is theirs.
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { WEEKDAYS } from '../../../common/site-config.schema.ts';
import { truckSchema, type Truck, type TruckValues } from '../../../common/trucks.ts';
import { ownerApi } from '../shared/owner-api.ts';
import { words } from '../shared/typed-list.ts';
import { Announcements, field } from '../shared/owner-view.tsx';
import { useOwnerData } from '../shared/owner-data.ts';

interface Draft {
  name: string;
  yardName: string;
  latitude: string;
  longitude: string;
  roomCans: string;
  tankCans: string;
  days: string[];
  crew: string;
}

const draftOf = (truck: TruckValues): Draft => ({
  name: truck.name,
  yardName: truck.yard.name,
  latitude: String(truck.yard.latitude),
  longitude: String(truck.yard.longitude),
  roomCans: String(truck.roomCans),
  tankCans: truck.tankCans === null ? '' : String(truck.tankCans),
  days: truck.days,
  crew: truck.crew.join(', '),
});

/** The draft as the truck's schema reads it: the first refusal in words, or the truck. */
function checked(d: Draft): { ok: true; values: TruckValues } | { ok: false; error: string } {
  const parsed = truckSchema.safeParse({
    name: d.name,
    yard: { name: d.yardName, latitude: Number(d.latitude), longitude: Number(d.longitude) },
    roomCans: Number(d.roomCans),
    tankCans: d.tankCans.trim() ? Number(d.tankCans) : null,
    days: d.days,
    crew: words(d.crew).map((e) => e.toLowerCase()),
  });
  return parsed.success ? { ok: true, values: parsed.data } : { ok: false, error: parsed.error.issues[0]!.message };
}

function TruckForm({ start, submit, label }: { start: Draft; submit: (values: TruckValues) => Promise<void>; label: string }) {
  const [d, setD] = useState(start);
  const [error, setError] = useState('');
  const set = (key: keyof Draft) => (e: { target: { value: string } }) => setD({ ...d, [key]: e.target.value });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = checked(d);
    if (!result.ok) return setError(result.error);
    setError('');
    void submit(result.values).catch((problem: Error) => setError(problem.message));
  };
  const input = (key: keyof Draft, words: string, more: object = {}) => (
    <label className="text-sm font-semibold text-slate-800">
      {words}
      <input className={field} value={d[key] as string} onChange={set(key)} {...more} />
    </label>
  );
  return (
    <form onSubmit={onSubmit} aria-label={label} className="mt-3 grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2">
      {input('name', 'Truck’s name')}
      {input('yardName', 'Leaves from (a public spot near the yard)')}
      {input('latitude', 'Its latitude', { inputMode: 'decimal' })}
      {input('longitude', 'Its longitude', { inputMode: 'decimal' })}
      {input('roomCans', 'Cans it cleans in a day', { inputMode: 'numeric' })}
      {input('tankCans', 'Cans per tank of water (empty: a tank lasts the day)', { inputMode: 'numeric' })}
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold text-slate-800">Days it works</legend>
        <div className="mt-1 flex flex-wrap gap-3">
          {WEEKDAYS.map((day) => (
            <label key={day} className="inline-flex min-h-10 items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                checked={d.days.includes(day)}
                onChange={(e) => setD({ ...d, days: e.target.checked ? [...d.days, day] : d.days.filter((x) => x !== day) })}
              />
              {day}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="sm:col-span-2">{input('crew', 'Who drives it (crew e-mails, comma-separated)', { autoComplete: 'off' })}</div>
      <div className="sm:col-span-2">
        <Button type="submit">{label}</Button>
        {error ? (
          <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
            {error}
          </p>
        ) : null}
      </div>
    </form>
  );
}

function TruckRow({ truck, save, retire }: { truck: Truck; save: (values: TruckValues) => Promise<void>; retire: () => void }) {
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <h3 className="font-bold text-brand-950">
        {truck.name}
        {truck.retired ? ' (retired)' : ''}
      </h3>
      <p className="text-sm text-slate-600">
        {truck.roomCans} cans a day{truck.tankCans ? `, ${truck.tankCans} a tank` : ''} · {truck.days.join(', ')} · from {truck.yard.name}
        {truck.crew.length ? ` · driven by ${truck.crew.join(', ')}` : ''}
      </p>
      <details className="mt-2">
        <summary className="inline-flex min-h-10 cursor-pointer items-center font-semibold text-brand-800">Change {truck.name}</summary>
        <TruckForm start={draftOf(truck)} submit={save} label={`Save ${truck.name}`} />
      </details>
      <button
        type="button"
        onClick={retire}
        className="mt-2 rounded-full px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-slate-300"
      >
        {truck.retired ? `Put ${truck.name} back in service` : `Retire ${truck.name}`}
      </button>
    </li>
  );
}

/** How far above its share of the day's stops one truck's route may run: the owner's setting, kept as a version. */
function ShareForm({ percent, saved }: { percent: number; saved: (words: string) => Promise<void> }) {
  const [value, setValue] = useState(String(percent));
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const routeSharePercent = Number(value);
    if (!Number.isInteger(routeSharePercent)) return setError('Give the percent as a whole number.');
    setError('');
    void ownerApi('PUT /owner/api/business/team', { body: { routeSharePercent } })
      .then(() => saved(`A route may now run up to ${routeSharePercent}% above its share.`))
      .catch((problem: Error) => setError(problem.message));
  };
  return (
    <form onSubmit={submit} aria-label="A route's share" className="mt-3 flex flex-wrap items-end gap-3">
      <label className="text-sm font-semibold text-slate-800">
        A route may run this much above its share of the day (%)
        <input className={field} inputMode="numeric" value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
      <Button type="submit" variant="secondary">
        Save the share
      </Button>
      {error ? (
        <p role="alert" className="w-full text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </form>
  );
}

export function Trucks() {
  const { data, error, setError, load } = useOwnerData('GET /owner/api/trucks');
  const [status, setStatus] = useState('');
  const [adding, setAdding] = useState(0);
  const done = async (work: Promise<unknown>, words: string) => {
    await work;
    setStatus(words);
    setError('');
    await load();
  };
  if (!data) return null;
  const blank: Draft = draftOf({
    name: '',
    yard: data.yard,
    roomCans: 60,
    tankCans: null,
    days: ['Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    crew: [],
  });
  return (
    <section aria-labelledby="trucks-title" className="mt-8">
      <h2 id="trucks-title" className="text-xl font-bold text-brand-950">
        Trucks
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        With no truck here, the business runs one route with the day’s room from Settings. Add your trucks and each day is shared among
        those that work it, each within its room, no route more than {data.sharePercent}% above its share; a day’s room becomes their cans.
      </p>
      <ShareForm key={data.sharePercent} percent={data.sharePercent} saved={(words) => done(Promise.resolve(), words)} />
      {data.trucks.length ? (
        <ul className="mt-3 grid gap-3" aria-label="The trucks">
          {data.trucks.map((truck) => (
            <TruckRow
              key={truck.id}
              truck={truck}
              save={(values) =>
                done(ownerApi('PUT /owner/api/trucks/:id', { params: { id: truck.id }, body: values }), `${values.name} saved.`)
              }
              retire={() =>
                void done(
                  ownerApi('POST /owner/api/trucks/:id/retire', { params: { id: truck.id }, body: { retired: !truck.retired } }),
                  truck.retired ? `${truck.name} is back in service.` : `${truck.name} is retired: its days go to the others.`,
                ).catch((problem: Error) => setError(problem.message))
              }
            />
          ))}
        </ul>
      ) : null}
      <h3 className="mt-6 font-bold text-brand-950">Add a truck</h3>
      <TruckForm
        key={adding}
        start={blank}
        label="Add the truck"
        submit={(values) =>
          done(ownerApi('POST /owner/api/trucks', { body: values }), `${values.name} added.`).then(() => setAdding((n) => n + 1))
        }
      />
      <Announcements status={status} error={error} />
    </section>
  );
}
