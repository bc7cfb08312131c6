// The owner's e-mail about a customer's text reply that is not a keyword: who (by name when the
// number is known), their number, and what they wrote.
import { formatPhone } from '../../common/phone.ts';
import { headerLine, type OwnerEmail } from '../outbox/email-message.ts';
import type { TextReply } from './text-store.ts';

export function textReplyEmail(reply: TextReply): OwnerEmail {
  const who = reply.name ? `${reply.name} (${formatPhone(reply.from)})` : formatPhone(reply.from);
  return {
    subject: headerLine(`Text from ${who}`),
    text: [`${who} replied by text:`, '', reply.body, '', 'Answer them by text or call from your phone.'].join('\n'),
  };
}
