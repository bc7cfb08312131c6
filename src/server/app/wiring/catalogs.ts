// Every table of the server kept by language, in one place: the words of the e-mails, the texts,
// the customer's page and the receptionist's answers, and the per-language facts (Stripe's
// locale). The compiler holds each to every language of the list; this index lets a test walk
// them all (the pseudo-locale, tests/i18n/), and a test holds it to every such table in the code.
import { PAGE_WORDS } from '../../customers/bookings/booking-page-data.ts';
import { BOOKING_EMAIL_WORDS } from '../../customers/bookings/booking-email-words.ts';
import { RHYTHM_WORDS } from '../../customers/bookings/booking-words.ts';
import { MARK_TEXT_WORDS } from '../../field/crew-flow/crew-messages.ts';
import { STRIPE_LOCALES } from '../../money/payments/checkout.ts';
import { PAYMENT_EMAIL_WORDS, PAYMENT_TEXT_CATALOGS } from '../../money/payments/payment-messages.ts';
import { ANSWER_WORDS } from '../../receptionist/tools/book-service.ts';
import { OPT_WORDS } from '../../conversations/texts/opt-words.ts';
import { TEXT_CATALOGS } from '../../conversations/texts/text-catalogs.ts';
import { ACCOUNT_EMAIL_WORDS } from '../../money/accounts/account-email-words.ts';
import { ACCOUNT_CODE_WORDS } from '../../customers/notices/account-code.ts';
import { WAITLIST_OPEN_WORDS } from '../../customers/notices/waitlist-open.ts';

export const SERVER_WORDS = {
  texts: TEXT_CATALOGS,
  bookingEmails: BOOKING_EMAIL_WORDS,
  rhythm: RHYTHM_WORDS,
  bookingPage: PAGE_WORDS,
  marks: MARK_TEXT_WORDS,
  paymentTexts: PAYMENT_TEXT_CATALOGS,
  paymentEmails: PAYMENT_EMAIL_WORDS,
  answers: ANSWER_WORDS,
  optWords: OPT_WORDS,
  accountEmails: ACCOUNT_EMAIL_WORDS,
  accountCodes: ACCOUNT_CODE_WORDS,
  waitlistOpen: WAITLIST_OPEN_WORDS,
};

export const SERVER_TABLES = {
  stripeLocales: STRIPE_LOCALES,
};
