// A chat this server starts for a customer's text carries a proof of the number it came from: the
// number and when, signed with a key only this server holds (made from the platform's private
// key). A tool call that comes back with it in the chat's variable values is from that number, as
// a phone call's caller number is; a web chat, whose variables a visitor sets, cannot make one.
import { createHash } from 'node:crypto';
import { signStamp, stampHolds } from '../http/signed-stamp.ts';

/** What the chat carries (its variable values). */
export interface TextProof {
  textFrom: string;
  textProof: string;
}

/** A proof is good for an hour: one chat, with its tool calls, takes seconds. */
const GOOD_FOR_MS = 60 * 60 * 1000;

/** The key proofs are signed with, made from the platform's private key (no setting of its own). */
export const textProofKey = (privateKey: string) => createHash('sha256').update(`text-proof:${privateKey}`).digest();

export function textProof(key: Buffer, phone: string, at: number): TextProof {
  return { textFrom: phone, textProof: `${at}.${signStamp(key, phone, at)}` };
}

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/** The number a tool call's chat proves it came from, or null (none, forged, or stale). */
export function provenTextNumber(key: Buffer | undefined, message: unknown, now: number): string | null {
  if (!key) return null;
  const variables = field(field(field(message, 'chat'), 'assistantOverrides'), 'variableValues');
  const phone = field(variables, 'textFrom');
  const proof = field(variables, 'textProof');
  if (typeof phone !== 'string' || typeof proof !== 'string' || phone.length > 20) return null;
  const [at = '', signature = ''] = proof.split('.');
  return stampHolds(key, phone, at, signature, now, GOOD_FOR_MS) ? phone : null;
}
