/**
 * The hidden form field that only bots fill. A name autofill does not recognise, so a
 * person's browser never fills it for them; a filled one is stored as spam, never forwarded.
 */
export const HONEYPOT_FIELD = 'hp_leave_empty';
