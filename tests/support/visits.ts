// Tests name a visit by its booking and date, as a person reads it; the store changes visits by id.
import type { BookingStore } from '../../src/server/customers/bookings/booking-store.ts';
import type { ChangedBy } from '../../src/server/customers/bookings/booking-types.ts';

/** The booking's visit on a date (not cancelled); throws when there is none, naming it. */
export function visitOn(bookings: BookingStore, bookingId: string, date: string) {
  const visit = bookings.visits(bookingId).find((v) => v.date === date && v.state !== 'cancelled');
  if (!visit) throw new Error(`booking ${bookingId} has no visit on ${date}`);
  return visit;
}

/** Moves the booking's visit on `from` to `to`. */
export const moveVisitOn = (bookings: BookingStore, bookingId: string, from: string, to: string, by: ChangedBy) =>
  bookings.moveVisit(visitOn(bookings, bookingId, from).id, to, by);
