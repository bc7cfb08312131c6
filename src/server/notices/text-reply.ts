// A customer's text reply: passed on to the owner by e-mail.
import { textReplyEmail } from '../texts/text-reply-email.ts';
import { defineNotice, plainId } from './notice.ts';

export const textReplyNotice = defineNotice<string>({
  kind: 'text-reply',
  id: plainId,
  ownerEmail: (replyId, { stores }) => {
    const reply = stores.texts.reply(replyId);
    return reply && textReplyEmail(reply);
  },
});
