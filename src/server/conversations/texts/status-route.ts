// POST /api/sms/status: the provider's delivery reports on the texts it took (every outgoing text
// asks for them). Signed as the inbound webhook is (403 otherwise, nothing stored); each counted
// once per message and state, the text keeping its furthest state; a number found not to be a
// mobile gets no more texts until it is proven again.
import type { FastifyInstance } from 'fastify';
import { deliveryError, REPORTED_STATES } from './delivery-words.ts';
import type { ThreadStore } from './thread-store.ts';
import { signedForm, signedRouteOptions, type SignedPosts } from './twilio-signature.ts';

export const SMS_STATUS_PATH = '/api/sms/status';

export interface StatusOptions extends SignedPosts {
  threads: ThreadStore;
}

export async function textStatusRoutes(app: FastifyInstance, { threads, ...signed }: StatusOptions) {
  // Limited per message reported (a text has a handful of reports), never per address: under load
  // every report comes from the provider's few addresses.
  const options = signedRouteOptions(signed, { max: 20, key: (field) => `sms-status:${field('MessageSid')}` });
  app.post(SMS_STATUS_PATH, options, async (request, reply) => {
    const field = signedForm(request, signed)!;
    const sid = field('MessageSid');
    const state = REPORTED_STATES[field('MessageStatus')];
    if (!sid || !state) return reply.code(204).send();
    const code = Number(field('ErrorCode'));
    const error = code > 0 ? deliveryError(code) : null;
    threads.report(sid, state, error);
    return reply.code(204).send();
  });
}
