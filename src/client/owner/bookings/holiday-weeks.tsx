// Holiday weeks on Bookings: what the holidays ahead move (each jurisdiction's cleans on a day, to
// the next day, because pickup runs a day late), with one button for each move that can be made;
// one that cannot (a day the team does not work, a full day) says so, for the owner to move by hand.
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ownerApi } from '../shared/owner-api.ts';
import { PanelError } from '../shared/owner-view.tsx';
import { useOwnerData } from '../shared/owner-data.ts';

export function HolidayWeeks({ onMoved }: { onMoved: (message: string) => void }) {
  const { data, error, setError, load } = useOwnerData('GET /owner/api/holiday-moves');
  const [busy, setBusy] = useState(false);
  if (!data?.moves.length) return <PanelError error={error} />;
  const apply = (jurisdiction: string, from: string, count: number, to: string) => {
    setBusy(true);
    setError('');
    ownerApi('POST /owner/api/holiday-moves', { body: { jurisdiction, from } })
      .then(() => {
        onMoved(`${count} ${count === 1 ? 'visit' : 'visits'} moved to ${to}. Each customer is told once, with an updated invitation.`);
        return load();
      })
      .catch((problem: Error) => setError(problem.message))
      .finally(() => setBusy(false));
  };
  return (
    <section aria-labelledby="holiday-weeks" className="mt-4 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <h3 id="holiday-weeks" className="flex items-center gap-2 text-base font-bold text-amber-950">
        <CalendarClock aria-hidden="true" className="size-5" /> Holiday weeks: pickup runs late
      </h3>
      <ul className="mt-2 grid gap-3">
        {data.moves.map((move) => (
          <li key={`${move.jurisdiction}-${move.from}`} className="text-sm text-amber-950">
            <p id={`holiday-${move.jurisdiction}-${move.from}`} className={move.canMove ? '' : 'font-semibold'}>
              {move.words}
            </p>
            {move.canMove ? (
              <Button
                type="button"
                size="sm"
                className="mt-1.5"
                disabled={busy}
                aria-describedby={`holiday-${move.jurisdiction}-${move.from}`}
                onClick={() => apply(move.jurisdiction, move.from, move.count, move.toWords)}
              >
                Move {move.count === 1 ? 'it' : `these ${move.count}`}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <PanelError error={error} />
    </section>
  );
}
