// The e-mails about a booking: the customer's (about their own booking, the only e-mail a
// customer ever gets: the date, what to do, plan and price, reference, our phone, their link and
// the calendar invitation) and the owner's note of a change someone else made.
import { displayPhone } from '../../../common/phone-display.ts';
import { headerLine, type EmailMessage, type OwnerEmail } from '../../platform/outbox/email-message.ts';
import type { Language } from '../../../common/languages.ts';
import type { LocalDate } from '../../platform/clock/business-calendar.ts';
import { bookingInvite } from './booking-invite.ts';
import { BOOKING_EMAIL_WORDS } from './booking-email-words.ts';
import type { BookingChange, BookingVisits } from './booking-types.ts';
import { planWords, visitsWords, type Plans } from './booking-words.ts';
import type { ServiceDates } from './service-dates.ts';
import { wordsOf } from '../../../common/business-words.ts';
import { ACCOUNT_PATHS } from '../../../common/account-page.ts';
import type { SiteConfig } from '../../../common/site-config.schema.ts';

const HEADLINES = BOOKING_EMAIL_WORDS.en.headlines;

/** When the booking's visits are now, in words (in the customer's language). */
function visitWords(found: BookingVisits, change: BookingChange, dates: ServiceDates, language: Language = 'en'): string {
  const { booking, upcoming } = found;
  const w = BOOKING_EMAIL_WORDS[language];
  const day = (date: LocalDate) => dates.words(date, language);
  if (change.what === 'cancelled') return w.cancelledNone;
  if (change.what === 'ended') return upcoming.length ? w.endedLast(day(upcoming[0]!.date)) : w.endedNone;
  const ahead = visitsWords(
    dates,
    upcoming.map((v) => v.date),
    booking.intervalDays,
    language,
  );
  if (change.what === 'visit-cancelled') return w.visitCancelled(day(change.detail.from!), ahead);
  if (change.what === 'paused') return w.paused(day(change.detail.from!), ahead);
  // A resume whose visit's own day was full: it moved to the next with room.
  const moved = change.what === 'resumed' && change.detail.visit ? found.visits.find((v) => v.id === change.detail.visit) : undefined;
  if (moved && change.detail.from) return w.resumedFull(ahead, day(change.detail.from), day(moved.date));
  if (change.what === 'moved' && booking.intervalDays !== null && change.detail.to)
    return w.movedOne(ahead, day(change.detail.from!), day(change.detail.to));
  return ahead;
}

/** The date a subject line names: the new date, or the one given up. */
function subjectDate({ booking, upcoming }: BookingVisits, change: BookingChange, dates: ServiceDates, language: Language): string {
  const w = BOOKING_EMAIL_WORDS[language];
  if (change.what === 'moved' && change.detail.to) return dates.words(change.detail.to, language);
  if (change.what === 'visit-cancelled' && change.detail.from) return dates.words(change.detail.from, language);
  if (booking.intervalDays !== null && change.what !== 'booked') return w.yourMembership;
  const date = change.detail.to ?? change.detail.from ?? upcoming[0]?.date;
  return date ? dates.words(date, language) : w.yourBooking;
}

