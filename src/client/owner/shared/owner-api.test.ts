// The app calls a route by its name with what the contract's schemas take: the request goes out
// as the route's method, path and JSON body, and a call that sends what the route does not take
// fails the typecheck (the expect-error lines stop compiling the day a wrong call gets through).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownerApi } from './owner-api.ts';

afterEach(() => vi.unstubAllGlobals());

/** The server's side of one call: what reached it, answered with `answer`. */
function serverAnswering(answer: object, status = 200) {
  const seen: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    seen.push({ method: init.method ?? 'GET', url, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return seen;
}

describe('ownerApi', () => {
  it("sends the route's method, its path filled in and the body as JSON", async () => {
    const seen = serverAnswering({ moved: true, to: '2026-12-03' });
    await expect(ownerApi('POST /owner/api/visits/:id/move', { params: { id: 'v 1' }, body: { to: '2026-12-03' } })).resolves.toEqual({
      moved: true,
      to: '2026-12-03',
    });
    expect(seen).toEqual([{ method: 'POST', url: '/owner/api/visits/v%201/move', body: { to: '2026-12-03' } }]);
  });

  it("throws the server's words for a refusal", async () => {
    serverAnswering({ error: 'Pick the visit and a new date.' }, 400);
    await expect(ownerApi('POST /owner/api/visits/:id/move', { params: { id: 'v1' }, body: { to: '2026-12-03' } })).rejects.toThrow(
      'Pick the visit and a new date.',
    );
  });

  it('types a call by the route’s schemas', async () => {
    const seen = serverAnswering({ from: '2026-12-03', until: '2027-01-10', back: null });
    await ownerApi('POST /owner/api/bookings/:id/pause', { params: { id: 'b1' }, body: { until: '2027-01-10' } });
    expect(seen.map((call) => call.body)).toEqual([{ until: '2027-01-10' }]);
    // Never run: these calls are for the typecheck, which refuses each.
    void (() => [
      // @ts-expect-error: a pause is so many weeks (a number) or a date, not words
      ownerApi('POST /owner/api/bookings/:id/pause', { params: { id: 'b1' }, body: { weeks: 'three' } }),
      // @ts-expect-error: a lead's status is one of the four
      ownerApi('POST /owner/api/leads/:id/status', { params: { id: 'l1' }, body: { status: 'maybe' } }),
      // @ts-expect-error: the leads' filter takes where a lead came from, by its name
      ownerApi('GET /owner/api/leads', { query: { source: 'fax' } }),
    ]);
  });
});
