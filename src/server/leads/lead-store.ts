// Every lead, from the form or the receptionist, and every call record is written here before
// anyone is told "accepted", together with its outbox rows: the one path by which anything
// leaves the server. Lead writes are group-committed: all leads that arrive in one event-loop
// turn share one transaction (one fsync), which is how a durable endpoint goes past ~1,000
// commits/s. Call reports are rare; each is its own transaction.
import { randomUUID } from 'node:crypto';
import { CONTACT_FIELDS, type ContactRequest } from '../../common/contact-schema.ts';
import type { Db } from './database.ts';
import type { CallRecord, CallRow, Channel, ConsentRecord, DeliveryState, DeliveryStatus, LeadRow, NewLead } from './lead-types.ts';
import { Outbox } from './outbox.ts';

/** A row's e-mail delivery, joined in the same query (none when e-mail is off, or for spam). */
interface StoredEmail {
  email_state: DeliveryState | null;
  email_attempts: number | null;
  email_last_error: string | null;
  email_delivered_at: number | null;
}

const EMAIL_COLUMNS =
  'e.state AS email_state, e.attempts AS email_attempts, e.last_error AS email_last_error, e.delivered_at AS email_delivered_at';

const emailOf = (r: StoredEmail): DeliveryStatus | null =>
  r.email_state
    ? { state: r.email_state, attempts: r.email_attempts ?? 0, lastError: r.email_last_error, deliveredAt: r.email_delivered_at }
    : null;

/** A row of `leads` joined with its webhook delivery (none for spam), as SQLite returns it. */
interface StoredLead extends StoredEmail {
  id: string;
  created_at: number;
  source: LeadRow['source'];
  spam: 0 | 1;
  payload: string;
  consent: string;
  call_id: string | null;
  state: DeliveryState | null;
  attempts: number | null;
  last_error: string | null;
  delivered_at: number | null;
}

interface LeadParams {
  id: string;
  createdAt: number;
  source: LeadRow['source'];
  spam: 0 | 1;
  payload: string;
  consent: string;
  callId: string | null;
  dedupeKey: string | null;
}

interface StoredCall extends StoredEmail {
  call_id: string;
  received_at: number;
  started_at: string | null;
  ended_at: string | null;
  duration_ms: number | null;
  ended_reason: string | null;
  summary: string | null;
  transcript: string | null;
  success_evaluation: string | null;
  cost: number | null;
  lead_id: string | null;
  payload: string | null;
}

// Both columns hold JSON this store wrote from a validated lead and its consent record.
const storedLead = (payload: string): ContactRequest => JSON.parse(payload);
const storedConsent = (consent: string): ConsentRecord => JSON.parse(consent);

interface Pending {
  lead: NewLead;
  resolve: (result: AddResult) => void;
  reject: (error: unknown) => void;
}

export interface AddResult {
  id: string;
  /** True when the dedupe key (or call id) was seen before: nothing new was stored. */
  duplicate: boolean;
}

/** The nine fields in the form's order: exactly the body the webhook receives. */
export function webhookBody(lead: ContactRequest): string {
  return JSON.stringify(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, lead[field]])));
}

export interface StoreOptions {
  now?: () => number;
  /** Whether the owner gets e-mail: leads and call records then queue an e-mail delivery too. */
  email?: boolean;
}

export class LeadStore {
  readonly outbox: Outbox;
  private queue: Pending[] = [];
  private flushScheduled = false;
  private readonly statements;
  private readonly commitBatch;
  private readonly queuedListeners = new Set<() => void>();
  private readonly now: () => number;
  private readonly email: boolean;

  constructor(
    private readonly db: Db,
    { now = Date.now, email = false }: StoreOptions = {},
  ) {
    this.now = now;
    this.email = email;
    this.channels = email ? ['webhook', 'email'] : ['webhook'];
    this.outbox = new Outbox(db, now);
    this.statements = {
      insertLead: db.prepare<LeadParams>(
        `INSERT INTO leads (id, created_at, source, spam, payload, consent, call_id, dedupe_key)
         VALUES (@id, @createdAt, @source, @spam, @payload, @consent, @callId, @dedupeKey)
         ON CONFLICT (dedupe_key) DO NOTHING`,
      ),
      byDedupeKey: db.prepare<[string], { id: string }>('SELECT id FROM leads WHERE dedupe_key = ?'),
      payload: db.prepare<[string], { payload: string }>('SELECT payload FROM leads WHERE id = ?'),
      insertCall: db.prepare<CallRecord & { receivedAt: number }>(
        `INSERT INTO calls (call_id, received_at, started_at, ended_at, duration_ms, ended_reason, summary, transcript, success_evaluation, cost)
         VALUES (@callId, @receivedAt, @startedAt, @endedAt, @durationMs, @endedReason, @summary, @transcript, @successEvaluation, @cost)
         ON CONFLICT (call_id) DO NOTHING`,
      ),
    };
    this.commitBatch = db.transaction((batch: Pending[]) => {
      const results: (AddResult | Error)[] = [];
      for (const item of batch) {
        try {
          // A savepoint per lead: one bad row cannot take the rest of the batch with it.
          results.push(db.transaction(() => this.insertOne(item.lead))());
        } catch (error) {
          results.push(error instanceof Error ? error : new Error(String(error)));
        }
      }
      return results;
    });
  }

