// The outbox's relays, one per destination: started once the app is ready, woken whenever a
// store commits something queued, and stopped (finishing what is under way) when it closes.
import fp from 'fastify-plugin';
import type { Env } from '../../env.ts';
import type { OutboxRelay, RelayOptions } from '../../platform/outbox/relay.ts';
import { outboxRelays } from '../wiring/relays.ts';

declare module 'fastify' {
  interface FastifyInstance {
    relays: OutboxRelay[];
  }
}

export const relaysPlugin = fp<{ env: Env; relay: Partial<RelayOptions> | undefined }>(async (app, { env, relay }) => {
  const relays = outboxRelays(env, app.stores, { logger: app.log, baseDelayMs: env.OUTBOX_FIRST_RETRY_MS, ...relay });
  app.decorate('relays', relays);
  // A freshly stored lead or call wakes the relays at once; they also poll, for re-queues from the CLI.
  app.outbox.onQueued(() => relays.forEach((r) => r.nudge()));
  app.addHook('onReady', async () => relays.forEach((r) => r.start()));
  app.addHook('onClose', async () => {
    await Promise.all(relays.map((r) => r.stop()));
  });
});
