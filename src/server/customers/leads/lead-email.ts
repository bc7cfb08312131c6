// The owner's e-mail about a new lead, as plain text: everything needed to call the customer
// back, and the consent record. Only the owner's addresses receive it; the customer appears only
// in Reply-To, so a reply reaches them.
import { displayPhone } from '../../../common/phone-display.ts';
import { headerLine, type OwnerEmail } from '../../platform/outbox/email-message.ts';
import type { LeadRow } from './lead-types.ts';

/** What a lead booked at once (a call or chat with the receptionist), in words from the bookings room. */
export interface BookedWords {
  /** 'Wednesday, December 2, then every 4 weeks'. */
  when: string;
  /** 'Wednesday, December 2'. */
  first: string;
  plan: string;
  reference: string;
  /** Made by the customer on the booking page (their lead's own link, or the page itself). */
  online: boolean;
}

/** The owner's e-mail about a new lead, or, when it booked at once, about the booking. */
export function leadEmail(row: LeadRow, booked?: BookedWords): OwnerEmail {
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
    booked
      ? `A new booking came in from ${booked.online ? 'the booking page (booked online)' : from}.`
      : `A new lead came in from ${from}.`,
    '',
    ...(booked
      ? [`Booked:           ${booked.when}`, `Plan:             ${booked.plan}`, `Reference:        ${booked.reference}`, '']
      : []),
    `Name:             ${lead.full_name}`,
    `Customer:         ${lead.customer_status}`,
    `Service:          ${lead.service_type}`,
    `Mobile:           ${displayPhone(lead.mobile)}`,
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
    subject: headerLine(
      booked
        ? `${booked.online ? 'Booked online' : 'New booking'}: ${lead.full_name}, ${booked.first}, ${booked.plan}`
        : `New lead: ${lead.full_name}, ${lead.service_type}, ${lead.zip}`,
    ),
    text: lines.join('\n'),
    replyTo: lead.email,
  };
}
