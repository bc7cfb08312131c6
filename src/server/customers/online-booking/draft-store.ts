// A visitor's booking on the web page, kept step by step so a page load, a lost signal or coming
// back with the link days later loses nothing: what they entered (as typed), the lead it was made
// from or for, and the booking once made. The visitor holds it by a link: a token stored here
// only as its SHA-256. A link texted to a number proves that number (it reached that phone); the
// link shown on a screen proves nothing. A draft is gone once it expires.
import { randomUUID } from 'node:crypto';
import { linkTokenHash, newLinkToken } from '../../platform/http/link-token.ts';
import type { Language } from '../../../common/languages.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { DraftFields } from './draft-fields.ts';
import { recordOf } from '../../platform/db/record-of.ts';

/** How a draft ended: booked, booked and held for its e-mail's confirmation, or details left as a lead. */
export type DraftOutcome = 'booked' | 'held' | 'left';

export interface Draft {
  id: string;
  language: Language;
  fields: DraftFields;
  /** The lead it was made from (a contact form's) or for (its booking's, or details left). */
  leadId: string | null;
  bookingId: string | null;
  outcome: DraftOutcome | null;
  /** The number (E.164) the last code was texted to. */
  codeTo: string | null;
  /** The address (IP) of the visitor who made it, or who last ended it: what a message it causes is charged to. */
  ip: string | null;
  expiresAt: number;
}

/** A draft as one of its links opens it: the number that link proves, when it was texted. */
export interface DraftLink {
  draft: Draft;
  token: string;
  proves: string | null;
}

interface Row {
  id: string;
  language: Language;
  fields: string;
  lead_id: string | null;
  booking_id: string | null;
  outcome: DraftOutcome | null;
  code_to: string | null;
  ip: string | null;
  expires_at: number;
}

const DAY = 24 * 3600_000;
const draftOf = (row: Row): Draft => ({
  id: row.id,
  language: row.language,
  fields: JSON.parse(row.fields) as DraftFields,
  leadId: row.lead_id,
  bookingId: row.booking_id,
  outcome: row.outcome,
  codeTo: row.code_to,
  ip: row.ip,
  expiresAt: row.expires_at,
});

export class DraftStore {
  private readonly statements;

  constructor(
    private readonly db: Db,
    readonly clock: Clock,
    /** How many days a draft (and each of its links) keeps what was entered: the business's settings, read at each draft. */
    private readonly days: () => number,
  ) {
    this.statements = {
      insert: db.prepare<{
        id: string;
        language: Language;
        fields: string;
        lead: string | null;
        ip: string | null;
        at: number;
        expires: number;
      }>(
        `INSERT INTO book_drafts (id, language, fields, lead_id, ip, created_at, updated_at, expires_at)
         VALUES (@id, @language, @fields, @lead, @ip, @at, @at, @expires)`,
      ),
      link: db.prepare<{ hash: string; draft: string; proves: string | null; texted: number | null }>(
        'INSERT INTO book_draft_links (token_hash, draft_id, proves_e164, texted_at) VALUES (@hash, @draft, @proves, @texted)',
      ),
      byHash: db.prepare<[string, number], Row & { proves_e164: string | null }>(
        `SELECT d.*, k.proves_e164 FROM book_draft_links k JOIN book_drafts d ON d.id = k.draft_id
         WHERE k.token_hash = ? AND d.expires_at > ?`,
      ),
      get: db.prepare<[string], Row>('SELECT * FROM book_drafts WHERE id = ?'),
      byLead: db.prepare<[string], Row>('SELECT * FROM book_drafts WHERE lead_id = ?'),
      save: db.prepare<{ id: string; fields: string; language: Language; at: number }>(
        'UPDATE book_drafts SET fields = @fields, language = @language, updated_at = @at WHERE id = @id',
      ),
      codeTo: db.prepare<[string, number, string]>('UPDATE book_drafts SET code_to = ?, updated_at = ? WHERE id = ?'),
      ended: db.prepare<{ id: string; outcome: DraftOutcome; booking: string | null; lead: string | null; ip: string | null; at: number }>(
        `UPDATE book_drafts SET outcome = @outcome, booking_id = coalesce(@booking, booking_id), lead_id = coalesce(@lead, lead_id),
           ip = coalesce(@ip, ip), updated_at = @at WHERE id = @id`,
      ),
      bookedFrom: db.prepare<[string, number], { n: number }>(
        'SELECT count(*) AS n FROM book_drafts WHERE ip = ? AND booking_id IS NOT NULL AND updated_at >= ?',
      ),
      textedTo: db.prepare<[string, number], { n: number }>(
        'SELECT count(*) AS n FROM book_draft_links WHERE proves_e164 = ? AND texted_at >= ?',
      ),
      purge: db.prepare<[number]>('DELETE FROM book_drafts WHERE expires_at <= ?'),
      leftAtCode: db.prepare<[number, number], Row>(
        `SELECT * FROM book_drafts WHERE code_to IS NOT NULL AND outcome IS NULL AND nudged_at IS NULL AND updated_at <= ? AND expires_at > ?
         ORDER BY updated_at LIMIT 50`,
      ),
      nudge: db.prepare<[number, string]>('UPDATE book_drafts SET nudged_at = ? WHERE id = ? AND nudged_at IS NULL'),
    };
  }

