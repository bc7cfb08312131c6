// A number's latest consent read from an index, however many leads carry that number: the index
// by mobile alone made each new lead read (and sort) every earlier lead with the same mobile, so a
// form sent again and again with one number slowed every lead after it.
import type { Migration } from '../../platform/db/steps/migration.ts';

export const CONSENT_STEPS: Migration[] = [
  `CREATE INDEX leads_mobile_latest ON leads (mobile_e164, created_at);
   DROP INDEX leads_mobile;`,
];
