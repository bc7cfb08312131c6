// Home, the page the inbox opens on: what needs the owner first, then the business at a glance. Members and their movement, the
// monthly recurring revenue and its change, money taken and owed, this week's leads by the way
// they came in, the room used ahead, the day's route, and the ratings and tips by truck; each figure opens its list. The figures
// come first; the charts' code loads after them.
import { lazy, Suspense, type ReactNode } from 'react';
import type { HomeFigures } from '../../../common/owner-home.ts';
import { LoadFailed, Loading } from '../shared/load-states.tsx';
import { useOwnerData } from '../shared/owner-data.ts';
import { OwnerPage } from '../shared/owner-view.tsx';
import { Change, FigureCard } from './figure-card.tsx';
import { AfterCleanTable, MemberWeeksTable, RoomTable, WaitlistTable } from './home-tables.tsx';
import { RoomLine } from '../shared/day-room.tsx';
import { overBy } from '../../../common/day-room.ts';
import { NeedsYou } from './needs-you.tsx';

/** The charts' code (recharts), one chunk loaded once Home has its figures. */
const chartsCode = () => import('./home-charts.tsx');
const MembersChart = lazy(() => chartsCode().then((m) => ({ default: m.MembersChart })));
const RoomChart = lazy(() => chartsCode().then((m) => ({ default: m.RoomChart })));

export function Home() {
  const { data, error, load } = useOwnerData('GET /owner/api/home', { refresh: true });
  return (
    <OwnerPage title="Home">
      {data ? (
        <Figures home={data} />
      ) : error ? (
        <LoadFailed error={error} onRetry={() => void load()} />
      ) : (
        <Loading shape="cards" label="Loading the figures" />
      )}
    </OwnerPage>
  );
}

function Figures({ home }: { home: HomeFigures }) {
  const { members, revenue, money, leads, room, route } = home;
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">As of {home.asOf}</p>
      <NeedsYou needs={home.needs} />
      <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <FigureCard
          title={`Route, ${route.day}`}
          figure={`${route.done} of ${route.stops} done`}
          note={
            <>
              {route.remaining} to go; <RoomLine room={route.room} />.
            </>
          }
          tone={overBy(route.room) ? 'warn' : 'plain'}
          href="#today"
          linkText="Open Today"
        />
        <FigureCard title="Members" figure={members.now} note="Running memberships now." href="#bookings" linkText="Open Bookings" />
        <FigureCard
          title="Monthly recurring revenue"
          figure={revenue.monthly.words}
          note={<Change cents={revenue.change.cents} words={revenue.change.words} since="since 4 weeks ago" />}
          href="#payments"
          linkText="Open Payments"
        />
        <FigureCard
          title="Money taken this week"
          figure={money.thisWeek.words}
          note={`Last week ${money.lastWeek.words}. This month ${money.thisMonth.words}, last month ${money.lastMonth.words}.`}
          href="#payments"
          linkText="Open Payments"
        />
        <FigureCard
          title="Owed"
          figure={money.outstanding.words}
          note={`${money.outstanding.count} due · ${money.failed.words} failed (${money.failed.count}) · accounts' invoices ${money.accounts.words} open (${money.accounts.count})`}
          tone={money.failed.count ? 'warn' : 'plain'}
          href="#payments?state=failed"
          linkText="Open what failed"
        />
      </div>
      <div className="mt-3 grid items-start gap-3 lg:grid-cols-2">
        <FigureCard
          title="Members by week"
          figure={members.weeks.at(-1)?.members ?? 0}
          note="New, paused and ended each week, and members at its end."
          href="#bookings"
          linkText="Open Bookings"
        >
          <Suspense fallback={<div className="mt-3 h-48" />}>
            <MembersChart weeks={members.weeks} />
          </Suspense>
          <Figures.Table>
            <MemberWeeksTable weeks={members.weeks} />
          </Figures.Table>
        </FigureCard>
        <RoomCard room={room} />
        <LeadsCard leads={leads} />
        <LeaversCard leavers={home.leavers} />
        <AfterCleanCard figures={home.afterClean} />
        <WaitlistCard waitlist={home.waitlist} />
      </div>
    </>
  );
}

