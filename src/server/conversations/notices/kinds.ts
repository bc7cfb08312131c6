// The kinds of delivery the conversations' notices carry, each with what its id names. They join the
// outbox's list of kinds (platform/outbox/deliveries.ts), which knows none of its own.
export {};

declare module '../../platform/outbox/deliveries.ts' {
  interface SubjectKinds {
    /** A call record: the call. */
    call: true;
    /** A customer's text, told to the owner: its row. */
    'text-reply': true;
    /** The owner's reply on a thread: its row. */
    'owner-text': true;
    /** Ava's answer on a thread: its row. */
    'ava-text': true;
    /** A customer's text for Ava to answer (the voice platform's chat): its row. */
    'text-answer': true;
    /** The owner told that Ava could not answer: the customer's text. */
    'ava-unanswered': true;
    /** The owner told that Ava stopped answering a thread past her bound: the thread. */
    'ava-held': true;
    /** The owner told that the budget of texts nobody asked for ran out. */
    'text-budget': true;
    /** A call back asked for on the site: its request's row. */
    'call-back': true;
    /** The owner told that the budget of call backs ran out. */
    'call-budget': true;
  }
}
