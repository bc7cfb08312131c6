// An e-mail as the e-mail channel sends it: plain text, to the owner's addresses. Feature rooms
// write the words (a lead's alert, a call record); nothing a visitor or caller typed reaches a
// header other than as one line of text.

export interface OwnerEmail {
  subject: string;
  text: string;
  /** The customer's address, for replies; validated by the lead schema (one address, no line breaks). */
  replyTo?: string;
}

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u001F\u007F\u2028\u2029]+/g;

/** Text for a header: one line, no control characters, of a sane length. */
export const headerLine = (text: string, max = 150) => text.replace(CONTROL, ' ').trim().slice(0, max);
