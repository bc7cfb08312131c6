// book_service: what the caller agrees to on a call becomes a voice lead exactly like a contact
// request: the contact schema's own rules and messages, the same intake, store and outbox.
import { z } from 'zod';
import { CALL_CONFIRMATION_KEY, type CallConfirmation } from '../../common/call-confirmation.ts';
import { contactSchema } from '../../common/contact-schema.ts';
import { SERVICE_TYPES } from '../../common/services.ts';
import { siteConfig } from '../../common/site-config.ts';
import { intakeLead } from '../leads/lead-intake.ts';
import { defineTool } from '../voice/voice-tool.ts';
import type { ReceptionistContext } from './context.ts';

const { shape } = contactSchema;
const about = (description: string) => ({ description });

/** The nine lead fields (each described as the caller would be asked for it), plus the pickup day. */
export const voiceLeadArgs = z.object({
  customer_status: shape.customer_status.meta(about('whether they are a new or returning customer')),
  full_name: shape.full_name.meta(about('their full name')),
  mobile: shape.mobile.meta(about('a mobile number for text-message scheduling, with area code')),
  email: shape.email.meta(about('their e-mail address')),
  street: shape.street.meta(about('the street address where the cans are')),
  zip: shape.zip.meta(about('the 5-digit zip code')),
  service_type: shape.service_type.meta(about(`which service they want (${SERVICE_TYPES.join(', ')})`)),
  sms_opt_in: shape.sms_opt_in.meta(about('a clear yes to the text-message consent, read to them word for word')),
  notes: shape.notes.meta(about('anything else useful, optional (number of cans, gate code); keep it short')),
  preferred_day: z.string().trim().max(40).optional().meta(about('the weekday of their regular trash pickup (we come the day after)')),
});

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The cleaning day in words: the day after the caller's pickup day, when they named one. */
export function cleaningDay(pickupDay: string | undefined): string {
  const index = WEEKDAYS.findIndex((d) => pickupDay && d.toLowerCase().startsWith(pickupDay.trim().toLowerCase().slice(0, 3)));
  if (index < 0) return 'The day after your regular pickup';
  return `${WEEKDAYS[(index + 1) % 7]}s, the day after your ${WEEKDAYS[index]} pickup`;
}

export const bookService = defineTool<typeof voiceLeadArgs, ReceptionistContext>({
  name: 'book_service',
  description:
    'Book a trash can cleaning. Stores the booking and forwards it to the team. Answers what is missing if the details are incomplete.',
  args: voiceLeadArgs,
  timeoutSeconds: 20,
  notDone: 'Not booked yet: nothing was saved.',
  async run({ preferred_day: day, ...fields }, { leads, callId, toolCallId }) {
    const notes = [fields.notes, day && `Preferred day: ${day}.`].filter(Boolean).join(' ').slice(0, 2000);
    const lead = { ...fields, notes };
    const { id } = await intakeLead(leads, { source: 'voice', lead, callId, toolCallId });
    const reference = id.slice(0, 8).toUpperCase();
    return {
      result: `Booked. Reference ${reference}. We will text ${lead.mobile} to confirm the day. ${siteConfig.serviceWindow}`,
      // For the page's confirmation card (the platform passes metadata on to the call's client).
      metadata: {
        [CALL_CONFIRMATION_KEY]: {
          reference,
          serviceType: lead.service_type,
          name: lead.full_name,
          street: lead.street,
          zip: lead.zip,
          day: cleaningDay(day),
          mobile: lead.mobile,
        } satisfies CallConfirmation,
      },
    };
  },
});
