// The database's history, oldest first: the schema moves forward one step at a time (SQLite's
// user_version counts the steps taken), never back. A step is SQL, or a function for a step that
// needs code to compute values. Steps already released are never edited: a change is a new step,
// added at the end of the last file in steps/ (a new file when that one grows long).
import { FIRST_STEPS } from './steps/first-steps.ts';
import { PAYMENT_STEPS } from './steps/payment-steps.ts';
import { ROUTE_STEPS } from './steps/route-steps.ts';
import { VISIT_STEPS } from './steps/visit-steps.ts';
import { LANGUAGE_STEPS } from './steps/language-steps.ts';
import { ONLINE_STEPS } from './steps/online-steps.ts';
import { TEXT_STEPS } from './steps/text-steps.ts';
import { HEALTH_STEPS } from './steps/health-steps.ts';
import { SCALE_STEPS } from './steps/scale-steps.ts';
import { ACCOUNT_STEPS } from './steps/account-steps.ts';
import { READ_STEPS } from './steps/read-steps.ts';
import { GUARD_STEPS } from './steps/guard-steps.ts';
import { WORKSPACE_STEPS } from './steps/workspace-steps.ts';
import { SETTINGS_STEPS } from './steps/settings-steps.ts';
import { TRUCK_STEPS } from './steps/truck-steps.ts';
import { DRAFT_STEPS } from './steps/draft-steps.ts';
import { CALL_BACK_STEPS } from './steps/call-back-steps.ts';
import { OPENING_STEPS } from './steps/opening-steps.ts';
import { CONSENT_STEPS } from './steps/consent-steps.ts';
import { BUDGET_STEPS } from './steps/budget-steps.ts';

import type { Migration } from './steps/migration.ts';

export const MIGRATIONS: Migration[] = [
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
];
