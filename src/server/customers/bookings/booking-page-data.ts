// What a customer's booking page shows, from the booking as it is now: its dates in words, the
// visits ahead, and other dates with room for the next one.
import type { BookingNotice, BookingPageData, BookingPayment, BookingStep } from '../../../common/booking-page.ts';
import type { BookingStore } from './booking-store.ts';
import type { LocalDate } from '../../platform/clock/business-calendar.ts';
import { givenUp, type BookingView, type Visit } from './booking-types.ts';
import type { Language } from '../../../common/languages.ts';
import { BOOKING_EMAIL_WORDS } from './booking-email-words.ts';
import { DEEP_CLEAN, planWords, visitsWords } from './booking-words.ts';
import type { ServiceDates } from './service-dates.ts';
import type { Pause } from './booking-rows.ts';

/** The holiday move due for a visit, if one is: to which date, and the holiday's name. */
export type HolidayOf = (visitId: string) => { to: LocalDate; holiday: string } | undefined;

/** What the server writes into the page in words, in the customer's language (the page's own words are its catalog's). */
export const PAGE_WORDS = {
  en: {
    cancelled: 'Cancelled',
    ended: 'Membership ended',
    pick: 'A new date to pick',
    done: (last: string | null) => (last ? `Done (${last})` : 'Done'),
    holiday: (holiday: string, to: string, from: string) =>
      `${holiday} moves your trash pickup a day, so we come ${to} instead of ${from}.`,
    deepClean: (day: string) => `${day}: your ${DEEP_CLEAN}`,
    closed: (day: string) => `${day}: we are closed that day, so we will move this visit and tell you its new day`,
  },
  es: {
    cancelled: 'Cancelada',
    ended: 'Membresía terminada',
    pick: 'Falta elegir una nueva fecha',
    done: (last: string | null) => (last ? `Hecha (${last})` : 'Hecha'),
    holiday: (holiday: string, to: string, from: string) =>
      `El feriado (${holiday}) retrasa un día la recolección: pasamos el ${to} en lugar del ${from}.`,
    deepClean: (day: string) => `${day}: su limpieza profunda de temporada`,
    closed: (day: string) => `${day}: ese día no trabajamos; cambiaremos esta visita y le avisaremos la nueva fecha`,
  },
} satisfies Record<Language, unknown>;
type PageWords = (typeof PAGE_WORDS)['en'];

/**
 * Other dates with room for a booking's visits, as its page (and Ava) offer them to move one to:
 * six of its pickup day's, after its pause if it has one, none it already has ahead.
 */
export function datesToMoveTo(
  bookings: BookingStore,
  booking: BookingView,
  ahead: readonly Visit[],
  pause: Pause | undefined,
): LocalDate[] {
  return bookings
    .datesWithRoom(booking.pickupDay, 7, pause && bookings.dates.calendar.addDays(pause.until, -1))
    .filter((date) => !ahead.some((v) => v.date === date))
    .slice(0, 6);
}

/** The page's dates in the customer's language. */
const dayWords = (dates: ServiceDates, language: Language) => (date: LocalDate) => dates.words(date, language);

export function bookingPageData(
  bookings: BookingStore,
  booking: BookingView,
  {
    action,
    step,
    notice,
    payment = null,
    holidayOf,
    account = null,
  }: {
    action: string;
    step: BookingStep;
    notice: BookingNotice | null;
    payment?: BookingPayment | null;
    holidayOf?: HolidayOf | undefined;
    account?: BookingPageData['account'];
  },
): BookingPageData {
  const { dates } = bookings;
  const { language } = booking.customer;
  const words = PAGE_WORDS[language];
  const day = dayWords(dates, language);
  const membership = booking.intervalDays !== null;
  const ahead = booking.status === 'booked' ? bookings.nextVisits(booking, 3) : [];
  const pause = membership && booking.status === 'booked' ? bookings.pauseOf(booking.id) : undefined;
  const missed = booking.status === 'booked' ? bookings.missedToMakeUp(booking) : undefined;
  const offers = ahead.length || missed ? datesToMoveTo(bookings, booking, ahead, pause) : [];
  // With no visit ahead a booking is done: its last visit is behind it (unless it is to be made up).
  const status =
    booking.holdUntil !== null ? 'held' : booking.status === 'booked' && ahead.length === 0 && !missed ? 'done' : booking.status;
  const plan = planWords(booking, bookings.plans(), language);
  return {
    language,
    when: whenWords(bookings, booking, status, Boolean(missed)),
    holiday: holidayWords(ahead[0], holidayOf, day, words),
    action,
    reference: booking.reference,
    name: booking.customer.name,
    street: booking.customer.street,
    zip: booking.customer.zip,
    plan: plan.name,
    price: plan.price,
    status,
    membership,
    nextVisits: ahead.map((v) => visitChoice(v, day, words, dates)),
    offers: offers.map((date) => choice(date, day)),
    // A membership is ended, never cancelled: its confirmation step is always the end's.
    step: membership && step === 'cancel' ? 'end' : step,
    notice,
    heldUntil: booking.holdUntil === null ? null : dates.calendar.timeWords(booking.holdUntil),
    makeUp: missed
      ? { missed: day(missed.date), why: BOOKING_EMAIL_WORDS[language].mark.missed[missed.state as 'not-out' | 'no-access'] }
      : null,
    ...pauseParts(bookings, booking, pause, ahead, offers.length > 0, words),
    payment: booking.holdUntil === null ? payment : null,
    account,
  };
}

