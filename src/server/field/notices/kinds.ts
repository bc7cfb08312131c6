// The kinds of delivery the field's notices carry, each with what its id names. They join the
// outbox's list of kinds (platform/outbox/deliveries.ts), which knows none of its own.
export {};

declare module '../../platform/outbox/deliveries.ts' {
  interface SubjectKinds {
    /** The owner's list for a service day: its date. */
    'day-digest': true;
    /** A change to tomorrow's route after its list went: the date. */
    'day-update': true;
    /** A mark at the curb told to the customer: '<visit>|<mark>'. */
    'visit-mark': true;
    /** A review request after a clean: its visit. */
    'review-request': true;
    /** An unhappy rating (one to three stars) told to the owner: its visit. */
    'unhappy-rating': true;
  }
}
