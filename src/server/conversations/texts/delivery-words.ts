// What the provider's delivery reports mean for the owner: its states as a text's, and the error
// codes worth words (Twilio's), with those that show a number cannot take texts at all.
import type { TextState } from '../../../common/text-threads.ts';

/** A report's MessageStatus as a text's state; a status not listed changes nothing. */
export const REPORTED_STATES: Record<string, TextState> = {
  queued: 'queued',
  accepted: 'queued',
  sending: 'sending',
  sent: 'sent',
  delivered: 'delivered',
  read: 'delivered',
  undelivered: 'undelivered',
  failed: 'failed',
  canceled: 'failed',
};

interface KnownError {
  words: string;
  /** The number cannot take texts (a landline, a number that does not exist): e-mail instead, until it is proven again. */
  notMobile?: true;
}

const ERRORS: Record<number, KnownError> = {
  21610: { words: 'The number texted STOP: no texts until it texts START.' },
  30003: { words: 'The phone was off or out of reach.' },
  30004: { words: 'The number blocks texts from us.' },
  30005: { words: 'The number does not exist, or is no longer in use.', notMobile: true },
  30006: { words: 'A landline, or a carrier that cannot take texts.', notMobile: true },
  30007: { words: 'The carrier filtered it as spam.' },
  30008: { words: 'Not delivered; the carrier gave no reason.' },
};

export interface DeliveryError {
  code: number;
  problem: string;
  /** The number cannot take texts at all (a landline). */
  notMobile: boolean;
}

/** A report's error code in words, and whether the number can take texts at all. */
export function deliveryError(code: number): DeliveryError {
  const known = ERRORS[code];
  return { code, problem: known?.words ?? `Not delivered (the provider's error ${code}).`, notMobile: known?.notMobile === true };
}
