// Home's charts' figures as tables: what a screen reader reads, and what the owner reads exactly.
import type { ReactNode } from 'react';
import type { AfterCleanFigures, HomeFigures, MemberWeek, RoomDay } from '../../../common/owner-home.ts';

/** A table of figures: its first column names each row, the rest are numbers. */
function FiguresTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: { key: string; head: ReactNode; cells: ReactNode[] }[];
}) {
  return (
    <table className="mt-3 w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, i) => (
            <th key={column} scope="col" className={`px-2 py-1 font-semibold text-slate-700 ${i === 0 ? 'text-left' : 'text-right'}`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, head, cells }) => (
          <tr key={key} className="border-t border-slate-100">
            <th scope="row" className="px-2 py-1 text-left font-normal">
              {head}
            </th>
            {cells.map((cell, i) => (
              <td key={i} className="px-2 py-1 text-right tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function MemberWeeksTable({ weeks }: { weeks: MemberWeek[] }) {
  return (
    <FiguresTable
      caption="Members by week: begun, paused, ended, and members at the week's end"
      columns={['Week of', 'New', 'Paused', 'Ended', 'Members']}
      rows={weeks.map((w) => ({ key: w.week, head: w.week, cells: [w.began, w.paused, w.ended, w.members] }))}
    />
  );
}

export function RoomTable({ days }: { days: RoomDay[] }) {
  return (
    <FiguresTable
      caption={`Each service day ahead: ${days[0]?.unit ?? 'visits'} booked against the day's room`}
      columns={['Day', 'Booked', 'Room']}
      rows={days.map((d) => ({
        key: d.date,
        head: (
          <a href={`#bookings?from=${d.date}`} className="inline-flex min-h-6 items-center underline underline-offset-2">
            {d.day}
          </a>
        ),
        cells: [d.booked > d.room ? <strong className="text-red-700">{d.booked}</strong> : d.booked, d.room],
      }))}
    />
  );
}

/** Each truck's ratings and tips of the last 30 days, side by side. */
export function AfterCleanTable({ figures }: { figures: AfterCleanFigures }) {
  const trucks = [...new Set([...figures.ratings.byTruck.map((t) => t.truck), ...figures.tips.byTruck.map((t) => t.truck)])];
  return (
    <FiguresTable
      caption="Each truck's ratings and tips, the last 30 days"
      columns={['Truck', 'Ratings', 'Average', 'Tips']}
      rows={trucks.map((truck) => {
        const rated = figures.ratings.byTruck.find((t) => t.truck === truck);
        const tipped = figures.tips.byTruck.find((t) => t.truck === truck);
        return {
          key: truck,
          head: truck,
          cells: [
            rated?.count ?? 0,
            rated ? `${rated.average.toFixed(1)} ★` : '–',
            tipped ? `${tipped.total.words} (${tipped.count})` : '$0',
          ],
        };
      })}
    />
  );
}

/** The zips asked for most: how many wait there, and how many were told once it was served. */
export function WaitlistTable({ zips }: { zips: HomeFigures['waitlist']['zips'] }) {
  return (
    <FiguresTable
      caption="The waiting list by zip: waiting, and told once served"
      columns={['Zip', 'Waiting', 'Told']}
      rows={zips.map((z) => ({ key: z.zip, head: z.zip, cells: [z.waiting, z.told] }))}
    />
  );
}
