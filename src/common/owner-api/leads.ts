// The leads: the list (searched and filtered), one lead, its status and its notes. Served by the
// leads' own routes (server/customers/leads/); booking a lead is the bookings' part.
import { z } from 'zod';
import { INBOX_SOURCES, LEAD_FILTERS, LEAD_STATUSES, type InboxLeadRow, type LeadsPage, type LeadStatus } from '../owner-inbox.ts';
import { WAYS_IN } from '../ways-in.ts';
import type { RoutesOf } from './contract.ts';
import { id, pageCursor } from './request-parts.ts';

export interface LeadAnswers {
  /** 50 a page, newest first; `next` asks for the page after (null at the end). */
  'GET /owner/api/leads': LeadsPage;
  'GET /owner/api/leads/:id': InboxLeadRow;
  'POST /owner/api/leads/:id/status': { status: LeadStatus };
  'POST /owner/api/leads/:id/notes': { added: true };
}

export const LEAD_ROUTES = {
  'GET /owner/api/leads': {
    access: 'owner',
    // A filter the app no longer offers is dropped rather than refused.
    query: z.object({
      q: z.string().max(100).optional(),
      source: z.enum(INBOX_SOURCES).optional().catch(undefined),
      way: z.enum(WAYS_IN).optional().catch(undefined),
      status: z.enum(LEAD_FILTERS).optional().catch(undefined),
      before: pageCursor,
    }),
    invalid: 'Please keep a search under 100 characters.',
  },
  'GET /owner/api/leads/:id': { access: 'owner', params: id, invalid: 'Name the lead.' },
  'POST /owner/api/leads/:id/status': {
    access: 'owner',
    params: id,
    body: z.object({ status: z.enum(LEAD_STATUSES) }),
    invalid: 'Choose new, contacted, booked or lost.',
  },
  'POST /owner/api/leads/:id/notes': {
    access: 'owner',
    params: id,
    body: z.object({
      text: z.string().trim().min(1, 'Write the note first.').max(1000, 'Please keep a note under 1,000 characters.'),
    }),
    invalid: 'Write the note first.',
  },
} as const satisfies RoutesOf<LeadAnswers>;
