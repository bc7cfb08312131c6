// The kinds of delivery the customers' notices carry, each with what its id names. They join the
// outbox's list of kinds (platform/outbox/deliveries.ts), which knows none of its own.
export {};

declare module '../../platform/outbox/deliveries.ts' {
  interface SubjectKinds {
    /** A contact request or a booking by call or text: the lead. */
    lead: true;
    /** A change to a booking (booked, moved, cancelled): its history row. */
    'booking-change': true;
    /** A visit's day-before reminder: its visit. */
    'visit-reminder': true;
    /** A code texted to prove a mobile: its row (the code itself is the delivery's secret). */
    'phone-code': true;
    /** A code e-mailed to sign a customer in to their account: its row (the code itself is the delivery's secret). */
    'account-code': true;
    /** A visitor's own link texted after the contact form: their draft. */
    'book-link': true;
    /** A visitor's own link texted at their word on a call: their draft. */
    'book-link-asked': true;
    /** A visitor who left the booking page at the code step, texted their link an hour later: their draft. */
    'book-link-left': true;
    /** A lead booked online after its own delivery went: the lead. */
    'lead-booked': true;
    /** A waiting visitor told the business now serves their zip: their place on the waiting list. */
    'waitlist-open': true;
  }
}
