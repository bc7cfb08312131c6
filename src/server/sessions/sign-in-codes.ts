// One-time codes that sign an owner in, sent to their address. A code is 6 digits, valid for
// 10 minutes, good once, and allows 5 tries: a sixth try fails even when right, and a new code
// must be sent. Sending a new code closes the one before. Only a salted SHA-256 is stored; the
// clear code travels in its e-mail's delivery alone, until sent.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock/clock.ts';
import type { Db } from '../db/database.ts';
import type { Outbox } from '../outbox/outbox.ts';

export const CODE_MINUTES = 10;
export const CODE_TRIES = 5;
/** Codes an address may be sent per window: enough for a typo or a lost e-mail, not for a flood. */
export const CODES_PER_WINDOW = 3;
export const CODE_WINDOW_MINUTES = 15;
const MINUTE = 60_000;

export interface CodeForEmail {
  email: string;
  expiresAt: number;
}

const hashOf = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest();

export class SignInCodes {
  private readonly statements;
  private readonly issueCode: (email: string) => boolean;

  private readonly clock: Clock;

  constructor(
    db: Db,
    private readonly outbox: Outbox,
    /** on: whether e-mail is set up; without it no code can reach anyone, and none is made. */
    private readonly options: { clock: Clock; on: boolean },
  ) {
    this.clock = options.clock;
    this.statements = {
      sentSince: db.prepare<[string, number], { n: number }>('SELECT count(*) AS n FROM sign_in_codes WHERE email = ? AND created_at >= ?'),
      closeOpen: db.prepare<[number, string]>('UPDATE sign_in_codes SET closed_at = ? WHERE email = ? AND closed_at IS NULL'),
      insert: db.prepare<[string, string, string, number, number]>(
        'INSERT INTO sign_in_codes (id, email, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      ),
      open: db.prepare<[string, number], { id: string; code_hash: string; tries: number }>(
        'SELECT id, code_hash, tries FROM sign_in_codes WHERE email = ? AND closed_at IS NULL AND expires_at > ? ORDER BY created_at DESC LIMIT 1',
      ),
      tried: db.prepare<[string]>('UPDATE sign_in_codes SET tries = tries + 1 WHERE id = ?'),
      close: db.prepare<[number, string]>('UPDATE sign_in_codes SET closed_at = ? WHERE id = ?'),
      forEmail: db.prepare<[string, number], { email: string; expires_at: number }>(
        'SELECT email, expires_at FROM sign_in_codes WHERE id = ? AND closed_at IS NULL AND expires_at > ?',
      ),
    };
    this.issueCode = db.transaction((email: string) => {
      const now = this.clock.now();
      if (this.statements.sentSince.get(email, now - CODE_WINDOW_MINUTES * MINUTE)!.n >= CODES_PER_WINDOW) return false;
      const id = randomBytes(12).toString('base64url');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      this.statements.closeOpen.run(now, email);
      this.statements.insert.run(id, email, hashOf(id, code).toString('hex'), now, now + CODE_MINUTES * MINUTE);
      this.outbox.enqueue('sign-in', { kind: 'sign-in-code', id }, { secret: code });
      return true;
    });
  }

  /**
   * Sends the address a new code by e-mail (queued with the code's row), closing any before it;
   * false when the address has had its share for now.
   */
  issue(email: string): boolean {
    if (!this.options.on || !this.issueCode(email)) return false;
    // The owner is waiting at the sign-in page: the relay goes at once, not at its next poll.
    this.outbox.announceQueued();
    return true;
  }

  /**
   * Whether the code is the address's open code. Every try counts, right or wrong; the sixth
   * fails even when right, and a right one closes the code.
   */
  check(email: string, code: string): boolean {
    const open = this.statements.open.get(email, this.clock.now());
    if (!open) return false;
    this.statements.tried.run(open.id);
    if (open.tries >= CODE_TRIES) {
      this.statements.close.run(this.clock.now(), open.id);
      return false;
    }
    const right = /^\d{6}$/.test(code) && timingSafeEqual(hashOf(open.id, code), Buffer.from(open.code_hash, 'hex'));
    if (right) this.statements.close.run(this.clock.now(), open.id);
    return right;
  }

  /** The address a code's e-mail goes to, while the code can still be used. */
  forDelivery(id: string): CodeForEmail | undefined {
    const row = this.statements.forEmail.get(id, this.clock.now());
    return row && { email: row.email, expiresAt: row.expires_at };
  }
}
