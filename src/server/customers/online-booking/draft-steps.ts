// A visitor who left the booking page at the code step, having agreed to texts, is texted their
// own link once, an hour later: when that went (or was decided against) is kept with the draft.
import type { Migration } from '../../platform/db/steps/migration.ts';

export const DRAFT_STEPS: Migration[] = [
  `ALTER TABLE book_drafts ADD COLUMN nudged_at INTEGER;
   CREATE INDEX book_drafts_left_at_code ON book_drafts (updated_at) WHERE code_to IS NOT NULL AND outcome IS NULL AND nudged_at IS NULL;`,
];
