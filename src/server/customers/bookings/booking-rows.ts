// The bookings room's SQL: bookings, their visits (one row each), their changes and their
// customers' links, read back as the room's types. No rules here: the store decides; this file
// reads and writes rows.
import type { Db } from '../../platform/db/database.ts';
import type {
  BookedVisit,
  Booking,
  BookingChange,
  BookingStatus,
  BookingView,
  ChangedBy,
  ChangeKind,
  Visit,
  VisitChangedBy,
  VisitState,
} from './booking-types.ts';
import {
  VIEW_COLUMNS,
  VIEW,
  VISIT_COLUMNS,
  ON_DAY,
  visitColumns,
  bookingOf,
  viewOf,
  visitOf,
  prefixed,
  pauseOf,
  changeOf,
  type BookingRow,
  type ViewRow,
  type VisitRow,
  type ChangeRow,
  type PauseRow,
  type Pause,
  type NewBookingRow,
} from './booking-row-shapes.ts';

import { streetKey } from './street-key.ts';
import { recordOf } from '../../platform/db/record-of.ts';

export { pauseCovers, type NewBookingRow, type Pause } from './booking-row-shapes.ts';

/** The bookings themselves: written, found by each key, their status and sequence. */
const bookingStatements = (db: Db) => ({
  insert: db.prepare<NewBookingRow>(
    `INSERT INTO bookings (id, reference, lead_id, plan_id, cans, pickup_day, first_date, interval_days, status, sequence, created_at, updated_at, dedupe_key, hold_until, account_id, site_name, site_street, site_zip, first_cents, extra_cents)
       VALUES (@id, @reference, @leadId, @planId, @cans, @pickupDay, @ruleStart, @intervalDays, 'booked', 0, @at, @at, @dedupeKey, @holdUntil, @accountId, @siteName, @siteStreet, @siteZip, @firstCents, @extraCents)`,
  ),
  referenceTaken: db.prepare<[string], { id: string }>('SELECT id FROM bookings WHERE reference = ?'),
  byDedupeKey: db.prepare<[string], ViewRow>(`${VIEW} WHERE b.dedupe_key = ?`),
  byId: db.prepare<[string], ViewRow>(`${VIEW} WHERE b.id = ?`),
  byReference: db.prepare<[string], ViewRow>(`${VIEW} WHERE b.reference = ?`),
  byLead: db.prepare<[string], ViewRow>(`${VIEW} WHERE b.lead_id = ? ORDER BY b.created_at DESC LIMIT 1`),
  ofLead: db.prepare<[string], ViewRow>(`${VIEW} WHERE b.lead_id = ? ORDER BY b.created_at DESC`),
  byToken: db.prepare<[string], ViewRow>(`${VIEW} JOIN booking_links k ON k.booking_id = b.id WHERE k.token_hash = ?`),
  notCancelled: db.prepare<[], ViewRow>(`${VIEW} WHERE b.status != 'cancelled' ORDER BY b.created_at`),
  membershipOf: db.prepare<[string], ViewRow>(
    `${VIEW} WHERE l.mobile_e164 = ? AND b.status = 'booked' AND b.interval_days IS NOT NULL AND b.hold_until IS NULL AND b.account_id IS NULL ORDER BY b.created_at DESC LIMIT 1`,
  ),
  runningOf: db.prepare<[string], ViewRow>(
    `${VIEW} WHERE l.mobile_e164 = ? AND b.status = 'booked' AND b.hold_until IS NULL AND b.account_id IS NULL ORDER BY b.created_at DESC LIMIT 1`,
  ),
  allRunningOf: db.prepare<[string], ViewRow>(
    `${VIEW} WHERE l.mobile_e164 = ? AND b.status = 'booked' AND b.hold_until IS NULL AND b.account_id IS NULL ORDER BY b.created_at DESC LIMIT 10`,
  ),
  membershipsToWrite: db.prepare<[], BookingRow>(
    `SELECT * FROM bookings WHERE status = 'booked' AND interval_days IS NOT NULL ORDER BY created_at`,
  ),
  setStatus: db.prepare<{ id: string; status: BookingStatus; endsOn: string | null; at: number }>(
    'UPDATE bookings SET status = @status, ends_on = coalesce(@endsOn, ends_on), updated_at = @at WHERE id = @id',
  ),
  setCans: db.prepare<{ id: string; cans: number }>('UPDATE bookings SET cans = @cans WHERE id = @id'),
  bump: db.prepare<{ id: string; at: number }>('UPDATE bookings SET sequence = sequence + 1, updated_at = @at WHERE id = @id'),
  setWrittenUntil: db.prepare<[string, string]>('UPDATE bookings SET written_until = ? WHERE id = ?'),
});

