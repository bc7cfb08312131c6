// The bookings: each service day ahead with its count against the day's capacity; a visit opens
// to move that visit to a date with room, to cancel only it (a membership's), or to cancel its
// booking (end a membership) after a confirmation step, or to pause a membership for some weeks
// (or resume it early); a whole day moves at once (a storm, a holiday week), and a day off that
// still has visits says so. Paused memberships are folded under their own heading, with the date they come back. The
// customer gets the same updated e-mail and invitation as when they change it themselves.
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ownerApi } from '../shared/owner-api.ts';
import { HolidayWeeks } from './holiday-weeks.tsx';
import { BookingPanel } from './booking-panel.tsx';
import { useWide } from '../shared/use-wide.ts';
import type { BookingsDay, PausedMembership } from '../../../common/owner-inbox.ts';
import { Announcements, DatePicker, OwnerPage, PanelError } from '../shared/owner-view.tsx';
import { useOwnerData } from '../shared/owner-data.ts';
import { OlderButton, useOlderPages } from '../shared/older-pages.tsx';
import { PaymentMark } from '../shared/payment-mark.tsx';
import { OverRoom, RoomLine } from '../shared/day-room.tsx';
import { cn } from '../../lib/cn.ts';

/** Paused memberships, soonest back first, each with a way to resume it now. */
function PausedList({
  paused,
  total,
  onResume,
}: {
  paused: PausedMembership[];
  total: number;
  onResume: (membership: PausedMembership) => void;
}) {
  if (!paused.length) return null;
  // Folded under its own heading: the days ahead come first, on the first screen.
  return (
    <section aria-labelledby="paused">
      <details className="mt-4 rounded-2xl bg-white p-3 ring-1 ring-slate-200">
        <summary className="cursor-pointer text-sm font-bold text-slate-700">
          <h3 id="paused" className="inline">
            Paused memberships ({total})
          </h3>
        </summary>
        <ul className="mt-2 grid gap-2">
          {paused.map((membership) => (
            <li
              key={membership.bookingId}
              className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-white p-3 ring-1 ring-slate-200"
            >
              <span>
                <span className="block font-bold text-brand-950">{membership.name}</span>
                <span className="text-sm text-slate-600">
                  Paused from {membership.from} · back {membership.back ?? membership.until} · {membership.reference}
                </span>
              </span>
              <Button type="button" size="sm" variant="secondary" onClick={() => onResume(membership)}>
                Resume now<span className="sr-only"> ({membership.name})</span>
              </Button>
            </li>
          ))}
        </ul>
        {total > paused.length ? (
          <p className="mt-2 text-sm text-slate-600">
            And {total - paused.length} more, back later than these (the soonest back are listed).
          </p>
        ) : null}
      </details>
    </section>
  );
}

/** Every visit of a day to one working day with room for them all. */
function DayMovePanel({ date, onChanged }: { date: string; onChanged: (message: string) => void }) {
  const { data, error, setError } = useOwnerData('GET /owner/api/days/:date', { params: { date } });
  const [to, setTo] = useState('');
  if (!data) return <PanelError error={error} />;
  const visits = `${data.count} ${data.count === 1 ? 'visit' : 'visits'}`;
  const move = () =>
    ownerApi('POST /owner/api/days/:date/move', { params: { date }, body: { to } })
      .then(() => {
        const words = data.datesWithRoom.find((d) => d.date === to)?.words ?? to;
        onChanged(`${visits} moved to ${words}. Each customer gets a new confirmation.`);
      })
      .catch((problem: Error) => setError(problem.message));
  return (
    <div className="mt-2 grid gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200">
      <DatePicker
        label={`${data.count === 1 ? 'Move the visit' : `Move all ${visits}`} of ${data.day} to`}
        dates={data.datesWithRoom}
        value={to}
        onChange={setTo}
      />
      <Button type="button" size="sm" disabled={!to} onClick={() => void move()}>
        Move {visits}
      </Button>
      <PanelError error={error} />
    </div>
  );
}

/** The service days ahead with no visit yet, folded into one line: the owner looks for the days with work. */
function EmptyDays({ days }: { days: BookingsDay[] }) {
  const empty = days.filter((day) => day.visits.length === 0);
  if (!empty.length) return null;
  return (
    <p className="mt-6 text-sm text-slate-600">
      {empty.length} more service {empty.length === 1 ? 'day' : 'days'} through {empty.at(-1)!.day} with no visits yet (room for{' '}
      {empty[0]!.room.room} {empty[0]!.room.unit} each).
    </p>
  );
}

/** The days ahead: whole days until they hold 300 visits (a busy day's work), later days on asking. */
function useBookingDays() {
  const owner = useOwnerData('GET /owner/api/bookings', { refresh: true });
  const pages = useOlderPages(
    owner.data && { rows: owner.data.days, next: owner.data.next },
    (from) => ownerApi('GET /owner/api/bookings', { query: { from } }).then((page) => ({ rows: page.days, next: page.next })),
    (day) => day.date,
  );
  return { ...owner, pages };
}

