// Steps for the owner's workspace: the indexes Home's figures read by (memberships begun, paused
// and ended in a week), so its answer stays quick at twenty times the size; one record per
// person (the same mobile, or without one the same e-mail, across their leads), with the owner's
// note; and one search index the database answers (SQLite's FTS5) over people, bookings by their
// code and accounts, kept in step by triggers in the same transaction as each write; and where each
// lead stands in the owner's list, kept the same way.
import type { Migration } from '../../platform/db/steps/migration.ts';

/** A lead that is a person: not spam, not an account's billing contact. */
const A_PERSON = "NEW.spam = 0 AND NEW.source != 'proposal'";
/** A person is their mobile, or without one their e-mail (lower-cased). */
const PERSON_KEY = "CASE WHEN NEW.mobile_e164 IS NOT NULL THEN 'm:' || NEW.mobile_e164 ELSE 'e:' || lower(NEW.email) END";
/** What finds a person: the name, the mobile's digits with and without the country code, the e-mail, the street, the zip. */
const PERSON_WORDS =
  "NEW.name || ' ' || coalesce(substr(NEW.mobile_e164, 2) || ' ' || substr(NEW.mobile_e164, 3), '') || ' ' || NEW.email || ' ' || NEW.street || ' ' || NEW.zip";
/** What finds a booking: its code, and its customer's name and street (an account's address its own). */
const BOOKING_WORDS =
  "NEW.reference || ' ' || l.full_name || ' ' || coalesce(NEW.site_street, l.street) || ' ' || coalesce(NEW.site_zip, l.zip)";

/**
 * Where a lead stands in the owner's list, kept with the lead so the list counts its states from an
 * index: not listed (spam, an account's billing contact), held (a booking waiting for its e-mail's
 * confirmation), booked (a booking not cancelled, whatever the owner set), or the state the owner set.
 */
const LEAD_STANDING = `CASE WHEN spam = 1 OR source = 'proposal' THEN 'unlisted'
  WHEN EXISTS (SELECT 1 FROM bookings b WHERE b.lead_id = leads.id AND b.hold_until IS NOT NULL) THEN 'held'
  WHEN EXISTS (SELECT 1 FROM bookings b WHERE b.lead_id = leads.id AND b.status != 'cancelled') THEN 'booked'
  ELSE status END`;

/** A person's row in the search index, kept by triggers: replaced by deleting then inserting its rowid. */
const personTriggers = (words: string) => `CREATE TRIGGER people_indexed AFTER INSERT ON people BEGIN
     DELETE FROM search_index WHERE rowid = NEW.rowid;
     INSERT INTO search_index (rowid, kind, ref, title, words) VALUES (NEW.rowid, 'person', NEW.key, NEW.name, ${words});
   END;
   CREATE TRIGGER people_reindexed AFTER UPDATE OF name, email, street, zip ON people BEGIN
     DELETE FROM search_index WHERE rowid = NEW.rowid;
     INSERT INTO search_index (rowid, kind, ref, title, words) VALUES (NEW.rowid, 'person', NEW.key, NEW.name, ${words});
   END;`;

