// A day's room, one meaning everywhere (Home, Today, Bookings, the evening list): what is booked
// against what the day holds, in one unit: cans where the business's trucks count cans, else
// visits (the settings' one truck). Over its room, every screen says by how much, in the warning
// colour, with the way to fix it.
export interface DayRoom {
  booked: number;
  room: number;
  unit: 'visits' | 'cans';
}

/** '806 of 800 cans booked'. */
export const roomWords = ({ booked, room, unit }: DayRoom) => `${booked} of ${room} ${unit} booked`;

/** A count in the room's unit ('1 can', '6 visits'). */
export const inUnit = (count: number, unit: DayRoom['unit']) => `${count} ${count === 1 ? unit.slice(0, -1) : unit}`;

/** How far over its room a day is (0 within it). */
export const overBy = ({ booked, room }: DayRoom) => Math.max(0, booked - room);

/** What the owner can do about a day over its room. */
export const OVER_ROOM_FIX = 'Move some stops to another day from Bookings, or add a truck in Crew.';
