// Waits for the condition a negative check needs: the app's outbox has nothing left to do now
// (every relay idle, no delivery due). 'Nothing more was sent' is then a fact, not a guess
// about how long sending takes.
import { expect } from 'vitest';
import type { Outbox } from '../../src/server/platform/outbox/outbox.ts';
import type { OutboxRelay } from '../../src/server/platform/outbox/relay.ts';

/** An app (its relays and outbox are decorations), or a relay under test with its outbox. */
export async function outboxSettled(app: { relays: OutboxRelay[]; outbox: Outbox }, timeout = 10_000) {
  await expect
    .poll(() => app.relays.every((relay) => relay.idle && app.outbox.due(relay.channel, 1).length === 0), {
      timeout,
      message: 'the outbox to settle: every relay idle and no delivery due',
    })
    .toBe(true);
}
