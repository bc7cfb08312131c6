// What texting needs to remember: whether a number may be texted, which numbers have had their
// first text, and customers' replies. A STOP (the number's own reply, or the provider's word that
// it unsubscribed) stands until that number itself texts START: no form, call or owner undoes it.
// Short of a STOP, the latest consent record decides: a lead's consent box or read-out, or START.
import { textableCountry } from './text-countries.ts';
import type { Clock } from '../clock/clock.ts';
import type { Db } from '../db/database.ts';
import type { Outbox } from '../outbox/outbox.ts';

export type OptSource = 'reply' | 'provider';

export interface TextReply {
  id: number;
  from: string;
  body: string;
  receivedAt: number;
  /** The customer's name, from their latest lead with this number. */
  name: string | null;
}

export class TextStore {
  private readonly statements;

  constructor(
    db: Db,
    private readonly outbox: Outbox,
    private readonly options: { clock: Clock; email: boolean },
  ) {
    this.statements = {
      // The latest STOP, and whether a START from the number came after it.
      stopped: db.prepare<{ phone: string }, { n: number }>(
        `SELECT count(*) AS n FROM text_opt_events s WHERE s.phone_e164 = @phone AND s.opted_in = 0
           AND NOT EXISTS (SELECT 1 FROM text_opt_events a WHERE a.phone_e164 = @phone AND a.opted_in = 1
                           AND (a.at > s.at OR (a.at = s.at AND a.id > s.id)))`,
      ),
      latestConsent: db.prepare<{ phone: string }, { opted_in: number }>(
        `SELECT opted_in FROM (
           SELECT created_at AS at, sms_opt_in AS opted_in, 0 AS seq FROM leads WHERE mobile_e164 = @phone AND spam = 0
           UNION ALL
           SELECT at, opted_in, id AS seq FROM text_opt_events WHERE phone_e164 = @phone AND opted_in = 1
         ) ORDER BY at DESC, seq DESC LIMIT 1`,
      ),
      addOptEvent: db.prepare<[string, number, number, OptSource, string | null]>(
        'INSERT INTO text_opt_events (phone_e164, at, opted_in, source, message_sid) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
      ),
      firstSent: db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM text_numbers WHERE phone_e164 = ?'),
      markSent: db.prepare<[string, number]>('INSERT OR IGNORE INTO text_numbers (phone_e164, first_sent_at) VALUES (?, ?)'),
      addReply: db.prepare<[string, string, number, string | null]>(
        'INSERT INTO text_replies (from_e164, body, received_at, message_sid) VALUES (?, ?, ?, ?) ON CONFLICT (message_sid) DO NOTHING',
      ),
      reply: db.prepare<[number], { id: number; from_e164: string; body: string; received_at: number; name: string | null }>(
        `SELECT r.*, (SELECT full_name FROM leads WHERE mobile_e164 = r.from_e164 ORDER BY created_at DESC LIMIT 1) AS name
         FROM text_replies r WHERE r.id = ?`,
      ),
    };
  }

  /** Whether the number said STOP and has not texted START since. */
  stopped(phone: string): boolean {
    return this.statements.stopped.get({ phone })!.n > 0;
  }

  /** Whether the number has agreed to texts: no STOP standing, and its latest consent record says yes. */
  mayText(phone: string | null): boolean {
    return phone !== null && !this.stopped(phone) && this.statements.latestConsent.get({ phone })?.opted_in === 1;
  }

  /**
   * The one rule for a text about a booking, asked when it is queued and again when it is sent:
   * the number agreed (and has not said STOP since) and is in a country texts go to. (When it
   * goes is the quiet hours', which the relay keeps.)
   */
  textable(phone: string | null): boolean {
    return phone !== null && this.mayText(phone) && textableCountry(phone);
  }

  /** Records a STOP (once per provider message id). */
  optOut(phone: string, source: OptSource, messageSid: string | null = null) {
    this.statements.addOptEvent.run(phone, this.options.clock.now(), 0, source, messageSid);
  }

  /** Records a START texted by the number (once per provider message id). */
  optIn(phone: string, messageSid: string | null = null) {
    this.statements.addOptEvent.run(phone, this.options.clock.now(), 1, 'reply', messageSid);
  }

  /** True until a text to this number has been sent: the first one says how to opt out. */
  isFirst(phone: string): boolean {
    return this.statements.firstSent.get(phone)!.n === 0;
  }

  markSent(phone: string) {
    this.statements.markSent.run(phone, this.options.clock.now());
  }

  /** Stores a reply (once per provider message id) and, with e-mail on, queues it to the owner. */
  addReply(from: string, body: string, messageSid: string | null): number | undefined {
    const { changes, lastInsertRowid } = this.statements.addReply.run(from, body.slice(0, 2000), this.options.clock.now(), messageSid);
    if (changes === 0) return undefined;
    const id = Number(lastInsertRowid);
    if (this.options.email) {
      this.outbox.enqueue('email', { kind: 'text-reply', id: String(id) });
      this.outbox.announceQueued();
    }
    return id;
  }

  reply(id: string): TextReply | undefined {
    const row = this.statements.reply.get(Number(id));
    return row && { id: row.id, from: row.from_e164, body: row.body, receivedAt: row.received_at, name: row.name };
  }
}
