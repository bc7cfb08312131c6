// Call records: one per call, from the platform's end-of-call report (which it may send twice),
// stored with its e-mail delivery in one transaction. Reports are rare; each is its own transaction.
import { cursorOf, pageOf, positionOf, type Page } from '../../../common/paging.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { deliveryColumns, deliveryJoin, deliveryStatus } from '../../platform/outbox/deliveries.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { CallRecord, CallRow } from './call-types.ts';

interface StoredCall {
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
  call_type: CallRecord['callType'];
  caller_number: string | null;
  outcome: CallRecord['outcome'];
  service_interest: string | null;
  follow_up: 0 | 1 | null;
  follow_up_reason: string | null;
  recording_url: string | null;
  lead_id: string | null;
  lead_name: string | null;
}

export interface CallStoreOptions {
  clock: Clock;
  /** Whether the owner gets e-mail: a new call record then queues one. */
  email: boolean;
}

export class CallStore {
  private readonly statements;

  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
    private readonly options: CallStoreOptions,
  ) {
    this.statements = {
      insertCall: db.prepare<Omit<CallRecord, 'followUp'> & { receivedAt: number; followUp: 0 | 1 | null }>(
        `INSERT INTO calls (call_id, received_at, started_at, ended_at, duration_ms, ended_reason, summary, transcript, success_evaluation, cost,
                            call_type, caller_number, outcome, service_interest, follow_up, follow_up_reason, recording_url)
         VALUES (@callId, @receivedAt, @startedAt, @endedAt, @durationMs, @endedReason, @summary, @transcript, @successEvaluation, @cost,
                 @callType, @callerNumber, @outcome, @serviceInterest, @followUp, @followUpReason, @recordingUrl)
         ON CONFLICT (call_id) DO NOTHING`,
      ),
    };
  }

  /** Stores a call's record (once per call) and queues its e-mail. */
  add(record: CallRecord): { id: string; duplicate: boolean } {
    const receivedAt = this.options.clock.now();
    const stored = this.db
      .transaction(() => {
        const followUp = record.followUp === null ? null : record.followUp ? 1 : 0;
        const { changes } = this.statements.insertCall.run({ ...record, followUp, receivedAt });
        if (changes > 0 && this.options.email) this.outbox.enqueue('email', { kind: 'call', id: record.callId }, { at: receivedAt });
        return changes > 0;
      })
      .immediate();
    if (stored) this.outbox.announceQueued();
    return { id: record.callId, duplicate: !stored };
  }

  /** Recent calls, newest first (from after `before`, a page's cursor), each with the lead taken on it (matched by call id). */
  list({
    limit = 25,
    callId,
    followUp = false,
    before,
    caller,
  }: {
    limit?: number;
    callId?: string;
    followUp?: boolean;
    before?: string | undefined;
    caller?: { number: string | null; callIds: string[] };
  } = {}): (CallRow & { row: number })[] {
    const from = positionOf(before);
    const where = [
      callId && 'c.call_id = @callId',
      caller && '(c.caller_number = @callerNumber OR c.call_id IN (SELECT value FROM json_each(@callIds)))',
      followUp && 'c.follow_up = 1',
      from && '(c.received_at < @beforeAt OR (c.received_at = @beforeAt AND c.rowid < @beforeRow))',
    ].filter(Boolean);
    const rows = this.db
      .prepare<
        {
          limit: number;
          callId: string | null;
          beforeAt: number | null;
          beforeRow: number | null;
          callerNumber: string | null;
          callIds: string;
        },
        StoredCall & Record<string, unknown>
      >(
        `SELECT c.*, c.rowid AS row, l.id AS lead_id, l.full_name AS lead_name, ${deliveryColumns('e')} FROM calls c
         LEFT JOIN leads l ON l.id = (SELECT id FROM leads WHERE call_id = c.call_id AND spam = 0 ORDER BY created_at LIMIT 1)
         ${deliveryJoin('e', 'email', 'call', 'c.call_id')}
         ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY c.received_at DESC, c.rowid DESC LIMIT @limit`,
      )
      .all({
        limit,
        callId: callId ?? null,
        beforeAt: from?.at ?? null,
        beforeRow: from?.row ?? null,
        callerNumber: caller?.number ?? null,
        callIds: JSON.stringify(caller?.callIds ?? []),
      });
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
      callType: r.call_type,
      callerNumber: r.caller_number,
      outcome: r.outcome,
      serviceInterest: r.service_interest,
      followUp: r.follow_up === null ? null : r.follow_up === 1,
      followUpReason: r.follow_up_reason,
      recordingUrl: r.recording_url,
      voiceLead: r.lead_id && r.lead_name !== null ? { id: r.lead_id, name: r.lead_name } : null,
      email: deliveryStatus(r, 'e'),
      row: r.row as number,
    }));
  }

  /** A page of the calls, newest first, and the cursor of the next (the owner's list). */
  page({ before, limit = 50 }: { before?: string | undefined; limit?: number }): Page<CallRow> {
    return pageOf(this.list({ limit: limit + 1, before }), limit, (last) => cursorOf(last.receivedAt, last.row));
  }

  /** A person's calls: from their number, or those their leads were taken on; the newest first. */
  ofCaller(number: string | null, callIds: string[], limit = 20): CallRow[] {
    return this.list({ caller: { number, callIds }, limit });
  }

  get(callId: string): CallRow | undefined {
    return this.list({ callId, limit: 1 })[0];
  }
}
