// A customer's account as they read it, composed from every area that keeps something of theirs:
// the bookings of the leads their sign-in proved (the proven mobile's, the proven address's; never
// an account's addresses, which are a commercial customer's), each with its plan and next visits;
// the visits the crew came for with their marks and photos (links that work for a day; never
// where the phone was); the charges and what was given back; and their number's texts with what
// they agreed to. Each list is read a page at a time, so ten years of visits answer as fast as one.
import type { AccountHome, AccountOverview, AccountPayment, AccountVisit } from '../../../common/account-page.ts';
import { accountBookingPath } from '../../../common/account-page.ts';
import { LOCALES, type Language } from '../../../common/languages.ts';
import { displayPhone } from '../../../common/phone-display.ts';
import { dollars } from '../../../common/prices.ts';
import { BOOKING_PAGE_COPY } from '../../../common/copy/booking-page-copy.ts';
import { ACCOUNT_COPY } from '../../../common/copy/account-copy.ts';
import { BOOKING_EMAIL_WORDS } from '../../customers/bookings/booking-email-words.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { BookingView } from '../../customers/bookings/booking-types.ts';
import type { VisitHistory } from '../../customers/bookings/visit-history.ts';
import { planWords, visitsWords } from '../../customers/bookings/booking-words.ts';
import { PAGE_WORDS } from '../../customers/bookings/booking-page-data.ts';
import type { CustomerIdentity } from '../../customers/customer-account/account-sessions.ts';
import type { LeadStore } from '../../customers/leads/lead-store.ts';
import type { TextStore } from '../../conversations/texts/text-store.ts';
import type { ThreadReads } from '../../conversations/texts/thread-reads.ts';
import type { PhotoStore } from '../../field/photos/photo-store.ts';
import type { RatingStore } from '../../field/ratings/rating-store.ts';
import type { TipStore } from '../../money/payments/tip-store.ts';
import { accountVisitPath } from '../../../common/account-page.ts';
import type { PaymentLedger } from '../../money/payments/payment-ledger.ts';
import type { PaymentStore } from '../../money/payments/payment-store.ts';

export interface AccountDeps {
  bookings: BookingStore;
  visitHistory: VisitHistory;
  leads: LeadStore;
  payments: PaymentStore;
  ledger: PaymentLedger;
  photos: PhotoStore;
  threadReads: ThreadReads;
  texts: TextStore;
  ratings: Pick<RatingStore, 'ofVisits'>;
  tips: Pick<TipStore, 'ofVisits'>;
}

/** Where each of the account's lists starts (the cursor of the page asked for), from the page's query. */
export interface AccountPages {
  visits?: string | undefined;
  payments?: string | undefined;
  texts?: string | undefined;
}

const VISITS_PAGE = 10;
const PAYMENTS_PAGE = 10;
const TEXTS_PAGE = 10;
const DAY_MS = 24 * 3_600_000;

/** The bookings a sign-in proved: its leads' bookings (a household's, not a commercial account's address), the newest first. */
export function provenBookings({ bookings, leads }: Pick<AccountDeps, 'bookings' | 'leads'>, who: CustomerIdentity): BookingView[] {
  return bookings.ofLeads(leads.idsOfProven(who)).filter((booking) => booking.accountId === null);
}

/** The customer's own words for a mark at the curb, in their language. */
const markWords = (language: Language, state: string) =>
  state === 'done'
    ? language === 'es'
      ? 'Hecha'
      : 'Done'
    : (BOOKING_EMAIL_WORDS[language].mark.missed[state as 'not-out' | 'no-access'] ?? state);

/** A weekday in the page's language ('Tuesday', 'martes'): 2024-01-01 was a Monday. */
const weekdayIn = (weekday: string, language: Language) => {
  const index = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].indexOf(weekday);
  if (index < 0) return weekday;
  return new Intl.DateTimeFormat(LOCALES[language], { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + index));
};

function homeOf(deps: AccountDeps, booking: BookingView, language: Language): AccountHome {
  const { bookings, payments } = deps;
  const page = BOOKING_PAGE_COPY[language];
  const plan = planWords(booking, bookings.plans(), language);
  const ahead = booking.status === 'booked' ? bookings.nextVisits(booking, 3) : [];
  const pause = booking.intervalDays !== null && booking.status === 'booked' ? bookings.pauseOf(booking.id) : undefined;
  const status =
    booking.status === 'cancelled'
      ? PAGE_WORDS[language].cancelled
      : booking.status === 'ended'
        ? PAGE_WORDS[language].ended
        : pause
          ? page.pausedFrom(bookings.dates.words(pause.from, language))
          : ahead.length
            ? visitsWords(
                bookings.dates,
                ahead.map((v) => v.date),
                booking.intervalDays,
                language,
              )
            : PAGE_WORDS[language].done(null);
  const payment = payments.get(booking.id);
  return {
    bookingId: booking.id,
    reference: booking.reference,
    address: `${booking.customer.street}, ${booking.customer.zip}`,
    plan: `${plan.name}, ${plan.price}`,
    status,
    active: booking.status === 'booked',
    next: ahead.map((visit) => bookings.dates.words(visit.date, language)),
    rhythm: ahead.length ? ACCOUNT_COPY[language].afterPickup(weekdayIn(booking.pickupDay, language)) : null,
    manage: accountBookingPath(booking.id),
    payment: payment ? page.payment[payment.state] : null,
  };
}

