// The owner's Messages as read: the threads newest first, a page at a time, each with who the
// number is (the owner's link, else the latest lead with it and that customer's latest booking),
// and one thread's texts, its latest page first. Never every row.
import { displayPhone } from '../../../common/phone-display.ts';
import type { Language } from '../../../common/languages.ts';
import type { ThreadCustomer, ThreadSummary, ThreadText } from '../../../common/text-threads.ts';
import type { Db } from '../../platform/db/database.ts';
import type { SubjectKind } from '../../platform/outbox/deliveries.ts';
import { KEYWORD_ANSWER, storedText, type TextRow } from './thread-store.ts';

/** What a business text was, by the notice that sent it (or the answer to a keyword). */
const ABOUT: Partial<Record<SubjectKind | typeof KEYWORD_ANSWER, string>> = {
  'booking-change': 'About their booking',
  'visit-fee': 'Trip fee',
  [KEYWORD_ANSWER]: 'Answer to STOP, START or HELP',
  'visit-reminder': 'Reminder',
  'visit-mark': 'The crew’s mark',
  'review-request': 'Review request',
  'phone-code': 'Code to prove the number',
  'book-link': 'Link to book online',
  'book-link-asked': 'Link to book online',
  'book-link-left': 'Link to book online',
  'payment-reminder': 'Payment due',
  'payment-failed': 'Card declined',
  'payment-bounced': 'Bank payment failed',
};

interface ThreadRow {
  phone_e164: string;
  last_id: number;
  last_at: number;
  awaiting: number;
  unread: number;
  last_body: string;
  last_author: ThreadSummary['lastAuthor'];
  lead_id: string | null;
  full_name: string | null;
  language: Language | null;
  booking_id: string | null;
  reference: string | null;
}

/** Who the thread's number is: the owner's link first, else the latest lead with the number; then that customer's latest booking. */
const THREAD_SELECT = `
  SELECT t.phone_e164, t.last_id, t.last_at, t.awaiting, t.unread, m.body AS last_body, m.author AS last_author,
         l.id AS lead_id, l.full_name, l.language, b.id AS booking_id, b.reference
  FROM text_threads t
  JOIN text_messages m ON m.id = t.last_id
  LEFT JOIN leads l ON l.id = coalesce(
    t.lead_id,
    (SELECT lead_id FROM bookings WHERE id = t.booking_id),
    (SELECT id FROM leads WHERE mobile_e164 = t.phone_e164 AND spam = 0 ORDER BY created_at DESC LIMIT 1))
  LEFT JOIN bookings b ON b.id = coalesce(
    t.booking_id,
    (SELECT b2.id FROM bookings b2 JOIN leads l2 ON l2.id = b2.lead_id
     WHERE l2.mobile_e164 = coalesce(l.mobile_e164, t.phone_e164) ORDER BY b2.created_at DESC LIMIT 1))`;

const PREVIEW = 90;

function summary(row: ThreadRow): ThreadSummary {
  const customer: ThreadCustomer | null =
    row.lead_id && row.full_name
      ? {
          name: row.full_name,
          language: row.language ?? 'en',
          leadId: row.lead_id,
          booking: row.booking_id && row.reference ? { id: row.booking_id, reference: row.reference } : null,
        }
      : null;
  return {
    phone: row.phone_e164,
    display: displayPhone(row.phone_e164),
    customer,
    lastAt: row.last_at,
    last: row.last_body.length > PREVIEW ? `${row.last_body.slice(0, PREVIEW - 1)}…` : row.last_body,
    lastAuthor: row.last_author,
    unread: row.unread,
    awaiting: row.awaiting === 1,
  };
}

function threadText(row: TextRow): ThreadText {
  const text = storedText(row);
  return {
    id: text.id,
    at: text.at,
    author: text.author,
    body: text.body,
    state: text.state,
    problem: text.problem,
    about: text.kind ? (ABOUT[text.kind as SubjectKind] ?? null) : null,
    sendAt: text.state === 'waiting' ? text.sendAt : null,
    sentBy: text.sentBy,
  };
}

export type { Page } from '../../../common/paging.ts';
import { pageOf, type Page } from '../../../common/paging.ts';
import { recordOf } from '../../platform/db/record-of.ts';

export class ThreadReads {
  private readonly statements;

