// What the customer hears from the curb: a Done with its photo, or cans not out / no access with
// the photo and what happens next by the business's policy (a fee charged to the card on file, or
// the visit credited forward: a membership's next visit stands, a one-time clean gets new dates
// through its link); and, some hours after a clean, one review request.
import type { Language } from '../../../common/languages.ts';
import { BOOKING_EMAIL_WORDS } from '../../customers/bookings/booking-email-words.ts';
import { headerLine, type EmailMessage } from '../../platform/outbox/email-message.ts';
import type { BookingView, Visit } from '../../customers/bookings/booking-types.ts';
import type { ServiceDates } from '../../customers/bookings/service-dates.ts';
import type { BusinessWords } from '../../../common/business-words.ts';

export interface MarkFacts {
  booking: BookingView;
  visit: Visit;
  dates: ServiceDates;
  /** The customer's link (a fresh one rides with the message). */
  link: string | undefined;
  /** The next visit still to come (a membership's), if any. */
  next: Visit | undefined;
  /**
   * A missed visit's fee, when the policy asks one: charged to the card on file, or (no card)
   * collected with the next visit; else the visit is credited forward.
   */
  fee: { words: string; how: 'card' | 'next-visit' } | undefined;
  /** A link to the first photo (for the text; the e-mail attaches them). */
  photoLink: string | undefined;
  /** Who the message is from, as the business's settings say now. */
  business: BusinessWords;
}

/** A clean's own page, under its booking's link. */
export const visitLink = (link: string, visit: Pick<Visit, 'id'>) => `${link}/visits/${visit.id}`;

/** What happens after a missed visit, in the customer's words. */
function nextStep({ booking, next, fee, link, dates }: MarkFacts): string {
  const { language } = booking.customer;
  const w = BOOKING_EMAIL_WORDS[language].mark;
  if (fee?.how === 'card') return w.feeCard(fee.words);
  if (fee) return w.feeNext(fee.words);
  if (booking.intervalDays !== null) return next ? w.noChargeNext(dates.words(next.date, language)) : w.noCharge;
  // The link last, with nothing after it: a mail app's link finder takes no full stop with it.
  return link ? w.pickHere(link) : w.callToPick;
}

/** The customer's e-mail of the crew's mark, in their language, with the photos attached (it speaks of them only when there are some). */
export function markEmail(facts: MarkFacts, attached: number): EmailMessage {
  const { booking, visit, dates, link, next, business: b } = facts;
  const { language } = booking.customer;
  const words = BOOKING_EMAIL_WORDS[language];
  const w = words.mark;
  const day = dates.words(visit.date, language);
  const missed = visit.state === 'not-out' || visit.state === 'no-access' ? w.missed[visit.state] : undefined;
  const photo = attached > 0 ? ` ${w.photo(attached)}` : '';
  const lines = missed
    ? [`${w.cameBy(booking.customer.street, day, `${missed}${visit.note ? ` (${visit.note})` : ''}`)}${photo}`, '', nextStep(facts)]
    : [
        `${w.clean(booking.customer.street, day, visit.deepClean)}${photo}`,
        // Its one question: how it went, on the clean's own page (its stars, the review link, a tip).
        ...(link ? ['', w.rate(visitLink(link, visit))] : []),
        ...(next ? ['', w.next(dates.words(next.date, language))] : []),
      ];
  return {
    to: [booking.customer.email],
    subject: headerLine(words.subject(missed ? w.subjectMissed : w.subjectClean, day, booking.reference, b)),
    text: [
      words.hi(booking.customer.name),
      '',
      ...lines,
      '',
      ...(link && booking.status === 'booked' ? [w.booking(link), ''] : []),
      words.questions(b),
      '',
      b.brand,
    ].join('\n'),
    replyTo: b.email,
    language: booking.customer.language,
  };
}

/**
 * The mark's text in each language the business speaks (usted in Spanish, with no á, í, ó or ú, so
 * it stays GSM-7): what happened, and what comes next.
 */
export const MARK_TEXT_WORDS: Record<
  Language,
  {
    clean: string;
    /** Before the photo's link, when there is one. */
    photo: string;
    /** Before the clean's own page's link: its stars, the review link, a tip. */
    rate: string;
    notOut: string;
    noAccess: string;
    came: (date: string, why: string) => string;
    fee: (fee: string, withNextVisit: boolean) => string;
    pickDate: string;
    nextStands: string;
  }
> = {
  en: {
    clean: 'your cans are clean!',
    photo: 'Photo:',
    rate: 'How did we do?',
    notOut: 'your cans were not out',
    noAccess: 'we could not reach your cans',
    came: (date, why) => `we came ${date} but ${why}.`,
    fee: (fee, next) => `Fee ${fee}${next ? ', with your next visit' : ''}.`,
    pickDate: 'Pick a new date:',
    nextStands: 'Next visit stands.',
  },
  es: {
    clean: '¡sus botes quedaron limpios!',
    photo: 'Foto:',
    rate: '¿Qué tal?',
    notOut: 'sus botes no estaban afuera',
    noAccess: 'no llegamos a sus botes',
    came: (date, why) => `vinimos el ${date} pero ${why}.`,
    fee: (fee, next) => `Cargo ${fee}${next ? ' en su siguiente visita' : ''}.`,
    pickDate: 'Elija otra fecha:',
    nextStands: 'Su siguiente visita sigue.',
  },
};

/** One segment where it can be: the brand, what happened, the photo's link, in the customer's language. */
export function markText({ visit, dates, photoLink, fee, booking, link, business: b }: MarkFacts): string {
  const { language } = booking.customer;
  const words = MARK_TEXT_WORDS[language];
  // A Done carries one link: the clean's own page (its photo, its stars, a tip); without a link, the photo's.
  if (visit.state === 'done')
    return `${b.brand}: ${words.clean}${link ? ` ${words.rate} ${visitLink(link, visit)}` : photoLink ? ` ${words.photo} ${photoLink}` : ''}`;
  const why = visit.state === 'not-out' ? words.notOut : words.noAccess;
  const then = fee ? words.fee(fee.words, fee.how !== 'card') : booking.intervalDays === null ? words.pickDate : words.nextStands;
  return `${b.brand}: ${words.came(dates.calendar.shortWords(visit.date, language), why)} ${then} ${link ?? ''}`.trim();
}

export function reviewEmail(booking: BookingView, reviewUrl: string, b: BusinessWords): EmailMessage {
  const words = BOOKING_EMAIL_WORDS[booking.customer.language];
  return {
    to: [booking.customer.email],
    subject: headerLine(words.review.subject(b)),
    text: [words.hi(booking.customer.name), '', words.review.thanks, '', reviewUrl, '', words.review.notRight(b), '', b.brand].join('\n'),
    replyTo: b.email,
    language: booking.customer.language,
  };
}
