// The owner's e-mail about a customer's text that is not a keyword: who (by name when the number
// is known), their number, what they wrote, and the link to its thread in the inbox.
import { displayPhone } from '../../../common/phone-display.ts';
import { headerLine, type OwnerEmail } from '../../platform/outbox/email-message.ts';

export interface TextForOwner {
  from: string;
  body: string;
  /** The customer's name, when the number is known. */
  name: string | null;
  /** Who answers it: Ava (when she will), or the owner. */
  avaAnswers: boolean;
  /** The thread in the inbox. */
  threadUrl: string;
}

export function textReplyEmail(text: TextForOwner): OwnerEmail {
  const who = text.name ? `${text.name} (${displayPhone(text.from)})` : displayPhone(text.from);
  const next = text.avaAnswers ? 'Ava answers it by text; you can take over from the thread:' : 'Answer it from the thread:';
  return {
    subject: headerLine(`Text from ${who}`),
    text: [`${who} texted:`, '', text.body, '', next, text.threadUrl].join('\n'),
  };
}
