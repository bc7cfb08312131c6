// Every kind of notice the outbox carries, by its subject's kind: the relays look each delivery's
// composer up here (a kind an area declares in its notices/kinds.ts with no entry here fails the
// typecheck, and so does an entry no area declares).
import { waitlistOpenNotice } from '../../customers/notices/waitlist-open.ts';
import type { Subject, SubjectKind } from '../../platform/outbox/deliveries.ts';
import { bookingChangeNotice } from '../../customers/notices/booking-change.ts';
import { callNotice } from '../../conversations/notices/call.ts';
import { callBackCall } from '../../conversations/notices/call-back.ts';
import { dayDigestNotice } from '../../field/notices/day-digest.ts';
import { dayUpdateNotice } from '../../field/notices/day-update.ts';
import { leadNotice } from '../../customers/notices/lead.ts';
import { bookLinkAskedNotice, bookLinkLeftNotice, bookLinkNotice } from '../../customers/notices/book-link.ts';
import { leadBookedNotice } from '../../customers/notices/lead-booked.ts';
import { accountCodeNotice } from '../../customers/notices/account-code.ts';
import type { Notice } from '../../platform/outbox/notice.ts';
import type { Stores } from './store-set.ts';
import { paymentBouncedNotice } from '../../money/notices/payment-bounced.ts';
import { paymentDuplicateNotice } from '../../money/notices/payment-duplicate.ts';
import { paymentFailedNotice } from '../../money/notices/payment-failed.ts';
import { paymentProblemNotice } from '../../money/notices/payment-problem.ts';
import { paymentReminderNotice } from '../../money/notices/payment-reminder.ts';
import { phoneCodeNotice } from '../../customers/notices/phone-code.ts';
import { reviewRequestNotice } from '../../field/notices/review-request.ts';
import { unhappyRatingNotice } from '../../field/notices/unhappy-rating.ts';
import { signInCodeNotice } from '../sessions/sign-in-code-notice.ts';
import * as stripe from '../../money/notices/stripe-calls.ts';
import { textReplyNotice } from '../../conversations/notices/text-reply.ts';
import { textBudgetNotice } from '../../conversations/notices/text-budget.ts';
import { callBudgetNotice } from '../../conversations/notices/call-budget.ts';
import {
  avaHeldNotice,
  avaTextNotice,
  avaUnansweredNotice,
  ownerTextNotice,
  textAnswerCall,
} from '../../conversations/notices/thread-texts.ts';
import { visitMarkNotice } from '../../field/notices/visit-mark.ts';
import { visitReminderNotice } from '../../customers/notices/visit-reminder.ts';
import { proposalAcceptedNotice, proposalMessageNotice, proposalReminderNotice, proposalSentNotice } from '../../money/notices/proposal.ts';
import { accountEndedNotice, accountInvoiceCall, invoiceOverdueNotice, invoiceSentNotice } from '../../money/notices/account.ts';

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
  'unhappy-rating': unhappyRatingNotice,
  refund: stripe.refundCall,
  'visit-fee': stripe.visitFeeCall,
  'subscription-end': stripe.subscriptionEndCall,
  'subscription-pause': stripe.subscriptionPauseCall,
  'subscription-resume': stripe.subscriptionResumeCall,
  'subscription-cancel': stripe.subscriptionCancelCall,
  'subscription-anchor': stripe.subscriptionAnchorCall,
  'charge-refunds': stripe.chargeRefundsCall,
  'invoice-payments': stripe.invoicePaymentsCall,
  'account-code': accountCodeNotice,
  'book-link': bookLinkNotice,
  'book-link-asked': bookLinkAskedNotice,
  'book-link-left': bookLinkLeftNotice,
  'lead-booked': leadBookedNotice,
  'waitlist-open': waitlistOpenNotice,
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
  'ava-held': avaHeldNotice,
  'text-budget': textBudgetNotice,
  'call-back': callBackCall,
  'call-budget': callBudgetNotice,
} satisfies Record<SubjectKind, AnyNotice>;

/** Every kind of delivery, as the areas declared them. */
export const SUBJECT_KINDS = Object.keys(NOTICES) as SubjectKind[];

/** The notice a delivery carries, and its subject as that notice reads it: what every relay composes from. */
export function noticeOf(subject: Subject): { notice: AnyNotice; about: unknown } {
  const notice: AnyNotice = NOTICES[subject.kind];
  return { notice, about: notice.id.decode(subject.id) as unknown };
}
