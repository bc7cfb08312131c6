// The bookings room's rows as SQLite holds them, the SQL fragments the queries share, and how a
// row becomes the room's type (a booking, its customer, a visit, a change, a pause).
import type { Language } from '../../../common/languages.ts';
import {
  GIVEN_UP_STATES,
  type Booking,
  type BookingChange,
  type BookingStatus,
  type BookingView,
  type ChangedBy,
  type ChangeKind,
  type Visit,
  type VisitChangedBy,
  type VisitState,
} from './booking-types.ts';

export interface BookingRow {
  id: string;
  reference: string;
  lead_id: string;
  plan_id: string;
  cans: number;
  pickup_day: Booking['pickupDay'];
  first_date: string;
  interval_days: number | null;
  ends_on: string | null;
  status: BookingStatus;
  sequence: number;
  created_at: number;
  updated_at: number;
  written_until: string | null;
  hold_until: number | null;
  account_id: string | null;
  site_name: string | null;
  first_cents: number | null;
  extra_cents: number | null;
}

export interface ViewRow extends BookingRow {
  full_name: string;
  email: string;
  mobile: string;
  mobile_e164: string | null;
  street: string;
  zip: string;
  notes: string;
  language: Language;
}

export interface VisitRow {
  id: string;
  booking_id: string;
  slot: string;
  date: string;
  state: VisitState;
  moved_from: string | null;
  changed_at: number;
  changed_by: VisitChangedBy;
  deep_clean: number;
  note: string | null;
  marked_by: string | null;
}

export interface ChangeRow {
  id: number;
  booking_id: string;
  at: number;
  by: ChangedBy;
  what: ChangeKind;
  detail: string;
  sequence: number;
}

/**
 * A booking's columns with its lead's (the customer) under the `b` and `l` aliases. An account's
 * address is its own (the booking's), where a household's is its lead's.
 */
export const VIEW_COLUMNS =
  'b.*, l.full_name, l.email, l.mobile, l.mobile_e164, coalesce(b.site_street, l.street) AS street, coalesce(b.site_zip, l.zip) AS zip, l.notes, l.language';
export const VIEW = `SELECT ${VIEW_COLUMNS} FROM bookings b JOIN leads l ON l.id = b.lead_id`;
/** A visit's columns, prefixed so they sit beside its booking's in one row. */
export const VISIT_COLUMNS = [
  'id',
  'booking_id',
  'slot',
  'date',
  'state',
  'moved_from',
  'changed_at',
  'changed_by',
  'deep_clean',
  'note',
  'marked_by',
];
/** The given-up states as an SQL list: such a visit holds no place and is on no day's list. */
export const GIVEN_UP_SQL = GIVEN_UP_STATES.map((state) => `'${state}'`).join(', ');
/** A visit on its day (SQL): not given up. */
export const ON_DAY = `state NOT IN (${GIVEN_UP_SQL})`;
export const visitColumns = VISIT_COLUMNS.map((c) => `v.${c} AS v_${c}`).join(', ');

export const bookingOf = (row: BookingRow): Booking => ({
  id: row.id,
  reference: row.reference,
  leadId: row.lead_id,
  planId: row.plan_id,
  cans: row.cans,
  pickupDay: row.pickup_day,
  ruleStart: row.first_date,
  intervalDays: row.interval_days,
  endsOn: row.ends_on,
  status: row.status,
  holdUntil: row.hold_until,
  sequence: row.sequence,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  accountId: row.account_id,
  prices: row.first_cents === null || row.extra_cents === null ? null : { first: row.first_cents, extra: row.extra_cents },
});

export const viewOf = (row: ViewRow): BookingView => {
  const { full_name: name, email, mobile, mobile_e164: mobileE164, street, zip, notes, language } = row;
  const business = row.site_name;
  return { ...bookingOf(row), customer: { name, email, mobile, mobileE164, street, zip, notes, language, business } };
};

export const visitOf = (row: VisitRow): Visit => ({
  id: row.id,
  bookingId: row.booking_id,
  slot: row.slot,
  date: row.date,
  state: row.state,
  movedFrom: row.moved_from,
  deepClean: row.deep_clean === 1,
  note: row.note,
  markedBy: row.marked_by,
  changedAt: row.changed_at,
  changedBy: row.changed_by,
});

export const prefixed = (row: Record<string, unknown>): VisitRow =>
  Object.fromEntries(VISIT_COLUMNS.map((c) => [c, row[`v_${c}`]])) as unknown as VisitRow;

export interface PauseRow {
  id: number;
  booking_id: string;
  from_date: string;
  until_date: string;
  created_at: number;
  created_by: ChangedBy;
}

/** A member's pause: its visits from `from` until (not including) `until` are paused. */
export interface Pause {
  id: number;
  bookingId: string;
  from: string;
  until: string;
  createdAt: number;
  by: ChangedBy;
}

/** Whether a date falls in a pause (from its first day up to, not including, the day it runs until). */
export const pauseCovers = (pause: Pick<Pause, 'from' | 'until'>, date: string) => date >= pause.from && date < pause.until;

export const pauseOf = (row: PauseRow): Pause => ({
  id: row.id,
  bookingId: row.booking_id,
  from: row.from_date,
  until: row.until_date,
  createdAt: row.created_at,
  by: row.created_by,
});

export const changeOf = (row: ChangeRow): BookingChange => ({
  id: row.id,
  bookingId: row.booking_id,
  at: row.at,
  by: row.by,
  what: row.what,
  detail: JSON.parse(row.detail),
  sequence: row.sequence,
});

export interface NewBookingRow {
  id: string;
  reference: string;
  leadId: string;
  planId: string;
  cans: number;
  pickupDay: Booking['pickupDay'];
  ruleStart: string;
  intervalDays: number | null;
  at: number;
  dedupeKey: string | null;
  holdUntil: number | null;
  /** An account's address (null for a household's booking). */
  accountId: string | null;
  siteName: string | null;
  siteStreet: string | null;
  siteZip: string | null;
  /** The plan's prices as they stand now (null for an account's address). */
  firstCents: number | null;
  extraCents: number | null;
}
