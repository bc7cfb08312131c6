// POST /api/sms/inbound: the provider's webhook for a customer's text. Only requests signed with
// the auth token are taken (403 otherwise, nothing stored). Every text goes on its number's
// thread, once per provider message (its MessageSid), however often it is posted. A stop word
// records an opt-out that stands until the number itself texts START (opt-words.ts says which
// texts are which; a Spanish stop word is answered in Spanish, as the provider answers only the
// English ones); HELP (AYUDA, in Spanish) is answered with who we are; those answers go on the
// thread too. Anything else is taken by `receive` (kept on its thread with what follows it: the
// owner's e-mail, Ava's answer). Answers are TwiML.
import type { SettingsSource } from '../../platform/settings/business-settings.ts';
import { wordsOf } from '../../../common/business-words.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { toE164 } from '../../../common/mobile-e164.ts';
import { segmentsOf } from '../../../common/sms-segments.ts';
import { replyIntent, replyLanguage } from './opt-words.ts';
import { TEXT_CATALOGS } from './text-catalogs.ts';
import type { TextStore } from './text-store.ts';
import { KEYWORD_ANSWER, type ThreadStore } from './thread-store.ts';
import { signedForm, signedRouteOptions, type SignedPosts } from './twilio-signature.ts';

export const SMS_INBOUND_PATH = '/api/sms/inbound';

export interface InboundOptions extends SignedPosts {
  texts: TextStore;
  threads: ThreadStore;
  /** A customer's text that is not a keyword: kept on its thread, with what follows it. */
  receive: (phone: string, body: string, messageSid: string | null) => void;
  /** The business's settings in force: who a help or stop answer says it is. */
  settings: SettingsSource;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const twiml = (reply: FastifyReply, message?: string) =>
  reply
    .type('text/xml; charset=utf-8')
    .send(`<?xml version="1.0" encoding="UTF-8"?><Response>${message ? `<Message>${escapeXml(message)}</Message>` : ''}</Response>`);

export async function inboundTextRoutes(app: FastifyInstance, { texts, threads, receive, settings, ...signed }: InboundOptions) {
  /** Our answer in the webhook's reply: the provider sends it, and it goes on the thread as sent. */
  const answer = (reply: FastifyReply, to: string, words: string | undefined) => {
    if (words)
      threads.sent(null, { to, body: words, kind: KEYWORD_ANSWER }, { sid: null, state: 'sent', segments: segmentsOf(words).segments });
    return twiml(reply, words);
  };

  // Limited per number texting (a person never sends 20 texts a minute), never per address: every
  // text comes from the provider's few addresses. A stop, start or help word is never refused.
  const options = signedRouteOptions(signed, {
    max: 20,
    key: (field) => `sms-from:${toE164(field('From')) ?? ''}`,
    exempt: (field) => replyIntent(field('Body')) !== undefined,
  });
  app.post(SMS_INBOUND_PATH, options, async (request, reply) => {
    const field = signedForm(request, signed)!;
    const from = toE164(field('From'));
    if (!from) return twiml(reply);
    const messageSid = field('MessageSid') || null;
    const body = field('Body');
    const intent = replyIntent(body);
    const language = replyLanguage(body);
    if (intent === undefined) {
      receive(from, body, messageSid);
      return twiml(reply);
    }
    // A keyword posted again (the provider retrying) is answered again but counted once.
    const first = threads.received(from, body, messageSid, undefined, { keyword: true }) !== undefined;
    const business = wordsOf(settings.current());
    if (intent === 'stop') {
      texts.optOut(from, 'reply', messageSid);
      request.log.info('a customer opted out of texts');
      const stopped = TEXT_CATALOGS[language].stopped?.(business);
      return first ? answer(reply, from, stopped) : twiml(reply, stopped);
    }
    if (intent === 'start') {
      texts.optIn(from, messageSid);
      return twiml(reply);
    }
    const help = TEXT_CATALOGS[language].help(business);
    return first ? answer(reply, from, help) : twiml(reply, help);
  });
}
