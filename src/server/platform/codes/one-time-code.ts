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

/** A code typed back, as its asker hears it: proven, wrong with the tries left, or no code open (none, or its tries used up). */
export type CodeChecked = { ok: true } | { ok: false; problem: 'wrong'; triesLeft: number } | { ok: false; problem: 'no-code' };

/** What a store does to its open code's row as it is tried: one try counted, closed when spent, proven when right. */
export interface CodeRow {
  tried: { run: (id: string) => unknown };
  close: { run: (at: number, id: string) => unknown };
  proven: { run: (row: { at: number; id: string }) => unknown };
}

/** Tries the code typed against the open one (undefined: none open), writing each step to its row. */
export function tryCode(
  open: { id: string; code_hash: string; tries: number } | undefined,
  typed: string,
  maxTries: number,
  row: CodeRow,
  now: number,
): CodeChecked {
  if (!open) return { ok: false, problem: 'no-code' };
  row.tried.run(open.id);
  const checked = checkCode(open, typed, maxTries);
  if (checked === 'spent') {
    row.close.run(now, open.id);
    return { ok: false, problem: 'no-code' };
  }
  if (checked === 'right') {
    row.proven.run({ at: now, id: open.id });
    return { ok: true };
  }
  return { ok: false, problem: 'wrong', triesLeft: maxTries - open.tries - 1 };
}
