// What the outbox carries and where to: the one list of channels (where a delivery goes) and of
// subjects (what it carries). Both are plain names in the table, so a new channel (texts) or a
// new subject (a booking's confirmation) is an entry here and a sender module, never a table rebuild.

/**
 * Where a delivery goes: the automation webhook, the owner's e-mail alerts, an e-mail or a text
 * to a customer, an owner's sign-in code (to the address signing in, on a relay of its own so a
 * code never waits behind customers' mail), a call to Stripe that moves money (a refund, a
 * membership's end: retried with its idempotency key until Stripe has it, once), a customer's
 * text asked of Ava (the voice platform's chat; her answer then goes as texts of its own), a call
 * Ava places on a visitor's request (the platform's outbound call).
 */
export const CHANNELS = ['webhook', 'email', 'customer-email', 'sms', 'sign-in', 'stripe', 'assistant', 'call'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * What a delivery carries, named by kind and id: a lead, a call record, a change to a booking
 * (its history row: booked, moved, cancelled), the owner's list for a service day (its date), a
 * visit's day-before reminder ('<booking id>|<date>'), a customer's text reply (its row), an
 * owner's sign-in code (its row; the code itself is the delivery's secret), a code texted to prove
 * a mobile (the same), a membership's end at the close of its paid period (its booking), a
 * reminder that a booking's payment is due (its booking), a mark at the curb told to the customer
 * ('<visit>|<mark>'), a review request after a clean (its visit), the fee for a visit missed (its
 * visit). Payments: a refund asked of Stripe (its request's row), a declined charge (its
 * invoice), a bank debit that failed or a second payment for one booking (its Checkout session),
 * a membership's collection paused or back ('<booking>|<sequence>': what stands then is sent), a
 * subscription paid by mistake, cancelled (its id), a membership's charges moved onto its visit
 * days (its booking), a charge's refunds listed ('<charge>|<amount refunded>'), the nightly check
 * against Stripe (its date), Stripe refusing to open a booking's payment page ('<booking>|<date>'),
 * a paid invoice's payment intent asked for (its invoice). Booking online: a visitor's own link
 * texted to them after the contact form, or at their word on a call (their draft), a lead booked
 * online after its own delivery went (the lead). Texts as threads: the owner's reply and Ava's
 * (each its row on the thread), a customer's text for Ava to answer, and the owner told that Ava
 * could not (the customer's text). A call back asked for on the site (its request's row). Commercial accounts: a proposal sent, its reminder, its
 * acceptance and a message from its page (the proposal, or the message's row), an account ended
 * (the account), an account's monthly invoice made at Stripe (its row), its link sent to the
 * billing contact (the same) and an overdue reminder ('<invoice>|<days past due>').
 */
export const SUBJECT_KINDS = [
  'lead',
  'call',
  'booking-change',
  'day-digest',
  'day-update',
  'visit-reminder',
  'text-reply',
  'sign-in-code',
  'phone-code',
  'refund',
  'subscription-end',
  'subscription-pause',
  'subscription-resume',
  'payment-reminder',
  'payment-failed',
  'visit-mark',
  'review-request',
  'visit-fee',
  'payment-bounced',
  'payment-duplicate',
  'subscription-cancel',
  'subscription-anchor',
  'charge-refunds',
  'payment-problem',
  'invoice-payments',
  'book-link',
  'book-link-asked',
  'book-link-left',
  'lead-booked',
  'owner-text',
  'ava-text',
  'text-answer',
  'ava-unanswered',
  'proposal-sent',
  'proposal-reminder',
  'proposal-accepted',
  'proposal-message',
  'account-ended',
  'account-invoice',
  'invoice-sent',
  'invoice-overdue',
  'ava-held',
  'text-budget',
  'call-back',
  'call-budget',
] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

export interface Subject {
  kind: SubjectKind;
  id: string;
}

export type DeliveryState = 'pending' | 'delivered' | 'failed';

export interface DeliveryStatus {
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  deliveredAt: number | null;
}

/** A delivery whose time has come, as a relay takes it. */
export interface DueDelivery {
  id: number;
  channel: Channel;
  subject: Subject;
  attempts: number;
  windowStartedAt: number;
  /** A secret the message carries (a new link's token), kept only until it is delivered. */
  secret: string | null;
}

/**
 * SQL for one delivery of a subject, joined beside the subject's own row: `<alias>.state` and the
 * rest, read back with deliveryStatus(). `subjectId` is the SQL expression of the subject's id.
 */
export const deliveryJoin = (alias: string, channel: Channel, kind: SubjectKind, subjectId: string) =>
  `LEFT JOIN deliveries ${alias} ON ${alias}.channel = '${channel}' AND ${alias}.subject_kind = '${kind}' AND ${alias}.subject_id = ${subjectId}`;

/** The columns deliveryJoin adds, prefixed so several joins can sit in one row. */
export const deliveryColumns = (alias: string) =>
  ['state', 'attempts', 'last_error', 'delivered_at'].map((c) => `${alias}.${c} AS ${alias}_${c}`).join(', ');

/** A joined delivery's status from a row, or null when there is none. */
export function deliveryStatus(row: Record<string, unknown>, alias: string): DeliveryStatus | null {
  const state = row[`${alias}_state`] as DeliveryState | null;
  if (!state) return null;
  return {
    state,
    attempts: (row[`${alias}_attempts`] as number | null) ?? 0,
    lastError: row[`${alias}_last_error`] as string | null,
    deliveredAt: row[`${alias}_delivered_at`] as number | null,
  };
}
