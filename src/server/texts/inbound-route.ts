// POST /api/sms/inbound: the provider's webhook for a customer's reply. Only requests signed with
// the auth token are taken (403 otherwise, nothing stored). A stop reply records an opt-out that
// stands until the number itself texts START (opt-words.ts says which replies are which; a Spanish
// stop word is answered in Spanish, as the provider answers only the English ones); HELP (AYUDA,
// in Spanish) is answered with who we are; anything else reaches the owner by e-mail. Each provider message
// counts once, however often it is posted (its MessageSid). Answers are TwiML.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { toE164 } from '../../common/mobile-e164.ts';
import { replyIntent, replyLanguage } from './opt-words.ts';
import { TEXT_CATALOGS } from './text-catalogs.ts';
import type { TextStore } from './text-store.ts';
import { validSignature, type FormParams } from './twilio-signature.ts';

export const SMS_INBOUND_PATH = '/api/sms/inbound';

export interface InboundOptions {
  texts: TextStore;
  /** Signatures are keyed with the account's auth token; without one, every post is refused. */
  authToken: string | undefined;
  /** PUBLIC_BASE_URL: the URL the provider signs is this plus the path, when set. */
  publicBaseUrl: string | undefined;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const twiml = (reply: FastifyReply, message?: string) =>
  reply
    .type('text/xml; charset=utf-8')
    .send(`<?xml version="1.0" encoding="UTF-8"?><Response>${message ? `<Message>${escapeXml(message)}</Message>` : ''}</Response>`);

export async function inboundTextRoutes(app: FastifyInstance, { texts, authToken, publicBaseUrl }: InboundOptions) {
  app.post(SMS_INBOUND_PATH, { config: { rateLimit: { max: 120, timeWindow: 60_000 } } }, async (request, reply) => {
    const params = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as FormParams;
    const url = publicBaseUrl
      ? `${publicBaseUrl.replace(/\/+$/, '')}${request.url}`
      : `${request.protocol}://${request.host}${request.url}`;
    const signature = request.headers['x-twilio-signature'];
    if (!authToken || !validSignature(authToken, url, params, typeof signature === 'string' ? signature : undefined)) {
      request.log.warn('text webhook without a valid signature refused');
      return reply.code(403).type('text/plain; charset=utf-8').send('Forbidden');
    }
    const text = (field: string) => (typeof params[field] === 'string' ? (params[field] as string) : '');
    const from = toE164(text('From'));
    if (!from) return twiml(reply);
    const messageSid = text('MessageSid') || null;
    const intent = replyIntent(text('Body'));
    const language = replyLanguage(text('Body'));
    if (intent === 'stop') {
      texts.optOut(from, 'reply', messageSid);
      request.log.info('a customer opted out of texts');
      return twiml(reply, TEXT_CATALOGS[language].stopped?.());
    }
    if (intent === 'start') {
      texts.optIn(from, messageSid);
      return twiml(reply);
    }
    if (intent === 'help') return twiml(reply, TEXT_CATALOGS[language].help());
    texts.addReply(from, text('Body'), messageSid);
    return twiml(reply);
  });
}
