// A one-time code sent to prove an address (a mobile, an e-mail): six digits, kept only as a salted
// hash (salted with its row's id), compared in constant time, with a limit on tries: the try past
// the limit fails even when right.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** A new code: six digits, zeros kept. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** What is stored of a code: its hash with its row's id, hex. */
export const codeHash = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('hex');

/** A code typed back, against the open one: right, wrong, or spent (its tries used up). */
export function checkCode(
  open: { id: string; code_hash: string; tries: number },
  typed: string,
  maxTries: number,
): 'right' | 'wrong' | 'spent' {
  if (open.tries >= maxTries) return 'spent';
  const digits = typed.replace(/\D/g, '');
  const right = digits.length === 6 && timingSafeEqual(Buffer.from(codeHash(open.id, digits), 'hex'), Buffer.from(open.code_hash, 'hex'));
  return right ? 'right' : 'wrong';
}
