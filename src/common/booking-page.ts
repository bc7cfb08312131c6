// A customer's page for their booking (/booking/<token>), rendered by the server with the page's
// own components, without JavaScript: what it shows and the forms it offers. Declared once for
// the server (which fills it) and the component (which draws it).
import type { Language } from './languages.ts';
import type { PaymentState } from './payment-states.ts';

export interface DateChoice {
  /** YYYY-MM-DD, the value a form sends. */
  date: string;
  /** 'Wednesday, December 2'. */
  words: string;
  /** The visit on that date, when it is one of the booking's (what a change names). */
  visit?: string;
}

/** What just happened, shown above the booking after a change (or a change that could not be made). */
export const BOOKING_NOTICES = {
  moved: 'Done: your visit is moved. A new confirmation is on its way by e-mail.',
  skipped: 'Done: that visit is cancelled; your membership goes on. A confirmation is on its way by e-mail.',
  cancelled: 'Done: your booking is cancelled. A confirmation is on its way by e-mail.',
  ended: 'Done: your membership has ended. A confirmation is on its way by e-mail.',
  taken: 'Sorry, that date has just filled up or cannot be booked. Please pick another.',
  twice: 'That date already holds one of your visits. Please pick another.',
  confirmed: 'Done: your booking is confirmed. The confirmation is on its way by e-mail.',
  paid: 'Thank you: your card is in. Stripe sends you a receipt.',
  rebooked: 'Done: your new date is booked. A confirmation is on its way by e-mail.',
  paused: 'Done: your membership is paused. A confirmation is on its way by e-mail.',
  resumed: 'Done: your membership is back on. A confirmation is on its way by e-mail.',
  'resume-full': 'Your membership stays paused: no date near your next visit has room. Please call us and we will fit you in.',
  'pause-refused':
    'Sorry, that pause cannot be made: it must end after your next visit and last no longer than the weeks offered. Please pick again, or call us.',
  'pause-limit': 'You have used this year’s pauses. To pause again, please call us.',
  'in-pause': 'That date falls in your pause. Please pick a date after it, or resume your membership first.',
  limit: 'This booking has been changed 5 times today. To change it again, please call us.',
  'clean-given': 'This booking cannot be cancelled: its clean has been given. Questions? Please call us.',
  'end-only': 'A membership is ended, not cancelled: use “End my membership” below. Visits already given stay paid.',
  why: 'Please tell us why you are leaving: pick one of the reasons below.',
  'pay-failed': 'Sorry, the payment page could not be opened just now. Please try again in a few minutes, or call us.',
  unchanged: 'Nothing was changed: this booking can no longer be changed online.',
  language: 'Done: from now on we write to you in English.',
  booked: 'Booked: your date is yours. A confirmation is on its way by e-mail.',
} as const;
export type BookingNotice = keyof typeof BOOKING_NOTICES;

/** The confirmation step before a cancel (or the end of a membership). */
export type BookingStep = 'view' | 'cancel' | 'end';

export interface BookingPageData {
  /** The customer's language: the page is written in it. */
  language: Language;
  /** The page's own path: every form posts here. */
  action: string;
  reference: string;
  name: string;
  street: string;
  zip: string;
  plan: string;
  price: string;
  /** Done: a booking still on whose visits are all behind it. Held: made on the web, waiting for this page's confirmation. */
  status: 'held' | 'booked' | 'cancelled' | 'ended' | 'done';
  /** Until when a held booking waits ('10:42 AM'). */
  heldUntil: string | null;
  /** With payments on: where the payment stands, and what the customer can do about it. */
  payment: BookingPayment | null;
  /** The customer's whole account: opened from this link (signing them in), or back to it from inside. */
  account: { href: string; back: boolean } | null;
  /** A one-time clean the crew could not do: its date and why, in words; the offers are new dates for it. */
  makeUp: { missed: string; why: string } | null;
  /**
   * A membership paused: its first paused visit, until when, its first visit after, and, when the
   * pause reaches beyond how far ahead we book, from when a date after it can be picked.
   */
  pause: { from: string; until: string; firstAfter: string | null; pickableFrom: string | null } | null;
  /** A membership that may pause now: from which visit (in words), how many weeks at most, and whether tomorrow's is too late to pause. */
  pauseOffer: { from: string; fromDate: string; maxWeeks: number; latestUntil: string; tooLateForTomorrow: boolean } | null;
  membership: boolean;
  /** 'Wednesday, November 25, then every 4 weeks', or what the status says. */
  when: string;
  /** A holiday week that moves the next visit a day ('Thanksgiving moves your trash pickup a day, so we come ...'). */
  holiday: string | null;
  /** The visits ahead (a membership's next few). */
  nextVisits: DateChoice[];
  /** Other dates with room for the next visit. */
  offers: DateChoice[];
  step: BookingStep;
  notice: BookingNotice | null;
}

/** Paid, card on file (a membership charged on its visit days), due, processing (a bank debit), failed (declined), refunded. */
export const PAYMENT_WORDS = {
  due: 'Due: add your card',
  processing: 'Processing: your bank payment is on its way',
  'card-on-file': 'Card on file: charged on each visit day',
  paid: 'Paid',
  failed: 'Your card was declined: update it',
  refunded: 'Refunded',
} as const satisfies Record<PaymentState, string>;

export interface BookingPayment {
  state: PaymentState;
  /** Its link to Stripe's Checkout ('Add your card'), while there is one to add. */
  pay: boolean;
  /** Stripe's customer portal ('Update card or billing'), once Stripe knows the customer. */
  billing: boolean;
}

/** How the server draws the page (its renderer is handed the business as well). */
export type RenderBookingPage = (page: BookingPageData) => string;
