// A day's room as every owner screen says it: booked against the room in one unit, and, over it,
// by how much in the warning colour with what to do about it.
import { inUnit, OVER_ROOM_FIX, overBy, roomWords, type DayRoom } from '../../../common/day-room.ts';

export function RoomLine({ room }: { room: DayRoom }) {
  return <span className={overBy(room) ? 'font-bold text-red-800' : undefined}>{roomWords(room)}</span>;
}

/** Over its room: by how much, and the way to fix it (none within its room). */
export function OverRoom({ room }: { room: DayRoom }) {
  const over = overBy(room);
  if (!over) return null;
  return (
    <p role="alert" className="mt-2 rounded-xl bg-red-50 p-3 text-sm font-bold text-red-900 ring-1 ring-red-300">
      Over its room by {inUnit(over, room.unit)}. {OVER_ROOM_FIX}{' '}
      <a href="#bookings" className="underline">
        Open Bookings
      </a>{' '}
      ·{' '}
      <a href="#crew" className="underline">
        Open Crew
      </a>
    </p>
  );
}
