// What the outbox carries and where to: the one list of channels (where a delivery goes) and the
// shape of a subject (what it carries, by a kind its area declares). Both are plain names in the
// table, so a new channel (texts) or a new subject (a booking's confirmation) is an entry and a
// sender module, never a table rebuild.

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
 * What a delivery carries, named by kind and id. The outbox knows no kind of its own: each area's
 * `notices/kinds.ts` declares the kinds its notices carry (merged into this interface, each with
 * what its id names), so a kind is checked wherever a delivery is queued, and the one registry of
 * notices (app/wiring/notice-registry.ts) must hold a notice for each.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the areas' declarations
export interface SubjectKinds {}
export type SubjectKind = keyof SubjectKinds;

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
