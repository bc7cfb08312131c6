// The owner's view of the leads: newest first, found by name, phone, street or zip, filtered by
// where they came from and where the owner is with them (new, contacted, booked, lost), with the
// owner's notes. A lead with a booking not cancelled counts as booked, whatever was set before.
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { InboxSource } from '../../../common/owner-inbox.ts';
import type { StoredLead } from './lead-store.ts';
import { cursorOf, pageOf, positionOf, type Page } from '../../../common/paging.ts';

export { LEAD_STATUSES, type LeadStatus } from '../../../common/owner-inbox.ts';

import type { InboxLead, LeadStatus } from '../../../common/owner-inbox.ts';

export interface LeadSearch {
  q?: string | undefined;
  source?: InboxSource | undefined;
  status?: LeadStatus | undefined;
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
  status: LeadStatus;
  booked: number;
  booked_online: number;
  r: number;
};

/** LIKE with the owner's words taken literally (% and _ are not wildcards). */
const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
    };
  }

  /** A page of the leads that match, newest first, and the cursor of the next. */
  search({ q, source, status, before, limit = 50 }: LeadSearch = {}): Page<InboxLead> {
    const from = positionOf(before);
    const term = q?.trim();
    const digits = term?.replace(/\D/g, '') ?? '';
    const rows = this.db
      .prepare<Record<string, unknown>, Row>(
        `SELECT * FROM (
           SELECT l.id, l.created_at,
                  CASE WHEN l.source = 'form' THEN 'form' WHEN l.call_id LIKE 'chat:%' THEN 'chat' ELSE 'call' END AS source, l.full_name, l.mobile, l.mobile_e164, l.email, l.street, l.zip, l.service_type,
                  l.notes, l.rowid AS r,
                  EXISTS (SELECT 1 FROM bookings b WHERE b.lead_id = l.id AND b.status != 'cancelled') AS booked,
                  -- Made by the customer online: the booking's first change is theirs.
                  EXISTS (SELECT 1 FROM bookings b WHERE b.lead_id = l.id AND b.status != 'cancelled'
                          AND (SELECT c.by FROM booking_changes c WHERE c.booking_id = b.id ORDER BY c.id LIMIT 1) = 'customer') AS booked_online,
                  CASE WHEN EXISTS (SELECT 1 FROM bookings b WHERE b.lead_id = l.id AND b.status != 'cancelled') THEN 'booked' ELSE l.status END AS status
           -- An account's billing contact is no request: the account is in Accounts.
           FROM leads l WHERE l.spam = 0 AND l.source != 'proposal'
             AND (@beforeAt IS NULL OR l.created_at < @beforeAt OR (l.created_at = @beforeAt AND l.rowid < @beforeRow))
             -- A booking held for its e-mail's confirmation is not news yet.
             AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.lead_id = l.id AND b.hold_until IS NOT NULL))
         WHERE (@source IS NULL OR source = @source) AND (@status IS NULL OR status = @status)
           AND (@term IS NULL OR full_name LIKE @term ESCAPE '\\' OR street LIKE @term ESCAPE '\\' OR zip LIKE @term ESCAPE '\\'
                OR email LIKE @term ESCAPE '\\' OR (@digits != '' AND replace(replace(replace(replace(mobile, '(', ''), ')', ''), '-', ''), ' ', '') LIKE @digits))
         ORDER BY created_at DESC, r DESC LIMIT @limit`,
      )
      .all({
        source: source ?? null,
        status: status ?? null,
        term: term ? likeTerm(term) : null,
        digits: digits.length >= 3 ? `%${digits}%` : '',
        beforeAt: from?.at ?? null,
        beforeRow: from?.row ?? null,
        limit: limit + 1,
      });
    const page = pageOf(rows, limit, (last) => cursorOf(last.created_at, last.r));
    return { ...page, rows: page.rows.map((r) => this.inboxLead(r)) };
  }

  private inboxLead(r: Row): InboxLead {
    return {
      id: r.id,
      createdAt: r.created_at,
      source: r.source,
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
