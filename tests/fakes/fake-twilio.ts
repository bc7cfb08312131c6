// A loopback fake of Twilio's Messages API: a real HTTP server taking the form-encoded POST
// /2010-04-01/Accounts/{sid}/Messages.json with basic auth, answering as Twilio does (201 with a
// message SID, or an error body with a code), as scripted. It can stop and start on the same
// port, like a provider outage. Other processes read what it sent from GET /__received.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const FAKE_AUTH_TOKEN = 'fake-twilio-auth-token-0123456789';

export interface SentText {
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  sid: string;
}

export interface FakeTwilio {
  url: string;
  texts: SentText[];
  /** Answers for the next requests, in order: a status (429, 500...), or 21610 for 'unsubscribed recipient'. */
  queue: number[];
  /** Numbers that answer 21610 (unsubscribed) every time. */
  unsubscribed: Set<string>;
  requests: number;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  close: () => Promise<void>;
}

/** The settings that point the server's texts at a fake (as mailEnv does for e-mail). */
export const twilioEnv = (provider: Pick<FakeTwilio, 'url'>) => ({
  TWILIO_ACCOUNT_SID: FAKE_ACCOUNT_SID,
  TWILIO_AUTH_TOKEN: FAKE_AUTH_TOKEN,
  TWILIO_FROM: '+14045550100',
  TWILIO_API_BASE_URL: provider.url,
});

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const fake = { texts: [] as SentText[], queue: [] as number[], unsubscribed: new Set<string>(), requests: 0 };
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_ACCOUNT_SID}:${FAKE_AUTH_TOKEN}`).toString('base64')}`;
  const handler = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: object) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method === 'GET' && req.url === '/__received') return send(200, fake.texts);
      fake.requests++;
      if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${FAKE_ACCOUNT_SID}/Messages.json`)
        return send(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      if (req.headers.authorization !== expectedAuth) return send(401, { code: 20003, message: 'Authenticate', status: 401 });
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const to = form.get('To') ?? '';
      const next = fake.queue.shift();
      if (next === 21610 || fake.unsubscribed.has(to))
        return send(400, { code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 });
      if (next) return send(next, { code: 20500, message: 'Scripted failure', status: next });
      const sid = `SM${randomUUID().replaceAll('-', '')}`;
      fake.texts.push({
        to,
        from: form.get('From'),
        messagingServiceSid: form.get('MessagingServiceSid'),
        body: form.get('Body') ?? '',
        sid,
      });
      send(201, { sid, status: 'queued', to, body: form.get('Body') });
    });
  });
  let server: Server = handler;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stop = () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve())));
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    stop,
    start: async () => {
      server = handler;
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    close: async () => {
      if (server.listening) await stop();
    },
  });
}
