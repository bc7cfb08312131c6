// Every text on its number's thread: a customer's text kept once per provider message id, a
// reply written here (the owner's or Ava's) waiting for its delivery, the business's notices as
// the provider takes them, and the provider's reports, each counted once per message and state,
// the text keeping its furthest state (reports come late, twice and out of order). A thread knows
// its latest text, whether the customer wrote last, what the owner has not read, until when the
// owner answers it instead of Ava, and Ava's last chat on it.
import type { TextAuthor, TextState } from '../../../common/text-threads.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { deliveryError, type DeliveryError } from './delivery-words.ts';
import { recordOf } from '../../platform/db/record-of.ts';

export interface StoredText {
  id: number;
  phone: string;
  direction: 'in' | 'out';
  author: TextAuthor;
  /** The notice a business text was (its subject's kind). */
  kind: string | null;
  body: string;
  at: number;
  sendAt: number | null;
  state: TextState;
  errorCode: number | null;
  problem: string | null;
  messageSid: string | null;
  /** Ava's answer: the customer's text it answers, and which part of a long answer it is. */
  answers: number | null;
  sentBy: string | null;
}

export interface TextRow {
  id: number;
  phone_e164: string;
  direction: 'in' | 'out';
  author: TextAuthor;
  kind: string | null;
  body: string;
  at: number;
  send_at: number | null;
  state: TextState;
  error_code: number | null;
  problem: string | null;
  message_sid: string | null;
  answers: number | null;
  sent_by: string | null;
}

export const storedText = (r: TextRow): StoredText => ({
  id: r.id,
  phone: r.phone_e164,
  direction: r.direction,
  author: r.author,
  kind: r.kind,
  body: r.body,
  at: r.at,
  sendAt: r.send_at,
  state: r.state,
  errorCode: r.error_code,
  problem: r.problem,
  messageSid: r.message_sid,
  answers: r.answers,
  sentBy: r.sent_by,
});

/** What an answer to STOP or HELP is, on the thread. */
export const KEYWORD_ANSWER = 'keyword-answer';

/** How far along a text is: a report of an earlier state, come late, changes nothing. */
const RANK: Record<TextState, number> = {
  received: 0,
  waiting: 0,
  queued: 1,
  sending: 2,
  sent: 3,
  delivered: 4,
  undelivered: 4,
  failed: 4,
};

/** What a reply written here carries besides its words. */
export interface Written {
  author: 'owner' | 'ava';
  /** When it may go (the morning, in the quiet hours). */
  sendAt: number;
  sentBy?: string | null;
  answers?: number | null;
  part?: number | null;
}

/** The provider's answer when it took a text. */
export interface Taken {
  sid: string | null;
  state: TextState;
  segments: number | null;
}