/** The address of the account's page with one list moved to an older page (the others kept where they are). */
const olderHref = (action: string, pages: AccountPages, list: keyof AccountPages, cursor: string | null) =>
  cursor === null ? null : `${action}?${new URLSearchParams({ ...definedOf(pages), [list]: cursor })}#${list}`;
const definedOf = (pages: AccountPages) =>
  Object.fromEntries(Object.entries(pages).filter((entry): entry is [string, string] => Boolean(entry[1])));

function visitsOf(deps: AccountDeps, homes: BookingView[], language: Language, before: string | undefined) {
  const { bookings, photos } = deps;
  const byId = new Map(homes.map((booking) => [booking.id, booking]));
  const page = deps.visitHistory.before([...byId.keys()], bookings.dates.today(), before, VISITS_PAGE);
  const until = bookings.clock.now() + DAY_MS;
  const ids = page.rows.map((visit) => visit.id);
  const [rated, tipped] = [deps.ratings.ofVisits(ids), deps.tips.ofVisits(ids)];
  const rows = page.rows.map((visit): AccountVisit => {
    const booking = byId.get(visit.bookingId)!;
    const tip = tipped.get(visit.id);
    return {
      id: visit.id,
      date: bookings.dates.words(visit.date, language),
      address: `${booking.customer.street}, ${booking.customer.zip}`,
      mark: markWords(language, visit.state),
      note: visit.note,
      photos: photos.linksOf(visit.id, until).map((photo) => photo.url),
      after:
        visit.state === 'done'
          ? { href: accountVisitPath(visit.id), stars: rated.get(visit.id)?.stars ?? null, tip: tip ? dollars(tip) : null }
          : null,
    };
  });
  return { rows, next: page.next };
}

function paymentsOf(deps: AccountDeps, homes: BookingView[], language: Language, before: string | undefined) {
  const { bookings, ledger } = deps;
  const byId = new Map(homes.map((booking) => [booking.id, booking]));
  const page = ledger.chargesOfAll([...byId.keys()], before, PAYMENTS_PAGE);
  const rows = page.rows.map((charge): AccountPayment => {
    const booking = byId.get(charge.bookingId)!;
    return {
      date: bookings.dates.words(bookings.dates.calendar.dateOf(charge.at), language),
      what: ACCOUNT_COPY[language].what[charge.purpose],
      address: `${booking.customer.street}, ${booking.customer.zip}`,
      amount: dollars(charge.cents),
      refunded: charge.refundedCents ? dollars(charge.refundedCents) : null,
    };
  });
  return { rows, next: page.next };
}

function textsOf(deps: AccountDeps, who: CustomerIdentity, homes: BookingView[], language: Language, before: string | undefined) {
  const number = who.mobileE164 ?? homes.find((booking) => booking.customer.mobileE164)?.customer.mobileE164 ?? null;
  if (!number) return { number: null, consent: 'none' as const, rows: [], next: null };
  const page = deps.threadReads.texts(number, { before: before ?? null, limit: TEXTS_PAGE });
  const time = new Intl.DateTimeFormat(LOCALES[language], {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: deps.bookings.dates.calendar.timeZone,
  });
  const consent = deps.texts.stopped(number) ? 'stopped' : deps.texts.textable(number) ? 'agreed' : 'none';
  return {
    number: displayPhone(number),
    consent: consent as AccountOverview['texts']['consent'],
    rows: page.rows.map((text) => ({ at: time.format(text.at), fromUs: text.author !== 'customer', text: text.body })),
    next: page.next,
  };
}

/** The account of a signed-in customer, each list at the page asked for. */
export function accountOverview(
  deps: AccountDeps,
  who: CustomerIdentity,
  { language, action, pages, notice }: Pick<AccountOverview, 'language' | 'action' | 'notice'> & { pages: AccountPages },
): AccountOverview {
  const homes = provenBookings(deps, who);
  const visits = visitsOf(deps, homes, language, pages.visits);
  const payments = paymentsOf(deps, homes, language, pages.payments);
  const texts = textsOf(deps, who, homes, language, pages.texts);
  const failed = homes.filter((booking) => booking.status === 'booked' && deps.payments.get(booking.id)?.state === 'failed');
  return {
    view: 'account',
    language,
    action,
    notice,
    name: homes[0]?.customer.name ?? '',
    signedInAs: who.mobileE164 ? displayPhone(who.mobileE164) : (who.email ?? ''),
    failed: failed.map((booking) => ({
      address: `${booking.customer.street}, ${booking.customer.zip}`,
      fix: `${accountBookingPath(booking.id)}/billing`,
    })),
    // The homes with visits ahead first, soonest first; then those over.
    homes: homes
      .map((booking) => homeOf(deps, booking, language))
      .sort((a, b) => Number(b.active && b.next.length > 0) - Number(a.active && a.next.length > 0)),
    visits: { rows: visits.rows, older: olderHref(action, pages, 'visits', visits.next) },
    payments: { rows: payments.rows, older: olderHref(action, pages, 'payments', payments.next) },
    texts: { number: texts.number, consent: texts.consent, rows: texts.rows, older: olderHref(action, pages, 'texts', texts.next) },
  };
}
