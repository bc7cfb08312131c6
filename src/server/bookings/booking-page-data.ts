// What a customer's booking page shows, from the booking as it is now: its dates in words, the
// visits ahead, and other dates with room for the next one.
import type { BookingNotice, BookingPageData, BookingPayment, BookingStep } from '../../common/booking-page.ts';
import type { BookingStore } from './booking-store.ts';
import type { LocalDate } from '../clock/business-calendar.ts';
import { givenUp, type BookingView, type Visit } from './booking-types.ts';
import { DEEP_CLEAN } from './day-digest.ts';
import { MISSED_WORDS } from './crew-messages.ts';
import { planWords, visitsWords } from './booking-words.ts';

/** The holiday move due for a visit, if one is: to which date, and the holiday's name. */
export type HolidayOf = (visitId: string) => { to: LocalDate; holiday: string } | undefined;

export function bookingPageData(
  bookings: BookingStore,
  booking: BookingView,
  {
    action,
    step,
    notice,
    payment = null,
    holidayOf,
  }: {
    action: string;
    step: BookingStep;
    notice: BookingNotice | null;
    payment?: BookingPayment | null;
    holidayOf?: HolidayOf | undefined;
  },
): BookingPageData {
  const { dates } = bookings;
  const membership = booking.intervalDays !== null;
  const ahead = booking.status === 'booked' ? bookings.nextVisits(booking, 3) : [];
  const choice = (date: string, visit?: string) => ({ date, words: dates.words(date), ...(visit ? { visit } : {}) });
  // 'Wednesday, March 31: your seasonal deep clean'.
  const visitChoice = (v: Visit) => ({
    ...choice(v.date, v.id),
    ...(v.deepClean ? { words: `${dates.words(v.date)}: your ${DEEP_CLEAN}` } : {}),
  });
  const pause = membership && booking.status === 'booked' ? bookings.pauseOf(booking.id) : undefined;
  const firstAfter = (until: string) => {
    const visit = bookings.nextVisits(booking, 20).find((v) => v.date >= until);
    return visit ? visitChoice(visit).words : null;
  };
  // What a pause would start with: the next visit that can still be changed.
  const earliest = dates.earliest();
  const pausable =
    membership && booking.status === 'booked' && !pause ? bookings.nextVisits(booking, 3).find((v) => v.date >= earliest) : undefined;
  const missed = booking.status === 'booked' ? bookings.missedToMakeUp(booking) : undefined;
  const offers =
    ahead.length || missed
      ? bookings
          .datesWithRoom(booking.pickupDay, 7, pause && dates.calendar.addDays(pause.until, -1))
          .filter((date) => !ahead.some((v) => v.date === date))
          .slice(0, 6)
      : [];
  // Paused beyond how far ahead we book, no date after the pause can be picked yet: from when one
  // can (the first pickup date after the pause that is not already a visit), room aside.
  const pickableFrom = (until: string) => {
    if (offers.length || until <= dates.latest()) return null;
    const first = dates.pickupDateFrom(until, booking.pickupDay, (date) => ahead.some((v) => v.date === date));
    return dates.words(dates.bookableFrom(first));
  };
  // With no visit ahead a booking is done: its last visit is behind it (unless it is to be made up).
  const status =
    booking.holdUntil !== null ? 'held' : booking.status === 'booked' && ahead.length === 0 && !missed ? 'done' : booking.status;
  const last = bookings
    .visits(booking.id)
    .filter((v) => !givenUp(v))
    .at(-1);
  const when =
    status === 'cancelled'
      ? 'Cancelled'
      : status === 'ended'
        ? 'Membership ended'
        : missed
          ? 'A new date to pick'
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
  // The next visit's pickup runs a day late for a holiday: say when we come instead.
  const moved = ahead[0] && holidayOf?.(ahead[0].id);
  const holiday = moved
    ? `${moved.holiday} moves your trash pickup a day, so we come ${dates.words(moved.to)} instead of ${dates.words(ahead[0]!.date)}.`
    : null;
  return {
    holiday,
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
    nextVisits: ahead.map(visitChoice),
    offers: offers.map((date) => choice(date)),
    // A membership is ended, never cancelled: its confirmation step is always the end's.
    step: membership && step === 'cancel' ? 'end' : step,
    notice,
    heldUntil: booking.holdUntil === null ? null : dates.calendar.timeWords(booking.holdUntil),
    makeUp: missed ? { missed: dates.words(missed.date), why: MISSED_WORDS[missed.state as keyof typeof MISSED_WORDS] } : null,
    pause: pause
      ? {
          from: dates.words(pause.from),
          until: dates.words(pause.until),
          firstAfter: firstAfter(pause.until),
          pickableFrom: pickableFrom(pause.until),
        }
      : null,
    pauseOffer: pausable
      ? {
          from: dates.words(pausable.date),
          fromDate: pausable.date,
          maxWeeks: dates.rules.pauseMaxWeeks,
          latestUntil: dates.calendar.addDays(pausable.date, dates.rules.pauseMaxWeeks * 7),
          tooLateForTomorrow: ahead[0] !== undefined && ahead[0].date < earliest,
        }
      : null,
    payment: booking.holdUntil === null ? payment : null,
  };
}
