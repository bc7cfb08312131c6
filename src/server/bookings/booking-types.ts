import type { Weekday } from '../../common/site-config.schema.ts';
import type { LocalDate } from '../clock/business-calendar.ts';
import type { DateProblem } from './service-dates.ts';

export type BookingStatus = 'booked' | 'cancelled' | 'done';

/** Who changed a booking: the customer (their link), the receptionist (a call or chat), the owner. */
export type ChangedBy = 'customer' | 'receptionist' | 'owner';

/** What a change did; the customer's e-mail and invite follow from it. */
export type ChangeKind = 'booked' | 'moved' | 'cancelled' | 'ended';

/** A membership visit moved to another date (the first visit of a one-time booking just changes). */
export interface VisitMove {
  from: LocalDate;
  to: LocalDate;
}

export interface Booking {
  id: string;
  /** Short, for the phone and the e-mail: 'K7M2QX'. */
  reference: string;
  leadId: string;
  planId: string;
  pickupDay: Weekday;
  firstDate: LocalDate;
  /** Days between a membership's visits; null for a one-time clean. */
  intervalDays: number | null;
  /** A membership's last possible visit once it has ended. */
  endsOn: LocalDate | null;
  status: BookingStatus;
  /** Raised on every change: the calendar invite's SEQUENCE. */
  sequence: number;
  createdAt: number;
  updatedAt: number;
  moves: VisitMove[];
}

/** A booking with the customer's details, as e-mails, the schedule and the page show it. */
export interface BookingView extends Booking {
  customer: { name: string; email: string; mobile: string; mobileE164: string | null; street: string; zip: string; notes: string };
}

export interface BookingChange {
  id: number;
  bookingId: string;
  at: number;
  by: ChangedBy;
  what: ChangeKind;
  detail: { from?: LocalDate; to?: LocalDate };
  /** The booking's sequence after this change. */
  sequence: number;
}

/** One visit on a service day, for the owner's schedule. */
export interface Visit {
  date: LocalDate;
  booking: BookingView;
}

export interface NewBooking {
  planId: string;
  pickupDay: Weekday;
  date: LocalDate;
  membership: boolean;
  by: ChangedBy;
  /** Same key twice books once (a tool call delivered twice). */
  dedupeKey?: string;
  /** Stores (or names) the booking's lead, inside the booking's own transaction, and gives its id. */
  lead: () => string;
}

/** A date that cannot be had: why, and the next dates that can. */
export interface Refusal {
  ok: false;
  problem: DateProblem | 'full';
  next: LocalDate[];
}

export type BookResult = { ok: true; booking: Booking; duplicate: boolean } | Refusal;

export type ChangeResult = { ok: true; booking: Booking } | Refusal;

/** A whole day moved (a storm, a holiday week): how many visits went, or why none did. */
export type DayMoveResult =
  | { ok: true; moved: number }
  | { ok: false; problem: 'no-visits' | 'past' | 'same-day' | DateProblem }
  | { ok: false; problem: 'full'; room: number; needed: number };
