// Steps from 27: texts as threads.
import type { Migration } from '../../platform/db/steps/migration.ts';

export const TEXT_STEPS: Migration[] = [
  // 27. Every text, in or out, on its number's thread: what the customer wrote, and everything the
  //     business sent (a notice's text, the owner's reply, Ava's), each with its state as the
  //     provider reports it (a report counted once per message and state), the delivery that sent
  //     it and, for Ava's, the customer's text it answers (a long answer in parts, each once). A thread per number: its latest text,
  //     what the owner has read, until when the owner answers it instead of Ava, Ava's last chat
  //     (the next continues it), and the lead or booking the owner linked to a number no customer
  //     has. A number a report found not to be a mobile gets no texts until proven again. The
  //     customers' replies kept so far become the first texts, with their ids.
  `CREATE TABLE text_messages (
     id INTEGER PRIMARY KEY,
     phone_e164 TEXT NOT NULL,
     direction TEXT NOT NULL CHECK (direction IN ('in', 'out')),
     author TEXT NOT NULL CHECK (author IN ('customer', 'business', 'ava', 'owner')),
     kind TEXT,
     body TEXT NOT NULL,
     at INTEGER NOT NULL,
     send_at INTEGER,
     state TEXT NOT NULL CHECK (state IN ('received', 'waiting', 'queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed')),
     error_code INTEGER,
     problem TEXT,
     segments INTEGER,
     message_sid TEXT UNIQUE,
     answers INTEGER REFERENCES text_messages (id),
     part INTEGER,
     sent_by TEXT
   );
   CREATE INDEX text_messages_thread ON text_messages (phone_e164, id);
   CREATE UNIQUE INDEX text_messages_answer ON text_messages (answers, part) WHERE answers IS NOT NULL;
   CREATE INDEX text_messages_problems ON text_messages (at) WHERE state IN ('undelivered', 'failed');
   CREATE TABLE text_threads (
     phone_e164 TEXT PRIMARY KEY,
     last_id INTEGER NOT NULL,
     last_at INTEGER NOT NULL,
     awaiting INTEGER NOT NULL DEFAULT 0,
     unread INTEGER NOT NULL DEFAULT 0,
     owner_until INTEGER,
     chat_id TEXT,
     lead_id TEXT REFERENCES leads (id) ON DELETE SET NULL,
     booking_id TEXT REFERENCES bookings (id) ON DELETE SET NULL
   ) WITHOUT ROWID;
   CREATE INDEX text_threads_recent ON text_threads (last_id);
   CREATE INDEX text_threads_unread ON text_threads (unread) WHERE unread > 0;
   CREATE TABLE text_status_reports (
     message_sid TEXT NOT NULL,
     state TEXT NOT NULL,
     at INTEGER NOT NULL,
     PRIMARY KEY (message_sid, state)
   ) WITHOUT ROWID;
   ALTER TABLE text_numbers ADD COLUMN not_mobile_at INTEGER;
   INSERT INTO text_messages (id, phone_e164, direction, author, body, at, state, message_sid)
     SELECT id, from_e164, 'in', 'customer', body, received_at, 'received', message_sid FROM text_replies;
   INSERT INTO text_threads (phone_e164, last_id, last_at, awaiting, unread)
     SELECT phone_e164, max(id), max(at), 1, count(*) FROM text_messages GROUP BY phone_e164;
   DROP TABLE text_replies;`,
];
