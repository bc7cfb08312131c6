import type { DeliveryStatus } from '../outbox/deliveries.ts';

/** What the platform's end-of-call report tells of a call. */
export interface CallRecord {
  callId: string;
  startedAt: string | null;
  endedAt: string | null;
  durationMs: number | null;
  endedReason: string | null;
  summary: string | null;
  transcript: string | null;
  successEvaluation: string | null;
  cost: number | null;
}

export interface CallRow extends CallRecord {
  receivedAt: number;
  /** The lead the receptionist took on this call, if any. */
  voiceLead: { id: string; name: string } | null;
  email: DeliveryStatus | null;
}
