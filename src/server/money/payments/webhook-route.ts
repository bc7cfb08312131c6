// POST /api/stripe/webhook: Stripe's events. The signature is checked on the raw body (a parser of
// this route's own: JSON parsed and written again would no longer match) with the endpoint's
// secret, and an event signed more than 5 minutes ago is a replay: 400, nothing changes. Each event
// is stored once by its id and answered at once; the work follows from the store (`handle`), so a
// crash between the two leaves it to be handled at the next start.
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Clock } from '../../platform/clock/clock.ts';
import type { PaymentStore } from './payment-store.ts';
import { WEBHOOK_TOLERANCE_SECONDS } from './stripe-client.ts';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

export interface StripeWebhookOptions {
  stripe: Stripe;
  secret: string;
  payments: PaymentStore;
  clock: Clock;
  /** Handles the events stored and not yet handled (each in its own transaction). */
  handleStored: () => void;
}

export async function stripeWebhookRoutes(app: FastifyInstance, { stripe, secret, payments, clock, handleStored }: StripeWebhookOptions) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
  app.post(STRIPE_WEBHOOK_PATH, { bodyLimit: 512 * 1024 }, async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    if (!Buffer.isBuffer(request.body) || typeof signature !== 'string')
      return reply.code(400).send({ error: 'A signed Stripe event is expected.' });
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(request.body, signature, secret, WEBHOOK_TOLERANCE_SECONDS, undefined, clock.now());
    } catch {
      request.log.warn('a Stripe event with a bad or stale signature was refused');
      return reply.code(400).send({ error: 'The signature does not match, or the event is too old.' });
    }
    // A signed body that is not an event at all ('null', a number) is refused like any other.
    const { id, type } = (event ?? {}) as Partial<Stripe.Event>;
    if (typeof id !== 'string' || typeof type !== 'string') return reply.code(400).send({ error: 'Not a Stripe event.' });
    const fresh = payments.addEvent(id, type, request.body.toString('utf8'));
    if (fresh) setImmediate(handleStored);
    return reply.send({ received: true, duplicate: !fresh });
  });
}
