// A customer's text that is not a keyword: passed on to the owner by e-mail (when the site config
// wants it), with its thread's link and who answers it.
import { threadPath } from '../../../common/text-threads.ts';
import { textReplyEmail } from '../texts/text-reply-email.ts';
import { defineNotice, plainId } from '../../platform/outbox/notice.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { ThreadReads } from '../texts/thread-reads.ts';
import type { ThreadStore } from '../texts/thread-store.ts';

/** The records this notice reads. */
type Reads = { threads: ThreadStore; threadReads: ThreadReads; outbox: Outbox };

export const textReplyNotice = defineNotice<string, Reads>({
  kind: 'text-reply',
  id: plainId,
  ownerEmail: (id, { stores: { threads, threadReads, outbox }, siteLink }) => {
    const text = threads.text(Number(id));
    if (!text) return undefined;
    return textReplyEmail({
      from: text.phone,
      body: text.body,
      name: threadReads.thread(text.phone)?.customer?.name ?? null,
      avaAnswers: outbox.has('assistant', { kind: 'text-answer', id }),
      threadUrl: siteLink(threadPath(text.phone)),
    });
  },
});
