// Who is told what, one file per kind of notice (this folder): each notice has its typed subject
// (what the outbox keeps, written and read by one codec, never split by hand elsewhere) and, for
// each channel it goes out on, the composer that makes its message when the delivery's turn
// comes (or says why none goes: 'superseded', or a text's skip). The relays are a loop over the
// registry (registry.ts). A new notice is a new file here, its entry in the registry, and the
// line that queues it.
import type { SiteConfig } from '../../../common/site-config.schema.ts';
import type { EmailMessage, OwnerEmail } from './email-message.ts';
import type { SmsMessage } from './sms-sender.ts';
import type { Subject, SubjectKind } from './deliveries.ts';
import type { SubjectId } from './subject-ids.ts';
export { pairId, plainId } from './subject-ids.ts';

/**
 * What every composer may read: the records it names (R, the few stores it reads, so a notice
 * says what it touches and depends on nothing more), the links, and the one rule for texting.
 */
export interface NoticeContext<R = unknown> {
  stores: R;
  /** The business's settings now: its name, phone, e-mail and plans, as every message names them. */
  business: () => SiteConfig;
  /** A customer's link to their booking (a fresh token rides with each message). */
  manageUrl: (token: string) => string;
  /** An address on this site, as a message links to it ('/book/…' becomes 'https://…/book/…'). */
  siteLink: (path: string) => string;
  /** A link to a photo that works for 30 days. */
  photoUrl: (photoId: string) => string;
  /** Whether this number may be texted: consent given and not taken back, in a country texts go to. */
  textable: (phone: string | null) => boolean;
  /** Whether a booking still has its card to add (payments on): the confirmation then says where. */
  payDue: (bookingId: string) => boolean;
}

/** A composer's answer: the message, 'superseded' (a later one tells the latest), or undefined (nothing to tell any more). */
type Composed<M> = M | 'superseded' | undefined;

export interface Notice<S, R = unknown> {
  kind: SubjectKind;
  /** The subject's id as the outbox keeps it, both ways. */
  id: SubjectId<S>;
  /** An e-mail to the customer (with the delivery's secret: their fresh link's token). */
  customerEmail?: (subject: S, secret: string | null, ctx: NoticeContext<R>) => Composed<EmailMessage> | Promise<Composed<EmailMessage>>;
  /** An e-mail to the owner (NOTIFY_EMAIL_TO). */
  ownerEmail?: (subject: S, ctx: NoticeContext<R>) => Composed<OwnerEmail>;
  /** A text (with a skip and its reason when it must not go). */
  sms?: (subject: S, secret: string | null, ctx: NoticeContext<R>) => SmsMessage | undefined;
  /** An owner's sign-in code, to the address signing in. */
  signIn?: (subject: S, secret: string | null, ctx: NoticeContext<R>) => EmailMessage | undefined;
  /** The automation webhook's body. */
  webhook?: (subject: S, ctx: NoticeContext<R>) => string | undefined;
  /**
   * A text that goes whatever the hour (a code asked for a moment ago, an answer to a text just
   * received: asked of the subject when it is due); the rest wait for the quiet hours to end.
   */
  urgent?: boolean | ((subject: S, ctx: NoticeContext<R>) => boolean);
}

export const defineNotice = <S, R = unknown>(notice: Notice<S, R>): Notice<S, R> => notice;

/** Whether a notice's text goes now, whatever the hour. */
export const urgentNow = <S, R>(notice: Notice<S, R>, subject: S, ctx: NoticeContext<R>): boolean =>
  typeof notice.urgent === 'function' ? notice.urgent(subject, ctx) : notice.urgent === true;

/** The outbox subject of a notice about this. */
export const subjectOf = <S, R>(notice: Notice<S, R>, subject: S): Subject => ({ kind: notice.kind, id: notice.id.encode(subject) });
