// What the call panel's card shows when the receptionist books in a call: the server's
// book_service result carries it (as metadata.confirmation) and the page reads it. Declared once
// for both sides.

export const CALL_CONFIRMATION_FIELDS = ['reference', 'serviceType', 'name', 'street', 'zip', 'day', 'mobile'] as const;

export type CallConfirmation = Record<(typeof CALL_CONFIRMATION_FIELDS)[number], string>;

/** The key of the tool result's metadata that holds it. */
export const CALL_CONFIRMATION_KEY = 'confirmation';
