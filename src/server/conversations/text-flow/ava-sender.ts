// The outbox's sender for a customer's text asked of Ava: the voice platform's chat, continuing
// the thread's last one, with the proof of the number (her tools then treat it as a phone call's:
// no code to ask for). Her answer is written on the thread as texts within two segments, each sent
// by the outbox like every text, in one transaction with the chat it continues. Asked again (a
// crash after the answer came, a retry), a text already answered is not asked twice and its
// answer never goes twice. The first failure tells the owner (once); the ask is tried again for an
// hour, then left to the owner.
import type { Language } from '../../../common/languages.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { subjectGone, type Deliver } from '../../platform/outbox/relay.ts';
import type { ThreadStore } from '../texts/thread-store.ts';
import { textProof } from '../../platform/voice/text-proof.ts';
import { askOutcome, type AskAva } from './chat-client.ts';
import { textParts } from './text-parts.ts';

export interface AvaDeps {
  threads: ThreadStore;
  outbox: Outbox;
  /** Whether Ava answers the thread now (not while the owner does, never after STOP). */
  answers: (phone: string) => boolean;
  /** The customer's language when the number is known (she answers in the language written to her). */
  languageOf: (phone: string) => Language | null;
  /** The key her proofs of a number are signed with. */
  proofKey: Buffer;
  /** Whether the owner's e-mail is on: who is told when she cannot answer. */
  ownerEmail: boolean;
}

export function avaSender(ask: AskAva, { threads, outbox, answers, languageOf, proofKey, ownerEmail }: AvaDeps): Deliver {
  return async (delivery, signal) => {
    const asked = threads.text(Number(delivery.subject.id));
    if (!asked) return subjectGone(delivery.subject);
    // Answered already (the answer written before a crash), or the thread is the owner's now.
    if (threads.answerTo(asked.id).length > 0 || !answers(asked.phone)) return { ok: true, status: null };
    const language = languageOf(asked.phone);
    const variables = {
      channel: 'text',
      ...(language ? { language } : {}),
      ...textProof(proofKey, asked.phone, outbox.clock.now()),
    };
    try {
      const answer = await ask({ input: asked.body, previousChatId: threads.chatOf(asked.phone), variables }, signal);
      threads.answered(asked, answer.id, textParts(answer.said), (part) =>
        outbox.enqueue('sms', { kind: 'ava-text', id: String(part.id) }, { at: part.sendAt ?? outbox.clock.now() }),
      );
      outbox.announceQueued();
      return { ok: true, status: 200 };
    } catch (error) {
      if (ownerEmail && outbox.enqueue('email', { kind: 'ava-unanswered', id: String(asked.id) })) outbox.announceQueued();
      return askOutcome(error);
    }
  };
}
