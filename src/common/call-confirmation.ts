// What the call panel's card shows when the receptionist books in a call: the server's
// book_service result carries it (as metadata.confirmation) and the page reads it. Declared once
// for both sides.

/**
 * `when` is the held date in words ('Wednesday, December 2, then every 4 weeks'); `plan` and
 * `price` are the plan's name and price as the page shows them; `email` is where the
 * confirmation goes.
 */
export const CALL_CONFIRMATION_FIELDS = ['reference', 'plan', 'price', 'name', 'street', 'zip', 'when', 'email'] as const;

export type CallConfirmation = Record<(typeof CALL_CONFIRMATION_FIELDS)[number], string>;

/** The key of the tool result's metadata that holds it. */
export const CALL_CONFIRMATION_KEY = 'confirmation';
