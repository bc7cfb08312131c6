// Deliveries that failed for good (the webhook, e-mails, texts), with the error each last met,
// and 'Retry', which puts one back in the queue with a fresh retry window. Sign-in codes are
// left out: a code's e-mail that failed is answered by sending a new code.
import type { FastifyInstance } from 'fastify';
import type { FailedDeliveryRow } from '../../../common/owner-inbox.ts';
import type { Channel } from '../../platform/outbox/deliveries.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { ownerRoute } from '../../platform/http/owner-route.ts';

export interface DeliveriesOptions {
  outbox: Outbox;
}

const CHANNEL_WORDS: Record<Channel, string> = {
  webhook: 'Automation webhook',
  email: 'Your e-mail alert',
  'customer-email': 'E-mail to the customer',
  sms: 'Text to the customer',
  'sign-in': 'Sign-in code to the owner',
  stripe: 'Refund or membership end at Stripe',
  assistant: 'Ava on texts',
  call: "Ava's call backs",
};

export async function deliveriesRoutes(app: FastifyInstance, options: DeliveriesOptions) {
  const { outbox } = options;

  /** The failed deliveries the owner can retry (a sign-in code's e-mail is answered by a new code). */
  const retryable = () => outbox.failed().filter((delivery) => delivery.subject.kind !== 'sign-in-code');

  ownerRoute(app, 'GET /owner/api/deliveries', async (_request, reply) => {
    const failed = retryable().map(({ id, channel, subject, attempts, error, since }): FailedDeliveryRow => ({
      id,
      channel: CHANNEL_WORDS[channel],
      about: `${subject.kind.replace(/-/g, ' ')} ${subject.id}`,
      attempts,
      error,
      since,
    }));
    return reply.send({ failed });
  });

  ownerRoute(app, 'POST /owner/api/deliveries/retry-all', async (_request, reply) => {
    const queued = retryable().filter((delivery) => outbox.retry(delivery.id)).length;
    return reply.send({ queued });
  });

  ownerRoute(app, 'POST /owner/api/deliveries/:id/retry', async (request, reply) => {
    if (!outbox.retry(request.params.id)) return reply.code(404).send({ error: 'No failed delivery by that number.' });
    return reply.send({ queued: true });
  });
}
