// The owner's e-mail about a call record, as plain text: how it went, the summary, the transcript.
import { headerLine, type OwnerEmail } from '../outbox/email-message.ts';
import type { CallRow } from './call-types.ts';
import { duration } from './duration.ts';

export function callEmail(call: CallRow): OwnerEmail {
  const outcome = call.voiceLead ? `booked (${call.voiceLead.name})` : 'not booked';
  const lines = [
    `A call with the receptionist ended: ${outcome}.`,
    '',
    `Call:         ${call.callId}`,
    `Started:      ${call.startedAt ?? '-'}`,
    `Duration:     ${duration(call.durationMs)}`,
    `Ended:        ${call.endedReason ?? '-'}`,
    `Outcome:      ${outcome}`,
    ...(call.successEvaluation ? [`Evaluation:   ${call.successEvaluation}`] : []),
    ...(call.cost !== null ? [`Cost:         $${call.cost.toFixed(2)}`] : []),
    '',
    'Summary:',
    call.summary || '(no summary)',
    '',
    'Transcript:',
    call.transcript || '(no transcript)',
  ];
  return { subject: headerLine(`Call record: ${duration(call.durationMs)}, ${outcome}`), text: lines.join('\n') };
}
