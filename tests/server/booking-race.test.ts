// Room is checked in the same transaction that books: over real sockets, 60 callers at once for
// a date with 5 places left book exactly 5; the other 55 are told the next dates, and nothing of
// theirs is stored.
import { describe, expect, it } from 'vitest';
import { SettableClock } from '../../src/server/platform/clock/clock.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { makeTestApp } from '../support/test-app.ts';
import { toolCallsRequest } from '../support/tool-calls.ts';
import { household, validLead } from '../support/valid-lead.ts';

const SECRET = 'voice-tools-secret-for-tests-0001';
const cleanups = cleanupsAfterEach();
const args = { ...validLead, service_type: 'One-Time', pickup_day: 'Tuesday', service_date: '2026-11-25' };

describe('booking the last places', () => {
  it('60 concurrent bookings for a date with 5 places left book exactly 5; the other 55 get the next dates', async () => {
    const t = await makeTestApp({ env: { VAPI_TOOLS_SECRET: SECRET }, clock: new SettableClock('2026-11-22T15:00:00Z') });
    cleanups.push(t.close);
    const capacity = 40;
    for (let i = 0; i < capacity - 5; i++)
      await t.app.inject(
        toolCallsRequest(SECRET, `seed-${i}`, [{ id: 't', name: 'book_service', arguments: { ...args, ...household(i) } }]),
      );
    expect(t.app.bookings.visitsOn('2026-11-25')).toBe(35);

    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const answers = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        const { payload, headers } = toolCallsRequest(SECRET, `race-${i}`, [
          { id: 't', name: 'book_service', arguments: { ...args, ...household(100 + i), full_name: `Racer ${i}` } },
        ]);
        const res = await fetch(`${base}/api/voice/tools`, { method: 'POST', headers, body: JSON.stringify(payload) });
        expect(res.status).toBe(200);
        return ((await res.json()) as { results: { result: string }[] }).results[0]!.result;
      }),
    );
    const booked = answers.filter((a) => a.startsWith('Booked for Wednesday, November 25.'));
    const refused = answers.filter((a) => a.startsWith('Not booked: nothing was saved. That date has just filled up.'));
    expect(booked).toHaveLength(5);
    expect(refused).toHaveLength(55);
    for (const answer of refused)
      expect(answer).toContain('Dates with room: Wednesday, December 2 (2026-12-02); Wednesday, December 9 (2026-12-09).');
    expect(t.app.bookings.visitsOn('2026-11-25')).toBe(40);
    expect(t.app.leads.list({ limit: 1000 }).filter((l) => l.lead.full_name.startsWith('Racer'))).toHaveLength(5);
  });
});
