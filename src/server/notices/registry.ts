// Every kind of notice the outbox carries, by its subject's kind: the relays look each delivery's
// composer up here (a subject kind with no entry fails the typecheck).
import type { Subject, SubjectKind } from '../outbox/deliveries.ts';
import { bookingChangeNotice } from './booking-change.ts';
import { callNotice } from './call.ts';
import { dayDigestNotice } from './day-digest.ts';
import { dayUpdateNotice } from './day-update.ts';
import { leadNotice } from './lead.ts';
import { bookLinkAskedNotice, bookLinkNotice } from './book-link.ts';
import { leadBookedNotice } from './lead-booked.ts';
import type { Notice } from './notice.ts';
import type { Stores } from '../wiring/store-set.ts';
import { paymentBouncedNotice } from './payment-bounced.ts';
import { paymentDuplicateNotice } from './payment-duplicate.ts';
import { paymentFailedNotice } from './payment-failed.ts';
import { paymentProblemNotice } from './payment-problem.ts';
import { paymentReminderNotice } from './payment-reminder.ts';
import { phoneCodeNotice } from './phone-code.ts';
import { reviewRequestNotice } from './review-request.ts';
import { signInCodeNotice } from './sign-in-code.ts';
import * as stripe from './stripe-calls.ts';
import { textReplyNotice } from './text-reply.ts';
import { avaTextNotice, avaUnansweredNotice, ownerTextNotice, textAnswerCall } from './thread-texts.ts';
import { visitMarkNotice } from './visit-mark.ts';
import { visitReminderNotice } from './visit-reminder.ts';
import { proposalAcceptedNotice, proposalMessageNotice, proposalReminderNotice, proposalSentNotice } from './proposal.ts';
import { accountEndedNotice, accountInvoiceCall, invoiceOverdueNotice, invoiceSentNotice } from './account.ts';

/** A notice of any subject: the registry decodes the subject and hands it back to the same notice. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each notice's subject type is its own
export type AnyNotice = Notice<any, Stores>;

export const NOTICES = {
  lead: leadNotice,
  call: callNotice,
  'booking-change': bookingChangeNotice,
  'day-digest': dayDigestNotice,
  'day-update': dayUpdateNotice,
  'visit-reminder': visitReminderNotice,
  'text-reply': textReplyNotice,
  'sign-in-code': signInCodeNotice,
  'phone-code': phoneCodeNotice,
  'payment-reminder': paymentReminderNotice,
  'payment-failed': paymentFailedNotice,
  'payment-bounced': paymentBouncedNotice,
  'payment-duplicate': paymentDuplicateNotice,
  'payment-problem': paymentProblemNotice,
  'visit-mark': visitMarkNotice,
  'review-request': reviewRequestNotice,
  refund: stripe.refundCall,
  'visit-fee': stripe.visitFeeCall,
  'subscription-end': stripe.subscriptionEndCall,
  'subscription-pause': stripe.subscriptionPauseCall,
  'subscription-resume': stripe.subscriptionResumeCall,
  'subscription-cancel': stripe.subscriptionCancelCall,
  'subscription-anchor': stripe.subscriptionAnchorCall,
  'charge-refunds': stripe.chargeRefundsCall,
  'invoice-payments': stripe.invoicePaymentsCall,
  'book-link': bookLinkNotice,
  'book-link-asked': bookLinkAskedNotice,
  'lead-booked': leadBookedNotice,
  'owner-text': ownerTextNotice,
  'ava-text': avaTextNotice,
  'text-answer': textAnswerCall,
  'ava-unanswered': avaUnansweredNotice,
  'proposal-sent': proposalSentNotice,
  'proposal-reminder': proposalReminderNotice,
  'proposal-accepted': proposalAcceptedNotice,
  'proposal-message': proposalMessageNotice,
  'account-ended': accountEndedNotice,
  'account-invoice': accountInvoiceCall,
  'invoice-sent': invoiceSentNotice,
  'invoice-overdue': invoiceOverdueNotice,
} satisfies Record<SubjectKind, AnyNotice>;

/** The notice a delivery carries, and its subject as that notice reads it: what every relay composes from. */
export function noticeOf(subject: Subject): { notice: AnyNotice; about: unknown } {
  const notice: AnyNotice = NOTICES[subject.kind];
  return { notice, about: notice.id.decode(subject.id) as unknown };
}