  /** A new draft and the link that opens it (inside the caller's transaction when it has one). */
  create({
    language,
    fields,
    leadId = null,
    ip = null,
    token = newLinkToken(),
  }: {
    language: Language;
    fields: DraftFields;
    leadId?: string | null;
    ip?: string | null;
    /** The link's token, when the caller made it already (shown on the contact form's page). */
    token?: string;
  }): { draft: Draft; token: string } {
    const id = randomUUID();
    const at = this.clock.now();
    this.statements.insert.run({ id, language, fields: JSON.stringify(fields), lead: leadId, ip, at, expires: at + this.linkDays * DAY });
    return { draft: draftOf(this.statements.get.get(id)!), token: this.addLink(id, { token }) };
  }

  /** Another link to a draft: texted to a number (which it then proves), or for a screen (proves nothing). */
  addLink(draftId: string, { texted = null as string | null, token = newLinkToken() } = {}): string {
    this.statements.link.run({ hash: linkTokenHash(token), draft: draftId, proves: texted, texted: texted ? this.clock.now() : null });
    return token;
  }

  /** The draft a link opens while it lasts; undefined for a wrong or expired one (which says nothing of why). */
  open(token: string): DraftLink | undefined {
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return undefined;
    const row = this.statements.byHash.get(linkTokenHash(token), this.clock.now());
    return row && { draft: draftOf(row), token, proves: row.proves_e164 };
  }

  get(id: string): Draft | undefined {
    return recordOf(this.statements.get.get(id), draftOf);
  }

  /** The draft made from a lead (its link texted or shown after the contact form). */
  ofLead(leadId: string): Draft | undefined {
    return recordOf(this.statements.byLead.get(leadId), draftOf);
  }

  /** Keeps what the visitor entered, in the language they are reading the page in. */
  save(id: string, fields: DraftFields, language: Language) {
    this.statements.save.run({ id, fields: JSON.stringify(fields), language, at: this.clock.now() });
  }

  /** Drafts left at the code step (a code texted, not booked) since before `before`, not yet looked at for a nudge. */
  leftAtCode(before: number): Draft[] {
    return this.statements.leftAtCode.all(before, this.clock.now()).map(draftOf);
  }

  /** Marks a draft's one nudge as decided (sent or not): true for the one caller that marks it. */
  claimNudge(id: string): boolean {
    return this.statements.nudge.run(this.clock.now(), id).changes > 0;
  }

  /** The number the last code went to: the code step checks that number. */
  codeSent(id: string, e164: string) {
    this.statements.codeTo.run(e164, this.clock.now(), id);
  }

  /** How the draft ended: its booking (held or not), or the lead its details were left as; and from which connection. */
  end(id: string, outcome: DraftOutcome, ended: { bookingId?: string; leadId?: string; ip?: string } = {}) {
    const { bookingId = null, leadId = null, ip = null } = ended;
    this.statements.ended.run({ id, outcome, booking: bookingId, lead: leadId, ip, at: this.clock.now() });
  }

  /** Bookings made online from one connection in the last 24 hours. */
  bookedFrom(ip: string): number {
    return this.statements.bookedFrom.get(ip, this.clock.now() - DAY)!.n;
  }

  /** Whether a link was texted to this number in the last `withinMs` (by default a draft's life: one such text per number in that time). */
  get linkDays(): number {
    return this.days();
  }

  linkTextedTo(e164: string, withinMs = this.linkDays * DAY): boolean {
    return this.statements.textedTo.get(e164, this.clock.now() - withinMs)!.n > 0;
  }

  /** Deletes drafts past their time (their links go with them). Returns how many. */
  purgeExpired(): number {
    return this.statements.purge.run(this.clock.now()).changes;
  }

  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn).immediate();
  }
}
