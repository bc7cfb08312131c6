// Texts written on a thread in the inbox: the owner's reply and Ava's answer (each its row on the
// thread, sent by the outbox like every text, the texting rule asked again when it goes). A
// customer's text asked of Ava is a call to the voice platform (text-flow/ava-sender.ts), and if
// she cannot answer it the owner is told by e-mail, with the thread's link.
import { displayPhone } from '../../../common/phone-display.ts';
import { threadPath } from '../../../common/text-threads.ts';
import { headerLine } from '../../platform/outbox/email-message.ts';
import type { SmsMessage } from '../../platform/outbox/sms-sender.ts';
import { defineNotice, plainId } from '../../platform/outbox/notice.ts';
import { AVA_HELD_ID } from '../texts/text-subjects.ts';
import { boundWords, type BoundPassed } from '../text-flow/ava-bound.ts';
import type { TextRules } from '../../../common/site-config.schema.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { TextStore } from '../texts/text-store.ts';
import type { ThreadReads } from '../texts/thread-reads.ts';
import type { ThreadStore } from '../texts/thread-store.ts';

/** The records this notice reads. */
type Reads = { threads: ThreadStore; threadReads: ThreadReads; texts: TextStore; outbox: Outbox; textRules: TextRules };

/** How long after a customer's text Ava's answer still goes at once, whatever the hour. */
export const ANSWER_AT_ONCE_MS = 60 * 60 * 1000;

/** A text written on a thread, if its number may still be answered. */
function written({ threads, texts }: Pick<Reads, 'threads' | 'texts'>, id: string): SmsMessage | undefined {
  const text = threads.text(Number(id));
  if (!text) return undefined;
  const may = texts.mayAnswer(text.phone);
  return may.ok ? { to: text.phone, body: text.body } : { skip: may.why };
}

/** The owner's reply: it keeps the quiet hours (the owner was offered the morning). */
export const ownerTextNotice = defineNotice<string, Reads>({
  kind: 'owner-text',
  id: plainId,
  sms: (id, _secret, { stores }) => written(stores, id),
});

/** Ava's answer: at once when it answers a text just received, else in the morning. */
export const avaTextNotice = defineNotice<string, Reads>({
  kind: 'ava-text',
  id: plainId,
  urgent: (id, { stores: { threads, outbox } }) => {
    const answered = threads.text(Number(id))?.answers;
    const asked = answered === null || answered === undefined ? undefined : threads.text(answered);
    return asked !== undefined && outbox.clock.now() - asked.at < ANSWER_AT_ONCE_MS;
  },
  sms: (id, _secret, { stores }) => written(stores, id),
});

/** A customer's text asked of Ava (sent by the assistant channel's sender, not composed here). */
export const textAnswerCall = defineNotice<string, Reads>({ kind: 'text-answer', id: plainId });

/** Ava could not answer a customer's text (the platform down or refusing): the owner is told, once. */
export const avaUnansweredNotice = defineNotice<string, Reads>({
  kind: 'ava-unanswered',
  id: plainId,
  ownerEmail: (id, { stores: { threads, threadReads }, siteLink }) => {
    const text = threads.text(Number(id));
    if (!text) return undefined;
    // Answered meanwhile (Ava on a retry, or the owner): nothing to tell.
    const thread = threadReads.thread(text.phone);
    if (threads.answerTo(text.id).length > 0 || thread?.awaiting === false) return 'superseded';
    const name = thread?.customer?.name;
    const who = name ? `${name} (${displayPhone(text.phone)})` : displayPhone(text.phone);
    return {
      subject: headerLine(`Ava could not answer a text from ${who}`),
      text: [
        `${who} texted:`,
        '',
        text.body,
        '',
        'Ava could not answer it just now (the voice platform did not answer); she tries again for a while.',
        `Answer it yourself from the thread: ${siteLink(threadPath(text.phone))}`,
      ].join('\n'),
    };
  },
});

/** Ava stopped answering a thread past her bound: the owner is told once, with the thread's link. */
export const avaHeldNotice = defineNotice<{ textId: string; passed: string }, Reads>({
  kind: 'ava-held',
  id: AVA_HELD_ID,
  ownerEmail: ({ textId, passed }, { stores: { threads, threadReads, textRules }, siteLink }) => {
    const text = threads.text(Number(textId));
    if (!text) return undefined;
    const name = threadReads.thread(text.phone)?.customer?.name;
    const who = name ? `${name} (${displayPhone(text.phone)})` : displayPhone(text.phone);
    return {
      subject: headerLine(`Ava stopped answering ${who}`),
      text: [
        `Ava stopped answering texts from ${who}: ${boundWords(passed as BoundPassed, textRules.ava.bound)}.`,
        '',
        'Their latest text:',
        '',
        text.body,
        '',
        'The thread waits for you; nothing more goes to that number unless you write.',
        `If it is a person, answer them or hand the thread back to Ava: ${siteLink(threadPath(text.phone))}`,
      ].join('\n'),
    };
  },
});
