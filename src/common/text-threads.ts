// The owner's Messages: a thread per phone number with every text on it, what the customer wrote
// and everything the business sent, each with its state as the provider reports it. Declared once
// for the server (which fills them) and the inbox (which shows them).
import type { Language } from './languages.ts';

/** Received (the customer's); waiting for the morning (the quiet hours); then the provider's states. */
export const TEXT_STATES = ['received', 'waiting', 'queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed'] as const;
export type TextState = (typeof TEXT_STATES)[number];

/** Who wrote it: the customer, the business's own notices (a confirmation, a reminder), Ava, or the owner. */
export const TEXT_AUTHORS = ['customer', 'business', 'ava', 'owner'] as const;
export type TextAuthor = (typeof TEXT_AUTHORS)[number];

/** A state in the owner's words. */
export const TEXT_STATE_WORDS: Record<TextState, string> = {
  received: 'Received',
  waiting: 'Waiting for the morning',
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  undelivered: 'Not delivered',
  failed: 'Failed',
};

/** A state the provider can still move on from (a report later may say delivered or not). */
export const TEXT_FINAL_STATES: readonly TextState[] = ['received', 'delivered', 'undelivered', 'failed'];

export interface ThreadText {
  id: number;
  at: number;
  author: TextAuthor;
  body: string;
  state: TextState;
  /** Why it did not arrive, in words (the provider's error), or why it was not sent. */
  problem: string | null;
  /** What the business's text was ('Booking confirmation'), for the business's own notices. */
  about: string | null;
  /** When a text waiting for the morning goes. */
  sendAt: number | null;
  /** Who signed in sent the owner's reply. */
  sentBy: string | null;
}

/** Who a number is, as far as the business knows: the latest lead with it, its booking, or what the owner linked. */
export interface ThreadCustomer {
  name: string;
  language: Language;
  leadId: string;
  booking: { id: string; reference: string } | null;
}

export interface ThreadSummary {
  /** The thread's number, E.164 (its id in the API). */
  phone: string;
  /** The number as the owner reads it. */
  display: string;
  customer: ThreadCustomer | null;
  lastAt: number;
  /** The latest text's first words. */
  last: string;
  lastAuthor: TextAuthor;
  /** The customer's texts since the owner last opened the thread. */
  unread: number;
  /** The customer wrote last: no answer yet. */
  awaiting: boolean;
}

export interface ThreadsAnswer {
  threads: ThreadSummary[];
  /** The cursor for the next, older page; null at the end. */
  next: string | null;
  /** Unread texts on every thread. */
  unread: number;
  /** Threads whose customer wrote last: waiting for an answer. */
  awaiting: number;
}

export interface ThreadDetail extends ThreadSummary {
  /** Oldest first: the latest page. */
  texts: ThreadText[];
  /** The cursor for the texts before these; null when these are all. */
  earlier: string | null;
  /** Whether a reply can go, and why not (the number said STOP, it is not a mobile). */
  reply: { ok: true } | { ok: false; why: string };
  /** Ava answers this thread's texts (on, and the owner is not answering it now). */
  ava: { on: boolean; answering: boolean; ownerUntil: number | null };
}

/** Ava off on a thread until the owner turns her on again (an owner's reply holds her back for some hours only). */
export const AVA_OFF_FOR_GOOD = 8_640_000_000_000_000;

/** A thread's place in the inbox: what an e-mail links to. */
export const threadPath = (phone: string) => `/owner#messages/${encodeURIComponent(phone)}`;
