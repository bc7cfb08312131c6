// Codes e-mailed to sign a customer in to their account, under the same rules as the codes texted
// to prove a mobile: 6 digits, 10 minutes, 5 tries; an address gets 3 codes an hour, whoever asks,
// none while its last is unused and two minutes old at most; one browser asks 3 in an hour in all.
// A code is kept as a salted hash; the clear code rides in its e-mail's delivery alone.
import { randomBytes } from 'node:crypto';
import { codeHash, newCode, tryCode, type CodeChecked } from '../../platform/codes/one-time-code.ts';
import type { Transaction } from 'better-sqlite3';
import type { Language } from '../../../common/languages.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';

const MINUTE = 60_000;
const CODE_MINUTES = 10;
const CODE_TRIES = 5;
const CODES_PER_HOUR = 3;
const FRESH_MINUTES = 2;

export type EmailCodeSent = { ok: true } | { ok: false; problem: 'too-many' | 'fresh' };
export type EmailCodeChecked = CodeChecked;

const addressOf = (email: string) => email.trim().toLowerCase();

export class EmailCodes {
  private readonly statements;
  private readonly sendCode: Transaction<(email: string, client: string, language: Language) => EmailCodeSent>;

  constructor(
    db: Db,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {
    this.statements = {
      sentSince: db.prepare<[string, number], { n: number }>(
        'SELECT count(*) AS n FROM customer_email_codes WHERE email = ? AND created_at >= ?',
      ),
      clientSince: db.prepare<[string, number], { n: number }>(
        'SELECT count(*) AS n FROM customer_email_codes WHERE client = ? AND created_at >= ?',
      ),
      fresh: db.prepare<[string, number], { n: number }>(
        'SELECT count(*) AS n FROM customer_email_codes WHERE email = ? AND created_at >= ? AND closed_at IS NULL',
      ),
      closeOpen: db.prepare<[number, string, string]>(
        'UPDATE customer_email_codes SET closed_at = ? WHERE email = ? AND client = ? AND closed_at IS NULL',
      ),
      insert: db.prepare<[string, string, string, string, Language, number, number]>(
        `INSERT INTO customer_email_codes (id, email, client, code_hash, language, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ),
      open: db.prepare<[string, string, number], { id: string; code_hash: string; tries: number }>(
        `SELECT id, code_hash, tries FROM customer_email_codes WHERE email = ? AND client = ? AND closed_at IS NULL
         AND expires_at > ? ORDER BY created_at DESC LIMIT 1`,
      ),
      tried: db.prepare<[string]>('UPDATE customer_email_codes SET tries = tries + 1 WHERE id = ?'),
      proven: db.prepare<{ at: number; id: string }>('UPDATE customer_email_codes SET proven_at = @at, closed_at = @at WHERE id = @id'),
      close: db.prepare<[number, string]>('UPDATE customer_email_codes SET closed_at = ? WHERE id = ?'),
      forDelivery: db.prepare<[string, number], { email: string; language: Language }>(
        'SELECT email, language FROM customer_email_codes WHERE id = ? AND closed_at IS NULL AND expires_at > ?',
      ),
    };
    this.sendCode = db.transaction((email: string, client: string, language: Language): EmailCodeSent => {
      const now = this.clock.now();
      if (this.statements.clientSince.get(client, now - 60 * MINUTE)!.n >= CODES_PER_HOUR) return { ok: false, problem: 'too-many' };
      if (this.statements.sentSince.get(email, now - 60 * MINUTE)!.n >= CODES_PER_HOUR) return { ok: false, problem: 'too-many' };
      if (this.statements.fresh.get(email, now - FRESH_MINUTES * MINUTE)!.n > 0) return { ok: false, problem: 'fresh' };
      const id = randomBytes(12).toString('base64url');
      const code = newCode();
      this.statements.closeOpen.run(now, email, client);
      this.statements.insert.run(id, email, client, codeHash(id, code), language, now, now + CODE_MINUTES * MINUTE);
      this.outbox.enqueue('sign-in', { kind: 'account-code', id }, { secret: code });
      return { ok: true };
    });
  }

  /** E-mails a new code to the address for this browser (closing its code before), in their language. */
  send(email: string, client: string, language: Language): EmailCodeSent {
    const result = this.sendCode.immediate(addressOf(email), client, language);
    if (result.ok) this.outbox.announceQueued();
    return result;
  }

  /** Whether the code typed is the one e-mailed to this address for this browser; the sixth try fails even when right. */
  confirm(email: string, client: string, code: string): EmailCodeChecked {
    return tryCode(
      this.statements.open.get(addressOf(email), client, this.clock.now()),
      code,
      CODE_TRIES,
      this.statements,
      this.clock.now(),
    );
  }

  /** The address a code's e-mail goes to and its language, while the code can still be used. */
  forDelivery(id: string): { to: string; language: Language } | undefined {
    const row = this.statements.forDelivery.get(id, this.clock.now());
    return row && { to: row.email, language: row.language };
  }
}
