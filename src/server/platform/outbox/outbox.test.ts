import { describe, expect, it } from 'vitest';
import { cleanupsAfterEach } from '../../../../tests/support/cleanups.ts';
import { SettableClock } from '../clock/clock.ts';
import { openTempDatabase } from '../../app/schema/temp-database.ts';
import { Outbox } from './outbox.ts';

const cleanups = cleanupsAfterEach();

function setup() {
  const temp = openTempDatabase();
  cleanups.push(temp.close);
  const clock = new SettableClock('2026-11-22T15:00:00Z');
  const outbox = new Outbox(temp.db, clock);
  const row = (id: number) =>
    temp.db
      .prepare<[number], Record<string, unknown>>(
        'SELECT state, window_started_at, next_attempt_at, last_error FROM deliveries WHERE id = ?',
      )
      .get(id);
  return { outbox, clock, row };
}

/** Queues a delivery for each subject and fails it for good. */
function failed(outbox: Outbox, ids: string[]) {
  for (const id of ids) outbox.enqueue('webhook', { kind: 'lead', id });
  const due = outbox.due('webhook', 10);
  for (const d of due) outbox.markFailed(d.id, 5, 'webhook answered 500', 500);
  return due.map((d) => d.id);
}

describe('the outbox', () => {
  it('once per channel and subject; a subject is a kind and an id, due by the clock', () => {
    const { outbox, clock } = setup();
    outbox.enqueue('webhook', { kind: 'lead', id: 'a' });
    outbox.enqueue('webhook', { kind: 'lead', id: 'a' });
    outbox.enqueue('email', { kind: 'lead', id: 'a' });
    outbox.enqueue('email', { kind: 'call', id: 'a' });
    outbox.enqueue('email', { kind: 'call', id: 'later' }, { at: clock.now() + 60_000 });
    expect(outbox.due('webhook', 10).map((d) => d.subject)).toEqual([{ kind: 'lead', id: 'a' }]);
    expect(outbox.due('email', 10).map((d) => d.subject)).toEqual([
      { kind: 'lead', id: 'a' },
      { kind: 'call', id: 'a' },
    ]);
    expect(outbox.nextDueAt('email')).toBe(clock.now());
    clock.advance(60_000);
    expect(outbox.due('email', 10)).toHaveLength(3);
  });

  it('re-queueing one subject and re-queueing every failed delivery do the same: pending, a fresh window, no last error', () => {
    const { outbox, clock, row } = setup();
    const [one, two, three] = failed(outbox, ['lead-1', 'lead-2', 'lead-3']);
    clock.advance(3_600_000);
    expect(outbox.requeue('lead-1')).toBe(1);
    expect(outbox.requeue('failed')).toBe(2);
    const expected = { state: 'pending', window_started_at: clock.now(), next_attempt_at: clock.now(), last_error: null };
    expect([row(one!), row(two!), row(three!)]).toEqual([expected, expected, expected]);
    expect(outbox.requeue('failed')).toBe(0);
    expect(outbox.requeue('no-such-lead')).toBe(0);
  });

  it('a store that commits queued deliveries wakes whoever listens', () => {
    const { outbox } = setup();
    let woken = 0;
    const off = outbox.onQueued(() => woken++);
    outbox.announceQueued();
    off();
    outbox.announceQueued();
    expect(woken).toBe(1);
  });
});
