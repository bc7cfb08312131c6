import { afterEach } from 'vitest';

/** Registers an afterEach that runs what the test queued, last first; returns the queue. Call at a file's top level. */
export function cleanupsAfterEach() {
  const queue: (() => Promise<unknown> | unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of queue.splice(0).reverse()) await cleanup();
  });
  return queue;
}
