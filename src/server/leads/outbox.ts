// The one outbox: every way a lead or a call record leaves the server (the automation webhook, an
// e-mail to the owner) is a row here with its own attempt state, written in the same transaction
// as what it carries. Relays read it; nothing is held in memory that a restart would lose.
import type { Db } from './database.ts';
import type { Channel, DueDelivery } from './lead-types.ts';

interface DueRow {
  id: number;
  channel: Channel;
  lead_id: string | null;
  call_id: string | null;
  attempts: number;
  window_started_at: number;
}

export class Outbox {
  private readonly statements;

  constructor(
    db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.statements = {
      enqueue: db.prepare<{ channel: Channel; leadId: string | null; callId: string | null; at: number }>(
        `INSERT INTO deliveries (channel, lead_id, call_id, state, attempts, window_started_at, next_attempt_at)
         VALUES (@channel, @leadId, @callId, 'pending', 0, @at, @at) ON CONFLICT DO NOTHING`,
      ),
      due: db.prepare<[Channel, number, number], DueRow>(
        `SELECT id, channel, lead_id, call_id, attempts, window_started_at FROM deliveries
         WHERE channel = ? AND state = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?`,
      ),
      nextDue: db.prepare<[Channel], { at: number | null }>(
        `SELECT MIN(next_attempt_at) AS at FROM deliveries WHERE channel = ? AND state = 'pending'`,
      ),
      delivered: db.prepare<[number, number | null, number, number]>(
        `UPDATE deliveries SET state = 'delivered', attempts = ?, last_status = ?, last_error = NULL, delivered_at = ? WHERE id = ?`,
      ),
      retry: db.prepare<[number, number, string, number | null, number]>(
        `UPDATE deliveries SET attempts = ?, next_attempt_at = ?, last_error = ?, last_status = ? WHERE id = ?`,
      ),
      failed: db.prepare<[number, string, number | null, number]>(
        `UPDATE deliveries SET state = 'failed', attempts = ?, last_error = ?, last_status = ? WHERE id = ?`,
      ),
      requeueOne: db.prepare<{ now: number; id: string }>(
        `UPDATE deliveries SET state = 'pending', window_started_at = @now, next_attempt_at = @now, last_error = NULL
         WHERE (lead_id = @id OR call_id = @id) AND state = 'failed'`,
      ),
      requeueFailed: db.prepare<{ now: number }>(
        `UPDATE deliveries SET state = 'pending', window_started_at = @now, next_attempt_at = @now WHERE state = 'failed'`,
      ),
    };
  }

  /** Queues a delivery; call inside the transaction that stores what it carries. Once per channel and subject. */
  enqueue(channel: Channel, subject: { leadId: string } | { callId: string }, at = this.now()) {
    const leadId = 'leadId' in subject ? subject.leadId : null;
    const callId = 'callId' in subject ? subject.callId : null;
    this.statements.enqueue.run({ channel, leadId, callId, at });
  }

  due(channel: Channel, limit: number, at = this.now()): DueDelivery[] {
    return this.statements.due.all(channel, at, limit).map((r) => ({
      id: r.id,
      channel: r.channel,
      leadId: r.lead_id,
      callId: r.call_id,
      attempts: r.attempts,
      windowStartedAt: r.window_started_at,
    }));
  }

  nextDueAt(channel: Channel): number | null {
    return this.statements.nextDue.get(channel)?.at ?? null;
  }

  markDelivered(id: number, attempts: number, status: number | null) {
    this.statements.delivered.run(attempts, status, this.now(), id);
  }

  markRetry(id: number, attempts: number, nextAttemptAt: number, error: string, status: number | null) {
    this.statements.retry.run(attempts, nextAttemptAt, error, status, id);
  }

  markFailed(id: number, attempts: number, error: string, status: number | null) {
    this.statements.failed.run(attempts, error, status, id);
  }

  /** Puts a lead's or call's failed deliveries (or every failed one, with 'failed') back in the queue with a fresh retry window. Returns how many. */
  requeue(target: string): number {
    const now = this.now();
    const { changes } =
      target === 'failed' ? this.statements.requeueFailed.run({ now }) : this.statements.requeueOne.run({ now, id: target });
    return changes;
  }
}
