// A customer's sessions: server-side rows, so signing out ends one. The cookie holds 32 random
// bytes, the row their SHA-256 only, with what the sign-in proved: the mobile a texted code
// reached, the address an e-mailed code reached, or both of a booking whose link they followed.
// A session lasts 30 days from its last use and never past 90 days from its sign-in. The
// owner's sessions are another table and another cookie: neither opens the other's pages.
import { liveSession, newSessionToken, tokenHashOf } from '../../platform/codes/session-token.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';

export const ACCOUNT_IDLE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const IDLE_MS = ACCOUNT_IDLE_DAYS * DAY_MS;
const MAX_MS = 90 * DAY_MS;

/** Who a session is: what its sign-in proved (at least one of the two). */
export interface CustomerIdentity {
  mobileE164: string | null;
  /** In lower case. */
  email: string | null;
}

export interface CustomerSession extends CustomerIdentity {
  tokenHash: string;
}

const hashOf = tokenHashOf;

export class AccountSessions {
  private readonly statements;

  constructor(
    db: Db,
    private readonly clock: Clock,
  ) {
    this.statements = {
      insert: db.prepare<[string, string | null, string | null, number, number]>(
        'INSERT INTO customer_sessions (token_hash, mobile_e164, email, created_at, seen_at) VALUES (?, ?, ?, ?, ?)',
      ),
      live: db.prepare<[string, number, number], { mobile_e164: string | null; email: string | null; seen_at: number }>(
        'SELECT mobile_e164, email, seen_at FROM customer_sessions WHERE token_hash = ? AND ended_at IS NULL AND seen_at > ? AND created_at > ?',
      ),
      seen: db.prepare<[number, string]>('UPDATE customer_sessions SET seen_at = ? WHERE token_hash = ?'),
      end: db.prepare<[number, string]>('UPDATE customer_sessions SET ended_at = ? WHERE token_hash = ? AND ended_at IS NULL'),
    };
  }

  /** A new session for what was proven: the token goes in the customer's cookie, and nowhere else. */
  start({ mobileE164, email }: CustomerIdentity): string {
    if (!mobileE164 && !email) throw new Error('a session names a proven mobile or e-mail');
    const token = newSessionToken();
    const now = this.clock.now();
    this.statements.insert.run(hashOf(token), mobileE164, email?.trim().toLowerCase() ?? null, now, now);
    return token;
  }

  /** The live session a cookie's token names (renewing it), or undefined. */
  use(token: string | undefined): CustomerSession | undefined {
    const found = liveSession(token, this.statements, this.clock.now(), { idleMs: IDLE_MS, maxMs: MAX_MS });
    if (!found) return undefined;
    return { mobileE164: found.row.mobile_e164, email: found.row.email, tokenHash: found.tokenHash };
  }

  end(session: Pick<CustomerSession, 'tokenHash'>): void {
    this.statements.end.run(this.clock.now(), session.tokenHash);
  }
}

/** The conversations of the account's texted sign-in codes begin so (a browser's own: one asks 3 codes in all). */
export const ACCOUNT_CONVERSATION_PREFIX = 'account:';
