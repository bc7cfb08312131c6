// The day at the curb: Today (the owner's and the crew's), a stop's mark, its place in the
// truck's order, and its photos. Served by the field's Today (server/field/today/).
import { z } from 'zod';
import type { ReorderAnswer, StopMark, TodayAnswer } from '../owner-inbox.ts';
import { VISIT_MARKS } from '../visit-states.ts';
import type { RoutesOf } from './contract.ts';
import { id } from './request-parts.ts';

export interface TodayAnswers {
  'GET /owner/api/today': TodayAnswer;
  'POST /owner/api/visits/:id/mark': { mark: StopMark | null };
  'POST /owner/api/visits/:id/order': ReorderAnswer;
  'PUT /owner/api/visits/:id/photos/:photo': { id: string; width: number; height: number };
}

/** A photo's id as the phone makes it (a UUID): nothing else reaches a storage key. */
export const PHOTO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Where the phone was at a mark. */
const position = z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180), accuracy: z.number().min(0) });

export const TODAY_ROUTES = {
  'GET /owner/api/today': { access: 'crew-too' },
  'POST /owner/api/visits/:id/mark': {
    access: 'crew-too',
    params: id,
    body: z.object({ mark: z.enum(VISIT_MARKS).nullable(), note: z.string().trim().max(300).optional(), position: position.optional() }),
    invalid: 'Mark the visit done, not-out, no-access or skipped (or null to clear it).',
  },
  'POST /owner/api/visits/:id/order': {
    access: 'owner',
    params: id,
    body: z.object({ direction: z.enum(['up', 'down']) }),
    invalid: "Move the stop 'up' or 'down'.",
  },
  // The body is the image's bytes, read by the route's own parser.
  'PUT /owner/api/visits/:id/photos/:photo': {
    access: 'crew-too',
    params: z.object({ id: z.string().min(1).max(64), photo: z.string().regex(PHOTO_ID) }),
    invalid: 'Name the visit and the photo (its id, a UUID).',
  },
} as const satisfies RoutesOf<TodayAnswers>;
