// The business's settings: the server's (each tried against its provider), the facts the owner
// changes by part, their history, the first run's opening, and plans added or retired. Served by
// the app's settings routes (server/app/owner/).
import { z } from 'zod';
import { FIRST_RUN_SCHEMA, NEW_PLAN_SCHEMA, PART_SCHEMAS } from '../business-parts.ts';
import type { DoctorLine } from '../doctor-lines.ts';
import type { BusinessAnswer, BusinessChanged, BusinessVersion } from '../owner-business.ts';
import type { RoutesOf } from './contract.ts';
import { pageCursor } from './request-parts.ts';

export interface BusinessAnswers {
  /** The server's settings, each tried against its provider now (the doctor's lines). */
  'GET /owner/api/settings': { lines: DoctorLine[]; checkedAt: number };
  /** The business's facts the owner changes, by part, and the latest changes. */
  'GET /owner/api/business': BusinessAnswer;
  /** The changes to the business's facts, 20 a page, newest first. */
  'GET /owner/api/business/history': { versions: BusinessVersion[]; next: string | null };
  'PUT /owner/api/business/about': BusinessChanged;
  'POST /owner/api/business/open': BusinessChanged;
  'PUT /owner/api/business/prices': BusinessChanged;
  'PUT /owner/api/business/schedule': BusinessChanged;
  'PUT /owner/api/business/messages': BusinessChanged;
  'PUT /owner/api/business/payments': BusinessChanged;
  'PUT /owner/api/business/team': BusinessChanged;
  /** A plan added: on the page, in /book, with Ava and at checkout from the next request. */
  'POST /owner/api/business/plans': BusinessChanged;
  /** A plan the owner added, no longer offered; its bookings keep it. */
  'POST /owner/api/business/plans/:id/retire': BusinessChanged;
}

const planId = z.object({
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .max(60),
});

export const BUSINESS_ROUTES = {
  'GET /owner/api/settings': { access: 'owner' },
  'GET /owner/api/business': { access: 'owner' },
  'GET /owner/api/business/history': { access: 'owner', query: z.object({ before: pageCursor }) },
  'PUT /owner/api/business/about': {
    access: 'owner',
    body: PART_SCHEMAS.about,
    invalid: "Please fill in the business's name, phone, e-mail and city.",
  },
  'PUT /owner/api/business/prices': { access: 'owner', body: PART_SCHEMAS.prices, invalid: 'Please give each price in dollars.' },
  'PUT /owner/api/business/schedule': { access: 'owner', body: PART_SCHEMAS.schedule, invalid: 'Please fill in where and when you work.' },
  'PUT /owner/api/business/messages': {
    access: 'owner',
    body: PART_SCHEMAS.messages,
    invalid: 'Please give the quiet hours as hours (0 to 24).',
  },
  'PUT /owner/api/business/payments': {
    access: 'owner',
    body: PART_SCHEMAS.payments,
    invalid: 'Please give the percent and the fee as numbers.',
  },
  'PUT /owner/api/business/team': { access: 'owner', body: PART_SCHEMAS.team, invalid: 'Please give the percent as a whole number.' },
  'POST /owner/api/business/open': {
    access: 'owner',
    body: FIRST_RUN_SCHEMA,
    invalid: "Please fill in the business's name, phone, e-mail, zips and prices.",
  },
  'POST /owner/api/business/plans': {
    access: 'owner',
    body: NEW_PLAN_SCHEMA,
    invalid: 'Please give the plan a name, its prices in dollars and its weeks as a number.',
  },
  'POST /owner/api/business/plans/:id/retire': { access: 'owner', params: planId, invalid: 'No such plan.' },
} as const satisfies RoutesOf<BusinessAnswers>;
