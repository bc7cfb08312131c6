// The customers' unhappy ratings (one to three stars) waiting for the owner's answer, first in
// Messages, and one marked answered. Served by the field's after-clean room (server/field/after-clean/).
import { z } from 'zod';
import type { RoutesOf } from './contract.ts';
import { pageCursor } from './request-parts.ts';

/** An unhappy rating as the owner reads it: who, which clean, what went wrong, and where to answer. */
export interface UnhappyRating {
  visitId: string;
  stars: number;
  /** What went wrong, in the owner's words. */
  problems: string[];
  words: string;
  name: string;
  /** '(404) 555-0199', or null without a mobile. */
  phone: string | null;
  email: string;
  /** 'Wednesday, November 25 at 123 Peachtree St NE, 30309' */
  clean: string;
  /** 'Nov 26, 4:05 PM' */
  ratedAt: string;
  truck: string | null;
  photo: string | null;
  /** Their thread ('#messages/+1404…'), their record ('#customers/m:+1404…'). */
  thread: string | null;
  record: string;
}

export interface RatingAnswers {
  /** 20 a page, the latest first; how many wait in all. */
  'GET /owner/api/ratings/waiting': { ratings: UnhappyRating[]; next: string | null; waiting: number };
  'POST /owner/api/ratings/:visit/answered': { answered: true };
}

export const RATING_ROUTES = {
  'GET /owner/api/ratings/waiting': { access: 'owner', query: z.object({ before: pageCursor }) },
  'POST /owner/api/ratings/:visit/answered': {
    access: 'owner',
    params: z.object({ visit: z.string().min(1).max(64) }),
    invalid: 'No such rating.',
  },
} as const satisfies RoutesOf<RatingAnswers>;
