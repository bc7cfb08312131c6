// Texts as threads: the list, one thread, read, the owner's reply, Ava on or off for a thread, a
// thread linked to a lead or a booking, and the menu's count. Served by the conversations' text
// flow (server/conversations/text-flow/).
import { z } from 'zod';
import type { ThreadDetail, ThreadsAnswer, ThreadSummary, ThreadText } from '../text-threads.ts';
import type { RoutesOf } from './contract.ts';
import { positionCursor, thread } from './request-parts.ts';

export interface MessageAnswers {
  'GET /owner/api/threads': ThreadsAnswer;
  'GET /owner/api/threads/:phone': ThreadDetail;
  'POST /owner/api/threads/:phone/read': { unread: number };
  'POST /owner/api/threads/:phone/reply': { text: ThreadText };
  'POST /owner/api/threads/:phone/ava': ThreadDetail['ava'];
  'POST /owner/api/threads/:phone/link': ThreadSummary;
  /** The menu's count: unread texts, and threads waiting for an answer. */
  'GET /owner/api/unread': { unread: number; awaiting: number };
}

/** The longest reply the owner may type: ten segments of plain text. */
export const TEXT_MAX = 1530;

export const MESSAGE_ROUTES = {
  // The cursor of the page before (its last thread's or text's position); a bad one is the first page.
  'GET /owner/api/threads': {
    access: 'owner',
    query: z.object({ before: positionCursor, only: z.enum(['awaiting', 'unread']).optional().catch(undefined) }),
  },
  'GET /owner/api/threads/:phone': {
    access: 'owner',
    params: thread,
    query: z.object({ earlier: positionCursor }),
    invalid: 'No such thread.',
  },
  'POST /owner/api/threads/:phone/read': { access: 'owner', params: thread, invalid: 'No such thread.' },
  'POST /owner/api/threads/:phone/reply': {
    access: 'owner',
    params: thread,
    body: z.object({
      text: z.string().trim().min(1, 'Write the text first.').max(TEXT_MAX, `Please keep a text under ${TEXT_MAX} characters.`),
      // In the quiet hours: send it when they end (the owner said so).
      later: z.boolean().default(false),
    }),
    invalid: 'Write the text first.',
  },
  'POST /owner/api/threads/:phone/ava': {
    access: 'owner',
    params: thread,
    body: z.object({ on: z.boolean() }),
    invalid: 'Say whether Ava answers this thread (on: true or false).',
  },
  'POST /owner/api/threads/:phone/link': {
    access: 'owner',
    params: thread,
    // A lead or a booking, or neither to undo the link.
    body: z.union([z.object({ leadId: z.string().min(1).max(64) }), z.object({ bookingId: z.string().min(1).max(64) }), z.object({})]),
    invalid: 'Link the number to a lead or a booking.',
  },
  'GET /owner/api/unread': { access: 'owner' },
} as const satisfies RoutesOf<MessageAnswers>;
