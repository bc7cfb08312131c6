// The receptionist's tools, called by the voice platform during a call. A booking is stored
// and forwarded exactly like a contact request: same schema, same store, same outbox.
import type { z } from 'zod';
import { contactSchema, fieldErrors, SMS_CONSENT_TEXT, type ContactRequest } from '../../common/contact-schema.js';
import { checkZip } from '../../common/service-area.js';
import { siteConfig } from '../../common/site-config.js';
import type { LeadStore } from '../leads/lead-store.js';

export interface ToolCall {
  id: string;
  name: string;
  args: Record<string, unknown>;
}

export interface ToolResult {
  toolCallId: string;
  result: string;
  error?: string;
}

/** In plain words the receptionist can say back or act on. */
const FIELD_WORDS: Record<keyof ContactRequest, string> = {
  customer_status: 'whether they are a new or returning customer',
  full_name: 'their full name',
  mobile: 'a mobile number for text-message scheduling, with area code',
  email: 'their e-mail address',
  street: 'the street address where the cans are',
  zip: 'the 5-digit zip code',
  service_type: 'which service they want (One-Time, Membership or Commercial)',
  sms_opt_in: 'a clear yes to the text-message consent',
  notes: 'shorter notes',
};

export function missingFields(error: z.ZodError): string {
  const parts = Object.entries(fieldErrors(error)).map(
    ([field, message]) => `${FIELD_WORDS[field as keyof ContactRequest] ?? field} (${message})`,
  );
  return `Not booked yet: nothing was saved. Please ask the caller for ${parts.join('; ')}. Then call book_service again with all the details.`;
}

function checkServiceArea(args: Record<string, unknown>): string {
  const result = checkZip(String(args.zip ?? ''));
  if (result.kind === 'invalid') return 'That is not a 5-digit zip code. Ask the caller to repeat their zip code.';
  if (result.kind === 'served') return `Yes: ${result.zip} is in our service area.`;
  return `No: ${result.zip} is outside our service area (${siteConfig.serviceArea.areas.join(', ')}). Offer to take their details so the team can follow up if we expand.`;
}

async function bookService(store: LeadStore, call: ToolCall, callId: string): Promise<string> {
  const { preferred_day, ...fields } = call.args;
  const day = typeof preferred_day === 'string' && preferred_day.trim() ? preferred_day.trim() : '';
  const parsed = contactSchema.safeParse(fields);
  if (!parsed.success) return missingFields(parsed.error);
  const lead = { ...parsed.data, notes: [parsed.data.notes, day && `Preferred day: ${day}.`].filter(Boolean).join(' ').slice(0, 2000) };
  const { id } = await store.add({
    source: 'voice',
    lead,
    consent: {
      text: `${SMS_CONSENT_TEXT} (read aloud on the call and accepted)`,
      at: new Date().toISOString(),
      phone: lead.mobile,
      ip: '',
      userAgent: 'voice call',
      pageUrl: '',
    },
    callId,
    // The platform may deliver the same tool call twice: it stores one lead.
    dedupeKey: `${callId}:${call.id}`,
  });
  return `Booked. Reference ${id.slice(0, 8).toUpperCase()}. We will text ${lead.mobile} to confirm the day; the cleaning happens the day after their regular pickup, between about 8 AM and 4 PM.`;
}

export async function runToolCall(store: LeadStore, call: ToolCall, callId: string): Promise<ToolResult> {
  switch (call.name) {
    case 'check_service_area':
      return { toolCallId: call.id, result: checkServiceArea(call.args) };
    case 'book_service':
      return { toolCallId: call.id, result: await bookService(store, call, callId) };
    default: {
      const error = `Unknown tool "${call.name}".`;
      return { toolCallId: call.id, result: `Error: ${error}`, error };
    }
  }
}
