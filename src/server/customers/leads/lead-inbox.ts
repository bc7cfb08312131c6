// The owner's view of the leads: newest first, found by name, phone, street or zip, filtered by
// where they came from and where the owner is with them (new, contacted, booked, lost), with the
// owner's notes. A lead with a booking not cancelled counts as booked, whatever was set before.
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { InboxSource } from '../../../common/owner-inbox.ts';
import type { StoredLead } from './lead-store.ts';
import { cursorOf, pageOf, positionOf, type Page } from '../../../common/paging.ts';

export { LEAD_STATUSES, type LeadStatus } from '../../../common/owner-inbox.ts';

import { LEAD_STATUSES, type InboxLead, type LeadFilter, type LeadStatus } from '../../../common/owner-inbox.ts';
import type { WayIn } from '../../../common/ways-in.ts';
import { WAY_SQL } from './lead-way.ts';

export interface LeadSearch {
  q?: string | undefined;
  source?: InboxSource | undefined;
  way?: WayIn | undefined;
  /** One state, or 'open' (new or contacted); unset, every state. */
  status?: LeadFilter | undefined;
  /** The cursor of the page before (its last lead's place); unset, the newest page. */
  before?: string | undefined;
  limit?: number;
}

/** The columns the inbox shows; its source is told apart from the stored one (chat or call). */
type Row = Pick<
  StoredLead,
  'id' | 'created_at' | 'full_name' | 'mobile' | 'mobile_e164' | 'email' | 'street' | 'zip' | 'service_type' | 'notes'
> & {
  source: InboxSource;
  way: WayIn;
  status: LeadStatus;
  booked_online: number;
  r: number;
};

/** LIKE with the owner's words taken literally (% and _ are not wildcards). */
const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The standings the list shows: an account's billing contact is no request (the account is in
 * Accounts), spam is not listed, and a booking held for its e-mail's confirmation is not news yet. */
const LISTED = LEAD_STATUSES.map((status) => `'${status}'`).join(', ');

/** Every lead the inbox lists, each with how it came in and where the owner is with it (its
 * standing, which the database keeps: booked once a booking is made); a WHERE begun, for an AND. */
const LEADS = `SELECT l.id, l.created_at,
         CASE WHEN l.source = 'form' THEN 'form' WHEN l.call_id LIKE 'chat:%' THEN 'chat' ELSE 'call' END AS source, ${WAY_SQL} AS way,
         l.full_name, l.mobile, l.mobile_e164, l.email, l.street, l.zip, l.service_type, l.notes, l.rowid AS r,
         -- Made by the customer online: the booking's first change is theirs.
         EXISTS (SELECT 1 FROM bookings b WHERE b.lead_id = l.id AND b.status != 'cancelled'
                 AND (SELECT ch.by FROM booking_changes ch WHERE ch.booking_id = b.id ORDER BY ch.id LIMIT 1) = 'customer') AS booked_online,
         l.standing AS status
  FROM leads l LEFT JOIN calls c ON c.call_id = l.call_id
  WHERE +l.standing IN (${LISTED})`;

/**
 * The states asked for, written so SQLite walks an index in the list's order and stops at a page:
 * one state by its own index (standing, then time); several by time, each lead's state checked
 * (the unary + keeps the planner off the state's index, which would sort every lead first).
 */
const standingIs = (status: LeadFilter | undefined) =>
  status === undefined ? 'TRUE' : status === 'open' ? `+status IN ('new', 'contacted')` : 'status = @status';

/** The owner's search over LEADS' columns: where it came from, the way in, and the words typed. */
const MATCHES = `(@source IS NULL OR source = @source) AND (@way IS NULL OR way = @way)
  AND (@term IS NULL OR full_name LIKE @term ESCAPE '\\' OR street LIKE @term ESCAPE '\\' OR zip LIKE @term ESCAPE '\\'
       OR email LIKE @term ESCAPE '\\' OR (@digits != '' AND replace(replace(replace(replace(mobile, '(', ''), ')', ''), '-', ''), ' ', '') LIKE @digits))`;

