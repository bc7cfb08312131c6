// One visit opened from the day list: move it to a date with room, cancel only it (a
// membership's), pause a membership some weeks or resume it now, cancel the booking (end a
// membership) after a confirmation step; where the stop is placed on the route (a wrong place
// cleared); the texts to the customer that did not arrive; and the
// visits behind it with their marks and photos.
import { useOwnerData } from '../shared/owner-data.ts';
import { PanelError } from '../shared/owner-view.tsx';
import {
  CancelBooking,
  MoveVisit,
  PauseOrResume,
  StopPlaceRow,
  TextProblems,
  VisitFacts,
  VisitHistory,
  type Act,
} from './booking-panel-parts.tsx';

export function BookingPanel({ id, visitId, onChanged }: { id: string; visitId: string; onChanged: (message: string) => void }) {
  const { data, error, setError } = useOwnerData('GET /owner/api/bookings/:id', { params: { id }, query: { visit: visitId } });
  if (!data) return <PanelError error={error} />;
  const act: Act = (change, done) =>
    change()
      .then((answer) => onChanged(typeof done === 'string' ? done : done(answer)))
      .catch((problem: Error) => setError(problem.message));
  const parts = { id, data, act };
  return (
    <div className="mt-3 grid gap-3 rounded-xl bg-slate-50 p-3">
      <VisitFacts data={data} />
      {data.visit ? <MoveVisit {...parts} visit={data.visit} /> : null}
      <PauseOrResume {...parts} />
      <CancelBooking {...parts} />
      <StopPlaceRow {...parts} />
      <TextProblems data={data} />
      <VisitHistory data={data} />
      <PanelError error={error} />
    </div>
  );
}
