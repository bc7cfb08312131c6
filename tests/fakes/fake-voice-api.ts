// A loopback fake of the voice-agent platform's REST API (the parts this project touches):
// POST /call/web for the page, and /assistant for `npm run assistant:sync`. It records every
// request (GET /__received) and answers with the platform's shapes. CORS is open, as the
// real API is, because the page calls it from the browser.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeVoiceApi {
  url: string;
  requests: RecordedRequest[];
  assistants: Map<string, Record<string, unknown>>;
  close: () => Promise<void>;
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
};

export async function startFakeVoiceApi(port = 0): Promise<FakeVoiceApi> {
  const requests: RecordedRequest[] = [];
  const assistants = new Map<string, Record<string, unknown>>();

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '/').split('?')[0]!;
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json', ...cors }).end(JSON.stringify(body));
      if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
      if (path === '/__received') return send(200, requests);
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        return send(400, { message: 'invalid JSON' });
      }
      requests.push({ method: req.method!, path, headers: req.headers, body });
      if (!/^Bearer \S+/.test(req.headers.authorization ?? '')) return send(401, { message: 'Unauthorized' });

      if (req.method === 'POST' && path === '/call/web') {
        const id = randomUUID();
        // A room that cannot be joined offline: the SDK's join then fails, as the tests expect.
        return send(201, {
          id,
          webCallUrl: `https://canfresh-offline.daily.co/${id}`,
          artifactPlan: { videoRecordingEnabled: false },
          assistant: { voice: { provider: '11labs' } },
        });
      }
      if (req.method === 'POST' && path === '/assistant') {
        const id = randomUUID();
        const now = new Date().toISOString();
        const assistant = { ...(body as object), id, orgId: 'org_fake', createdAt: now, updatedAt: now };
        assistants.set(id, assistant);
        return send(201, assistant);
      }
      const match = /^\/assistant\/([^/]+)$/.exec(path);
      if (match) {
        const existing = assistants.get(match[1]!);
        if (!existing) return send(404, { message: "Couldn't Find Assistant", error: 'Not Found', statusCode: 404 });
        if (req.method === 'GET') return send(200, existing);
        if (req.method === 'PATCH') {
          const updated = { ...existing, ...(body as object), updatedAt: new Date().toISOString() };
          assistants.set(match[1]!, updated);
          return send(200, updated);
        }
      }
      return send(404, { message: `no fake for ${req.method} ${path}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    assistants,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
