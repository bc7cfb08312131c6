// A text a customer sends the business's number, as the provider posts it to the server: form
// fields signed with the account's auth token over the address the provider was given
// (PUBLIC_BASE_URL's inbound route), or with the signature a test gives to try a forged one.
import type { FastifyInstance } from 'fastify';
import { twilioSignature } from '../../src/server/conversations/texts/twilio-signature.ts';
import { FAKE_AUTH_TOKEN } from '../fakes/fake-twilio.ts';

export const inboundText = (
  app: FastifyInstance,
  params: Record<string, string>,
  { base = 'https://canfreshatl.com', signature = twilioSignature(FAKE_AUTH_TOKEN, `${base}/api/sms/inbound`, params) } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/sms/inbound',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    payload: new URLSearchParams(params).toString(),
  });

/**
 * A customer texting the business's number: each text with its own MessageSid, as the provider
 * gives every message, signed over `base` (the server's PUBLIC_BASE_URL).
 */
export function customerTexts(app: FastifyInstance, base: string) {
  let sid = 0;
  return (from: string, body: string) =>
    inboundText(app, { From: from, To: '+14045550100', Body: body, MessageSid: `SM${String(++sid).padStart(32, '0')}` }, { base });
}

/**
 * The same texts posted over the listening server's socket, as the provider posts them (one
 * address for every number): the form signed over `base`, sent to `origin`.
 */
export function textsOverSocket(origin: string, base: string) {
  let sid = 0;
  return async (from: string, body: string, signature?: string) => {
    const params = { From: from, To: '+14045550100', Body: body, MessageSid: `SM${String(++sid).padStart(32, '9')}` };
    const res = await fetch(`${origin}/api/sms/inbound`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signature ?? twilioSignature(FAKE_AUTH_TOKEN, `${base}/api/sms/inbound`, params),
      },
      body: new URLSearchParams(params).toString(),
    });
    await res.text();
    return res.status;
  };
}