export const WORKSPACE_STEPS: Migration[] = [
  `CREATE INDEX bookings_created ON bookings (created_at) WHERE interval_days IS NOT NULL;
   CREATE INDEX booking_changes_endings ON booking_changes (what, at);
   CREATE INDEX pauses_created ON pauses (created_at);`,
  `CREATE TABLE people (
     key TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     mobile_e164 TEXT,
     email TEXT NOT NULL,
     street TEXT NOT NULL,
     zip TEXT NOT NULL,
     first_at INTEGER NOT NULL,
     last_at INTEGER NOT NULL,
     note TEXT NOT NULL DEFAULT ''
   );
   CREATE INDEX people_recent ON people (last_at, key);
   CREATE INDEX leads_email ON leads (lower(email));
   INSERT INTO people (key, name, mobile_e164, email, street, zip, first_at, last_at)
     SELECT ${PERSON_KEY.replaceAll('NEW.', 'l.')}, l.full_name, l.mobile_e164, l.email, l.street, l.zip, l.created_at, l.created_at
       FROM leads l WHERE ${A_PERSON.replaceAll('NEW.', 'l.')} ORDER BY l.created_at
     ON CONFLICT (key) DO UPDATE SET name = excluded.name, email = excluded.email, street = excluded.street, zip = excluded.zip,
       last_at = max(last_at, excluded.last_at);
   CREATE TRIGGER people_from_leads AFTER INSERT ON leads WHEN ${A_PERSON} BEGIN
     INSERT INTO people (key, name, mobile_e164, email, street, zip, first_at, last_at)
       VALUES (${PERSON_KEY}, NEW.full_name, NEW.mobile_e164, NEW.email, NEW.street, NEW.zip, NEW.created_at, NEW.created_at)
     ON CONFLICT (key) DO UPDATE SET name = excluded.name, email = excluded.email, street = excluded.street, zip = excluded.zip,
       last_at = max(last_at, excluded.last_at);
   END;
   CREATE VIRTUAL TABLE search_index USING fts5(kind UNINDEXED, ref UNINDEXED, title, words, tokenize = 'unicode61', prefix = '2 3 4');
   -- Each kind's rows in a rowid range of its own, so a row is replaced by its rowid.
   INSERT INTO search_index (rowid, kind, ref, title, words) SELECT rowid, 'person', key, name, ${PERSON_WORDS.replaceAll('NEW.', '')} FROM people;
   INSERT INTO search_index (rowid, kind, ref, title, words)
     SELECT 1000000000 + b.rowid, 'booking', b.id, b.reference, ${BOOKING_WORDS.replaceAll('NEW.', 'b.')} FROM bookings b JOIN leads l ON l.id = b.lead_id;
   INSERT INTO search_index (rowid, kind, ref, title, words) SELECT 2000000000 + rowid, 'account', id, business, business FROM accounts;
   -- Replaced by deleting then inserting its rowid: a REPLACE inside a trigger would take the
   -- conflict rule of the upsert that fired it, and fail.
   ${personTriggers(PERSON_WORDS)}
   CREATE TRIGGER bookings_indexed AFTER INSERT ON bookings BEGIN
     DELETE FROM search_index WHERE rowid = 1000000000 + NEW.rowid;
     INSERT INTO search_index (rowid, kind, ref, title, words)
       SELECT 1000000000 + NEW.rowid, 'booking', NEW.id, NEW.reference, ${BOOKING_WORDS} FROM leads l WHERE l.id = NEW.lead_id;
   END;
   CREATE TRIGGER accounts_indexed AFTER INSERT ON accounts BEGIN
     DELETE FROM search_index WHERE rowid = 2000000000 + NEW.rowid;
     INSERT INTO search_index (rowid, kind, ref, title, words) VALUES (2000000000 + NEW.rowid, 'account', NEW.id, NEW.business, NEW.business);
   END;`,
  `ALTER TABLE leads ADD COLUMN standing TEXT NOT NULL DEFAULT 'new';
   UPDATE leads SET standing = ${LEAD_STANDING};
   CREATE INDEX leads_standing ON leads (standing, created_at);
   CREATE TRIGGER leads_standing_new AFTER INSERT ON leads BEGIN
     UPDATE leads SET standing = ${LEAD_STANDING} WHERE id = NEW.id;
   END;
   CREATE TRIGGER leads_standing_set AFTER UPDATE OF status, spam, source ON leads BEGIN
     UPDATE leads SET standing = ${LEAD_STANDING} WHERE id = NEW.id;
   END;
   CREATE TRIGGER bookings_standing_new AFTER INSERT ON bookings BEGIN
     UPDATE leads SET standing = ${LEAD_STANDING} WHERE id = NEW.lead_id;
   END;
   CREATE TRIGGER bookings_standing_set AFTER UPDATE OF status, hold_until, lead_id ON bookings BEGIN
     UPDATE leads SET standing = ${LEAD_STANDING} WHERE id IN (NEW.lead_id, OLD.lead_id);
   END;
   CREATE TRIGGER bookings_standing_gone AFTER DELETE ON bookings BEGIN
     UPDATE leads SET standing = ${LEAD_STANDING} WHERE id = OLD.lead_id;
   END;`,
];

/** What finds a person since: the same, and the mobile's last seven digits ('555-7101', as a number is said locally). */
const PERSON_WORDS_LOCAL = `${PERSON_WORDS} || ' ' || coalesce(substr(NEW.mobile_e164, 6), '')`;

/** The search index's later steps: a person found by their mobile's last seven digits too. */
export const SEARCH_STEPS: Migration[] = [
  `DROP TRIGGER people_indexed;
   DROP TRIGGER people_reindexed;
   ${personTriggers(PERSON_WORDS_LOCAL)}
   DELETE FROM search_index WHERE rowid IN (SELECT rowid FROM people);
   INSERT INTO search_index (rowid, kind, ref, title, words) SELECT rowid, 'person', key, name, ${PERSON_WORDS_LOCAL.replaceAll('NEW.', '')} FROM people;`,
];
