// The crew's offline queue over an IndexedDB fake (fake-indexeddb) and a scripted server: what is
// kept goes in the order it was done, each once; with no connection, or the server down, it
// waits and goes later in the same order; what the server refuses for good (a photo it cannot
// read, a stop that is not there) is dropped with the server's words, and what follows still goes.
import { Blob as NodeBlob } from 'node:buffer';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as StopQueue from './stop-queue.ts';
import type { StopAction } from './stop-queue.ts';

/** The server as the phone reaches it: each request recorded, answered by the script (or no connection). */
function scriptedServer() {
  const requests: string[] = [];
  let answer: (request: string) => number | 'offline' = () => 200;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const request = `${init.method} ${url}${typeof init.body === 'string' ? ` ${init.body}` : ''}`;
    const status = answer(request);
    if (status === 'offline') throw new TypeError('Failed to fetch');
    requests.push(request);
    return new Response(status === 200 ? '{}' : JSON.stringify({ error: `refused: ${status}` }), { status });
  });
  return { requests, answer: (script: typeof answer) => void (answer = script) };
}

const photo = (visitId: string, photoId: string): StopAction => ({
  kind: 'photo',
  visitId,
  photoId,
  // Node's Blob: the IndexedDB fake stores what Node's structured clone can copy.
  photo: new NodeBlob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }) as unknown as Blob,
});
const mark = (visitId: string, value: 'done' | 'not-out' = 'done'): StopAction => ({ kind: 'mark', visitId, mark: value, note: '' });

let queue: typeof StopQueue;
let waiting: number[];
let problems: StopQueue.Refusal[];
beforeEach(async () => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.resetModules();
  queue = await import('./stop-queue.ts');
  waiting = [];
  problems = [];
  queue.onWaiting((n) => waiting.push(n));
  queue.onProblem((problem) => problems.push(problem));
});
afterEach(() => vi.unstubAllGlobals());

/** Everything kept so far has been tried, and the queue is still. */
const settled = async () => {
  await queue.sendWaiting();
  await queue.sendWaiting();
};

describe("the crew's offline queue", () => {
  it('sends what is kept in the order it was done, a photo before the mark it came with, each once', async () => {
    const server = scriptedServer();
    await queue.keep(photo('v1', 'p1'));
    await queue.keep(mark('v1'));
    await queue.keep(mark('v2', 'not-out'));
    await settled();
    expect(server.requests).toEqual([
      'PUT /owner/api/visits/v1/photos/p1',
      'POST /owner/api/visits/v1/mark {"mark":"done"}',
      'POST /owner/api/visits/v2/mark {"mark":"not-out"}',
    ]);
    expect(waiting.at(-1)).toBe(0);
  });

  it('with no connection everything waits on the phone, then goes once, in order, when the signal is back', async () => {
    const server = scriptedServer();
    server.answer(() => 'offline');
    await queue.keep(photo('v1', 'p1'));
    await queue.keep(mark('v1'));
    await settled();
    expect(server.requests).toEqual([]);
    expect(waiting.at(-1)).toBe(2);

    server.answer(() => 200);
    await settled();
    await settled();
    expect(server.requests).toEqual(['PUT /owner/api/visits/v1/photos/p1', 'POST /owner/api/visits/v1/mark {"mark":"done"}']);
    expect(waiting.at(-1)).toBe(0);
  });

  it('signed out, too many requests or the server down: kept, and nothing after it jumps the queue', async () => {
    for (const status of [401, 429, 503]) {
      const server = scriptedServer();
      server.answer((request) => (request.includes('/v1/') ? status : 200));
      await queue.keep(mark('v1'));
      await queue.keep(mark('v2'));
      await settled();
      // The first was tried (again at each try) and kept; the second was never sent ahead of it.
      expect(server.requests.length, String(status)).toBeGreaterThan(0);
      expect(new Set(server.requests), String(status)).toEqual(new Set(['POST /owner/api/visits/v1/mark {"mark":"done"}']));
      const tried = server.requests.length;
      server.answer(() => 200);
      await settled();
      expect(server.requests.slice(tried), String(status)).toEqual([
        'POST /owner/api/visits/v1/mark {"mark":"done"}',
        'POST /owner/api/visits/v2/mark {"mark":"done"}',
      ]);
      expect(waiting.at(-1)).toBe(0);
    }
  });

  it('a photo the server refuses for good (415) or a mark for a stop it does not have (404) is dropped, with its words; the rest goes', async () => {
    const server = scriptedServer();
    server.answer((request) => (request.startsWith('PUT') ? 415 : request.includes('/gone/') ? 404 : 200));
    await queue.keep(photo('v1', 'p1'));
    await queue.keep(mark('gone'));
    await queue.keep(mark('v1'));
    await settled();
    expect(server.requests).toEqual([
      'PUT /owner/api/visits/v1/photos/p1',
      'POST /owner/api/visits/gone/mark {"mark":"done"}',
      'POST /owner/api/visits/v1/mark {"mark":"done"}',
    ]);
    // Each refusal names the stop it concerns, for its card.
    expect(problems).toEqual([
      { visitId: 'v1', words: 'refused: 415', at: expect.any(Number) },
      { visitId: 'gone', words: 'refused: 404', at: expect.any(Number) },
    ]);
    expect(waiting.at(-1)).toBe(0);
  });

  it('a mark still waiting for the phone’s position keeps its place before an action done after it', async () => {
    const server = scriptedServer();
    let position!: (action: StopAction) => void;
    const first = queue.keep(new Promise<StopAction>((resolve) => (position = resolve)));
    const second = queue.keep(mark('v2'));
    position({ ...mark('v1'), position: { latitude: 33.77, longitude: -84.29, accuracy: 8 } } as StopAction);
    await Promise.all([first, second]);
    await settled();
    expect(server.requests).toEqual([
      'POST /owner/api/visits/v1/mark {"mark":"done","position":{"latitude":33.77,"longitude":-84.29,"accuracy":8}}',
      'POST /owner/api/visits/v2/mark {"mark":"done"}',
    ]);
  });
});
