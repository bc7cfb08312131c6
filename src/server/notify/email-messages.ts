// The owner's e-mails, as plain text: one for every new lead (with everything needed to call the
// customer back, and the consent record), one for every call record. Only the owner's addresses
// receive them; the customer appears only in Reply-To, so a reply reaches them. Nothing a visitor
// or caller typed reaches a header other than as one line of text.
import { formatPhone } from '../../common/phone.ts';
import type { CallRow, LeadRow } from '../leads/lead-types.ts';

export interface OwnerEmail {
  subject: string;
  text: string;
  /** The customer's address, for replies; validated by the lead schema (one address, no line breaks). */
  replyTo?: string;
}

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u001F\u007F\u2028\u2029]+/g;

/** Header text: one line, no control characters, of a sane length. */
export const oneLine = (text: string, max = 150) => text.replace(CONTROL, ' ').trim().slice(0, max);

/** m:ss, or '-' when the platform did not say. */
export function duration(ms: number | null): string {
  if (ms === null) return '-';
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function leadEmail(row: LeadRow): OwnerEmail {
  const { lead, consent } = row;
  const from = row.source === 'voice' ? `a call with the receptionist (call ${row.callId ?? 'unknown'})` : 'the website form';
  const where = consent.callId
    ? [`  On call:         ${consent.callId}`]
    : [
        `  IP:              ${consent.ip}`,
        `  Browser:         ${consent.userAgent || '-'}`,
        `  Page:            ${consent.pageUrl || '-'}`,
      ];
  const lines = [
    `A new lead came in from ${from}.`,
    '',
    `Name:             ${lead.full_name}`,
    `Customer:         ${lead.customer_status}`,
    `Service:          ${lead.service_type}`,
    `Mobile:           ${formatPhone(lead.mobile)}`,
    `E-mail:           ${lead.email}`,
    `Street:           ${lead.street}`,
    `Zip:              ${lead.zip}`,
    `Texts about scheduling: ${lead.sms_opt_in ? 'yes' : 'no'}`,
    `Notes:            ${lead.notes || '-'}`,
    '',
    'Text-message consent on record:',
    `  Words agreed to: ${consent.text}`,
    `  When:            ${consent.at}`,
    `  Phone:           ${consent.phone}`,
    ...where,
    '',
    `Lead id: ${row.id}. Reply to this e-mail to write to the customer.`,
  ];
  return {
    subject: oneLine(`New lead: ${lead.full_name}, ${lead.service_type}, ${lead.zip}`),
    text: lines.join('\n'),
    replyTo: lead.email,
  };
}

export function callEmail(call: CallRow): OwnerEmail {
  const outcome = call.bookedLead ? `booked (${call.bookedLead.name})` : 'not booked';
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
  return { subject: oneLine(`Call record: ${duration(call.durationMs)}, ${outcome}`), text: lines.join('\n') };
}
