// One line of the doctor's answer: a setting, whether what it turns on works, and words for the
// owner. 'wrong' is a setting given that does not work (a refused password, an address that
// answers as another server); 'off' is one not given, with what that leaves off.
import type { DoctorLine, DoctorState } from '../../../common/doctor-lines.ts';

export type { DoctorLine, DoctorState };

export const ok = (setting: string, words: string): DoctorLine => ({ state: 'ok', setting, words });
export const off = (setting: string, words: string): DoctorLine => ({ state: 'off', setting, words });
export const wrong = (setting: string, words: string): DoctorLine => ({ state: 'wrong', setting, words });

/** An error as the doctor says it: its code when it has one (ECONNREFUSED, ETIMEDOUT), else its message's first line. */
export function reason(error: unknown): string {
  const found = error as { code?: unknown; cause?: { code?: unknown; message?: string }; message?: string; name?: string };
  const code = found.cause?.code ?? found.code;
  if (found.name === 'TimeoutError' || found.name === 'AbortError') return 'no answer in time';
  if (typeof code === 'string' && /^E[A-Z_]+$/.test(code) && code !== 'EAUTH') return code;
  return String(found.cause?.message ?? found.message ?? error)
    .split('\n')[0]!
    .slice(0, 160);
}

/** A GET with a deadline that covers the body too, answering status and parsed JSON (null when not JSON). */
export async function getJson(url: string, init: RequestInit, timeoutMs: number): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: null };
  }
}
