// The one outbox: every way something leaves the server (a lead to the automation webhook, an
// e-mail to the owner) is a row here with its own attempt state, written in the same transaction
// as what it carries. Relays read it; nothing is held in memory that a restart would lose.
import type { Clock } from '../clock/clock.ts';
import type { Db } from '../db/database.ts';
import type { Channel, DueDelivery, Subject, SubjectKind } from './deliveries.ts';

interface DueRow {
  id: number;
  channel: Channel;
  subject_kind: SubjectKind;
  subject_id: string;
  attempts: number;
  window_started_at: number;
  secret: string | null;
}

interface FailedRow extends Omit<DueRow, 'secret'> {
  last_error: string | null;
}

/** A delivery that failed for good, as the owner's inbox lists it. */
export interface FailedDelivery {
  id: number;
  channel: Channel;
  subject: Subject;
  attempts: number;
  error: string | null;
  /** When its last retry window began (ms). */
  since: number;
}

export class Outbox {
  private readonly statements;
  private readonly queuedListeners = new Set<() => void>();

  constructor(
    db: Db,
    /** The time deliveries are queued, attempted and delivered by; the relays read it too. */
    readonly clock: Clock,
  ) {
    this.statements = {
      pendingOf: db.prepare<{ channel: Channel; kind: SubjectKind; id: string }, { n: number }>(
        `SELECT count(*) AS n FROM deliveries WHERE channel = @channel AND subject_kind = @kind AND subject_id = @id AND state = 'pending'`,
      ),
      enqueue: db.prepare<{ channel: Channel; kind: SubjectKind; id: string; at: number; secret: string | null }>(
        `INSERT INTO deliveries (channel, subject_kind, subject_id, state, attempts, window_started_at, next_attempt_at, secret)
         VALUES (@channel, @kind, @id, 'pending', 0, @at, @at, @secret) ON CONFLICT DO NOTHING`,
      ),
      waiting: db.prepare<[number], { n: number; since: number | null }>(
        `SELECT count(*) AS n, min(window_started_at) AS since FROM deliveries WHERE state = 'pending' AND window_started_at <= ?`,
      ),
      setSecret: db.prepare<[string, number]>('UPDATE deliveries SET secret = ? WHERE id = ?'),
      due: db.prepare<[Channel, number, number], DueRow>(
        `SELECT id, channel, subject_kind, subject_id, attempts, window_started_at, secret FROM deliveries
         WHERE channel = ? AND state = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?`,
      ),
      has: db.prepare<{ channel: Channel; kind: SubjectKind; id: string }, { n: number }>(
        'SELECT COUNT(*) AS n FROM deliveries WHERE channel = @channel AND subject_kind = @kind AND subject_id = @id',
      ),
      nextDue: db.prepare<[Channel], { at: number | null }>(
        `SELECT MIN(next_attempt_at) AS at FROM deliveries WHERE channel = ? AND state = 'pending'`,
      ),
      delivered: db.prepare<[number, number | null, number, number]>(
        `UPDATE deliveries SET state = 'delivered', attempts = ?, last_status = ?, last_error = NULL, delivered_at = ?, secret = NULL WHERE id = ?`,
      ),
      retry: db.prepare<[number, number, string, number | null, number]>(
        `UPDATE deliveries SET attempts = ?, next_attempt_at = ?, last_error = ?, last_status = ? WHERE id = ?`,
      ),
      failed: db.prepare<[number, string, number | null, number]>(
        `UPDATE deliveries SET state = 'failed', attempts = ?, last_error = ?, last_status = ? WHERE id = ?`,
      ),
      failedList: db.prepare<[number], FailedRow>(
        `SELECT id, channel, subject_kind, subject_id, attempts, last_error, window_started_at FROM deliveries
         WHERE state = 'failed' ORDER BY window_started_at DESC LIMIT ?`,
      ),
      forget: db.prepare<{ kind: SubjectKind; id: string }>(
        `DELETE FROM deliveries WHERE subject_kind = @kind AND subject_id = @id AND state != 'delivered'`,
      ),
      requeueOne: db.prepare<{ now: number; id: number }>(
        `UPDATE deliveries SET state = 'pending', window_started_at = @now, next_attempt_at = @now, last_error = NULL
         WHERE state = 'failed' AND id = @id`,
      ),
      // One statement for one subject's failed deliveries and for all of them (@id null): a
      // re-queued delivery starts afresh either way (new retry window, no last error).
      requeue: db.prepare<{ now: number; id: string | null }>(
        `UPDATE deliveries SET state = 'pending', window_started_at = @now, next_attempt_at = @now, last_error = NULL
         WHERE state = 'failed' AND (@id IS NULL OR subject_id = @id)`,
      ),
    };
  }

