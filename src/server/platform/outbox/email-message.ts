// An e-mail as the e-mail channels send it: plain text (and, to a customer, HTML drawn from it), to the owner's addresses or to one
// customer about their own booking (with its calendar invitation). Feature rooms write the words
// (a lead's alert, a call record, a booking's confirmation); nothing a visitor or caller typed
// reaches a header other than as one line of text, and the recipients are never taken from text.
import { oneLine } from '../../../common/control-characters.ts';

export interface OwnerEmail {
  subject: string;
  text: string;
  /** The customer's address, for replies; validated by the lead schema (one address, no line breaks). */
  replyTo?: string;
}

/** A calendar invitation (iCalendar text) and its iTIP method. */
export interface Invite {
  method: 'REQUEST' | 'CANCEL';
  content: string;
}

/** An e-mail ready to go: its recipients (the owner's, or the one customer's stored address). */
export interface EmailMessage extends OwnerEmail {
  to: string[];
  invite?: Invite;
  /** Photos attached (JPEG): the crew's photo of a clean. */
  photos?: { filename: string; content: Buffer }[];
  /** The customer's language (the HTML part's lang). */
  language?: string;
  /** The HTML part beside the text (a customer's e-mail, drawn from its text in the brand). */
  html?: string;
}

/** Text for a header: one line, no control characters, of a sane length. */
export const headerLine = (text: string, max = 150) => oneLine(text).trim().slice(0, max);
