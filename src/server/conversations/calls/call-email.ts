// The owner's e-mail about a call record, as plain text: how it came in, how it went (the outcome
// and whether to follow up lead the subject), the summary, the recording, the transcript.
import { displayPhone } from '../../../common/phone-display.ts';
import { dollars } from '../../../common/prices.ts';
import { headerLine, type OwnerEmail } from '../../platform/outbox/email-message.ts';
import type { CallRow } from './call-types.ts';
import { duration } from './duration.ts';

export function callEmail(call: CallRow): OwnerEmail {
  const outcome = call.voiceLead ? `booked (${call.voiceLead.name})` : 'not booked';
  const how = call.callType === null ? '-' : `${call.callType}${call.callerNumber ? ` from ${displayPhone(call.callerNumber)}` : ''}`;
  const lines = [
    `A call with the receptionist ended: ${outcome}.`,
    ...(call.followUp ? ['', `FOLLOW UP: ${call.followUpReason || 'the caller needs the team'}`] : []),
    '',
    `Call:         ${call.callId}`,
    `Type:         ${how}`,
    `Started:      ${call.startedAt ?? '-'}`,
    `Duration:     ${duration(call.durationMs)}`,
    `Ended:        ${call.endedReason ?? '-'}`,
    `Outcome:      ${outcome}${call.outcome ? `; ${call.outcome}` : ''}`,
    ...(call.serviceInterest ? [`Interest:     ${call.serviceInterest}`] : []),
    ...(call.recordingUrl ? [`Recording:    ${call.recordingUrl}`] : []),
    ...(call.successEvaluation ? [`Evaluation:   ${call.successEvaluation}`] : []),
    ...(call.cost !== null ? [`Cost:         ${dollars(Math.round(call.cost * 100))}`] : []),
    '',
    'Summary:',
    call.summary || '(no summary)',
    '',
    'Transcript:',
    call.transcript || '(no transcript)',
  ];
  const subject = `${call.followUp ? 'Follow up: ' : ''}Call record: ${duration(call.durationMs)}, ${outcome}${call.outcome ? `, ${call.outcome}` : ''}`;
  return { subject: headerLine(subject), text: lines.join('\n') };
}
