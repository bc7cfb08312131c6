// The database's history, oldest first: the schema moves forward one step at a time (SQLite's
// user_version counts the steps taken), never back. A step is SQL, or a function for a step that
// needs code to compute values. Each area writes the steps of its own records beside them (the
// trucks' in field/trucks/truck-steps.ts); the early steps that made several areas' tables at once
// live here. Steps already released are never edited: a change is a new step, in a new list
// appended at the end of this history (or at the end of the area's newest list, if it is the last).
import { FIRST_STEPS } from './first-steps.ts';
import { PAYMENT_STEPS } from '../../money/payments/payment-steps.ts';
import { ROUTE_STEPS } from './route-steps.ts';
import { VISIT_STEPS } from './visit-steps.ts';
import { LANGUAGE_STEPS } from './language-steps.ts';
import { ONLINE_STEPS } from './online-steps.ts';
import { TEXT_STEPS } from '../../conversations/texts/text-steps.ts';
import { HEALTH_STEPS } from '../../platform/outbox/outbox-steps.ts';
import { SCALE_STEPS } from '../../money/payments/scale-steps.ts';
import { ACCOUNT_STEPS } from '../../money/accounts/account-steps.ts';
import { READ_STEPS } from '../../customers/bookings/read-steps.ts';
import { GUARD_STEPS } from './guard-steps.ts';
import { SEARCH_STEPS, WORKSPACE_STEPS } from '../workspace/workspace-steps.ts';
import { SETTINGS_STEPS } from './settings-steps.ts';
import { TRUCK_STEPS } from '../../field/trucks/truck-steps.ts';
import { DRAFT_STEPS } from '../../customers/online-booking/draft-steps.ts';
import { CALL_BACK_STEPS } from '../../conversations/call-backs/call-back-steps.ts';
import { OPENING_STEPS } from '../../platform/settings/opening-steps.ts';
import { CONSENT_STEPS } from '../../customers/leads/consent-steps.ts';
import { BUDGET_STEPS } from '../../platform/budget/budget-steps.ts';

import { CUSTOMER_ACCOUNT_STEPS } from '../../customers/customer-account/account-steps.ts';
import { TIP_STEPS } from '../../money/payments/tip-steps.ts';
import { RATING_STEPS } from '../../field/ratings/rating-steps.ts';
import { WAITLIST_STEPS } from '../../customers/waitlist/waitlist-steps.ts';
import type { Migration } from '../../platform/db/steps/migration.ts';
import { openDatabase, type Db, type OpenOptions } from '../../platform/db/database.ts';

export const SCHEMA_HISTORY: Migration[] = [
  ...FIRST_STEPS,
  ...VISIT_STEPS,
  ...PAYMENT_STEPS,
  ...ROUTE_STEPS,
  ...LANGUAGE_STEPS,
  ...ONLINE_STEPS,
  ...TEXT_STEPS,
  ...HEALTH_STEPS,
  ...SCALE_STEPS,
  ...ACCOUNT_STEPS,
  ...READ_STEPS,
  ...GUARD_STEPS,
  ...WORKSPACE_STEPS,
  ...SETTINGS_STEPS,
  ...TRUCK_STEPS,
  ...DRAFT_STEPS,
  ...CALL_BACK_STEPS,
  ...OPENING_STEPS,
  ...CONSENT_STEPS,
  ...BUDGET_STEPS,
  ...CUSTOMER_ACCOUNT_STEPS,
  ...TIP_STEPS,
  ...RATING_STEPS,
  ...SEARCH_STEPS,
  ...WAITLIST_STEPS,
];

/** The business's database in DATA_DIR, its schema brought up to the end of its history. */
export const openBusinessDatabase = (dataDir: string, options: Omit<OpenOptions, 'history'> = {}): Db =>
  openDatabase(dataDir, { ...options, history: SCHEMA_HISTORY });
