// A customer's account in each of its states, as the server words them: the prerender draws them
// all to know which of the stylesheet's rules the account's page can use (only those go inline in
// its template: it runs no script, so nothing else could ever restyle it), and the bench's
// client-rendered twin draws the first. Every part the page can show is in one of them.
import type { AccountOverview, AccountPageData } from '../src/common/account-page.ts';

const visitDates = Array.from(
  { length: 10 },
  (_, i) =>
    `Wednesday, ${['November 25', 'October 28', 'September 30', 'September 2', 'August 5', 'July 8', 'June 10', 'May 13', 'April 15', 'March 18'][i]}`,
);

/** A member of a year with a second home's one-time clean, ten past visits on the page, its payments and a few texts. */
export const SAMPLE_ACCOUNT: AccountOverview = {
  view: 'account',
  language: 'en',
  action: '/account',
  name: 'Jordan Peachtree',
  signedInAs: '(404) 555-0199',
  notice: null,
  failed: [],
  homes: [
    {
      bookingId: 'b1',
      reference: 'K7M2QX',
      address: '123 Peachtree St NE, 30309',
      plan: 'Pristine Membership, $40 every 4 weeks (2 cans)',
      status: 'Wednesday, December 23, then every 4 weeks',
      active: true,
      next: ['Wednesday, December 23', 'Wednesday, January 20', 'Wednesday, February 17'],
      rhythm: 'The day after your Tuesday trash pickup.',
      manage: '/account/bookings/b1',
      payment: 'Card on file: charged on each visit day',
    },
    {
      bookingId: 'b2',
      reference: 'P4T8WZ',
      address: '48 Elm St, 30030',
      plan: 'One-Time Clean, $59 (1 can)',
      status: 'Done',
      active: false,
      next: [],
      rhythm: null,
      manage: '/account/bookings/b2',
      payment: 'Paid',
    },
  ],
  visits: {
    rows: visitDates.map((date, i) => ({
      id: `v${i}`,
      date,
      address: '123 Peachtree St NE, 30309',
      mark: 'Done',
      note: null,
      photos: [],
      after: { href: `/account/visits/v${i}`, stars: i === 0 ? 5 : null, tip: i === 0 ? '$5' : null },
    })),
    older: '/account?visits=2026-03-18.v9#visits',
  },
  payments: {
    rows: visitDates.map((date) => ({ date, what: 'Clean', address: '123 Peachtree St NE, 30309', amount: '$40', refunded: null })),
    older: null,
  },
  texts: {
    number: '(404) 555-0199',
    consent: 'agreed',
    rows: [
      {
        at: 'Nov 24, 6:00 PM',
        fromUs: true,
        text: 'CanFresh ATL: reminder, we clean your cans tomorrow. Leave them at the curb after pickup.',
      },
      { at: 'Nov 25, 11:40 AM', fromUs: true, text: 'CanFresh ATL: your cans are clean! Photo: https://canfreshatl.com/photos/…' },
      { at: 'Nov 25, 12:02 PM', fromUs: false, text: 'Thank you!' },
    ],
    older: null,
  },
};

/** Every state of the page: signed out (asking, a code sent, each refused in words), and signed in with everything it can show. */
export const ACCOUNT_STATES: AccountPageData[] = [
  SAMPLE_ACCOUNT,
  {
    ...SAMPLE_ACCOUNT,
    notice: 'signed-in',
    failed: [{ address: '123 Peachtree St NE, 30309', fix: '/account/bookings/b1/billing' }],
    visits: {
      rows: [
        {
          id: 'v',
          date: 'Wednesday, November 25',
          address: '48 Elm St, 30030',
          mark: 'Cans not out',
          note: 'Gate locked',
          photos: ['/photos/a.jpg', '/photos/b.jpg'],
          after: null,
        },
      ],
      older: null,
    },
    payments: {
      rows: [{ date: 'Wednesday, November 25', what: 'Trip fee', address: '48 Elm St, 30030', amount: '$15', refunded: '$15' }],
      older: '/account?payments=1.2#payments',
    },
    texts: { number: '(404) 555-0199', consent: 'stopped', rows: [], older: '/account?texts=5#texts' },
  },
  {
    ...SAMPLE_ACCOUNT,
    homes: [],
    visits: { rows: [], older: null },
    payments: { rows: [], older: null },
    texts: { number: null, consent: 'none', rows: [], older: null },
  },
  {
    view: 'sign-in',
    language: 'en',
    action: '/account',
    step: 'ask',
    sentTo: null,
    by: null,
    error: 'Please enter your mobile number or your e-mail address.',
    typed: 'x',
    notice: 'signed-out',
  },
  {
    view: 'sign-in',
    language: 'en',
    action: '/account',
    step: 'code',
    sentTo: '(404) 555-0199',
    by: 'text',
    error: 'That code is not right: 4 tries left.',
    typed: '',
    notice: 'code-again',
  },
];