export function Bookings() {
  const { data, error, setError, load, pages } = useBookingDays();
  const [open, setOpen] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  // On a desk the open visit goes beside the days, which stay in view; on a phone, under its row.
  const wide = useWide();
  const opened = pages.rows.flatMap((day) => day.visits.map((visit) => ({ day, visit }))).find(({ visit }) => visit.visitId === open);
  const changed = (message: string) => {
    setStatus(message);
    setOpen(null);
    void load();
  };
  const resume = ({ bookingId, name }: PausedMembership) =>
    ownerApi('POST /owner/api/bookings/:id/resume', { params: { id: bookingId }, body: {} })
      .then(({ next }) => changed(`${name}’s membership is back on${next ? `: next visit ${next}` : ''}. They are told.`))
      .catch((problem: Error) => setError(problem.message));
  return (
    <OwnerPage title="Bookings">
      <Announcements status={status} error={error} />
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start lg:gap-6">
        <div className="min-w-0">
          <HolidayWeeks onMoved={changed} />
          <PausedList paused={data?.paused ?? []} total={data?.pausedTotal ?? 0} onResume={(m) => void resume(m)} />
          {data && !pages.next && !pages.rows.some((day) => day.visits.length) ? (
            <p className="mt-4 text-slate-700">No visits booked ahead.</p>
          ) : null}
          {pages.rows
            .filter((day) => day.visits.length > 0)
            .map((day) => (
              <BookingDay key={day.date} day={day} open={open} setOpen={setOpen} wide={wide} onChanged={changed} />
            ))}
          <OlderButton pages={pages}>Later days</OlderButton>
          <PanelError error={pages.error} />
          {data ? <EmptyDays days={pages.rows} /> : null}
        </div>
        {wide ? <OpenVisit opened={opened} onChanged={changed} /> : null}
      </div>
    </OwnerPage>
  );
}

/** One day's visits, each opening its panel (under it on a phone; beside the days on a desk), and the whole day's move. */
function BookingDay({
  day,
  open,
  setOpen,
  wide,
  onChanged,
}: {
  day: BookingsDay;
  open: string | null;
  setOpen: (open: string | null) => void;
  wide: boolean;
  onChanged: (message: string) => void;
}) {
  return (
    <section aria-labelledby={`day-${day.date}`} className="mt-4">
      <h3 id={`day-${day.date}`} className="flex justify-between text-sm font-bold text-slate-700">
        <span>{day.day}</span>
        <RoomLine room={day.room} />
      </h3>
      <OverRoom room={day.room} />
      {day.dayOff ? (
        <p className="mt-1 rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
          A day off: these visits need another date.
        </p>
      ) : null}
      {day.visits.length ? (
        <button
          type="button"
          aria-expanded={open === day.date}
          onClick={() => setOpen(open === day.date ? null : day.date)}
          className="mt-1 text-sm font-semibold text-brand-800 underline"
        >
          Move the whole day<span className="sr-only"> ({day.day})</span>
        </button>
      ) : null}
      {open === day.date ? <DayMovePanel date={day.date} onChanged={onChanged} /> : null}
      {day.visits.length ? (
        <ul className="mt-2 grid gap-2">
          {day.visits.map((visit) => (
            <li
              key={visit.visitId}
              className={cn(
                'rounded-2xl p-3 ring-1',
                open === visit.visitId ? 'bg-brand-50 ring-2 ring-brand-600' : 'bg-white ring-slate-200',
              )}
            >
              <button
                type="button"
                aria-expanded={open === visit.visitId}
                onClick={() => setOpen(open === visit.visitId ? null : visit.visitId)}
                className="w-full text-left"
              >
                <span className="block font-bold text-brand-950">
                  {visit.name}
                  <PaymentMark state={visit.payment} />
                </span>
                <span className="text-sm text-slate-600">
                  {visit.plan} · {visit.zip} · {visit.reference}
                </span>
              </button>
              {open === visit.visitId && !wide ? <BookingPanel id={visit.bookingId} visitId={visit.visitId} onChanged={onChanged} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The visit open beside the days on a desk, or what to do while none is. */
function OpenVisit({
  opened,
  onChanged,
}: {
  opened: { day: BookingsDay; visit: BookingsDay['visits'][number] } | undefined;
  onChanged: (message: string) => void;
}) {
  return (
    <aside aria-label="The open visit" className="sticky top-20 mt-4">
      {opened ? (
        <div className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
          <h3 className="text-lg font-extrabold text-brand-950">{opened.visit.name}</h3>
          <p className="text-sm text-slate-600">
            {opened.day.day} · {opened.visit.plan} · {opened.visit.reference}
          </p>
          <BookingPanel key={opened.visit.visitId} id={opened.visit.bookingId} visitId={opened.visit.visitId} onChanged={onChanged} />
        </div>
      ) : (
        <p className="text-slate-600">Choose a visit to move it, pause or cancel it, or see its history.</p>
      )}
    </aside>
  );
}
