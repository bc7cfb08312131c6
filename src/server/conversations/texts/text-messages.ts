// The texts a customer gets, each written to fit one segment (160 GSM-7 characters) with the
// longest config values: the brand first, the date, the street (clipped), what to do, the link.
// The first text to a number (normally the confirmation) also says how to opt out; a move or a
// reminder that is somebody's first text may take two segments.
import type { BusinessWords } from '../../../common/business-words.ts';

export const STOP_LINE = ' Reply STOP to opt out.';
/** A street is the customer's own words: kept short so the text stays one segment. */
const STREET_MAX = 16;

export interface TextFacts {
  /** 'Wed, Dec 2' ('2 de diciembre' in Spanish). */
  date: string;
  street: string;
  /** The customer's link to change or cancel (absent on a cancel). */
  link?: string | undefined;
  /** The number's first text: it says how to opt out. */
  first: boolean;
  /** The booking's plan price, as its page says it ('$59 a month (2 cans)'). */
  price?: string | undefined;
  /** Who the text is from: the business's name and phone as its settings hold them now. */
  business: BusinessWords;
}

export const clipStreet = (street: string) => street.slice(0, STREET_MAX).trimEnd();
const stop = (facts: TextFacts) => (facts.first ? STOP_LINE : '');

const booked = (f: TextFacts) =>
  `${f.business.brand}: booked ${f.date} at ${clipStreet(f.street)}. Cans at curb after pickup. ${f.link ?? ''}${stop(f)}`;

export const TEXTS = {
  booked,
  // A booking held from the web is texted nothing until confirmed; then, as booked.
  confirmed: booked,
  moved: (f: TextFacts) =>
    `${f.business.brand}: your clean moved to ${f.date}, ${clipStreet(f.street)}. Cans at curb after pickup. ${f.link ?? ''}${stop(f)}`,
  cancelled: (f: TextFacts) => `${f.business.brand}: your clean on ${f.date} is cancelled. Questions? ${f.business.phone}${stop(f)}`,
  'visit-cancelled': (f: TextFacts) =>
    `${f.business.brand}: your clean on ${f.date} is cancelled; your membership goes on. ${f.link ?? ''}${stop(f)}`,
  ended: (f: TextFacts) => `${f.business.brand}: your membership has ended; no more visits. Questions? ${f.business.phone}${stop(f)}`,
  paused: (f: TextFacts) => `${f.business.brand}: membership paused. Your first clean after it: ${f.date}. ${f.link ?? ''}${stop(f)}`,
  resumed: (f: TextFacts) => `${f.business.brand}: membership resumed. Next clean: ${f.date}. ${f.link ?? ''}${stop(f)}`,
  cans: (f: TextFacts) => `${f.business.brand}: now ${f.price ?? ''}, from ${f.date}. ${f.link ?? ''}${stop(f)}`,
  'reminder-deep': (f: TextFacts) =>
    `${f.business.brand}: tomorrow, ${f.date}: seasonal deep clean at ${clipStreet(f.street)}. Cans at curb after pickup. ${f.link ?? ''}${stop(f)}`,
  reminder: (f: TextFacts) =>
    `${f.business.brand}: tomorrow, ${f.date}, we clean at ${clipStreet(f.street)}. Cans at curb after pickup. ${f.link ?? ''}${stop(f)}`,
} satisfies Record<string, (facts: TextFacts) => string>;

export type TextKind = keyof typeof TEXTS;

/** A booking's confirmation while its card is still to add: the link goes straight to paying. */
export const TEXT_BOOKED_PAY = (f: TextFacts) =>
  `${f.business.brand}: booked ${f.date} at ${clipStreet(f.street)}. Add your card: ${f.link ?? ''}/pay${stop(f)}`;

/** A code to prove a mobile before booking on the web: said once, with why, and no link. */
export const TEXT_CODE = (code: string, n: BusinessWords) =>
  `${n.brand}: your code is ${code}. Give it to ${n.receptionist} to confirm this number. It works for 10 minutes.`;

/** The same code, asked for on the booking page rather than by the receptionist. */
export const TEXT_CODE_PAGE = (code: string, n: BusinessWords) =>
  `${n.brand}: your code is ${code}. Type it on our booking page to confirm this number. It works for 10 minutes.`;

/** The same code, asked for to sign in to the customer's own account. */
export const TEXT_CODE_ACCOUNT = (code: string, n: BusinessWords) =>
  `${n.brand}: your sign-in code is ${code}. Type it on our site to see your bookings. It works for 10 minutes.`;

/**
 * What a link to book online says: the link, and the opt-out line on a number's first text. It
 * names the business and nothing a visitor typed: it goes to any number typed into a form, so
 * typed words in it would let anyone text anything from the business's number.
 */
export interface LinkFacts {
  link: string;
  first: boolean;
  business: BusinessWords;
}

/** A visitor's own link to book online, after the contact form (or asked of the receptionist). */
export const TEXT_BOOK_LINK = (f: LinkFacts) =>
  `${f.business.brand}: thanks for your request! Pick your cleaning date online in a minute: ${f.link}${f.first ? STOP_LINE : ''}`;

/** The answer to HELP. */
export const TEXT_HELP = (n: BusinessWords) => `${n.brand}: texts about your cleaning dates. Help: ${n.phone} or ${n.email}.${STOP_LINE}`;
