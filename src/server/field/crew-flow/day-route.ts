// A day's route for the crew: the day's visits (less those held for a payment, as the bookings
// list them) in driving order from the yard (as the stops room orders them). Today, the evening
// list and `npm run schedule` all read the route from here.
import type { BookedVisit } from '../../customers/bookings/booking-types.ts';
import type { LocalDate } from '../../platform/clock/business-calendar.ts';
import type { Placed } from '../stops/stop-store.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { StopStore } from '../stops/stop-store.ts';

export interface RouteStop extends BookedVisit {
  /** Where the stop was placed to order it: learned at the curb, or its zip's centre. */
  placed: Placed;
}

export function dayRoute({ bookings, stops }: { bookings: BookingStore; stops: StopStore }, date: LocalDate): RouteStop[] {
  return stops
    .order(bookings.route(date), (visit) => ({ bookingId: visit.booking.id, zip: visit.booking.customer.zip }))
    .map(({ stop, placed }) => ({ ...stop, placed }));
}
