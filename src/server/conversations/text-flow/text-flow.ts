// What a customer's text sets going, and the owner's reply: the one place texts meet the outbox
// beyond the notices. A text is kept on its thread with, in the same transaction, the owner's
// e-mail (when the site config wants it) and, when Ava answers the thread, the ask to her. The
// owner's reply keeps the texting rule (a number that said STOP, a landline, no consent: refused in
// words) and the quiet hours (refused with the morning offered; with `later`, queued for it), and
// Ava steps back from the thread for the hours the site config names.
import type { TextRules } from '../../../common/site-config.schema.ts';
import { AVA_OFF_FOR_GOOD } from '../../../common/text-threads.ts';
import type { BusinessCalendar } from '../../platform/clock/business-calendar.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { quietWait } from '../texts/quiet-hours.ts';
import type { TextStore } from '../texts/text-store.ts';
import type { StoredText, ThreadStore } from '../texts/thread-store.ts';
import { AVA_HELD_ID } from '../texts/text-subjects.ts';
import { boundPassed } from './ava-bound.ts';

export interface TextFlowDeps {
  outbox: Outbox;
  threads: ThreadStore;
  texts: TextStore;
  calendar: BusinessCalendar;
  rules: TextRules;
  /** The ways out that are on: the owner's e-mail, and Ava on texts. */
  ownerEmail: boolean;
  ava: boolean;
  /** Whether the business is open: before, a text is kept on its thread for the owner and nothing answers it. */
  opened: () => boolean;
}

export type ReplyResult =
  | { ok: true; text: StoredText }
  | { ok: false; why: string }
  /** The quiet hours: it can go in the morning, at `sendsAt` (words), if the owner says so. */
  | { ok: false; why: string; sendsAt: string };

export type TextFlow = ReturnType<typeof textFlow>;

const DAY_MS = 24 * 3_600_000;

export function textFlow({ outbox, threads, texts, calendar, rules, ownerEmail, ava, opened }: TextFlowDeps) {
  const { clock } = outbox;
  /** Ava answers texts here: her key is set and the business's settings have her on (read at each text). */
  const avaOn = () => ava && rules.ava.on;
  /** Ava answers a thread unless the owner is answering it now (or the number said STOP). */
  const avaAnswers = (phone: string) => avaOn() && !texts.stopped(phone) && (threads.ownerUntil(phone) ?? 0) <= clock.now();

  function follow(text: StoredText) {
    if (!opened()) return;
    const subject = { id: String(text.id) };
    if (ownerEmail && rules.emailReplies) outbox.enqueue('email', { kind: 'text-reply', ...subject });
    if (!avaAnswers(text.phone)) return;
    const now = clock.now();
    const passed = boundPassed(threads.recent(text.phone, now - DAY_MS), rules.ava.bound, now);
    if (passed === undefined) {
      outbox.enqueue('assistant', { kind: 'text-answer', ...subject });
      return;
    }
    // Past her bound Ava stops on this thread until the owner hands it back, and the owner is told once.
    threads.setOwnerUntil(text.phone, AVA_OFF_FOR_GOOD);
    if (ownerEmail) outbox.enqueue('email', { kind: 'ava-held', id: AVA_HELD_ID.encode({ textId: String(text.id), passed }) });
  }

  return {
    avaOn,
    avaAnswers,
    /** A customer's text that is not a keyword: kept on its thread, with what follows it. */
    receive(phone: string, body: string, messageSid: string | null) {
      if (threads.received(phone, body, messageSid, follow)) outbox.announceQueued();
    },
    /** The owner's reply from a thread (`later`: in the quiet hours, queued for the morning). */
    reply(phone: string, body: string, by: string, later: boolean): ReplyResult {
      const may = texts.mayAnswer(phone);
      if (!may.ok) return may;
      const now = clock.now();
      const wait = quietWait(calendar, rules, now);
      const sendsAt = calendar.timeWords(now + wait);
      if (wait > 0 && !later) return { ok: false, why: `It is the quiet hours: no texts before ${sendsAt}. Send it then?`, sendsAt };
      const text = threads.reply(
        phone,
        body,
        { sentBy: by, sendAt: now + wait, ownerUntil: now + rules.ava.ownerHoldHours * 3_600_000 },
        (written) => outbox.enqueue('sms', { kind: 'owner-text', id: String(written.id) }, { at: written.sendAt ?? now }),
      );
      outbox.announceQueued();
      return { ok: true, text };
    },
    /** Ava answers the thread again (the owner hands it back). */
    handBack(phone: string) {
      threads.setOwnerUntil(phone, null);
    },
    /** The owner answers the thread from now on, until they hand it back. */
    takeOver(phone: string) {
      threads.setOwnerUntil(phone, AVA_OFF_FOR_GOOD);
    },
  };
}
