// What a customer's booking page shows, from the booking as it is now: its dates in words, the
// visits ahead, and other dates with room for the next one.
import type { BookingNotice, BookingPageData, BookingPayment, BookingStep } from '../../common/booking-page.ts';
import type { BookingStore } from './booking-store.ts';
import type { LocalDate } from '../clock/business-calendar.ts';
import { givenUp, type BookingView, type Visit } from './booking-types.ts';
import { DEEP_CLEAN } from './day-digest.ts';
import { MISSED_WORDS } from './crew-messages.ts';
import { planWords, visitsWords } from './booking-words.ts';
import type { ServiceDates } from './service-dates.ts';
import type { Pause } from './booking-rows.ts';

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
  const pause = membership && booking.status === 'booked' ? bookings.pauseOf(booking.id) : undefined;
  const missed = booking.status === 'booked' ? bookings.missedToMakeUp(booking) : undefined;
  const offers =
    ahead.length || missed
      ? bookings
          .datesWithRoom(booking.pickupDay, 7, pause && dates.calendar.addDays(pause.until, -1))
          .filter((date) => !ahead.some((v) => v.date === date))
          .slice(0, 6)
      : [];
  // With no visit ahead a booking is done: its last visit is behind it (unless it is to be made up).
  const status =
    booking.holdUntil !== null ? 'held' : booking.status === 'booked' && ahead.length === 0 && !missed ? 'done' : booking.status;
  const plan = planWords(booking);
  return {
    when: whenWords(bookings, booking, status, Boolean(missed)),
    holiday: holidayWords(bookings, ahead[0], holidayOf),
    action,
    reference: booking.reference,
    name: booking.customer.name,
    street: booking.customer.street,
    zip: booking.customer.zip,
    plan: plan.name,
    price: plan.price,
    status,
    membership,
    nextVisits: ahead.map((v) => visitChoice(v, dates)),
    offers: offers.map((date) => choice(date, dates)),
    // A membership is ended, never cancelled: its confirmation step is always the end's.
    step: membership && step === 'cancel' ? 'end' : step,
    notice,
    heldUntil: booking.holdUntil === null ? null : dates.calendar.timeWords(booking.holdUntil),
    makeUp: missed ? { missed: dates.words(missed.date), why: MISSED_WORDS[missed.state as keyof typeof MISSED_WORDS] } : null,
    ...pauseParts(bookings, booking, pause, ahead, offers.length > 0),
    payment: booking.holdUntil === null ? payment : null,
  };
}

/** 'Wednesday, November 25, then every 4 weeks', or what the booking's status says. */
function whenWords(bookings: BookingStore, booking: BookingView, status: BookingPageData['status'], missed: boolean): string {
  const { dates } = bookings;
  if (status === 'cancelled') return 'Cancelled';
  if (status === 'ended') return 'Membership ended';
  if (missed) return 'A new date to pick';
  if (status === 'done') {
    const last = bookings
      .visits(booking.id)
      .filter((v) => !givenUp(v))
      .at(-1);
    return last ? `Done (${dates.words(last.date)})` : 'Done';
  }
  return visitsWords(
    dates,
    bookings.nextVisits(booking, 4).map((v) => v.date),
    booking.intervalDays !== null,
  );
}

/** The next visit's pickup runs a day late for a holiday: when we come instead. */
function holidayWords(bookings: BookingStore, next: Visit | undefined, holidayOf: HolidayOf | undefined): string | null {
  const moved = next && holidayOf?.(next.id);
  if (!moved) return null;
  const { dates } = bookings;
  return `${moved.holiday} moves your trash pickup a day, so we come ${dates.words(moved.to)} instead of ${dates.words(next.date)}.`;
}

const choice = (date: string, dates: ServiceDates, visit?: string) => ({ date, words: dates.words(date), ...(visit ? { visit } : {}) });

/** A visit as a choice on the page: 'Wednesday, March 31: your seasonal deep clean'. */
const visitChoice = (v: Visit, dates: ServiceDates) => ({
  ...choice(v.date, dates, v.id),
  ...(v.deepClean ? { words: `${dates.words(v.date)}: your ${DEEP_CLEAN}` } : {}),
});

/** A membership's pause as the page shows it (running or ahead), or the pause it may still take. */
function pauseParts(
  bookings: BookingStore,
  booking: BookingView,
  pause: Pause | undefined,
  ahead: Visit[],
  offered: boolean,
): Pick<BookingPageData, 'pause' | 'pauseOffer'> {
  const { dates } = bookings;
  if (pause) {
    const after = bookings.nextVisits(booking, 20).find((v) => v.date >= pause.until);
    // Paused beyond how far ahead we book, no date after the pause can be picked yet: from when one
    // can (the first pickup date after the pause that is not already a visit), room aside.
    const pickable =
      offered || pause.until <= dates.latest()
        ? null
        : dates.words(
            dates.bookableFrom(dates.pickupDateFrom(pause.until, booking.pickupDay, (date) => ahead.some((v) => v.date === date))),
          );
    const shown = {
      from: dates.words(pause.from),
      until: dates.words(pause.until),
      firstAfter: after ? visitChoice(after, dates).words : null,
    };
    return { pause: { ...shown, pickableFrom: pickable }, pauseOffer: null };
  }
  // What a pause would start with: the next visit that can still be changed.
  const earliest = dates.earliest();
  const pausable =
    booking.intervalDays !== null && booking.status === 'booked'
      ? bookings.nextVisits(booking, 3).find((v) => v.date >= earliest)
      : undefined;
  const pauseOffer = pausable
    ? {
        from: dates.words(pausable.date),
        fromDate: pausable.date,
        maxWeeks: dates.rules.pauseMaxWeeks,
        latestUntil: dates.calendar.addDays(pausable.date, dates.rules.pauseMaxWeeks * 7),
        tooLateForTomorrow: ahead[0] !== undefined && ahead[0].date < earliest,
      }
    : null;
  return { pause: null, pauseOffer };
}
