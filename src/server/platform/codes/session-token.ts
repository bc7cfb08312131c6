// A signed-in session's token: 256 random bits for the browser's cookie, kept only as its SHA-256
// hash; a session is live while used within its idle time and younger than its longest life, and
// its last use is written at most once a minute (a page's refreshes do not each write).
import { createHash, randomBytes } from 'node:crypto';

/** How often a session's last use is written again. */
const RENEW_AFTER_MS = 60_000;

export const newSessionToken = () => randomBytes(32).toString('base64url');

export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The statements a session table answers: its live row by token hash, and its last use written. */
export interface SessionRows<Row extends { seen_at: number }> {
  live: { get: (tokenHash: string, idleSince: number, bornSince: number) => Row | undefined };
  seen: { run: (at: number, tokenHash: string) => unknown };
}

/** The live row a cookie's token names (its last use renewed), with its hash; undefined when none. */
export function liveSession<Row extends { seen_at: number }>(
  token: string | undefined,
  rows: SessionRows<Row>,
  now: number,
  { idleMs, maxMs }: { idleMs: number; maxMs: number },
): { row: Row; tokenHash: string } | undefined {
  if (!token || token.length > 100) return undefined;
  const tokenHash = tokenHashOf(token);
  const row = rows.live.get(tokenHash, now - idleMs, now - maxMs);
  if (!row) return undefined;
  if (now - row.seen_at > RENEW_AFTER_MS) rows.seen.run(now, tokenHash);
  return { row, tokenHash };
}