  /** Calls `listener` after each commit that queued a delivery (the relays wake up); returns an unsubscribe. */
  onQueued(listener: () => void): () => void {
    this.queuedListeners.add(listener);
    return () => this.queuedListeners.delete(listener);
  }

  /** Where every new lead goes: the webhook, and the owner's e-mail when it is on. */
  private readonly channels: Channel[];

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

  private insertOne({ source, lead, consent, spam = false, callId, dedupeKey }: NewLead): AddResult {
    const id = randomUUID();
    const createdAt = this.now();
    const { changes } = this.statements.insertLead.run({
      id,
      createdAt,
      source,
      spam: spam ? 1 : 0,
      payload: webhookBody(lead),
      consent: JSON.stringify(consent),
      callId: callId ?? null,
      dedupeKey: dedupeKey ?? null,
    });
    if (changes === 0) return { id: this.statements.byDedupeKey.get(dedupeKey!)!.id, duplicate: true };
    if (!spam) for (const channel of this.channels) this.outbox.enqueue(channel, { leadId: id }, createdAt);
    return { id, duplicate: false };
  }

  /** Commits everything queued so far in one transaction, then answers each caller. */
  flush() {
    const batch = this.queue;
    this.queue = [];
    this.flushScheduled = false;
    if (batch.length === 0) return;
    let results: (AddResult | Error)[];
    try {
      results = this.commitBatch(batch);
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, i) => {
      const result = results[i]!;
      if (result instanceof Error) item.reject(result);
      else item.resolve(result);
    });
    if (results.some((r) => !(r instanceof Error) && !r.duplicate)) this.notify();
  }

  private notify() {
    this.queuedListeners.forEach((listener) => listener());
  }

  /** Stores a call's record (once per call: the platform may send its report twice) and queues its e-mail. */
  addCall(record: CallRecord): AddResult {
    const receivedAt = this.now();
    const stored = this.db.transaction(() => {
      const { changes } = this.statements.insertCall.run({ ...record, receivedAt });
      if (changes > 0 && this.email) this.outbox.enqueue('email', { callId: record.callId }, receivedAt);
      return changes > 0;
    })();
    if (stored) this.notify();
    return { id: record.callId, duplicate: !stored };
  }

  list({ limit = 50, state, id }: { limit?: number; state?: DeliveryState; id?: string } = {}): LeadRow[] {
    const where = [state && 'd.state = @state', id && 'l.id = @id'].filter(Boolean);
    const rows = this.db
      .prepare<{ limit: number; state: DeliveryState | null; id: string | null }, StoredLead>(
        `SELECT l.*, d.state, d.attempts, d.last_error, d.delivered_at, ${EMAIL_COLUMNS} FROM leads l
         LEFT JOIN deliveries d ON d.lead_id = l.id AND d.channel = 'webhook'
         LEFT JOIN deliveries e ON e.lead_id = l.id AND e.channel = 'email'
         ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY l.created_at DESC, l.rowid DESC LIMIT @limit`,
      )
      .all({ limit, state: state ?? null, id: id ?? null });
    return rows.map((r) => ({
      id: r.id,
      createdAt: r.created_at,
      source: r.source,
      spam: r.spam === 1,
      lead: storedLead(r.payload),
      consent: storedConsent(r.consent),
      callId: r.call_id,
      state: r.state,
      attempts: r.attempts ?? 0,
      lastError: r.last_error,
      deliveredAt: r.delivered_at,
      email: emailOf(r),
    }));
  }

  /** Exactly the body the webhook receives, as stored (one indexed read: the relay's hot path). */
  payloadOf(id: string): string | undefined {
    return this.statements.payload.get(id)?.payload;
  }

  get(id: string): LeadRow | undefined {
    return this.list({ id, limit: 1 })[0];
  }

  /** Recent calls, newest first, each with the lead booked on it (matched by call id). */
  listCalls({ limit = 25, callId }: { limit?: number; callId?: string } = {}): CallRow[] {
    const rows = this.db
      .prepare<{ limit: number; callId: string | null }, StoredCall>(
        `SELECT c.*, l.id AS lead_id, l.payload, ${EMAIL_COLUMNS} FROM calls c
         LEFT JOIN leads l ON l.id = (SELECT id FROM leads WHERE call_id = c.call_id AND spam = 0 ORDER BY created_at LIMIT 1)
         LEFT JOIN deliveries e ON e.call_id = c.call_id AND e.channel = 'email'
         ${callId ? 'WHERE c.call_id = @callId' : ''} ORDER BY c.received_at DESC, c.rowid DESC LIMIT @limit`,
      )
      .all({ limit, callId: callId ?? null });
    return rows.map((r) => ({
      callId: r.call_id,
      receivedAt: r.received_at,
      startedAt: r.started_at,
      endedAt: r.ended_at,
      durationMs: r.duration_ms,
      endedReason: r.ended_reason,
      summary: r.summary,
      transcript: r.transcript,
      successEvaluation: r.success_evaluation,
      cost: r.cost,
      bookedLead: r.lead_id && r.payload ? { id: r.lead_id, name: storedLead(r.payload).full_name } : null,
      email: emailOf(r),
    }));
  }

  getCall(callId: string): CallRow | undefined {
    return this.listCalls({ callId, limit: 1 })[0];
  }
}
