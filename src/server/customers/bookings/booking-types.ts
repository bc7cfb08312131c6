import type { LeavingReason } from '../../../common/leaving-reasons.ts';
import type { Weekday } from '../../../common/site-config.schema.ts';
import type { Language } from '../../../common/languages.ts';
import type { LocalDate } from '../../platform/clock/business-calendar.ts';
import type { DateProblem } from './service-dates.ts';
import type { BookingStatus, VisitState } from '../../../common/visit-states.ts';

/** Who changed a booking: the customer (their link), the receptionist (a call or chat), the owner. */
export type ChangedBy = 'customer' | 'receptionist' | 'owner';

/** Who last changed a visit: a person above, or the system (a visit written ahead by the rule). */
export type VisitChangedBy = ChangedBy | 'system';

export {
  GIVEN_UP_STATES,
  MISSED_MARKS,
  VISIT_MARKS,
  VISIT_STATES,
  crewCame,
  givenUp,
  isMissed,
  type BookingStatus,
  type VisitMark,
  type VisitState,
} from '../../../common/visit-states.ts';

/** What a change did; the customer's e-mail and invite follow from it. Confirmed: a held booking confirmed from its e-mail. */
/** Cans: how many cans the booking counts changed (its price per visit with it). */
export type ChangeKind = 'booked' | 'confirmed' | 'moved' | 'visit-cancelled' | 'cancelled' | 'ended' | 'paused' | 'resumed' | 'cans';

/** One visit: a stored row, the only place a booking's dates are read from. */
export interface Visit {
  id: string;
  bookingId: string;
  /** The date the booking's rule gave it (its place in a membership's rhythm); never changes. */
  slot: LocalDate;
  /** The date it is on now. */
  date: LocalDate;
  state: VisitState;
  /** The date it was on before its last move, if it moved. */
  movedFrom: LocalDate | null;
  /** A membership's seasonal deep clean (every few visits that take place; one paused or moved passes it on). */
  deepClean: boolean;
  /** The crew's note with its mark ('gate locked'). */
  note: string | null;
  /** Who marked it at the curb: the address signed in (none before the crew signed in as themselves). */
  markedBy: string | null;
  changedAt: number;
  changedBy: VisitChangedBy;
}

export interface Booking {
  id: string;
  /** Short, for the phone and the e-mail: 'K7M2QX'. */
  reference: string;
  leadId: string;
  planId: string;
  /** Cans counted in the booking (1 to 6): the price is the plan's first can plus each extra one. */
  cans: number;
  pickupDay: Weekday;
  /** The first date of the booking's rule: a membership's visits fall every interval from it (their slots). */
  ruleStart: LocalDate;
  /** Days between a membership's visits; null for a one-time clean. */
  intervalDays: number | null;
  /** A membership's last possible visit once it has ended. */
  endsOn: LocalDate | null;
  status: BookingStatus;
  /**
   * A booking made on the web with no texts to prove the mobile is held until its e-mail's link
   * confirms it (by this time, else it is gone); null once confirmed, or when it never was held.
   */
  holdUntil: number | null;
  /** Raised on every change: the calendar invite's SEQUENCE. */
  sequence: number;
  createdAt: number;
  updatedAt: number;
  /**
   * A commercial account's address: its visits are billed on the account's monthly invoice, never
   * paid booking by booking, and it counts carts (as many as the address has) where a household counts 1 to 6 cans.
   */
  accountId: string | null;
  /**
   * What the booking is charged, set when it was made from its plan's price then: the first can and
   * each extra one. A later price change reaches new bookings, not this one. Null for an account's
   * address (its proposal prices it).
   */
  prices: { first: number; extra: number } | null;
}

/** A booking with the customer's details, as e-mails, the schedule and the page show it. */
export interface BookingView extends Booking {
  customer: {
    name: string;
    email: string;
    mobile: string;
    mobileE164: string | null;
    street: string;
    zip: string;
    notes: string;
    /** The language every message to them goes out in. */
    language: Language;
    /** An account's address: the business's name on the stop (the customer is its billing contact). */
    business: string | null;
  };
}

/** A visit with its booking, as a day's list, the calendar feed and the owner's pages show it. */
export interface BookedVisit extends Visit {
  booking: BookingView;
}

/** A booking's stored visits, as the messages and pages about it read them. */
export interface BookingVisits {
  booking: BookingView;
  /** Every visit, cancelled ones too (the invitation excludes those). */
  visits: readonly Visit[];
  /** The visits still to come. */
  upcoming: readonly Visit[];
}

