import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError, postJson } from './http.ts';

// A loopback server answering by path: /status/<code>[/empty] and /echo (reports method, content type, body).
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const [, kind, code, empty] = req.url!.split('/');
      if (kind === 'status') {
        res.writeHead(Number(code), { 'content-type': 'text/plain' }).end(empty ? '' : `body of ${code}`);
        return;
      }
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ method: req.method, url: req.url, contentType: req.headers['content-type'] ?? null, body }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('postJson', () => {
  it('sends JSON and parses the JSON answer', async () => {
    expect(await postJson(`${base}/echo`, { a: 1 })).toEqual({
      method: 'POST',
      url: '/echo',
      contentType: 'application/json',
      body: '{"a":1}',
    });
  });

  it("a non-2xx throws '<status>: <body text>'", async () => {
    await expect(postJson(`${base}/status/500`, {})).rejects.toThrow(new HttpError(500, '500: body of 500'));
  });

  it("with an empty body the status text stands in: '<status>: <status text>'", async () => {
    await expect(postJson(`${base}/status/404/empty`, {})).rejects.toThrow('404: Not Found');
  });
});
