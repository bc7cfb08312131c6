// The kinds of delivery money's notices carry, each with what its id names. They join the
// outbox's list of kinds (platform/outbox/deliveries.ts), which knows none of its own.
export {};

declare module '../../platform/outbox/deliveries.ts' {
  interface SubjectKinds {
    /** A booking's payment due: its booking. */
    'payment-reminder': true;
    /** A declined charge: its invoice. */
    'payment-failed': true;
    /** A bank debit that failed: its Checkout session. */
    'payment-bounced': true;
    /** A second payment for one booking: its Checkout session. */
    'payment-duplicate': true;
    /** Stripe refusing to open a booking's payment page: '<booking>|<date>'. */
    'payment-problem': true;
    /** A refund asked of Stripe: its request's row. */
    refund: true;
    /** The fee for a visit missed: its visit. */
    'visit-fee': true;
    /** A membership's end at the close of its paid period: its booking. */
    'subscription-end': true;
    /** A membership's collection paused: '<booking>|<sequence>' (what stands then is sent). */
    'subscription-pause': true;
    /** A membership's collection back: '<booking>|<sequence>'. */
    'subscription-resume': true;
    /** A subscription paid by mistake, cancelled: its id. */
    'subscription-cancel': true;
    /** A membership's charges moved onto its visit days: its booking. */
    'subscription-anchor': true;
    /** A charge's refunds listed: '<charge>|<amount refunded>'. */
    'charge-refunds': true;
    /** A paid invoice's payment intent asked for: its invoice. */
    'invoice-payments': true;
    /** A commercial proposal sent: the proposal. */
    'proposal-sent': true;
    /** A proposal's reminder: the proposal. */
    'proposal-reminder': true;
    /** A proposal's acceptance: the proposal. */
    'proposal-accepted': true;
    /** A message from a proposal's page: the message's row. */
    'proposal-message': true;
    /** An account ended: the account. */
    'account-ended': true;
    /** An account's monthly invoice made at Stripe: its row. */
    'account-invoice': true;
    /** That invoice's link sent to the billing contact: its row. */
    'invoice-sent': true;
    /** An overdue reminder: '<invoice>|<days past due>'. */
    'invoice-overdue': true;
  }
}