/** A chart's exact figures, a tap away under it. */
Figures.Table = function FiguresTable({ children }: { children: ReactNode }) {
  return (
    <details className="mt-2 text-sm">
      <summary className="inline-flex min-h-6 cursor-pointer items-center font-semibold text-brand-800">The figures</summary>
      {children}
    </details>
  );
};

function LeadsCard({ leads }: { leads: HomeFigures['leads'] }) {
  return (
    <FigureCard title="Leads this week" figure={leads.count} note={`${leads.booked} became bookings.`} href="#leads" linkText="Open Leads">
      <ul className="mt-2 grid gap-1 text-sm">
        {leads.ways.map((w) => (
          <li key={w.way} className="flex justify-between gap-2">
            <a href={`#leads?way=${w.way}`} className="inline-flex min-h-6 items-center underline underline-offset-2">
              {w.label}
            </a>
            <span className="tabular-nums">
              {`${w.count} `}
              <span className="text-slate-600">({w.booked} booked)</span>
            </span>
          </li>
        ))}
      </ul>
    </FigureCard>
  );
}

/** Who left in the last 90 days, by the reason they gave; each reason opens its list. */
function LeaversCard({ leavers }: { leavers: HomeFigures['leavers'] }) {
  return (
    <FigureCard
      title="Who left, the last 90 days"
      figure={leavers.total}
      note="Cancelled or ended, by the reason they gave."
      href="#customers"
      linkText="Open Customers"
    >
      <ul className="mt-2 grid gap-1 text-sm">
        {leavers.reasons.map((r) => (
          <li key={r.reason} className="flex justify-between gap-2">
            {r.count ? (
              <a href={`#customers?left=${r.reason}`} className="inline-flex min-h-6 items-center underline underline-offset-2">
                {r.label}
              </a>
            ) : (
              <span className="inline-flex min-h-6 items-center text-slate-600">{r.label}</span>
            )}
            <span className="tabular-nums">{r.count}</span>
          </li>
        ))}
      </ul>
    </FigureCard>
  );
}

/** The last 30 days' ratings (average, by truck) and tips (by truck); the unhappy ones wait in Messages. */
function AfterCleanCard({ figures }: { figures: HomeFigures['afterClean'] }) {
  const { ratings, tips } = figures;
  return (
    <FigureCard
      title="Ratings, the last 30 days"
      figure={ratings.average === null ? 'None yet' : `${ratings.average.toFixed(1)} ★`}
      note={`${ratings.count} ${ratings.count === 1 ? 'rating' : 'ratings'} · tips ${tips.total.words} (${tips.count})`}
      href="#messages?show=unhappy"
      linkText="Open the unhappy ones"
    >
      {ratings.byTruck.length || tips.byTruck.length ? <AfterCleanTable figures={figures} /> : null}
    </FigureCard>
  );
}

/** Where demand waits: visitors outside the area by the zip they asked for, beside the zips served. */
function WaitlistCard({ waitlist }: { waitlist: HomeFigures['waitlist'] }) {
  return (
    <FigureCard
      title="Waiting list"
      figure={waitlist.waiting}
      note={`Visitors outside the ${waitlist.served} zips you serve, waiting to be told when you come. Add a zip in Settings and they are told once.`}
      href="#settings"
      linkText="Open Settings"
    >
      {waitlist.zips.length ? <WaitlistTable zips={waitlist.zips} /> : null}
    </FigureCard>
  );
}

function RoomCard({ room }: { room: HomeFigures['room'] }) {
  const over = room.filter((d) => d.booked > d.room);
  return (
    <FigureCard
      title="Room, the next 21 days"
      figure={`${room.filter((d) => d.booked >= d.room).length} of ${room.length} days full`}
      note={
        over.length ? <strong className="text-red-700">Over its room: {over.map((d) => d.day).join(', ')}</strong> : 'No day over its room.'
      }
      tone={over.length ? 'warn' : 'plain'}
      href="#bookings"
      linkText="Open Bookings"
    >
      <Suspense fallback={<div className="mt-3 h-48" />}>
        <RoomChart days={room} />
      </Suspense>
      <Figures.Table>
        <RoomTable days={room} />
      </Figures.Table>
    </FigureCard>
  );
}