/** The visits, a row each: written, a day's list and its room, moved, marked, cancelled. */
const visitStatements = (db: Db) => ({
  insertVisit: db.prepare<VisitRow>(
    `INSERT INTO visits (${VISIT_COLUMNS.join(', ')}) VALUES (${VISIT_COLUMNS.map((c) => `@${c}`).join(', ')})
       ON CONFLICT (booking_id, slot) DO NOTHING`,
  ),
  visit: db.prepare<[string], VisitRow>('SELECT * FROM visits WHERE id = ?'),
  visitsOf: db.prepare<[string], VisitRow>('SELECT * FROM visits WHERE booking_id = ? ORDER BY date, slot'),
  // Every running membership's visits (not an account's), each membership's in its order.
  membershipVisits: db.prepare<[], { id: string; booking_id: string; state: VisitState; deep_clean: number }>(
    `SELECT v.id, v.booking_id, v.state, v.deep_clean FROM bookings b JOIN visits v ON v.booking_id = b.id
       WHERE b.status = 'booked' AND b.interval_days IS NOT NULL AND b.account_id IS NULL ORDER BY v.booking_id, v.date, v.slot`,
  ),
  // A visit held for its payment keeps its place.
  // The visits on a day, one definition: those not given up (a held one keeps its place; a
  // marked one took its place). Room is their count; a day's list is them.
  scheduledOn: db.prepare<[string], { n: number }>(`SELECT COUNT(*) AS n FROM visits WHERE date = ? AND ${ON_DAY}`),
  cansOn: db.prepare<[string], { n: number }>(
    `SELECT coalesce(sum(b.cans), 0) AS n FROM visits v JOIN bookings b ON b.id = v.booking_id WHERE v.date = ? AND ${ON_DAY.replace('state', 'v.state')}`,
  ),
  nextWithVisits: db.prepare<[string], { date: string; n: number }>(
    `SELECT date, COUNT(*) AS n FROM visits WHERE date = (SELECT min(date) FROM visits WHERE date > ? AND ${ON_DAY}) AND ${ON_DAY} GROUP BY date`,
  ),
  dayList: db.prepare<[string], ViewRow & Record<string, unknown>>(
    `SELECT ${VIEW_COLUMNS}, ${visitColumns} FROM visits v JOIN bookings b ON b.id = v.booking_id JOIN leads l ON l.id = b.lead_id
       WHERE v.date = ? AND ${ON_DAY.replace('state', 'v.state')} ORDER BY zip, street, l.full_name, v.id`,
  ),
  // A day's visits still on their own date, as a holiday week reads them: the visit, its pickup day and zip.
  onTheirDay: db.prepare<[string], { id: string; pickup_day: Booking['pickupDay']; zip: string }>(
    `SELECT v.id, b.pickup_day, coalesce(b.site_zip, l.zip) AS zip FROM visits v JOIN bookings b ON b.id = v.booking_id
       JOIN leads l ON l.id = b.lead_id WHERE v.date = ? AND v.state = 'scheduled' AND v.slot = v.date ORDER BY v.id`,
  ),
  moveVisit: db.prepare<{ id: string; to: string; from: string; at: number; by: VisitChangedBy }>(
    'UPDATE visits SET date = @to, moved_from = @from, changed_at = @at, changed_by = @by WHERE id = @id',
  ),
  setVisitState: db.prepare<{ id: string; state: VisitState; at: number; by: VisitChangedBy }>(
    'UPDATE visits SET state = @state, changed_at = @at, changed_by = @by WHERE id = @id',
  ),
  setNote: db.prepare<[string | null, string]>('UPDATE visits SET note = ? WHERE id = ?'),
  setMarkedBy: db.prepare<[string | null, string]>('UPDATE visits SET marked_by = ? WHERE id = ?'),
  notOutSince: db.prepare<[string, string], { n: number }>(
    `SELECT count(*) AS n FROM visits v JOIN bookings b ON b.id = v.booking_id WHERE b.lead_id = ? AND v.state = 'not-out' AND v.date >= ?`,
  ),
  cancelAfter: db.prepare<{ bookingId: string; after: string; at: number; by: VisitChangedBy }>(
    `UPDATE visits SET state = 'cancelled', changed_at = @at, changed_by = @by
       WHERE booking_id = @bookingId AND date > @after AND state IN ('scheduled', 'paused', 'held')`,
  ),
});

