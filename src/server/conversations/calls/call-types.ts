import type { DeliveryStatus } from '../../platform/outbox/deliveries.ts';
import type { CallType } from '../../platform/voice/platform.ts';
import type { CallOutcome } from './call-analysis.ts';

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
  callType: CallType | null;
  /** The caller's number on a phone call. */
  callerNumber: string | null;
  /** From the analysis's structured data, when it came back in the project's schema. */
  outcome: CallOutcome | null;
  serviceInterest: string | null;
  followUp: boolean | null;
  followUpReason: string | null;
  recordingUrl: string | null;
}

export interface CallRow extends CallRecord {
  receivedAt: number;
  /** The lead the receptionist took on this call, if any. */
  voiceLead: { id: string; name: string } | null;
  email: DeliveryStatus | null;
}
