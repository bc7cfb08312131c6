// Steps from 23: the customer's language.
import type { Migration } from '../../platform/db/steps/migration.ts';

export const LANGUAGE_STEPS: Migration[] = [
  // 23. The language a customer speaks with us (the one their booking was made in): every message
  //     to them goes out in it. Leads from before speak English.
  `ALTER TABLE leads ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es'));`,
  // 24. The language a proof-of-phone code is texted in (the caller's, before they are a customer).
  `ALTER TABLE phone_codes ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es'));`,
];
