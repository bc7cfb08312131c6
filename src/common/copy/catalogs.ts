// Every table of the common side kept by language, in one place: the words (the catalogs) and
// the per-language facts (locales, names, paths, files). The compiler holds each to every
// language of the list; this index lets a test walk them all (the pseudo-locale, tests/i18n/).
// The page itself never imports this file: it loads its own language's catalog alone.
import { BOOK_FILES } from '../book-flow.ts';
import { LANGUAGE_NAMES, LOCALES, OG_LOCALES, SHORT_DATES } from '../languages.ts';
import { BOOK_PATHS, HOME_PATHS, MESSAGE_SENT_PATHS, PAGES } from '../pages.ts';
import { BOOK_COPY } from './book-copy.ts';
import { BOOKING_PAGE_COPY } from './booking-page-copy.ts';
import { CALL_BACK_COPY } from './call-back-copy.ts';
import { DATE_PROBLEM_WORDS } from './date-problem-words.ts';
import { PAGE_CATALOGS } from './page-catalogs.ts';
import { PANEL_CATALOGS } from './panel-catalogs.ts';
import { PROPOSAL_COPY } from './proposal-copy.ts';
import { EVERY_WEEKS_WORDS } from '../plan-rules.ts';
import { OPENING_SOON_COPY } from './opening-soon-copy.ts';
import { ACCOUNT_COPY } from './account-copy.ts';
import { ACCOUNT_PATHS } from '../account-page.ts';
import { VISIT_COPY } from './visit-copy.ts';
import { RATINGS_COPY } from './ratings-copy.ts';
import { WAITLIST_COPY } from './waitlist-copy.ts';

/** The words, each table's English entry the shape of every other's. */
export const COMMON_WORDS = {
  page: PAGE_CATALOGS,
  panel: PANEL_CATALOGS,
  book: BOOK_COPY,
  bookingPage: BOOKING_PAGE_COPY,
  dateProblems: DATE_PROBLEM_WORDS,
  proposal: PROPOSAL_COPY,
  callBack: CALL_BACK_COPY,
  everyWeeks: EVERY_WEEKS_WORDS,
  openingSoon: OPENING_SOON_COPY,
  account: ACCOUNT_COPY,
  visit: VISIT_COPY,
  ratings: RATINGS_COPY,
  waitlist: WAITLIST_COPY,
};

/** The facts of each language that are not words to translate. */
export const LANGUAGE_TABLES = {
  locales: LOCALES,
  ogLocales: OG_LOCALES,
  names: LANGUAGE_NAMES,
  shortDates: SHORT_DATES,
  pages: PAGES,
  homePaths: HOME_PATHS,
  messageSentPaths: MESSAGE_SENT_PATHS,
  bookPaths: BOOK_PATHS,
  accountPaths: ACCOUNT_PATHS,
  bookFiles: BOOK_FILES,
};
