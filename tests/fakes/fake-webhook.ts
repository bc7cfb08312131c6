// A loopback fake of the business owner's automation webhook: a real HTTP server that records
// every delivery and answers as scripted (fail N times, a status, a delay). Tests in other
// processes read what it received from GET /__received and script it with POST /__script.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Delivery {
  at: number;
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

export interface Script {
  /** Answers for the next requests, in order (a number is a status; 'hang' never answers). */
  queue: (number | 'hang')[];
  /** The answer once the queue is empty. */
  otherwise: number;
  delayMs: number;
}

export interface FakeWebhook {
  url: string;
  deliveries: Delivery[];
  script: Script;
  /** Resolves once `count` deliveries have been answered 2xx. */
  waitForAccepted: (count: number, timeoutMs?: number) => Promise<Delivery[]>;
  close: () => Promise<void>;
}

export async function startFakeWebhook(port = 0): Promise<FakeWebhook> {
  const deliveries: Delivery[] = [];
  const script: Script = { queue: [], otherwise: 200, delayMs: 0 };
  const waiters = new Set<() => void>();

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (req.url === '/__received') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(deliveries));
        return;
      }
      if (req.url === '/__script' && req.method === 'POST') {
        Object.assign(script, JSON.parse(body) as Partial<Script>);
        deliveries.length = 0;
        res.writeHead(204).end();
        return;
      }
      const answer = script.queue.length ? script.queue.shift()! : script.otherwise;
      if (answer === 'hang') return; // never answers: the client's timeout must fire
      setTimeout(() => {
        deliveries.push({ at: Date.now(), headers: req.headers, body, status: answer });
        res.writeHead(answer, { 'content-type': 'application/json' }).end('{}');
        waiters.forEach((w) => w());
      }, script.delayMs);
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;

  const accepted = () => deliveries.filter((d) => d.status >= 200 && d.status < 300);
  return {
    url: `http://127.0.0.1:${bound}/hooks/leads`,
    deliveries,
    script,
    waitForAccepted: (count, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (accepted().length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(accepted());
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`webhook got ${accepted().length} of ${count} deliveries in ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
