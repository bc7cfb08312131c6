// A customer's own account (/account, /es/cuenta), drawn by the server with the page's own
// components and no script: signing in by a code, then everything the business has for them in one
// place. Declared once for the server (which fills it) and the components (which draw it).
import type { Language } from './languages.ts';

/** The account's address in each language; its forms post under it. */
export const ACCOUNT_PATHS: Record<Language, string> = { en: '/account', es: '/es/cuenta' };

/** Where a customer's own booking opens inside their account. */
export const accountBookingPath = (bookingId: string) => `/account/bookings/${encodeURIComponent(bookingId)}`;

/** A clean's own page inside the account: its rating and a tip. */
export const accountVisitPath = (visitId: string) => `/account/visits/${encodeURIComponent(visitId)}`;

/** What the page says after something happened. */
export const ACCOUNT_NOTICES = ['signed-out', 'code-again', 'signed-in'] as const;
export type AccountNotice = (typeof ACCOUNT_NOTICES)[number];

/** Signing in: asking for a code, then typing it. */
export interface AccountSignIn {
  view: 'sign-in';
  language: Language;
  /** The account's own path in this language ('/account'). */
  action: string;
  step: 'ask' | 'code';
  /** Where the code went, as they typed it; null on the first step. */
  sentTo: string | null;
  /** By text or by e-mail (how the code step words it). */
  by: 'text' | 'email' | null;
  /** What went wrong, in words, shown under its field (the address, or the code). */
  error: string | null;
  /** The address typed, kept when it is refused. */
  typed: string;
  notice: AccountNotice | null;
}

/** One of their homes: a booking, its plan, and what comes next. */
export interface AccountHome {
  bookingId: string;
  reference: string;
  /** '123 Peachtree St NE, 30309' */
  address: string;
  /** 'Pristine Membership, $32 every 4 weeks (1 can)' */
  plan: string;
  /** 'Booked', 'Paused until …', 'Cancelled', 'Ended', 'Done'. */
  status: string;
  active: boolean;
  /** The next visits, each with the day after pickup said ('Wednesday, December 9'). */
  next: string[];
  /** 'The day after your Tuesday pickup'. */
  rhythm: string | null;
  /** Where its changes are made: the booking's own page inside the account. */
  manage: string;
  /** Where its payment stands, in words; null with payments off. */
  payment: string | null;
}

/** A visit the crew came for: its mark and its photos (links that work a while), never where the phone was. */
export interface AccountVisit {
  id: string;
  /** 'Wednesday, November 25' */
  date: string;
  address: string;
  /** 'Done', 'Cans not out', 'No access', 'Skipped'. */
  mark: string;
  note: string | null;
  photos: string[];
  /** A done clean's own page (its rating and a tip), and what they gave it so far. */
  after: { href: string; stars: number | null; tip: string | null } | null;
}

/** A payment and what was given back of it. */
export interface AccountPayment {
  /** 'Wednesday, November 25' */
  date: string;
  /** 'Clean', 'Trip fee'. */
  what: string;
  address: string;
  amount: string;
  /** '$59 given back', or null. */
  refunded: string | null;
}

/** A text on their number's thread. */
export interface AccountText {
  /** 'Nov 25, 4:05 PM' */
  at: string;
  fromUs: boolean;
  text: string;
}

/** Signed in: everything the business has for them, each list a page at a time. */
export interface AccountOverview {
  view: 'account';
  language: Language;
  action: string;
  name: string;
  /** What this session proved: '(404) 555-0199', 'pat@example.com'. */
  signedInAs: string;
  notice: AccountNotice | null;
  /** Memberships whose card failed: first on the page, each with where to put a new card. */
  failed: { address: string; fix: string }[];
  homes: AccountHome[];
  visits: { rows: AccountVisit[]; older: string | null };
  payments: { rows: AccountPayment[]; older: string | null };
  /** Their number's texts, and what they agreed to. */
  texts: { number: string | null; consent: 'agreed' | 'stopped' | 'none'; rows: AccountText[]; older: string | null };
}

export type AccountPageData = AccountSignIn | AccountOverview;
