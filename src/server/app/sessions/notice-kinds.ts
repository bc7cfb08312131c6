// The kind of delivery the owner's sign-in carries: a code by e-mail, on a relay of its own so a
// code never waits behind customers' mail. It joins the outbox's list of kinds
// (platform/outbox/deliveries.ts), which knows none of its own.
export {};

declare module '../../platform/outbox/deliveries.ts' {
  interface SubjectKinds {
    /** An owner's sign-in code: its row (the code itself is the delivery's secret). */
    'sign-in-code': true;
  }
}