/** A booking's history, its customers' links, its deep cleans and pauses. */
const historyStatements = (db: Db) => ({
  addChange: db.prepare<[string, number, ChangedBy, ChangeKind, string, number]>(
    'INSERT INTO booking_changes (booking_id, at, by, what, detail, sequence) VALUES (?, ?, ?, ?, ?, ?)',
  ),
  changes: db.prepare<[string], ChangeRow>('SELECT * FROM booking_changes WHERE booking_id = ? ORDER BY id'),
  change: db.prepare<[number], ChangeRow>('SELECT * FROM booking_changes WHERE id = ?'),
  addLink: db.prepare<[string, string, number]>('INSERT INTO booking_links (token_hash, booking_id, issued_at) VALUES (?, ?, ?)'),
  setDeep: db.prepare<[number, string]>('UPDATE visits SET deep_clean = ? WHERE id = ?'),
  addPause: db.prepare<{ bookingId: string; from: string; until: string; at: number; by: ChangedBy }>(
    'INSERT INTO pauses (booking_id, from_date, until_date, created_at, created_by) VALUES (@bookingId, @from, @until, @at, @by)',
  ),
  activePause: db.prepare<[string, string], PauseRow>(
    'SELECT * FROM pauses WHERE booking_id = ? AND ended_at IS NULL AND until_date > ? ORDER BY id DESC LIMIT 1',
  ),
  endPause: db.prepare<[number, string, number]>('UPDATE pauses SET ended_at = ?, until_date = ? WHERE id = ?'),
  pausesSince: db.prepare<[string, number], { n: number }>('SELECT count(*) AS n FROM pauses WHERE booking_id = ? AND created_at >= ?'),
  // From the pauses that still run (a few hundred), each one's booking looked up: CROSS JOIN
  // keeps that order, where the planner would walk every running booking for its pause.
  pausedMemberships: db.prepare<[string, number], PauseRow>(
    `SELECT p.* FROM pauses p CROSS JOIN bookings b ON b.id = p.booking_id
       WHERE p.ended_at IS NULL AND p.until_date > ? AND b.status = 'booked' ORDER BY p.until_date, p.booking_id LIMIT ?`,
  ),
  pausedCount: db.prepare<[string], { n: number }>(
    `SELECT count(*) AS n FROM pauses p CROSS JOIN bookings b ON b.id = p.booking_id
       WHERE p.ended_at IS NULL AND p.until_date > ? AND b.status = 'booked'`,
  ),
  linkIssuedAt: db.prepare<[string], { issued_at: number }>('SELECT issued_at FROM booking_links WHERE token_hash = ?'),
});

/** Holds confirmed or dropped, and the limits a booking is held to (one home a date, a conversation's bookings, changes a day). */
const holdStatements = (db: Db) => ({
  confirm: db.prepare<[string]>('UPDATE bookings SET hold_until = NULL WHERE id = ?'),
  setLanguage: db.prepare<[string, string, string]>('UPDATE leads SET language = ? WHERE id = ? AND language <> ?'),
  expiredHolds: db.prepare<[number], ViewRow>(`${VIEW} WHERE b.hold_until IS NOT NULL AND b.hold_until <= ?`),
  // What a hold that was never confirmed leaves behind: nothing.
  dropHeld: [
    'DELETE FROM visits WHERE booking_id = @id',
    'DELETE FROM booking_changes WHERE booking_id = @id',
    'DELETE FROM booking_links WHERE booking_id = @id',
    'DELETE FROM bookings WHERE id = @id',
  ].map((sql) => db.prepare<{ id: string }>(sql)),
  // The same customer (mobile, or street however it is written) on a date, not cancelled.
  heldOn: db.prepare<{ date: string; phone: string | null; street: string }, { n: number }>(
    `SELECT count(*) AS n FROM visits v JOIN bookings b ON b.id = v.booking_id JOIN leads l ON l.id = b.lead_id
       WHERE v.date = @date AND ${ON_DAY.replace('state', 'v.state')}
         AND (l.mobile_e164 = @phone OR street_key(coalesce(b.site_street, l.street)) = @street)`,
  ),
  fromConversation: db.prepare<[string], { n: number }>(
    "SELECT count(*) AS n FROM bookings b JOIN leads l ON l.id = b.lead_id WHERE l.call_id = ? AND b.status != 'cancelled'",
  ),
  changesSince: db.prepare<[string, ChangedBy, number], { n: number }>(
    "SELECT count(*) AS n FROM booking_changes WHERE booking_id = ? AND by = ? AND at >= ? AND what != 'booked'",
  ),
});

