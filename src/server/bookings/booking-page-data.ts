// What a customer's booking page shows, from the booking as it is now: its dates in words, the
// visits ahead, and other dates with room for the next one.
import type { BookingNotice, BookingPageData, BookingPayment, BookingStep } from '../../common/booking-page.ts';
import type { BookingStore } from './booking-store.ts';
import type { BookingView } from './booking-types.ts';
import { planWords, visitsWords } from './booking-words.ts';

export function bookingPageData(
  bookings: BookingStore,
  booking: BookingView,
  {
    action,
    step,
    notice,
    payment = null,
  }: { action: string; step: BookingStep; notice: BookingNotice | null; payment?: BookingPayment | null },
): BookingPageData {
  const { dates } = bookings;
  const membership = booking.intervalDays !== null;
  const ahead = booking.status === 'booked' ? bookings.nextVisits(booking, 3) : [];
  const choice = (date: string, visit?: string) => ({ date, words: dates.words(date), ...(visit ? { visit } : {}) });
  const offers = ahead.length
    ? bookings
        .datesWithRoom(booking.pickupDay, 7)
        .filter((date) => !ahead.some((v) => v.date === date))
        .slice(0, 6)
    : [];
  // With no visit ahead a booking is done: its last visit is behind it.
  const status = booking.holdUntil !== null ? 'held' : booking.status === 'booked' && ahead.length === 0 ? 'done' : booking.status;
  const last = bookings
    .visits(booking.id)
    .filter((v) => v.state !== 'cancelled')
    .at(-1);
  const when =
    status === 'cancelled'
      ? 'Cancelled'
      : status === 'ended'
        ? 'Membership ended'
        : status === 'done'
          ? last
            ? `Done (${dates.words(last.date)})`
            : 'Done'
          : visitsWords(
              dates,
              bookings.nextVisits(booking, 4).map((v) => v.date),
              membership,
            );
  const plan = planWords(booking);
  return {
    action,
    reference: booking.reference,
    name: booking.customer.name,
    street: booking.customer.street,
    zip: booking.customer.zip,
    plan: plan.name,
    price: plan.price,
    status,
    membership,
    when,
    nextVisits: ahead.map((v) => choice(v.date, v.id)),
    offers: offers.map((date) => choice(date)),
    step,
    notice,
    heldUntil: booking.holdUntil === null ? null : dates.calendar.timeWords(booking.holdUntil),
    payment: booking.holdUntil === null ? payment : null,
  };
}