export interface BookingChange {
  id: number;
  bookingId: string;
  at: number;
  by: ChangedBy;
  what: ChangeKind;
  /**
   * The visit changed, where it was and where it went (a move), or the date given up (a cancel);
   * held: booked on hold; a pause: its first paused visit (from), the first visit after it (to),
   * and the day it runs until (until, not included); atStripe: a membership the customer ended at
   * Stripe (its subscription is gone there already); cans: the count before and after (from: the
   * first visit at the new count); reason and words: why the customer left, when they cancelled
   * or ended it themselves.
   */
  detail: {
    reason?: LeavingReason;
    words?: string;
    visit?: string;
    from?: LocalDate;
    to?: LocalDate;
    held?: boolean;
    until?: LocalDate;
    atStripe?: boolean;
    cans?: { from: number; to: number };
  };
  /** The booking's sequence after this change. */
  sequence: number;
}

/** An account's address made a booking: visits from the first pickup date on or after `startDate`, every `intervalDays`. */
export interface NewSite {
  accountId: string;
  /** The account's customer record (its billing contact). */
  leadId: string;
  business: string;
  street: string;
  zip: string;
  carts: number;
  pickupDay: Weekday;
  intervalDays: number;
  startDate: LocalDate;
  by: ChangedBy;
  /** The address's own id: made once, however often acceptance is asked. */
  dedupeKey: string;
}

export interface NewBooking {
  planId: string;
  /** How many cans (1 by default). */
  cans?: number;
  pickupDay: Weekday;
  date: LocalDate;
  by: ChangedBy;
  /** Same key twice books once (a tool call delivered twice). */
  dedupeKey?: string;
  /** Hold the booking this long until its e-mail's link confirms it; it asks for nothing else meanwhile. */
  holdMinutes?: number;
  /** A rule of the caller's, checked in the booking's transaction after a repeat is recognised: why not, or undefined. */
  limit?: () => string | undefined;
  /** Stores (or names) the booking's lead, inside the booking's own transaction, and gives its id. */
  lead: () => string;
}

/** Why a visit cannot be changed now: gone by, already marked at the curb, or the booking is over. */
export type VisitProblem = 'past' | 'marked' | 'not-scheduled';

/** A date that cannot be had: why, and the next dates that can. */
export interface Refusal {
  ok: false;
  problem: DateProblem | 'full';
  next: LocalDate[];
}

export type BookResult =
  { ok: true; booking: Booking; duplicate: boolean } | Refusal | { ok: false; problem: 'limit'; reason: string; next: [] };

/** A visit moved or given up, or why not (undefined: no such visit). */
/** A change of cans: made, or why not (the booking closed or an account's, the same count, a visit's day without room for more). */
export type CansResult =
  | { ok: true; booking: BookingView }
  | { ok: false; problem: 'closed' | 'same'; date?: undefined }
  | { ok: false; problem: 'full'; date: LocalDate };

export type ChangeResult =
  | { ok: true; booking: Booking; visit: Visit }
  | Refusal
  | { ok: false; problem: 'same-booking'; next: LocalDate[] }
  | { ok: false; problem: 'paused'; until: LocalDate; next: LocalDate[] }
  | { ok: false; problem: VisitProblem; next?: undefined };

/** A pause asked for: so many weeks from the next visit, or until a date. */
export type PauseRequest = { weeks: number } | { until: LocalDate };

/**
 * A membership paused: its first paused visit, the date the pause runs until, and the first
 * visit after it; or why not.
 */
export type PauseResult =
  | { ok: true; from: LocalDate; until: LocalDate; firstAfter: LocalDate | undefined; paused: number }
  | { ok: false; problem: 'not-membership' | 'no-visit' | 'already' | 'too-many' | 'too-long' | 'too-short' };

/** A pause ended early: the visits back, and the next one; or why not. */
/**
 * A pause ended early: the first visit after it, how many came back, and the one moved to the
 * next date with room (its own was full); or why not (not paused, or a visit with no room near).
 */
export type ResumeResult =
  | { ok: true; next: LocalDate | undefined; back: number; moved: { from: LocalDate; to: LocalDate } | undefined }
  | { ok: false; problem: 'not-paused' }
  | { ok: false; problem: 'full'; date: LocalDate };

/** A whole day moved (a storm, a holiday week): how many visits went, or why none did. */
export type DayMoveResult =
  | { ok: true; moved: number }
  | { ok: false; problem: 'no-visits' | 'past' | 'same-day' | DateProblem }
  | { ok: false; problem: 'full'; room: number; needed: number }
  | { ok: false; problem: 'same-booking' | 'paused'; name: string };