export class ThreadStore {
  private readonly statements;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    const insert = `INSERT INTO text_messages (phone_e164, direction, author, kind, body, at, send_at, state, message_sid, segments, answers, part, sent_by)
                    VALUES (@phone, @direction, @author, @kind, @body, @at, @sendAt, @state, @sid, @segments, @answers, @part, @sentBy)`;
    this.statements = {
      insert: db.prepare(`${insert} ON CONFLICT DO NOTHING`),
      // A customer's text leaves the thread awaiting an answer, the owner's or Ava's answers it, a
      // notice of the business's (a reminder) leaves it as it was.
      bump: db.prepare<{ phone: string; id: number; at: number; awaiting: number | null; unread: number }>(
        `INSERT INTO text_threads (phone_e164, last_id, last_at, awaiting, unread) VALUES (@phone, @id, @at, coalesce(@awaiting, 0), @unread)
         ON CONFLICT (phone_e164) DO UPDATE SET last_id = max(last_id, excluded.last_id), last_at = max(last_at, excluded.last_at),
           awaiting = coalesce(@awaiting, awaiting), unread = unread + excluded.unread`,
      ),
      text: db.prepare<[number], TextRow>('SELECT * FROM text_messages WHERE id = ?'),
      bySid: db.prepare<[string], TextRow>('SELECT * FROM text_messages WHERE message_sid = ?'),
      taken: db.prepare<{ id: number; sid: string | null; state: TextState; segments: number | null }>(
        `UPDATE text_messages SET message_sid = coalesce(@sid, message_sid), state = @state, segments = @segments, problem = NULL WHERE id = @id`,
      ),
      notSent: db.prepare<[string, number]>(`UPDATE text_messages SET state = 'failed', problem = ? WHERE id = ?`),
      report: db.prepare<[string, string, number, number | null]>(
        'INSERT INTO text_status_reports (message_sid, state, at, error_code) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
      ),
      reportsOf: db.prepare<[string], { state: TextState; error_code: number | null }>(
        'SELECT state, error_code FROM text_status_reports WHERE message_sid = ?',
      ),
      moved: db.prepare<{ id: number; state: TextState; code: number | null; problem: string | null }>(
        'UPDATE text_messages SET state = @state, error_code = coalesce(@code, error_code), problem = coalesce(@problem, problem) WHERE id = @id',
      ),
      notMobile: db.prepare<[number, string]>('UPDATE text_numbers SET not_mobile_at = ? WHERE phone_e164 = ?'),
      mobileAgain: db.prepare<[string]>('UPDATE text_numbers SET not_mobile_at = NULL WHERE phone_e164 = ?'),
      read: db.prepare<[string]>('UPDATE text_threads SET unread = 0 WHERE phone_e164 = ?'),
      ownerUntil: db.prepare<[number | null, string]>('UPDATE text_threads SET owner_until = ? WHERE phone_e164 = ?'),
      thread: db.prepare<[string], { owner_until: number | null; chat_id: string | null }>(
        'SELECT owner_until, chat_id FROM text_threads WHERE phone_e164 = ?',
      ),
      setChat: db.prepare<[string, string]>('UPDATE text_threads SET chat_id = ? WHERE phone_e164 = ?'),
      // The thread's latest texts since an instant, newest first (a flood is cut at the limit).
      recent: db.prepare<[string, number, number], TextRow>(
        'SELECT * FROM text_messages WHERE phone_e164 = ? AND at >= ? ORDER BY id DESC LIMIT ?',
      ),
      answeredBy: db.prepare<[number], TextRow>("SELECT * FROM text_messages WHERE answers = ? AND author = 'ava' ORDER BY part"),
      link: db.prepare<{ phone: string; lead: string | null; booking: string | null }>(
        'UPDATE text_threads SET lead_id = @lead, booking_id = @booking WHERE phone_e164 = @phone',
      ),
    };
  }

  /**
   * A customer's text, kept once per provider message id (undefined when it came before), and what
   * follows it (the owner's e-mail, Ava's answer) queued in the same transaction. Texting us proves
   * the number a mobile.
   */
  received(
    phone: string,
    body: string,
    messageSid: string | null,
    then?: (text: StoredText) => void,
    /** STOP, START or HELP: answered by the rule, so the thread is not left waiting for the owner. */
    { keyword = false } = {},
  ): StoredText | undefined {
    return this.db.transaction(() => {
      const text = this.add({
        phone,
        direction: 'in',
        author: 'customer',
        body: body.slice(0, 2000),
        state: 'received',
        sid: messageSid,
        ...(keyword ? { awaiting: null } : {}),
      });
      if (!text) return undefined;
      this.statements.mobileAgain.run(phone);
      then?.(text);
      return text;
    })();
  }

  /** A reply written here (the owner's or Ava's), waiting for its delivery; once per part of the text it answers. */
  write(phone: string, body: string, { author, sendAt, sentBy = null, answers = null, part = null }: Written): StoredText | undefined {
    // One due later waits for the morning; one due now is queued for the provider.
    const state = sendAt > this.clock.now() ? 'waiting' : 'queued';
    return this.add({ phone, direction: 'out', author, body, state, sendAt, sentBy, answers, part });
  }

  /** A text the provider took: a reply written here moves on; a notice of the business's becomes a text of its thread. */
  sent(written: number | null, message: { to: string; body: string; kind: string }, taken: Taken) {
    this.db.transaction(() => {
      if (written !== null) this.statements.taken.run({ id: written, ...taken });
      else
        this.add({
          phone: message.to,
          direction: 'out',
          author: 'business',
          kind: message.kind,
          body: message.body,
          ...taken,
          sid: taken.sid,
        });
      if (taken.sid) this.replayReports(taken.sid);
    })();
  }

  /**
   * The reports that came before the text was recorded with its sid (the provider can report
   * faster than its own answer reaches us): the furthest is applied now, as it would have been.
   */
  private replayReports(sid: string) {
    const row = this.statements.bySid.get(sid);
    const furthest = this.statements.reportsOf.all(sid).sort((a, b) => RANK[b.state] - RANK[a.state])[0];
    if (row && furthest) this.reported(row, furthest.state, furthest.error_code ? deliveryError(furthest.error_code) : null);
  }

  /**
   * What a report does to its text: the text moves on only to a later state; a text that did not
   * arrive because the number is not a mobile marks the number.
   */
  private reported(row: TextRow, state: TextState, error: DeliveryError | null) {
    if (RANK[state] > RANK[row.state])
      this.statements.moved.run({ id: row.id, state, code: error?.code ?? null, problem: error?.problem ?? null });
    if (error?.notMobile && (state === 'undelivered' || state === 'failed')) this.notMobile(row.phone_e164);
  }

  /**
   * The owner's reply, written with its delivery (`then`) in one transaction; Ava steps back from
   * the thread until `ownerUntil`.
   */
  reply(
    phone: string,
    body: string,
    by: { sentBy: string; sendAt: number; ownerUntil: number },
    then: (text: StoredText) => void,
  ): StoredText {
    return this.db.transaction(() => {
      const text = this.write(phone, body, { author: 'owner', sendAt: by.sendAt, sentBy: by.sentBy })!;
      this.statements.ownerUntil.run(by.ownerUntil, phone);
      then(text);
      return text;
    })();
  }

  /**
   * Ava's answer to a customer's text, its parts written in one transaction with the chat it
   * continues and each part's delivery (`then`); a part written before is not written again.
   */
  answered(asked: StoredText, chatId: string, parts: string[], then: (part: StoredText) => void) {
    this.db.transaction(() => {
      this.statements.setChat.run(chatId, asked.phone);
      parts.forEach((body, part) => {
        const written = this.write(asked.phone, body, { author: 'ava', sendAt: this.clock.now(), answers: asked.id, part });
        if (written) then(written);
      });
    })();
  }

  /** A reply written here that will not go, and why. */
  notSent(id: number, problem: string) {
    this.statements.notSent.run(problem, id);
  }

  /**
   * A provider's report on a text it took: counted once per message and state (false when it came
   * before); the text moves on only to a later state. Answers the text as it stands after.
   */
  report(sid: string, state: TextState, error: DeliveryError | null): { counted: boolean; text?: StoredText } {
    return this.db.transaction(() => {
      if (this.statements.report.run(sid, state, this.clock.now(), error?.code ?? null).changes === 0) return { counted: false };
      const row = this.statements.bySid.get(sid);
      if (!row) return { counted: true };
      this.reported(row, state, error);
      return { counted: true, text: storedText(this.statements.bySid.get(sid)!) };
    })();
  }

  /** A number the provider found is not a mobile (a landline): no texts until it is proven again. */
  notMobile(phone: string) {
    this.statements.notMobile.run(this.clock.now(), phone);
  }

  text(id: number): StoredText | undefined {
    return recordOf(this.statements.text.get(id), storedText);
  }

  /** The owner opened the thread. */
  read(phone: string) {
    this.statements.read.run(phone);
  }

  /** Until when the owner answers this thread instead of Ava (null: Ava may answer). */
  ownerUntil(phone: string): number | null {
    return this.statements.thread.get(phone)?.owner_until ?? null;
  }

  /** The owner answers the thread until then; null hands it back to Ava. */
  setOwnerUntil(phone: string, until: number | null) {
    this.statements.ownerUntil.run(until, phone);
  }

  /** Ava's last chat on the thread: the next continues it. */
  chatOf(phone: string): string | null {
    return this.statements.thread.get(phone)?.chat_id ?? null;
  }

  /** The thread's texts since an instant, oldest first: at most the latest `limit`. */
  recent(phone: string, since: number, limit = 300): StoredText[] {
    return this.statements.recent.all(phone, since, limit).reverse().map(storedText);
  }

  /** Ava's answer to a customer's text, its parts in order (none: not answered yet). */
  answerTo(textId: number): StoredText[] {
    return this.statements.answeredBy.all(textId).map(storedText);
  }

  /** The owner's link from a number no customer has to a lead or a booking. */
  link(phone: string, to: { leadId: string | null; bookingId: string | null }) {
    this.statements.link.run({ phone, lead: to.leadId, booking: to.bookingId });
  }

  private add(text: {
    phone: string;
    direction: 'in' | 'out';
    author: TextAuthor;
    body: string;
    state: TextState;
    kind?: string | null;
    sendAt?: number | null;
    sid?: string | null;
    segments?: number | null;
    answers?: number | null;
    part?: number | null;
    sentBy?: string | null;
    /** Whether the thread now waits for an answer (1), is answered (0), or stays as it was (null); by default, by who wrote it. */
    awaiting?: number | null;
  }): StoredText | undefined {
    const at = this.clock.now();
    const { awaiting: given, ...row } = text;
    const { changes, lastInsertRowid } = this.statements.insert.run({
      kind: null,
      sendAt: null,
      sid: null,
      segments: null,
      answers: null,
      part: null,
      sentBy: null,
      ...row,
      at,
    });
    if (changes === 0) return undefined;
    const id = Number(lastInsertRowid);
    const awaiting = given !== undefined ? given : { customer: 1, owner: 0, ava: 0, business: null }[text.author];
    this.statements.bump.run({ phone: text.phone, id, at, awaiting, unread: text.direction === 'in' ? 1 : 0 });
    return this.text(id);
  }
}