export class BookingRows {
  private readonly statements;

  constructor(db: Db) {
    // The one-home rule compares streets by their key, however each was written (street-key.ts).
    db.function('street_key', { deterministic: true }, (street: unknown) => streetKey(String(street ?? '')));
    this.statements = { ...bookingStatements(db), ...visitStatements(db), ...historyStatements(db), ...holdStatements(db) };
  }

  insert(row: NewBookingRow) {
    this.statements.insert.run(row);
  }

  referenceTaken(reference: string): boolean {
    return this.statements.referenceTaken.get(reference) !== undefined;
  }

  private view(row: ViewRow | undefined): BookingView | undefined {
    return recordOf(row, viewOf);
  }

  byDedupeKey = (key: string) => this.view(this.statements.byDedupeKey.get(key));
  get = (id: string) => this.view(this.statements.byId.get(id));
  byReference = (reference: string) => this.view(this.statements.byReference.get(reference));
  byLead = (leadId: string) => this.view(this.statements.byLead.get(leadId));
  ofLead = (leadId: string) => this.statements.ofLead.all(leadId).map((row) => this.view(row)!);
  byTokenHash = (hash: string) => this.view(this.statements.byToken.get(hash));
  notCancelled = () => this.statements.notCancelled.all().map(viewOf);
  membershipOf = (phone: string) => this.view(this.statements.membershipOf.get(phone));
  runningOf = (phone: string) => this.view(this.statements.runningOf.get(phone));
  /** Every running booking made with this mobile (the latest first, ten at most). */
  allRunningOf = (phone: string) => this.statements.allRunningOf.all(phone).map((row) => this.view(row)!);
  membershipsToWrite = (): (Booking & { writtenUntil: string | null })[] =>
    this.statements.membershipsToWrite.all().map((row) => ({ ...bookingOf(row), writtenUntil: row.written_until }));

  setStatus(id: string, status: BookingStatus, endsOn: string | null, at: number) {
    this.statements.setStatus.run({ id, status, endsOn, at });
  }

  setCans(id: string, cans: number) {
    this.statements.setCans.run({ id, cans });
  }

  bump(id: string, at: number) {
    this.statements.bump.run({ id, at });
  }

  setWrittenUntil(id: string, date: string) {
    this.statements.setWrittenUntil.run(date, id);
  }

  insertVisit(visit: Visit) {
    this.statements.insertVisit.run({
      id: visit.id,
      booking_id: visit.bookingId,
      slot: visit.slot,
      date: visit.date,
      state: visit.state,
      moved_from: visit.movedFrom,
      changed_at: visit.changedAt,
      changed_by: visit.changedBy,
      deep_clean: visit.deepClean ? 1 : 0,
      note: visit.note,
      marked_by: visit.markedBy,
    });
  }

  visit(id: string): Visit | undefined {
    return recordOf(this.statements.visit.get(id), visitOf);
  }

  /** Every visit of a booking, cancelled ones too, soonest first. */
  visitsOf(bookingId: string): Visit[] {
    return this.statements.visitsOf.all(bookingId).map(visitOf);
  }

  /** Every running membership's visits (not an account's), each membership's together and in its order (read whole: the caller writes as it goes). */
  membershipVisits(): Pick<Visit, 'id' | 'bookingId' | 'state' | 'deepClean'>[] {
    return this.statements.membershipVisits
      .all()
      .map((row) => ({ id: row.id, bookingId: row.booking_id, state: row.state, deepClean: row.deep_clean === 1 }));
  }

  /** How many visits a date holds (the day's visits, not given up): room is the capacity less this. */
  scheduledOn(date: string): number {
    return this.statements.scheduledOn.get(date)!.n;
  }

  /** The cans of a date's visits (those not given up). */
  cansOn(date: string): number {
    return this.statements.cansOn.get(date)!.n;
  }

  /** The first date after this one that holds visits, and how many. */
  nextWithVisits(after: string): { date: string; count: number } | undefined {
    const row = this.statements.nextWithVisits.get(after);
    return row && { date: row.date, count: row.n };
  }

