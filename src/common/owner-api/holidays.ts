// Holiday weeks: the moves each jurisdiction's rules call for, and one applied. Served by the
// customers' booking flows (server/customers/booking-flows/).
import { z } from 'zod';
import type { HolidayMovesAnswer } from '../owner-inbox.ts';
import type { RoutesOf } from './contract.ts';
import { date } from './request-parts.ts';

export interface HolidayAnswers {
  'GET /owner/api/holiday-moves': HolidayMovesAnswer;
  'POST /owner/api/holiday-moves': HolidayMovesAnswer & { moved: number };
}

export const HOLIDAY_ROUTES = {
  'GET /owner/api/holiday-moves': { access: 'owner' },
  'POST /owner/api/holiday-moves': {
    access: 'owner',
    body: z.object({ jurisdiction: z.string().min(1).max(40), from: date }),
    invalid: 'Name the jurisdiction and the date whose visits move.',
  },
} as const satisfies RoutesOf<HolidayAnswers>;
