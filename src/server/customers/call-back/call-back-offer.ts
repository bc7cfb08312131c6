// The contact form's answer carries an offer of a call back for the lead just sent: its id and
// when, signed with a key only this server holds (made from the voice platform's private key), so
// only the visitor who sent the lead can ask for its call, and only for an hour.
import { createHash } from 'node:crypto';
import { signStamp, stampHolds } from '../../platform/http/signed-stamp.ts';

const GOOD_FOR_MS = 60 * 60 * 1000;

export const callBackKey = (privateKey: string) => createHash('sha256').update(`call-back:${privateKey}`).digest();

export const callBackOffer = (key: Buffer, leadId: string, at: number) => `${leadId}.${at}.${signStamp(key, leadId, at)}`;

/** The lead an offer is for, or null (forged, stale, or not an offer). */
export function offeredLead(key: Buffer, offer: unknown, now: number): string | null {
  if (typeof offer !== 'string' || offer.length > 200) return null;
  const [leadId = '', at = '', signature = ''] = offer.split('.');
  return leadId && stampHolds(key, leadId, at, signature, now, GOOD_FOR_MS) ? leadId : null;
}

/** What the contact form's answer carries for a lead Ava may call: the signed offer and the words beside the button. */
export interface ContactCallBack {
  offer: string;
  consent: string;
}
