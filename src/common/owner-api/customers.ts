// Customers: the list, one person's record (joined by mobile and e-mail), the owner's note, a
// booking made for one who phoned, and search from anywhere. Served by the app
// (server/app/owner/customers-route.ts) from the workspace (server/app/workspace/), which reads
// across the areas.
import { z } from 'zod';
import type { CustomerRecord, CustomerSummary, LeaverRow, SearchResult } from '../owner-customers.ts';
import { LEAVING_REASONS } from '../leaving-reasons.ts';
import { MAX_CANS, MIN_CANS } from '../prices.ts';
import type { RoutesOf } from './contract.ts';
import { pageCursor, personKeyParams } from './request-parts.ts';

export interface CustomerAnswers {
  /** 50 a page, the most recent first. */
  'GET /owner/api/customers': { customers: CustomerSummary[]; next: string | null };
  'GET /owner/api/customers/:key': CustomerRecord;
  'PUT /owner/api/customers/:key/note': { note: string };
  /** A booking made by the owner for a customer who phoned, under every way in's rules and room. */
  'POST /owner/api/customers/:key/book': { reference: string; date: string };
  /** Households that left for one reason in the last 90 days, the latest first, 30 a page. */
  'GET /owner/api/leavers': { leavers: LeaverRow[]; next: string | null };
  /** People, bookings by their code and accounts, the best first (12 at most). */
  'GET /owner/api/search': { results: SearchResult[] };
}

export const CUSTOMER_ROUTES = {
  'GET /owner/api/customers': { access: 'owner', query: z.object({ before: pageCursor }) },
  'GET /owner/api/customers/:key': { access: 'owner', params: personKeyParams, invalid: 'No such customer.' },
  'PUT /owner/api/customers/:key/note': {
    access: 'owner',
    params: personKeyParams,
    body: z.object({ note: z.string().trim().max(2000, 'Please keep the note under 2,000 characters.') }),
    invalid: 'Please keep the note under 2,000 characters.',
  },
  'POST /owner/api/customers/:key/book': {
    access: 'owner',
    params: personKeyParams,
    body: z.object({
      plan: z.enum(['one-time', 'membership']),
      cans: z.number().int().min(MIN_CANS).max(MAX_CANS),
      date: z.string().max(20),
    }),
    invalid: `Choose the plan, the cans (${MIN_CANS} to ${MAX_CANS}) and a date with room.`,
  },
  'GET /owner/api/leavers': {
    access: 'owner',
    query: z.object({ reason: z.enum([...LEAVING_REASONS, 'unsaid']), before: pageCursor }),
    invalid: 'Name the reason: moving, price, quality, not-needed, other or unsaid.',
  },
  'GET /owner/api/search': {
    access: 'owner',
    query: z.object({ q: z.string().trim().max(100).default('') }),
    invalid: 'Please keep a search under 100 characters.',
  },
} as const satisfies RoutesOf<CustomerAnswers>;
