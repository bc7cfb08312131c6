// The calls to Stripe the outbox carries (money moved, a subscription changed, Stripe asked for
// what an event lacks, the nightly check): subjects with no message to compose, each kept through
// a crash and sent by the Stripe sender (payments/stripe-sender.ts) with its idempotency key.
import type { SubjectKind } from '../../platform/outbox/deliveries.ts';
import { CHARGE_REFUNDS_ID, COLLECTION_ID, VISIT_FEE_ID } from '../payments/stripe-subjects.ts';
import { defineNotice, plainId } from '../../platform/outbox/notice.ts';

const call = (kind: SubjectKind) => defineNotice<string>({ kind, id: plainId });

/** A refund asked of Stripe (its request's row). */
export const refundCall = call('refund');
/** A missed visit's trip fee (its visit, and when its mark was made). */
export const visitFeeCall = defineNotice({ kind: 'visit-fee', id: VISIT_FEE_ID });
/** A membership's end at the close of its paid period (its booking). */
export const subscriptionEndCall = call('subscription-end');
/** A membership's collection paused or back, as it stands when sent (each change its own). */
export const subscriptionPauseCall = defineNotice({ kind: 'subscription-pause', id: COLLECTION_ID });
/** The same, as older stores queued a resume. */
export const subscriptionResumeCall = defineNotice({ kind: 'subscription-resume', id: COLLECTION_ID });
/** A second subscription for one booking, cancelled (its id). */
export const subscriptionCancelCall = call('subscription-cancel');
/** A membership charged at checkout, its cycle moved onto its next visit (its booking). */
export const subscriptionAnchorCall = call('subscription-anchor');
/** A charge's refunds listed, when Stripe counts more given back than is known here. */
export const chargeRefundsCall = defineNotice({ kind: 'charge-refunds', id: CHARGE_REFUNDS_ID });
/** A paid invoice's payment intent asked for (its invoice). */
export const invoicePaymentsCall = call('invoice-payments');
