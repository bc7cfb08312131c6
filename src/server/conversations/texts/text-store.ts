// What texting needs to remember: whether a number may be texted, and which numbers have had
// their first text (the texts themselves are their threads': thread-store.ts). A STOP (the number's own reply, or the provider's word that
// it unsubscribed) stands until that number itself texts START: no form, call or owner undoes it.
// Short of a STOP, the latest consent record decides: a lead's consent box or read-out, or START;
// a number that texted us may be answered. A number the provider found is not a mobile gets no
// texts until it is proven again (a code it received, or a text from it).
import { textableNumber } from './text-countries.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';

export type OptSource = 'reply' | 'provider';

export class TextStore {
  private readonly statements;

  constructor(
    db: Db,
    /** `countries`: the countries texts go to, as the business's settings say now. */
    private readonly options: { clock: Clock; countries: () => readonly string[] },
  ) {
    this.statements = {
      // The latest STOP, and whether a START from the number came after it.
      stopped: db.prepare<{ phone: string }, { n: number }>(
        `SELECT count(*) AS n FROM text_opt_events s WHERE s.phone_e164 = @phone AND s.opted_in = 0
           AND NOT EXISTS (SELECT 1 FROM text_opt_events a WHERE a.phone_e164 = @phone AND a.opted_in = 1
                           AND (a.at > s.at OR (a.at = s.at AND a.id > s.id)))`,
      ),
      // The latest of each kind first (each from its index, newest first), then the later of the two.
      latestConsent: db.prepare<{ phone: string }, { opted_in: number }>(
        `SELECT opted_in FROM (
           SELECT * FROM (SELECT created_at AS at, sms_opt_in AS opted_in, 0 AS seq FROM leads
                          WHERE mobile_e164 = @phone AND spam = 0 AND source != 'proposal' ORDER BY created_at DESC LIMIT 1)
           UNION ALL
           SELECT * FROM (SELECT at, opted_in, id AS seq FROM text_opt_events
                          WHERE phone_e164 = @phone AND opted_in = 1 ORDER BY at DESC, id DESC LIMIT 1)
         ) ORDER BY at DESC, seq DESC LIMIT 1`,
      ),
      addOptEvent: db.prepare<[string, number, number, OptSource, string | null]>(
        'INSERT INTO text_opt_events (phone_e164, at, opted_in, source, message_sid) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
      ),
      firstSent: db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM text_numbers WHERE phone_e164 = ?'),
      markSent: db.prepare<[string, number]>('INSERT OR IGNORE INTO text_numbers (phone_e164, first_sent_at) VALUES (?, ?)'),
      notMobile: db.prepare<{ phone: string }, { n: number }>(
        `SELECT count(*) AS n FROM text_numbers t WHERE t.phone_e164 = @phone AND t.not_mobile_at IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM phone_codes c WHERE c.phone_e164 = @phone AND c.proven_at > t.not_mobile_at)`,
      ),
      texted: db.prepare<[string], { n: number }>("SELECT count(*) AS n FROM text_messages WHERE phone_e164 = ? AND direction = 'in'"),
    };
  }

  /** Whether the number said STOP and has not texted START since. */
  stopped(phone: string): boolean {
    return this.statements.stopped.get({ phone })!.n > 0;
  }

  /**
   * Whether a text may go to the number at all, consent aside (a text asked for, or one whose
   * consent the sender holds): a mobile in a country texts go to, with no STOP standing.
   */
  canTake(phone: string): boolean {
    return textableNumber(phone, this.options.countries()) && !this.stopped(phone);
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
    return phone !== null && this.mayText(phone) && this.reachable(phone);
  }

  /**
   * Whether a reply may go to a number (the owner's, Ava's): it agreed to texts or texted us
   * itself, has not said STOP since, and can take texts. Why not, in the owner's words, when not.
   */
  mayAnswer(phone: string): { ok: true } | { ok: false; why: string } {
    if (this.stopped(phone)) return { ok: false, why: 'This number texted STOP: no texts go to it until it texts START.' };
    if (!textableNumber(phone, this.options.countries()))
      return {
        ok: false,
        why: `Texts go only to mobile numbers in ${this.options.countries().join(', ')} (not a toll-free, premium or fixed line).`,
      };
    if (this.statements.notMobile.get({ phone })!.n > 0)
      return { ok: false, why: 'A text to this number did not arrive: it is not a mobile (a landline?). Call or e-mail instead.' };
    // No STOP stands (asked above): whether it agreed, or texted us itself.
    if (this.statements.latestConsent.get({ phone })?.opted_in !== 1 && this.statements.texted.get(phone)!.n === 0)
      return { ok: false, why: 'This number has not agreed to texts, nor texted us.' };
    return { ok: true };
  }

  /** A number texts can reach: in a country they go to, and not found to be a landline (or proven since). */
  private reachable(phone: string): boolean {
    return textableNumber(phone, this.options.countries()) && this.statements.notMobile.get({ phone })!.n === 0;
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
}