export class LeadInbox {
  private readonly statements;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.statements = {
      setStatus: db.prepare<[LeadStatus, string]>('UPDATE leads SET status = ? WHERE id = ?'),
      addNote: db.prepare<[string, number, string]>('INSERT INTO lead_notes (lead_id, at, text) VALUES (?, ?, ?)'),
      notes: db.prepare<[string], { at: number; text: string }>('SELECT at, text FROM lead_notes WHERE lead_id = ? ORDER BY at, id'),
      exists: db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM leads WHERE id = ?'),
      byStanding: db.prepare<[], { status: LeadStatus; n: number }>(
        `SELECT standing AS status, count(*) AS n FROM leads WHERE standing IN (${LISTED}) GROUP BY standing`,
      ),
    };
  }

  /** A page of the leads that match, newest first, and the cursor of the next. */
  search({ before, limit = 50, ...filter }: LeadSearch = {}): Page<InboxLead> {
    const from = positionOf(before);
    const rows = this.db
      .prepare<Record<string, unknown>, Row>(
        `SELECT * FROM (${LEADS} AND (@beforeAt IS NULL OR l.created_at < @beforeAt OR (l.created_at = @beforeAt AND l.rowid < @beforeRow)))
         WHERE ${MATCHES} AND ${standingIs(filter.status)}
         ORDER BY created_at DESC, r DESC LIMIT @limit`,
      )
      .all({ ...this.matching(filter), beforeAt: from?.at ?? null, beforeRow: from?.row ?? null, limit: limit + 1 });
    const page = pageOf(rows, limit, (last) => cursorOf(last.created_at, last.r));
    return { ...page, rows: page.rows.map((r) => this.inboxLead(r)) };
  }

  /**
   * How many of the leads searched (whatever their state) are in each state; null for a search by
   * the way in, whose every lead's way would be worked out to count them (the list itself is paged).
   */
  counts(filter: Omit<LeadSearch, 'status' | 'before' | 'limit'>): Record<LeadStatus, number> | null {
    if (filter.way || filter.source) return null;
    const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
    const found = filter.q?.trim()
      ? this.db
          .prepare<Record<string, unknown>, { status: LeadStatus; n: number }>(
            `SELECT status, count(*) AS n FROM (${LEADS}) WHERE ${MATCHES} GROUP BY status`,
          )
          .all({ ...this.matching(filter), status: null })
      : this.statements.byStanding.all();
    for (const row of found) counts[row.status] = row.n;
    return counts;
  }

  /** One lead as the list shows it, or undefined. */
  one(id: string): InboxLead | undefined {
    const row = this.db.prepare<[string], Row>(`${LEADS} AND l.id = ?`).get(id);
    return row && this.inboxLead(row);
  }

  /** The named parameters of MATCHES for a search. */
  private matching({ q, source, way, status }: Omit<LeadSearch, 'before' | 'limit'>) {
    const term = q?.trim();
    const digits = term?.replace(/\D/g, '') ?? '';
    return {
      source: source ?? null,
      way: way ?? null,
      status: status ?? null,
      term: term ? likeTerm(term) : null,
      digits: digits.length >= 3 ? `%${digits}%` : '',
    };
  }

  private inboxLead(r: Row): InboxLead {
    return {
      id: r.id,
      createdAt: r.created_at,
      source: r.source,
      way: r.way,
      name: r.full_name,
      mobile: r.mobile,
      mobileE164: r.mobile_e164,
      email: r.email,
      street: r.street,
      zip: r.zip,
      serviceType: r.service_type,
      notes: r.notes,
      status: r.status,
      bookedOnline: r.booked_online === 1,
      ownerNotes: this.statements.notes.all(r.id),
    };
  }

  /** Sets where the owner is with a lead; false when there is no such lead. */
  setStatus(id: string, status: LeadStatus): boolean {
    return this.statements.setStatus.run(status, id).changes > 0;
  }

  /** Adds the owner's note to a lead; false when there is no such lead. */
  addNote(id: string, text: string): boolean {
    if (this.statements.exists.get(id)!.n === 0) return false;
    this.statements.addNote.run(id, this.clock.now(), text);
    return true;
  }
}