/** The customer's e-mail about a change to their booking, in their language, with the invitation. */
export function customerEmail(
  found: BookingVisits,
  change: BookingChange,
  dates: ServiceDates,
  /** The business's settings now: who the e-mail is from, and the plans its words name. */
  business: SiteConfig,
  manageUrl: string | undefined,
  now: number,
  /** Its card still to add: the e-mail says where ('Add your card'). */
  payDue = false,
): EmailMessage {
  const { booking } = found;
  const { language } = booking.customer;
  const w = BOOKING_EMAIL_WORDS[language];
  const b = wordsOf(business);
  const plan = planWords(booking, business.plans, language);
  const when = visitWords(found, change, dates, language);
  const booked = change.what === 'booked' || change.what === 'confirmed';
  const active = booked || change.what === 'moved' || change.what === 'visit-cancelled';
  const lines = [
    w.hi(booking.customer.name),
    '',
    change.what === 'visit-cancelled' ? w.yourVisit(when) : active ? w.cleaning(booked, when) : w.booking(when),
    '',
    ...(active ? [w.whatToDo, ''] : []),
    `${w.plan} ${plan.name}, ${plan.price}`,
    `${w.address} ${booking.customer.street}, ${booking.customer.zip}`,
    `${w.reference} ${booking.reference}`,
    '',
    ...(payDue && manageUrl ? [w.addCard(manageUrl), ''] : []),
    ...(manageUrl && change.what !== 'cancelled' ? [w.change(manageUrl), ''] : []),
    // Every booking of theirs in one place, signed in from the link above or by a code.
    ...(manageUrl ? [w.account(`${new URL(manageUrl).origin}${ACCOUNT_PATHS[language]}`), ''] : []),
    w.questions(b),
    '',
    b.brand,
  ];
  return {
    to: [booking.customer.email],
    subject: headerLine(w.subject(w.headlines[change.what], subjectDate(found, change, dates, language), booking.reference, b)),
    text: lines.join('\n'),
    replyTo: b.email,
    language,
    invite: bookingInvite(booking, found.visits, { dates, business, manageUrl, now }),
  };
}

/**
 * The one e-mail a booking held from the web gets until it is confirmed: the link that confirms
 * it, to the address given. Whoever typed someone else's address gets nothing more sent to them.
 */
export function holdEmail(
  { booking, upcoming }: BookingVisits,
  dates: ServiceDates,
  business: SiteConfig,
  manageUrl: string | undefined,
): EmailMessage {
  const { language } = booking.customer;
  const w = BOOKING_EMAIL_WORDS[language].hold;
  const b = wordsOf(business);
  const when = visitsWords(
    dates,
    upcoming.map((v) => v.date),
    booking.intervalDays,
    language,
  );
  const minutes = booking.holdUntil === null ? 0 : Math.round((booking.holdUntil - booking.createdAt) / 60_000);
  return {
    to: [booking.customer.email],
    subject: headerLine(w.subject(dates.words(upcoming[0]?.date ?? booking.ruleStart, language), b)),
    text: [
      BOOKING_EMAIL_WORDS[language].hi(booking.customer.name),
      '',
      w.holding(when, planWords(booking, business.plans, language).name, booking.customer.street),
      w.confirm(minutes, manageUrl ?? ''),
      '',
      w.ignore,
      '',
      b.brand,
    ].join('\n'),
    replyTo: b.email,
    language,
  };
}

/** 'Booking moved', 'Membership paused'. */
const ownerHeadline = (what: BookingChange['what']) =>
  HEADLINES[what].startsWith('Membership') ? HEADLINES[what] : `Booking ${HEADLINES[what].toLowerCase()}`;

const BY: Record<BookingChange['by'], string> = { customer: 'the customer', receptionist: 'the receptionist', owner: 'you' };

/** The owner's note of a change made by the customer (or the receptionist). */
export function ownerChangeEmail(found: BookingVisits, change: BookingChange, dates: ServiceDates, plans: Plans): OwnerEmail {
  const { booking } = found;
  const what = visitWords(found, change, dates);
  return {
    subject: headerLine(`${ownerHeadline(change.what)}: ${booking.customer.name}, ${booking.reference}`),
    text: [
      `${BY[change.by]} changed booking ${booking.reference}: ${change.what}.`.replace(/^./, (c) => c.toUpperCase()),
      '',
      `Now:        ${what}`,
      `Name:       ${booking.customer.name}`,
      `Mobile:     ${displayPhone(booking.customer.mobile)}`,
      `Street:     ${booking.customer.street}, ${booking.customer.zip}`,
      `Plan:       ${planWords(booking, plans).name}`,
    ].join('\n'),
    replyTo: booking.customer.email,
  };
}
