// Every lead, from the form or the receptionist, is written here before anyone is told
// "accepted", together with its outbox row: the one path by which a lead leaves the server.
// Writes are group-committed: all leads that arrive in one event-loop turn share one
// transaction (one fsync), which is how a durable endpoint goes past ~1,000 commits/s.
import { randomUUID } from 'node:crypto';
import { CONTACT_FIELDS, type ContactRequest } from '../../common/contact-schema.ts';
import type { Db } from './database.ts';
import type { ConsentRecord, DeliveryState, DueDelivery, LeadRow, NewLead } from './lead-types.ts';

/** A row of `leads` joined with its outbox row (none for spam), as SQLite returns it. */
interface StoredLead {
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
  /** True when the dedupe key was seen before: nothing new was stored. */
  duplicate: boolean;
}

/** The nine fields in the form's order: exactly the body the webhook receives. */
export function webhookBody(lead: ContactRequest): string {
  return JSON.stringify(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, lead[field]])));
}

export class LeadStore {
  private queue: Pending[] = [];
  private flushScheduled = false;
  private readonly statements;
  private readonly commitBatch;
  private readonly queuedListeners = new Set<() => void>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.statements = {
      insertLead: db.prepare<LeadParams>(
        `INSERT INTO leads (id, created_at, source, spam, payload, consent, call_id, dedupe_key)
         VALUES (@id, @createdAt, @source, @spam, @payload, @consent, @callId, @dedupeKey)
         ON CONFLICT (dedupe_key) DO NOTHING`,
      ),
      byDedupeKey: db.prepare<[string], { id: string }>('SELECT id FROM leads WHERE dedupe_key = ?'),
      insertOutbox: db.prepare<[string, number, number]>(
        `INSERT INTO outbox (lead_id, state, attempts, window_started_at, next_attempt_at) VALUES (?, 'pending', 0, ?, ?)`,
      ),
      due: db.prepare<[number, number], { lead_id: string; payload: string; attempts: number; window_started_at: number }>(
        `SELECT o.lead_id, l.payload, o.attempts, o.window_started_at FROM outbox o JOIN leads l ON l.id = o.lead_id
         WHERE o.state = 'pending' AND o.next_attempt_at <= ? ORDER BY o.next_attempt_at LIMIT ?`,
      ),
      nextDue: db.prepare<[], { at: number | null }>(`SELECT MIN(next_attempt_at) AS at FROM outbox WHERE state = 'pending'`),
      delivered: db.prepare<[number, number, number, string]>(
        `UPDATE outbox SET state = 'delivered', attempts = ?, last_status = ?, last_error = NULL, delivered_at = ? WHERE lead_id = ?`,
      ),
      retry: db.prepare<[number, number, string, number | null, string]>(
        `UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ?, last_status = ? WHERE lead_id = ?`,
      ),
      failed: db.prepare<[number, string, number | null, string]>(
        `UPDATE outbox SET state = 'failed', attempts = ?, last_error = ?, last_status = ? WHERE lead_id = ?`,
      ),
      requeueOne: db.prepare<{ now: number; id: string }>(
        `UPDATE outbox SET state = 'pending', window_started_at = @now, next_attempt_at = @now, last_error = NULL WHERE lead_id = @id AND state != 'pending'`,
      ),
      requeueFailed: db.prepare<{ now: number }>(
        `UPDATE outbox SET state = 'pending', window_started_at = @now, next_attempt_at = @now WHERE state = 'failed'`,
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

  /** Calls `listener` after each commit that queued a delivery (the relay wakes up); returns an unsubscribe. */
  onQueued(listener: () => void): () => void {
    this.queuedListeners.add(listener);
    return () => this.queuedListeners.delete(listener);
  }

  /** Stores a lead durably and queues its delivery (unless it is spam). Resolves once committed to disk. */
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
    if (!spam) this.statements.insertOutbox.run(id, createdAt, createdAt);
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
    if (results.some((r) => !(r instanceof Error) && !r.duplicate)) this.queuedListeners.forEach((listener) => listener());
  }

  dueDeliveries(limit: number, at = this.now()): DueDelivery[] {
    return this.statements.due
      .all(at, limit)
      .map((r) => ({ leadId: r.lead_id, payload: r.payload, attempts: r.attempts, windowStartedAt: r.window_started_at }));
  }

  nextDueAt(): number | null {
    return this.statements.nextDue.get()?.at ?? null;
  }

  markDelivered(leadId: string, attempts: number, status: number) {
    this.statements.delivered.run(attempts, status, this.now(), leadId);
  }

  markRetry(leadId: string, attempts: number, nextAttemptAt: number, error: string, status: number | null) {
    this.statements.retry.run(attempts, nextAttemptAt, error, status, leadId);
  }

  markFailed(leadId: string, attempts: number, error: string, status: number | null) {
    this.statements.failed.run(attempts, error, status, leadId);
  }

  /** Puts a lead (or every failed one, with 'failed') back in the queue with a fresh retry window. Returns how many. */
  requeue(target: string): number {
    const now = this.now();
    const { changes } =
      target === 'failed' ? this.statements.requeueFailed.run({ now }) : this.statements.requeueOne.run({ now, id: target });
    return changes;
  }

  list({ limit = 50, state, id }: { limit?: number; state?: DeliveryState; id?: string } = {}): LeadRow[] {
    const where = [state && 'o.state = @state', id && 'l.id = @id'].filter(Boolean);
    const rows = this.db
      .prepare<{ limit: number; state: DeliveryState | null; id: string | null }, StoredLead>(
        `SELECT l.*, o.state, o.attempts, o.last_error, o.delivered_at FROM leads l LEFT JOIN outbox o ON o.lead_id = l.id
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
    }));
  }

  get(id: string): LeadRow | undefined {
    return this.list({ id, limit: 1 })[0];
  }
}
