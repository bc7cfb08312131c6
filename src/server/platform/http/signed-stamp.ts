// A value and when it was issued, signed with a key only this server holds: what a visitor or a
// chat carries back to prove this server gave it (a texted number's proof, a call back's offer).
// Good for a while after it was issued, never from the future (a minute's drift allowed).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const signStamp = (key: Buffer, value: string, at: number) => createHmac('sha256', key).update(`${value}.${at}`).digest('base64url');

/** Whether `signature` is this server's for `value` issued at `at` (its text), still good at `now`. */
export function stampHolds(key: Buffer, value: string, at: string, signature: string, now: number, goodForMs: number): boolean {
  const issued = Number(at);
  if (!Number.isSafeInteger(issued) || now - issued > goodForMs || issued - now > 60_000) return false;
  const expected = Buffer.from(signStamp(key, value, issued));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
