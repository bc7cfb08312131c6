// Every lead, from the form or the receptionist, is written here before anyone is told
// "accepted", together with its outbox rows: the one path by which anything leaves the server.
// Writes are group-committed: all leads that arrive in one event-loop turn share one transaction
// (one fsync), which is how a durable endpoint goes past ~1,000 commits/s.
import { randomUUID } from 'node:crypto';
import { CONTACT_FIELDS } from '../../../common/contact-schema.ts';
import { toE164 } from '../../../common/mobile-e164.ts';
import type { Language } from '../../../common/languages.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { deliveryColumns, deliveryJoin, deliveryStatus, type Channel, type DeliveryState } from '../../platform/outbox/deliveries.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { ConsentRecord, LeadFields, LeadRow, NewLead } from './lead-types.ts';
import { webhookBody } from './webhook-body.ts';
import { LeadEvents } from './lead-events.ts';

/** A row of `leads` as SQLite returns it. */
export interface StoredLead {
  id: string;
  created_at: number;
  source: LeadRow['source'];
  spam: 0 | 1;
  customer_status: LeadFields['customer_status'];
  full_name: string;
  mobile: string;
  mobile_e164: string | null;
  email: string;
  street: string;
  zip: string;
  service_type: LeadFields['service_type'];
  sms_opt_in: 0 | 1;
  notes: string;
  consent: string;
  call_id: string | null;
  language: Language;
}

type LeadParams = Omit<StoredLead, 'sms_opt_in'> & { sms_opt_in: 0 | 1; dedupe_key: string | null };

const fieldsOf = (r: StoredLead): LeadFields => ({
  customer_status: r.customer_status,
  full_name: r.full_name,
  mobile: r.mobile,
  email: r.email,
  street: r.street,
  zip: r.zip,
  service_type: r.service_type,
  sms_opt_in: r.sms_opt_in === 1,
  notes: r.notes,
});

// The column holds JSON this store wrote from a consent record.
const storedConsent = (consent: string): ConsentRecord => JSON.parse(consent);

interface Pending {
  lead: NewLead;
  resolve: (result: AddResult) => void;
  reject: (error: unknown) => void;
}

export interface AddResult {
  id: string;
  /** True when the dedupe key was seen before: nothing new was stored. */
  duplicate: boolean;
}

export interface LeadStoreOptions {
  clock: Clock;
  /** Where every new lead goes: the webhook, and the owner's e-mail when it is on. */
  channels: readonly Channel[];
  /** Where each lead stored goes as an event, inside its transaction (none follow when not given). */
  events?: LeadEvents;
}

const COLUMNS = ['id', 'created_at', 'source', 'spam', ...CONTACT_FIELDS, 'mobile_e164', 'consent', 'call_id', 'dedupe_key', 'language'];

