// Where a booking's payment stands, declared once for the server (and its SQL CHECK), the owner's
// inbox and the customer's page: due (no card yet), processing (a bank debit under way), card on
// file (a membership whose first charge is to come), paid, failed (a membership's charge declined:
// its next visit waits), refunded.
export const PAYMENT_STATES = ['due', 'processing', 'card-on-file', 'paid', 'failed', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
