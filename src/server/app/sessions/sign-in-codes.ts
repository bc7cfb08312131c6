// One-time codes that sign an owner in, sent to their address. A code is 6 digits, valid for
// 10 minutes, good once, and belongs to the browser that asked for it (a random value in that
// browser's cookie, stored here as a hash): only that browser's tries count, so nobody else's
// wrong guesses can spend the owner's code. It allows 5 tries, each wrong one making the next
// wait longer (1, 2, 4, 8 s); a sixth fails even when right. A new code closes the one before
// from the same browser only. Only a salted SHA-256 of the code is stored; the clear code
// travels in its e-mail's delivery alone, until sent.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Transaction } from 'better-sqlite3';
import type { Db } from '../../platform/db/database.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';

export const CODE_MINUTES = 10;
export const CODE_TRIES = 5;
/** Codes one client (its IP) may have sent to an address per window: enough for a typo or a lost e-mail. */
export const CODES_PER_WINDOW = 3;
export const CODE_WINDOW_MINUTES = 15;
/** Codes an address is sent per hour from all clients together: its inbox is not to be flooded. */
export const CODES_PER_ADDRESS_HOUR = 10;
const MINUTE = 60_000;

export interface CodeForEmail {
  email: string;
  expiresAt: number;
}

/** Who asks: the address, the browser (its code cookie's value) and where the request came from. */
export interface CodeRequest {
  email: string;
  client: string;
  ip: string;
}

/** A try: right, wrong, or too soon after the last wrong one (not counted; wait `retryAfterMs`). */
export type CodeCheck = { ok: true } | { ok: false; retryAfterMs?: number };

const hashOf = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest();
const clientHash = (client: string) => createHash('sha256').update(client).digest('hex');

/** How long after the nth wrong try the next one may come. */
const backOffMs = (wrongTries: number) => (wrongTries === 0 ? 0 : 1000 * 2 ** (wrongTries - 1));

export class SignInCodes {
  private readonly statements;
  private readonly issueCode: Transaction<(request: CodeRequest) => boolean>;
  private readonly clock: Clock;

  constructor(
    db: Db,
    private readonly outbox: Outbox,
    /** on: whether e-mail is set up; without it no code can reach anyone, and none is made. */
    private readonly options: { clock: Clock; on: boolean },
  ) {
    this.clock = options.clock;
    this.statements = {
      sentToFrom: db.prepare<[string, string, number], { n: number }>(
        'SELECT count(*) AS n FROM sign_in_codes WHERE email = ? AND ip = ? AND created_at >= ?',
      ),
      sentTo: db.prepare<[string, number], { n: number }>('SELECT count(*) AS n FROM sign_in_codes WHERE email = ? AND created_at >= ?'),
      closeOpen: db.prepare<[number, string, string]>(
        'UPDATE sign_in_codes SET closed_at = ? WHERE email = ? AND client_hash = ? AND closed_at IS NULL',
      ),
      insert: db.prepare<[string, string, string, number, number, string, string]>(
        'INSERT INTO sign_in_codes (id, email, code_hash, created_at, expires_at, client_hash, ip) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      open: db.prepare<[string, string, number], { id: string; code_hash: string; tries: number; tried_at: number | null }>(
        `SELECT id, code_hash, tries, tried_at FROM sign_in_codes
         WHERE email = ? AND client_hash = ? AND closed_at IS NULL AND expires_at > ? ORDER BY created_at DESC LIMIT 1`,
      ),
      tried: db.prepare<[number, string]>('UPDATE sign_in_codes SET tries = tries + 1, tried_at = ? WHERE id = ?'),
      close: db.prepare<[number, string]>('UPDATE sign_in_codes SET closed_at = ? WHERE id = ?'),
      forEmail: db.prepare<[string, number], { email: string; expires_at: number }>(
        'SELECT email, expires_at FROM sign_in_codes WHERE id = ? AND closed_at IS NULL AND expires_at > ?',
      ),
    };
    this.issueCode = db.transaction(({ email, client, ip }: CodeRequest) => {
      const now = this.clock.now();
      if (this.statements.sentToFrom.get(email, ip, now - CODE_WINDOW_MINUTES * MINUTE)!.n >= CODES_PER_WINDOW) return false;
      if (this.statements.sentTo.get(email, now - 60 * MINUTE)!.n >= CODES_PER_ADDRESS_HOUR) return false;
      const id = randomBytes(12).toString('base64url');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      this.statements.closeOpen.run(now, email, clientHash(client));
      this.statements.insert.run(id, email, hashOf(id, code).toString('hex'), now, now + CODE_MINUTES * MINUTE, clientHash(client), ip);
      this.outbox.enqueue('sign-in', { kind: 'sign-in-code', id }, { secret: code });
      return true;
    });
  }

  /**
   * Sends the address a new code by e-mail (queued with the code's row), closing the one this
   * browser had before; false when the client or the address has had its share for now.
   */
  issue(request: CodeRequest): boolean {
    if (!this.options.on || !this.issueCode.immediate(request)) return false;
    // The owner is waiting at the sign-in page: the relay goes at once, not at its next poll.
    this.outbox.announceQueued();
    return true;
  }

  /**
   * Whether the code is the open code this browser asked for. Every try counts, right or wrong,
   * unless it comes before the back-off after a wrong one is over; the sixth fails even when
   * right, and a right one closes the code.
   */
  check(email: string, code: string, client: string): CodeCheck {
    const now = this.clock.now();
    const open = this.statements.open.get(email, clientHash(client), now);
    if (!open) return { ok: false };
    const wait = (open.tried_at ?? 0) + backOffMs(open.tries) - now;
    if (wait > 0 && open.tries < CODE_TRIES) return { ok: false, retryAfterMs: wait };
    this.statements.tried.run(now, open.id);
    if (open.tries >= CODE_TRIES) {
      this.statements.close.run(now, open.id);
      return { ok: false };
    }
    const right = /^\d{6}$/.test(code) && timingSafeEqual(hashOf(open.id, code), Buffer.from(open.code_hash, 'hex'));
    if (right) this.statements.close.run(now, open.id);
    return { ok: right };
  }

  /** The address a code's e-mail goes to, while the code can still be used. */
  forDelivery(id: string): CodeForEmail | undefined {
    const row = this.statements.forEmail.get(id, this.clock.now());
    return row && { email: row.email, expiresAt: row.expires_at };
  }
}
