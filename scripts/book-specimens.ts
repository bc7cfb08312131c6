// A specimen of each screen of the booking page, with every part it can show: the build draws
// them to know which styles the page needs (book-pages.ts), the pseudo-locale test to see every
// word of the page in another language.
import { BOOK_FIELDS, BOOK_PATHS, firstView, type BookScreen, type BookView } from '../src/common/book-flow.ts';
import type { Language } from '../src/common/languages.ts';
import { WEB_HOLD_MINUTES } from '../src/server/customers/bookings/booking-store.ts';
import { BUILT_BUSINESS } from '../src/common/page-business.ts';

export const BOOK_SCREENS: BookScreen[] = [
  'zip',
  'pickup',
  'plan',
  'cans',
  'date',
  'details',
  'code',
  'outside',
  'commercial',
  'left',
  'held',
  'booked',
];

/** A screen with every part it can show: answers, dates (one a holiday moves), prices, a notice; and with a message on every field, or none. */
export function specimen(language: Language, screen: BookScreen, withMessages: boolean): BookView {
  const messages = withMessages ? Object.fromEntries([...BOOK_FIELDS, 'form'].map((field) => [field, '•'])) : {};
  return {
    ...firstView(language, WEB_HOLD_MINUTES, BUILT_BUSINESS),
    screen,
    action: `${BOOK_PATHS[language]}/specimen`,
    values: { zip: '30331', pickup_day: 'Tuesday', plan: 'membership', cans: '2', sms_opt_in: 'on' },
    messages,
    answered: [{ step: 'zip', value: '30331', href: '?step=zip' }],
    dates: [
      { date: '2026-12-02', words: 'Wednesday, December 2', movedTo: null, later: false },
      {
        date: '2026-11-27',
        words: 'Friday, November 27',
        movedTo: { words: 'Saturday, November 28', holiday: 'Thanksgiving' },
        later: false,
      },
      { date: '2026-12-30', words: 'Wednesday, December 30', movedTo: null, later: true },
    ],
    prices: [{ cans: 1, words: '$32' }],
    texted: screen === 'code' && withMessages ? null : '(404) 555-0199',
    notice: 'code-again',
    zip: '30101',
    email: 'someone@example.com',
    reference: 'K7M2QX',
    // The end's call back: its button and consent, or (with the messages) what was asked.
    total: screen === 'details' ? { perVisit: '•', perMonth: withMessages ? '•' : null, pay: '•' } : null,
    callBack: screen === 'left' ? (withMessages ? { said: '•' } : { consent: '•' }) : null,
  };
}