  /** The visits on a date that are not cancelled, with their bookings, grouped by zip then street. */
  dayList(date: string): BookedVisit[] {
    return this.statements.dayList.all(date).map((row) => ({ ...visitOf(prefixed(row)), booking: viewOf(row) }));
  }

  /** A date's scheduled visits still on their own date (never moved), with their pickup day and zip. */
  onTheirDay(date: string): { visitId: string; pickupDay: Booking['pickupDay']; zip: string }[] {
    return this.statements.onTheirDay.all(date).map((row) => ({ visitId: row.id, pickupDay: row.pickup_day, zip: row.zip }));
  }

  moveVisit(id: string, from: string, to: string, at: number, by: VisitChangedBy) {
    this.statements.moveVisit.run({ id, from, to, at, by });
  }

  setVisitState(id: string, state: VisitState, at: number, by: VisitChangedBy) {
    this.statements.setVisitState.run({ id, state, at, by });
  }

  notOutSince(leadId: string, since: string): number {
    return this.statements.notOutSince.get(leadId, since)!.n;
  }

  setNote(id: string, note: string | null) {
    this.statements.setNote.run(note, id);
  }

  setMarkedBy(id: string, who: string | null) {
    this.statements.setMarkedBy.run(who, id);
  }

  /** Gives up a booking's scheduled visits after a date. */
  cancelAfter(bookingId: string, after: string, at: number, by: VisitChangedBy) {
    this.statements.cancelAfter.run({ bookingId, after, at, by });
  }

  addChange(bookingId: string, at: number, by: ChangedBy, what: ChangeKind, detail: BookingChange['detail'], sequence: number): number {
    return Number(this.statements.addChange.run(bookingId, at, by, what, JSON.stringify(detail), sequence).lastInsertRowid);
  }

  changes = (bookingId: string) => this.statements.changes.all(bookingId).map(changeOf);

  change(id: number): BookingChange | undefined {
    return recordOf(this.statements.change.get(id), changeOf);
  }

  addLink(hash: string, bookingId: string, at: number) {
    this.statements.addLink.run(hash, bookingId, at);
  }

  setDeep(visitId: string, deep: boolean) {
    this.statements.setDeep.run(deep ? 1 : 0, visitId);
  }

  addPause(pause: { bookingId: string; from: string; until: string; at: number; by: ChangedBy }) {
    this.statements.addPause.run(pause);
  }

  /** The booking's pause that has not ended and runs past `today`. */
  activePause(bookingId: string, today: string): Pause | undefined {
    return recordOf(this.statements.activePause.get(bookingId, today), pauseOf);
  }

  /** Ends a pause now; it then ran until `until` (a resume shortens it). */
  endPause(id: number, at: number, until: string) {
    this.statements.endPause.run(at, until, id);
  }

  pausesSince(bookingId: string, since: number): number {
    return this.statements.pausesSince.get(bookingId, since)!.n;
  }

  /** The memberships paused now, the soonest back first, at most `limit`; and how many there are in all. */
  pausedMemberships(today: string, limit: number): { pauses: Pause[]; total: number } {
    return {
      pauses: this.statements.pausedMemberships.all(today, limit).map(pauseOf),
      total: this.statements.pausedCount.get(today)!.n,
    };
  }

  linkIssuedAt(hash: string): number | undefined {
    return this.statements.linkIssuedAt.get(hash)?.issued_at;
  }

  confirm(id: string) {
    this.statements.confirm.run(id);
  }

  /** The language of the customer (their lead) behind a booking; false when it already was. */
  setLanguage(leadId: string, language: string): boolean {
    return this.statements.setLanguage.run(language, leadId, language).changes > 0;
  }

  expiredHolds = (now: number) => this.statements.expiredHolds.all(now).map(viewOf);

  dropHeld(id: string) {
    for (const statement of this.statements.dropHeld) statement.run({ id });
  }

  /** Whether a date holds a visit for this mobile or this street (written any way). */
  heldOn(date: string, phone: string | null, street: string): boolean {
    return this.statements.heldOn.get({ date, phone, street: streetKey(street) })!.n > 0;
  }

  /** Bookings made in one call or chat, not cancelled. */
  fromConversation(callId: string): number {
    return this.statements.fromConversation.get(callId)!.n;
  }

  /** Changes someone made to a booking since a moment (its booking itself not counted). */
  changesSince(bookingId: string, by: ChangedBy, since: number): number {
    return this.statements.changesSince.get(bookingId, by, since)!.n;
  }
}
