// The relays for texts: the provider's (every text, each asking for its delivery reports and
// written on its number's thread as the provider takes it) and Ava's (a customer's text asked of
// her through the voice platform's chat). A code's text goes on the thread with its code hidden.
import type { TextState } from '../../../common/text-threads.ts';
import { smsSettings, textAssistantSettings, type Env } from '../../env.ts';
import { channelsFrom } from './channels.ts';
import { urgentNow, type NoticeContext } from '../../platform/outbox/notice.ts';
import { noticeOf } from './notice-registry.ts';
import type { DueDelivery, Subject } from '../../platform/outbox/deliveries.ts';
import { OutboxRelay, type RelayOptions } from '../../platform/outbox/relay.ts';
import { smsSender, type ProviderMessage, type SmsHooks } from '../../platform/outbox/sms-sender.ts';
import { avaSender } from '../../conversations/text-flow/ava-sender.ts';
import { chatClient } from '../../conversations/text-flow/chat-client.ts';
import { quietWait } from '../../conversations/texts/quiet-hours.ts';
import { SMS_STATUS_PATH } from '../../conversations/texts/status-route.ts';
import { textProofKey } from '../../platform/voice/text-proof.ts';
import type { Stores } from './store-set.ts';

/** The texts written on a thread (the owner's, Ava's): their subject is the thread's text. */
const WRITTEN_KINDS = new Set<string>(['owner-text', 'ava-text']);
const writtenId = (subject: Subject) => (WRITTEN_KINDS.has(subject.kind) ? Number(subject.id) : null);

/** Ava's ask is tried for an hour at most: after that the owner answers, and has been told. */
const AVA_WINDOW_MS = 60 * 60 * 1000;

/** The provider's first word on a text it took ('accepted' through a messaging service). */
const takenState = (status: string | null): TextState =>
  status === 'sending' || status === 'sent' || status === 'delivered' ? status : 'queued';

const hidden = (body: string, secret: string | null) => (secret ? body.replaceAll(secret, '•••') : body);

export interface TextRelaySet {
  env: Env;
  stores: Stores;
  ctx: NoticeContext<Stores>;
  /** Where this server is reached (the provider posts its reports there). */
  siteBase: string;
  options: Partial<RelayOptions>;
}

export function textRelays({ env, stores, ctx, siteBase, options }: TextRelaySet): OutboxRelay[] {
  const sms = smsSettings(env);
  if (!sms) return [];
  const { outbox, bookings, texts, threads, threadReads, textFlow } = stores;
  const hooks: SmsHooks = {
    // A code asked for a moment ago, or Ava's answer to a text just received, goes now; the rest keep the quiet hours.
    wait: ({ subject }: DueDelivery) => {
      const { notice, about } = noticeOf(subject);
      return urgentNow(notice, about, ctx) ? 0 : quietWait(bookings.dates.calendar, stores.textRules, outbox.clock.now());
    },
    sent: ({ subject, secret }, message, taken: ProviderMessage) => {
      texts.markSent(message.to);
      const state = takenState(taken.status);
      threads.sent(
        writtenId(subject),
        { to: message.to, body: hidden(message.body, secret), kind: subject.kind },
        { sid: taken.sid, state, segments: taken.segments },
      );
    },
    notSent: ({ subject }, why) => {
      const id = writtenId(subject);
      if (id !== null) threads.notSent(id, why);
    },
    unsubscribed: (to: string) => texts.optOut(to, 'provider'),
  };
  const textOf = ({ subject, secret }: DueDelivery) => {
    const { notice, about } = noticeOf(subject);
    return notice.sms?.(about, secret, ctx);
  };
  const settings = { ...sms, statusCallback: `${siteBase}${SMS_STATUS_PATH}`, timeoutMs: options.timeoutMs };
  const relays = [new OutboxRelay(outbox, 'sms', smsSender(settings, textOf, hooks), options)];
  const assistant = textAssistantSettings(env);
  if (assistant && env.VAPI_PRIVATE_KEY) {
    const ask = chatClient(assistant, options.timeoutMs ?? 10_000);
    const sender = avaSender(ask, {
      threads,
      outbox,
      answers: textFlow.avaAnswers,
      languageOf: (phone) => threadReads.thread(phone)?.customer?.language ?? null,
      proofKey: textProofKey(env.VAPI_PRIVATE_KEY),
      ownerEmail: channelsFrom(env).ownerEmail,
    });
    const retryWindowMs = Math.min(options.retryWindowMs ?? AVA_WINDOW_MS, AVA_WINDOW_MS);
    relays.push(new OutboxRelay(outbox, 'assistant', sender, { ...options, retryWindowMs }));
  }
  return relays;
}
