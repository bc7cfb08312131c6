// The owner's sessions: server-side rows, so one can be ended (sign out) or all of an owner's
// (sign out everywhere), or all of an address no longer allowed in. The cookie holds 32 random
// bytes; the row holds their SHA-256 only. A session lasts 30 days from its last use, each use
// renews it, and none lasts past 90 days from its sign-in, however much it is used.
import { liveSession, newSessionToken, tokenHashOf } from '../../platform/codes/session-token.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';

export const SESSION_IDLE_DAYS = 30;
export const SESSION_MAX_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
const IDLE_MS = SESSION_IDLE_DAYS * DAY_MS;
const MAX_MS = SESSION_MAX_DAYS * DAY_MS;

export interface Session {
  email: string;
  tokenHash: string;
}

const hashOf = tokenHashOf;

export class SessionStore {
  private readonly statements;

  constructor(
    db: Db,
    private readonly clock: Clock,
  ) {
    this.statements = {
      insert: db.prepare<[string, string, number, number]>(
        'INSERT INTO sessions (token_hash, email, created_at, seen_at) VALUES (?, ?, ?, ?)',
      ),
      live: db.prepare<[string, number, number], { email: string; seen_at: number }>(
        'SELECT email, seen_at FROM sessions WHERE token_hash = ? AND ended_at IS NULL AND seen_at > ? AND created_at > ?',
      ),
      seen: db.prepare<[number, string]>('UPDATE sessions SET seen_at = ? WHERE token_hash = ?'),
      end: db.prepare<[number, string]>('UPDATE sessions SET ended_at = ? WHERE token_hash = ? AND ended_at IS NULL'),
      endAll: db.prepare<[number, string]>('UPDATE sessions SET ended_at = ? WHERE email = ? AND ended_at IS NULL'),
      endOthers: db.prepare<[number, string]>(
        'UPDATE sessions SET ended_at = ? WHERE ended_at IS NULL AND email NOT IN (SELECT value FROM json_each(?))',
      ),
    };
  }

  /** A new session for the owner: the token goes in their cookie, and nowhere else. */
  start(email: string): string {
    const token = newSessionToken();
    const now = this.clock.now();
    this.statements.insert.run(hashOf(token), email, now, now);
    return token;
  }

  /** The live session a cookie's token names (renewing it), or undefined. */
  use(token: string | undefined): Session | undefined {
    const found = liveSession(token, this.statements, this.clock.now(), { idleMs: IDLE_MS, maxMs: MAX_MS });
    if (!found) return undefined;
    return { email: found.row.email, tokenHash: found.tokenHash };
  }

  end(session: Session) {
    this.statements.end.run(this.clock.now(), session.tokenHash);
  }

  endAll(email: string) {
    this.statements.endAll.run(this.clock.now(), email);
  }

  /** Ends every session of an address not in `owners` (taken out of the list): returns how many. */
  endAllBut(owners: readonly string[]): number {
    return this.statements.endOthers.run(this.clock.now(), JSON.stringify(owners)).changes;
  }
}