/** 'Wednesday, November 25, then every 4 weeks', or what the booking's status says. */
function whenWords(bookings: BookingStore, booking: BookingView, status: BookingPageData['status'], missed: boolean): string {
  const { dates } = bookings;
  const { language } = booking.customer;
  const words = PAGE_WORDS[language];
  if (status === 'cancelled') return words.cancelled;
  if (status === 'ended') return words.ended;
  if (missed) return words.pick;
  if (status === 'done') {
    const last = bookings
      .visits(booking.id)
      .filter((v) => !givenUp(v))
      .at(-1);
    return words.done(last ? dates.words(last.date, language) : null);
  }
  return visitsWords(
    dates,
    bookings.nextVisits(booking, 4).map((v) => v.date),
    booking.intervalDays,
    language,
  );
}

/** The next visit's pickup runs a day late for a holiday: when we come instead. */
function holidayWords(
  next: Visit | undefined,
  holidayOf: HolidayOf | undefined,
  day: (date: LocalDate) => string,
  words: PageWords,
): string | null {
  const moved = next && holidayOf?.(next.id);
  if (!moved) return null;
  return words.holiday(moved.holiday, day(moved.to), day(next.date));
}

const choice = (date: string, day: (date: LocalDate) => string, visit?: string) => ({
  date,
  words: day(date),
  ...(visit ? { visit } : {}),
});

/**
 * A visit as a choice on the page: 'Wednesday, March 31: your seasonal deep clean'. One on a day
 * the business has since closed says so: the owner moves the day's visits (and the customer is told).
 */
const visitChoice = (v: Visit, day: (date: LocalDate) => string, words: PageWords, dates: ServiceDates) => ({
  ...choice(v.date, day, v.id),
  ...(v.deepClean ? { words: words.deepClean(day(v.date)) } : {}),
  ...(dates.isServiceDay(v.date) ? {} : { words: words.closed(day(v.date)) }),
});

/** A membership's pause as the page shows it (running or ahead), or the pause it may still take. */
function pauseParts(
  bookings: BookingStore,
  booking: BookingView,
  pause: Pause | undefined,
  ahead: Visit[],
  offered: boolean,
  words: PageWords,
): Pick<BookingPageData, 'pause' | 'pauseOffer'> {
  const { dates } = bookings;
  const day = dayWords(dates, booking.customer.language);
  if (pause) {
    const after = bookings.nextVisits(booking, 20).find((v) => v.date >= pause.until);
    // Paused beyond how far ahead we book, no date after the pause can be picked yet: from when one
    // can (the first pickup date after the pause that is not already a visit), room aside.
    const pickable =
      offered || pause.until <= dates.latest()
        ? null
        : day(dates.bookableFrom(dates.pickupDateFrom(pause.until, booking.pickupDay, (date) => ahead.some((v) => v.date === date))));
    const shown = {
      from: day(pause.from),
      until: day(pause.until),
      firstAfter: after ? visitChoice(after, day, words, dates).words : null,
    };
    return { pause: { ...shown, pickableFrom: pickable }, pauseOffer: null };
  }
  // What a pause would start with: the next visit that can still be changed.
  const earliest = dates.earliest();
  const pausable =
    // Not before the booking is confirmed (a booking held for its payment or its phone's proof).
    booking.intervalDays !== null && booking.status === 'booked' && booking.holdUntil === null
      ? bookings.nextVisits(booking, 3).find((v) => v.date >= earliest)
      : undefined;
  const pauseOffer = pausable
    ? {
        from: day(pausable.date),
        fromDate: pausable.date,
        maxWeeks: dates.rules.pauseMaxWeeks,
        latestUntil: dates.calendar.addDays(pausable.date, dates.rules.pauseMaxWeeks * 7),
        tooLateForTomorrow: ahead[0] !== undefined && ahead[0].date < earliest,
      }
    : null;
  return { pause: null, pauseOffer };
}
