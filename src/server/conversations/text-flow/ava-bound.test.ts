import { describe, expect, it } from 'vitest';
import type { StoredText } from '../texts/thread-store.ts';
import { boundPassed } from './ava-bound.ts';

const bound = { perHour: 8, perDay: 20, machineRounds: 3, machineSeconds: 10 };
const NOW = Date.parse('2026-11-22T15:00:00Z');
const ids = { next: 0 };
const text = (direction: 'in' | 'out', body: string, secondsAgo: number, kind: string | null = null): StoredText => ({
  id: ++ids.next,
  phone: '+14045550123',
  direction,
  author: direction === 'in' ? 'customer' : 'ava',
  kind,
  body,
  at: NOW - secondsAgo * 1000,
  sendAt: null,
  state: direction === 'in' ? 'received' : 'delivered',
  errorCode: null,
  problem: null,
  messageSid: null,
  answers: null,
  sentBy: null,
});

describe("Ava's bound on a thread", () => {
  it('a person texting at a person’s pace is answered', () => {
    const thread = [text('in', 'Hi, do you do recycling bins?', 600), text('out', 'We do!', 590), text('in', 'Great, how much?', 300)];
    expect(boundPassed(thread, bound, NOW)).toBeUndefined();
  });

  it('the ninth text in an hour passes the hour; the twenty-first in a day the day', () => {
    const hour = Array.from({ length: 9 }, (_, i) => text('in', `question ${i}`, 3000 - i * 300));
    expect(boundPassed(hour.slice(0, 8), bound, NOW)).toBeUndefined();
    expect(boundPassed(hour, bound, NOW)).toBe('hour');
    const day = Array.from({ length: 21 }, (_, i) => text('in', `question ${i}`, 80_000 - i * 3600));
    expect(boundPassed(day.slice(0, 20), bound, NOW)).toBeUndefined();
    expect(boundPassed(day, bound, NOW)).toBe('day');
  });

  it('the same words again are not answered, however written', () => {
    expect(boundPassed([text('in', 'Thanks for your message!', 900), text('in', '  thanks for  your message! ', 60)], bound, NOW)).toBe(
      'same',
    );
  });

  it('three texts in a row each within ten seconds of ours is no person; a slower one breaks the run', () => {
    const machine = [
      text('out', 'Book here: https://canfreshatl.com/book/x', 100),
      text('in', 'Auto-reply 1', 98),
      text('out', 'Hello! How can I help?', 90),
      text('in', 'Auto-reply 2', 88),
      text('out', 'Could you tell me your zip?', 80),
      text('in', 'Auto-reply 3', 79),
    ];
    expect(boundPassed(machine.slice(0, 4), bound, NOW)).toBeUndefined();
    expect(boundPassed(machine, bound, NOW)).toBe('machine');
    const person = [...machine.slice(0, 4), text('out', 'Could you tell me your zip?', 80), text('in', '30303', 20)];
    expect(boundPassed(person, bound, NOW)).toBeUndefined();
  });
});