export class LeadStore {
  readonly clock: Clock;
  private queue: Pending[] = [];
  private flushScheduled = false;
  private readonly statements;
  private readonly commitBatch;
  private readonly channels: readonly Channel[];
  private readonly events: LeadEvents;

  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
    { clock, channels, events = new LeadEvents() }: LeadStoreOptions,
  ) {
    this.clock = clock;
    this.channels = channels;
    this.events = events;
    this.statements = {
      insertLead: db.prepare<LeadParams>(
        `INSERT INTO leads (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((c) => `@${c}`).join(', ')})
         ON CONFLICT (dedupe_key) DO NOTHING`,
      ),
      byDedupeKey: db.prepare<[string], { id: string }>('SELECT id FROM leads WHERE dedupe_key = ?'),
      fields: db.prepare<[string], StoredLead>('SELECT * FROM leads WHERE id = ?'),
      drop: db.prepare<[string]>('DELETE FROM leads WHERE id = ?'),
    };
    this.commitBatch = db.transaction((batch: Pending[]) => {
      const results: (AddResult | Error)[] = [];
      for (const item of batch) {
        try {
          // A savepoint per lead: one bad row cannot take the rest of the batch with it.
          results.push(db.transaction(() => this.insertNow(item.lead))());
        } catch (error) {
          results.push(error instanceof Error ? error : new Error(String(error)));
        }
      }
      return results;
    });
  }

  /** Stores a lead durably and queues its deliveries (unless it is spam). Resolves once committed to disk. */
  add(lead: NewLead): Promise<AddResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ lead, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  /**
   * Stores a lead at once, inside a transaction the caller holds (a booking stores its lead and
   * its date together); the caller announces the queued deliveries after it commits. A held lead
   * (a booking waiting for its e-mail's confirmation) goes nowhere until released.
   */
  insertNow(newLead: NewLead, { held = false } = {}): AddResult {
    const { source, lead, consent, spam = false, callId, dedupeKey, language = 'en' } = newLead;
    const id = randomUUID();
    const createdAt = this.clock.now();
    const { changes } = this.statements.insertLead.run({
      id,
      created_at: createdAt,
      source,
      spam: spam ? 1 : 0,
      ...lead,
      sms_opt_in: lead.sms_opt_in ? 1 : 0,
      mobile_e164: toE164(lead.mobile),
      consent: JSON.stringify(consent),
      call_id: callId ?? null,
      dedupe_key: dedupeKey ?? null,
      language,
    });
    if (changes === 0) return { id: this.statements.byDedupeKey.get(dedupeKey!)!.id, duplicate: true };
    // A lead kept only (before the business opens) goes nowhere, and nothing follows it.
    if (newLead.keptOnly) return { id, duplicate: false };
    if (!spam && !held) this.queueDeliveries(id, createdAt);
    this.events.emit({ id, lead: newLead });
    return { id, duplicate: false };
  }

  private queueDeliveries(id: string, at: number) {
    for (const channel of this.channels) this.outbox.enqueue(channel, { kind: 'lead', id }, { at });
  }

  /** A held lead's booking was confirmed: it goes where every lead goes (inside the caller's transaction). */
  release(id: string) {
    this.queueDeliveries(id, this.clock.now());
  }

  /** A held lead whose booking was never confirmed: gone (inside the caller's transaction). */
  drop(id: string) {
    this.statements.drop.run(id);
  }

  /** Commits everything queued so far in one transaction, then answers each caller. */
  flush() {
    const batch = this.queue;
    this.queue = [];
    this.flushScheduled = false;
    if (batch.length === 0) return;
    let results: (AddResult | Error)[];
    try {
      results = this.commitBatch.immediate(batch);
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, i) => {
      const result = results[i]!;
      if (result instanceof Error) item.reject(result);
      else item.resolve(result);
    });
    if (results.some((r) => !(r instanceof Error) && !r.duplicate)) this.outbox.announceQueued();
  }

  list({
    limit = 50,
    state,
    id,
    person,
  }: { limit?: number; state?: DeliveryState; id?: string; person?: { mobileE164: string | null; email: string } } = {}): LeadRow[] {
    const where = [
      state && 'd.state = @state',
      id && 'l.id = @id',
      person && '(l.mobile_e164 = @mobile OR lower(l.email) = @email)',
    ].filter(Boolean);
    const rows = this.db
      .prepare<
        { limit: number; state: DeliveryState | null; id: string | null; mobile: string | null; email: string | null },
        StoredLead & Record<string, unknown>
      >(
        `SELECT l.*, ${deliveryColumns('d')}, ${deliveryColumns('e')} FROM leads l
         ${deliveryJoin('d', 'webhook', 'lead', 'l.id')}
         ${deliveryJoin('e', 'email', 'lead', 'l.id')}
         ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY l.created_at DESC, l.rowid DESC LIMIT @limit`,
      )
      .all({
        limit,
        state: state ?? null,
        id: id ?? null,
        mobile: person?.mobileE164 ?? null,
        email: person?.email.trim().toLowerCase() ?? null,
      });
    return rows.map((r) => {
      const webhook = deliveryStatus(r, 'd');
      return {
        id: r.id,
        createdAt: r.created_at,
        source: r.source,
        spam: r.spam === 1,
        lead: fieldsOf(r),
        mobileE164: r.mobile_e164,
        consent: storedConsent(r.consent),
        callId: r.call_id,
        language: r.language,
        state: webhook?.state ?? null,
        attempts: webhook?.attempts ?? 0,
        lastError: webhook?.lastError ?? null,
        deliveredAt: webhook?.deliveredAt ?? null,
        email: deliveryStatus(r, 'e'),
      };
    });
  }

  get(id: string): LeadRow | undefined {
    return this.list({ id, limit: 1 })[0];
  }

  /**
   * The leads of what a customer's sign-in proved: those with the proven mobile, and those with the
   * proven e-mail address (never an empty one), the newest first. Only what was proven joins: a
   * mobile proven does not bring in the leads of an e-mail address someone once typed beside it.
   */
  idsOfProven({ mobileE164, email }: { mobileE164: string | null; email: string | null }, limit = 500): string[] {
    const address = email?.trim().toLowerCase() || null;
    if (!mobileE164 && !address) return [];
    return this.db
      .prepare<{ mobile: string | null; email: string | null; limit: number }, { id: string }>(
        `SELECT id FROM leads WHERE mobile_e164 = @mobile UNION SELECT id FROM leads WHERE lower(email) = @email LIMIT @limit`,
      )
      .all({ mobile: mobileE164, email: address, limit })
      .map((row) => row.id);
  }

  /** A person's leads (the same mobile, or the same e-mail), the newest first. */
  ofPerson(person: { mobileE164: string | null; email: string }, limit = 50): LeadRow[] {
    return this.list({ person, limit });
  }

  /**
   * Exactly the body the webhook receives (one indexed read: the relay's hot path), with a note
   * about what became of the lead (a booking's first visit) after the customer's own notes.
   */
  webhookBodyOf(id: string, note?: string): string | undefined {
    const row = this.statements.fields.get(id);
    if (!row) return undefined;
    const fields = fieldsOf(row);
    return webhookBody(note ? { ...fields, notes: [fields.notes, note].filter(Boolean).join(' ') } : fields);
  }
}