  constructor(db: Db) {
    this.statements = {
      threads: db.prepare<{ before: number; limit: number; awaiting: number; unread: number }, ThreadRow>(
        `${THREAD_SELECT} WHERE t.last_id < @before AND (@awaiting = 0 OR t.awaiting = 1) AND (@unread = 0 OR t.unread > 0)
         ORDER BY t.last_id DESC LIMIT @limit`,
      ),
      thread: db.prepare<[string], ThreadRow>(`${THREAD_SELECT} WHERE t.phone_e164 = ?`),
      texts: db.prepare<{ phone: string; before: number; limit: number }, TextRow>(
        'SELECT * FROM text_messages WHERE phone_e164 = @phone AND id < @before ORDER BY id DESC LIMIT @limit',
      ),
      text: db.prepare<[number], TextRow>('SELECT * FROM text_messages WHERE id = ?'),
      unread: db.prepare<[], { n: number | null }>('SELECT sum(unread) AS n FROM text_threads WHERE unread > 0'),
      awaiting: db.prepare<[], { n: number }>('SELECT count(*) AS n FROM text_threads WHERE awaiting = 1'),
      problems: db.prepare<{ from: number; until: number }, TextRow>(
        `SELECT * FROM text_messages WHERE state IN ('undelivered', 'failed') AND at >= @from AND at < @until ORDER BY at`,
      ),
      bookingProblems: db.prepare<{ booking: string; limit: number }, TextRow>(
        `SELECT m.* FROM text_messages m WHERE m.state IN ('undelivered', 'failed')
           AND m.phone_e164 IN (SELECT l.mobile_e164 FROM bookings b JOIN leads l ON l.id = b.lead_id WHERE b.id = @booking)
         ORDER BY m.id DESC LIMIT @limit`,
      ),
    };
  }

  /**
   * The threads newest first, a page at a time (`before`: the cursor of the page before); only
   * those waiting for an answer, or with texts not yet read, when asked.
   */
  threads({
    before,
    limit,
    only,
  }: {
    before: string | null;
    limit: number;
    only?: 'awaiting' | 'unread' | undefined;
  }): Page<ThreadSummary> {
    const rows = this.statements.threads.all({
      before: before === null ? Number.MAX_SAFE_INTEGER : Number(before),
      limit: limit + 1,
      awaiting: only === 'awaiting' ? 1 : 0,
      unread: only === 'unread' ? 1 : 0,
    });
    const page = pageOf(rows, limit, (last) => String(last.last_id));
    return { ...page, rows: page.rows.map(summary) };
  }

  thread(phone: string): ThreadSummary | undefined {
    return recordOf(this.statements.thread.get(phone), summary);
  }

  /** A thread's texts, oldest first, the latest page (or the page before `before`). */
  texts(phone: string, { before, limit }: { before: string | null; limit: number }): Page<ThreadText> {
    const rows = this.statements.texts.all({ phone, before: before === null ? Number.MAX_SAFE_INTEGER : Number(before), limit: limit + 1 });
    // Read newest first; the page's oldest text is where the page before it ends.
    const page = pageOf(rows, limit, (oldest) => String(oldest.id));
    return { ...page, rows: page.rows.reverse().map(threadText) };
  }

  /** One text as the thread shows it. */
  text(id: number): ThreadText | undefined {
    return recordOf(this.statements.text.get(id), threadText);
  }

  /** The customers' texts the owner has not opened, on every thread. */
  unread(): number {
    return this.statements.unread.get()!.n ?? 0;
  }

  /** Threads whose customer wrote last: no answer yet. */
  /** How many threads wait for an answer (the customer wrote last). */
  awaiting(): number {
    return this.statements.awaiting.get()!.n;
  }

  /** Texts that did not arrive between two instants (the evening list tells the owner once a day). */
  problems(from: number, until: number): (ThreadText & { phone: string })[] {
    return this.statements.problems.all({ from, until }).map((row) => ({ ...threadText(row), phone: row.phone_e164 }));
  }

  /** The latest texts to a booking's number that did not arrive (its page in the inbox shows them). */
  bookingProblems(bookingId: string, limit = 5): ThreadText[] {
    return this.statements.bookingProblems.all({ booking: bookingId, limit }).map(threadText);
  }
}