  /**
   * Queues a delivery; call inside the transaction that stores what it carries. Once per channel
   * and subject (false when it was queued before). A secret (a link's token, stored elsewhere only as a
   * hash) rides along until delivered; given as a function, it is made only when the delivery is
   * new (a link is not issued for a delivery the unique key turned away).
   */
  enqueue(
    channel: Channel,
    subject: Subject,
    { at = this.clock.now(), secret = null }: { at?: number; secret?: string | null | (() => string) } = {},
  ): boolean {
    const made = typeof secret === 'function' ? null : secret;
    const { changes, lastInsertRowid } = this.statements.enqueue.run({ channel, kind: subject.kind, id: subject.id, at, secret: made });
    if (changes > 0 && typeof secret === 'function') this.statements.setSecret.run(secret(), Number(lastInsertRowid));
    return changes > 0;
  }

  /**
   * The deliveries due and not yet delivered (a failing one retrying among them; one queued for
   * later is not waiting until its time), and how long the oldest has waited (ms).
   */
  waiting(at = this.clock.now()): { count: number; oldestMs: number } {
    const { n, since } = this.statements.waiting.get(at)!;
    return { count: n, oldestMs: since === null ? 0 : at - since };
  }

  /** Drops what was still to be sent about a subject that is gone (call inside the transaction removing it). */
  forget(subject: Subject) {
    this.statements.forget.run({ kind: subject.kind, id: subject.id });
  }

  /** Whether a subject's delivery on a channel is behind us: delivered, failed for good, or never queued. */
  deliveredOrGone(channel: Channel, subject: Subject): boolean {
    return this.statements.pendingOf.get({ channel, kind: subject.kind, id: subject.id })!.n === 0;
  }

  /** Whether a delivery of this subject on this channel was ever queued. */
  has(channel: Channel, subject: Subject): boolean {
    return this.statements.has.get({ channel, kind: subject.kind, id: subject.id })!.n > 0;
  }

  /** Calls `listener` whenever a store announces a commit that queued deliveries (the relays wake up); returns an unsubscribe. */
  onQueued(listener: () => void): () => void {
    this.queuedListeners.add(listener);
    return () => this.queuedListeners.delete(listener);
  }

  /** Stores call this after committing a transaction that queued deliveries. */
  announceQueued() {
    this.queuedListeners.forEach((listener) => listener());
  }

  due(channel: Channel, limit: number, at = this.clock.now()): DueDelivery[] {
    return this.statements.due.all(channel, at, limit).map((r) => ({
      id: r.id,
      channel: r.channel,
      subject: { kind: r.subject_kind, id: r.subject_id },
      attempts: r.attempts,
      windowStartedAt: r.window_started_at,
      secret: r.secret,
    }));
  }

  nextDueAt(channel: Channel): number | null {
    return this.statements.nextDue.get(channel)?.at ?? null;
  }

  markDelivered(id: number, attempts: number, status: number | null) {
    this.statements.delivered.run(attempts, status, this.clock.now(), id);
  }

  markRetry(id: number, attempts: number, nextAttemptAt: number, error: string, status: number | null) {
    this.statements.retry.run(attempts, nextAttemptAt, error, status, id);
  }

  markFailed(id: number, attempts: number, error: string, status: number | null) {
    this.statements.failed.run(attempts, error, status, id);
  }

  /** The deliveries that failed for good, newest first, with the error each last met. */
  failed(limit = 100): FailedDelivery[] {
    return this.statements.failedList.all(limit).map((r) => ({
      id: r.id,
      channel: r.channel,
      subject: { kind: r.subject_kind, id: r.subject_id },
      attempts: r.attempts,
      error: r.last_error,
      since: r.window_started_at,
    }));
  }

  /** Puts one failed delivery back in the queue (a fresh retry window); false when it is not a failed one. */
  retry(deliveryId: number): boolean {
    const changed = this.statements.requeueOne.run({ now: this.clock.now(), id: deliveryId }).changes > 0;
    if (changed) this.announceQueued();
    return changed;
  }

  /** Puts one subject's failed deliveries (or every failed one, with 'failed') back in the queue. Returns how many. */
  requeue(target: string): number {
    return this.statements.requeue.run({ now: this.clock.now(), id: target === 'failed' ? null : target }).changes;
  }
}
