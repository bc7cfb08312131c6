import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../../../../tests/support/test-app.ts';
import { cleanupsAfterEach } from '../../../../tests/support/cleanups.ts';

const SECRET = 'voice-events-secret-for-tests-01';

const cleanups = cleanupsAfterEach();

async function setup() {
  const t = await makeTestApp({ env: { VAPI_TOOLS_SECRET: SECRET } });
  cleanups.push(t.close);
  return t;
}

const post = (message: unknown, secret: string | null = SECRET) => ({
  method: 'POST' as const,
  url: '/api/voice/events',
  headers: { 'content-type': 'application/json', ...(secret === null ? {} : { 'x-vapi-secret': secret }) },
  payload: JSON.stringify({ message }),
});

/** An end-of-call report shaped like the platform's (ServerMessageEndOfCallReport). */
const report = (callId: string, extra: object = {}) => ({
  type: 'end-of-call-report',
  timestamp: Date.now(),
  endedReason: 'assistant-ended-call',
  startedAt: '2026-11-22T15:00:00.000Z',
  endedAt: '2026-11-22T15:02:05.500Z',
  cost: 0.31,
  call: { id: callId, orgId: 'org-1', type: 'webCall' },
  artifact: { transcript: 'AI: Hi!\nUser: Bye.', messages: [{ role: 'bot', message: 'Hi!' }] },
  analysis: { summary: 'A short call.', successEvaluation: true },
  assistant: { name: 'Ava' },
  ...extra,
});

describe('POST /api/voice/events', () => {
  it('401 without the shared secret', async () => {
    const { app } = await setup();
    expect((await app.inject(post(report('c1'), null))).statusCode).toBe(401);
    expect((await app.inject(post(report('c1'), 'wrong-secret-wrong-secret'))).statusCode).toBe(401);
    expect(app.calls.list()).toEqual([]);
  });

  it('an end-of-call report becomes a call record; the duration is the end minus the start', async () => {
    const { app } = await setup();
    const res = await app.inject(post(report('call-42')));
    expect(res.statusCode).toBe(200);
    expect(app.calls.get('call-42')).toMatchObject({
      callId: 'call-42',
      startedAt: '2026-11-22T15:00:00.000Z',
      endedAt: '2026-11-22T15:02:05.500Z',
      durationMs: 125_500,
      endedReason: 'assistant-ended-call',
      summary: 'A short call.',
      transcript: 'AI: Hi!\nUser: Bye.',
      successEvaluation: 'true',
      cost: 0.31,
      voiceLead: null,
    });
  });

  it('the same report twice is one record', async () => {
    const { app } = await setup();
    const [a, b] = await Promise.all([app.inject(post(report('call-dup'))), app.inject(post(report('call-dup')))]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().duplicate, b.json().duplicate].sort()).toEqual([false, true]);
    expect(app.calls.list()).toHaveLength(1);
  });

  it('other message types are acknowledged and ignored; a report without what a record needs, or no message at all, is a 400', async () => {
    const { app } = await setup();
    for (const type of ['status-update', 'conversation-update', 'hang', 'speech-update'])
      expect((await app.inject(post({ type, status: 'ended' }))).json()).toEqual({ received: true, ignored: true });
    expect((await app.inject(post({ type: 'end-of-call-report' }))).statusCode).toBe(400);
    expect((await app.inject(post({ ...report('x'), call: { id: 7 } }))).statusCode).toBe(400);
    expect((await app.inject({ ...post(null), payload: '{"message":' })).statusCode).toBe(400);
    expect((await app.inject({ ...post(null), payload: '[]' })).statusCode).toBe(400);
    expect(app.calls.list()).toEqual([]);
  });

  it('long transcripts fit (up to 1 MiB); a larger body is a 413', async () => {
    const { app } = await setup();
    const long = 'User: '.padEnd(400_000, 'blah ');
    expect((await app.inject(post(report('call-long', { artifact: { transcript: long } })))).statusCode).toBe(200);
    expect(app.calls.get('call-long')!.transcript).toHaveLength(400_000);
    expect((await app.inject(post(report('call-huge', { artifact: { transcript: 'x'.repeat(1_100_000) } })))).statusCode).toBe(413);
  });
});
