// The calls Ava took: the list and one call with its transcript. Served by the calls' own routes
// (server/conversations/calls/).
import { z } from 'zod';
import type { CallDetail, CallSummary } from '../owner-inbox.ts';
import type { RoutesOf } from './contract.ts';
import { pageCursor } from './request-parts.ts';

export interface CallAnswers {
  /** 50 a page, newest first; `next` asks for the page after (null at the end). */
  'GET /owner/api/calls': { calls: CallSummary[]; next: string | null };
  'GET /owner/api/calls/:id': CallDetail;
}

export const CALL_ROUTES = {
  'GET /owner/api/calls': { access: 'owner', query: z.object({ before: pageCursor }) },
  'GET /owner/api/calls/:id': { access: 'owner', params: z.object({ id: z.string().min(1).max(128) }), invalid: 'No such call.' },
} as const satisfies RoutesOf<CallAnswers>;
