// POST /api/sms/inbound: the provider's webhook for a customer's reply. Only requests signed with
// the auth token are taken (403 otherwise, nothing stored). STOP and its synonyms record an
// opt-out, START/UNSTOP/YES an opt-in again, HELP is answered with who we are; anything else
// reaches the owner by e-mail. Answers are TwiML.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { toE164 } from '../../common/mobile-e164.ts';
import { helpText } from './text-messages.ts';
import type { TextStore } from './text-store.ts';
import { validSignature, type FormParams } from './twilio-signature.ts';

export const SMS_INBOUND_PATH = '/api/sms/inbound';

const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const START_WORDS = new Set(['START', 'UNSTOP', 'YES']);

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
    const word = text('Body').trim().toUpperCase();
    if (STOP_WORDS.has(word)) {
      texts.optOut(from, 'reply');
      request.log.info('a customer opted out of texts');
      return twiml(reply);
    }
    if (START_WORDS.has(word)) {
      texts.optIn(from);
      return twiml(reply);
    }
    if (word === 'HELP' || word === 'INFO') return twiml(reply, helpText());
    texts.addReply(from, text('Body'), text('MessageSid') || null);
    return twiml(reply);
  });
}
