// Steps that keep the store quick as the business grows: a count of changes to the payments
// (their state, what was taken, the subscription), kept by triggers, so a job asks 'did that
// change anything?' in one read instead of comparing every payment before and after.
import type { Migration } from '../../platform/db/steps/migration.ts';

export const SCALE_STEPS: Migration[] = [
  `CREATE TABLE payment_revision (n INTEGER NOT NULL);
   INSERT INTO payment_revision (n) VALUES (0);
   CREATE TRIGGER payments_revised_by_insert AFTER INSERT ON payments BEGIN UPDATE payment_revision SET n = n + 1; END;
   CREATE TRIGGER payments_revised_by_delete AFTER DELETE ON payments BEGIN UPDATE payment_revision SET n = n + 1; END;
   CREATE TRIGGER payments_revised AFTER UPDATE OF state, taken_cents, subscription_id ON payments
     WHEN OLD.state IS NOT NEW.state OR OLD.taken_cents IS NOT NEW.taken_cents OR OLD.subscription_id IS NOT NEW.subscription_id
     BEGIN UPDATE payment_revision SET n = n + 1; END;`,
  // A delivery report keeps its error code, so one that came before the text's own record (the
  // provider can answer that fast) is applied, code and all, once the text is recorded.
  `ALTER TABLE text_status_reports ADD COLUMN error_code INTEGER`,
  // The nightly check as a job of its own: one row a night, where it got to, how it ended.
  `CREATE TABLE payment_checks (
     night TEXT PRIMARY KEY,
     state TEXT NOT NULL CHECK (state IN ('running', 'done', 'stopped', 'failed')),
     started_at INTEGER NOT NULL,
     ended_at INTEGER,
     runs INTEGER NOT NULL DEFAULT 1,
     read INTEGER NOT NULL DEFAULT 0,
     applied INTEGER NOT NULL DEFAULT 0,
     progress TEXT,
     note TEXT
   ) WITHOUT ROWID`,
  // The nightly check was once a delivery of the outbox; it is a job now: its rows go.
  `DELETE FROM deliveries WHERE subject_kind = 'payments-check'`,
];
