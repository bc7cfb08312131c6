// The built server behind Caddy over HTTPS, as docs/deploy.md sets it up: deploy/Caddyfile in
// front (Caddy's own CA in place of Let's Encrypt, on loopback), the server with the settings of
// deploy/canfresh.env.example (loopback only, TRUST_PROXY=1, HSTS=true). The page and the
// owner's sign-in work over HTTPS with HSTS sent; HTTP is redirected; the rate limits count each
// caller by its own address, not Caddy's; and an X-Forwarded-For written by the caller changes
// nothing. Callers come from addresses of their own on loopback (127.0.0.5, .6): Caddy's is
// 127.0.0.1.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { startFakeSmtp, type FakeSmtp } from '../fakes/fake-smtp.ts';
import { freePort } from '../support/booked-customer.ts';
import { startCaddy, type CaddyProxy } from '../support/caddy-proxy.ts';
import { chromiumArgs, chromiumPath } from '../support/chromium.ts';
import { OWNER, signInWithCode } from '../support/owner-sign-in.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { validLead } from '../support/valid-lead.ts';
import { expect, test } from './fixtures.ts';

const DOMAIN = 'canfreshatl.com';
const TEMPLATE = parseEnv(readFileSync(join(import.meta.dirname, '..', '..', 'deploy', 'canfresh.env.example'), 'utf8'));

test.describe.configure({ mode: 'serial' });
test.use({
  hydrates: false,
  // Signed out, the app's first question is answered 401 (over HTTP/2, with no reason phrase).
  // The browser takes Caddy's own CA as told (ignoreHTTPSErrors), but Chromium never registers a
  // service worker from a certificate it does not trust, and says so: with Let's Encrypt's
  // certificate there is no such error.
  allowConsoleErrors: /status of 401 \(\)|An SSL certificate error occurred when fetching the script/,
  ignoreHTTPSErrors: true,
  launchOptions: {
    executablePath: chromiumPath(),
    args: [...chromiumArgs, `--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1, MAP www.${DOMAIN} 127.0.0.1`],
  },
});

let dir: string, mail: FakeSmtp, server: ServerProcess, caddy: CaddyProxy, httpsPort: number, httpPort: number;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'canfresh-https-'));
  const [serverPort, https, http] = [await freePort(), await freePort(), await freePort()];
  [httpsPort, httpPort] = [https, http];
  mail = await startFakeSmtp();
  // The template's settings that are set, with this machine's folder, ports and mail server.
  const deployed = Object.fromEntries(Object.entries(TEMPLATE).filter(([, value]) => value !== ''));
  server = await startServer({
    ...deployed,
    DATA_DIR: join(dir, 'data'),
    PORT: String(serverPort),
    PUBLIC_BASE_URL: `https://${DOMAIN}:${httpsPort}`,
    OWNER_EMAILS: OWNER,
    SMTP_URL: mail.url,
    NOTIFY_EMAIL_TO: 'alerts@canfreshatl.com',
    NOTIFY_EMAIL_FROM: 'alerts@canfreshatl.com',
    CONTACT_RATE_LIMIT: '3',
  });
  caddy = await startCaddy({ dir: join(dir, 'caddy'), upstreamPort: serverPort, httpPort, httpsPort, domain: DOMAIN });
});

test.afterAll(async () => {
  await caddy?.stop();
  await server?.stop();
  await mail?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/** A request to Caddy over HTTPS from a loopback address of the caller's own, checking Caddy's certificate. */
function throughCaddy(from: string, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpsRequest(
      {
        host: '127.0.0.1',
        port: httpsPort,
        servername: DOMAIN,
        ca: caddy.rootCa,
        localAddress: from,
        method: options.method ?? 'GET',
        path,
        headers: { host: `${DOMAIN}:${httpsPort}`, ...options.headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const postLead = (from: string, headers: Record<string, string> = {}) =>
  throughCaddy(from, '/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(validLead),
  }).then((answer) => answer.status);

test('the page and the owner’s sign-in work over HTTPS behind Caddy, with HSTS; HTTP is sent to HTTPS', async ({ page }) => {
  const home = await page.goto(`https://${DOMAIN}:${httpsPort}/`);
  expect(home?.status()).toBe(200);
  expect(home?.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  // The server compresses its pages; Caddy passes them through as they are.
  expect(home?.headers()['content-encoding']).toBe('br');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto(`https://${DOMAIN}:${httpsPort}/owner`);
  await signInWithCode(page, { mail });
  await expect(page.getByText(`Signed in as ${OWNER}`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Inbox', exact: true })).toBeVisible();
  const session = (await page.context().cookies()).find((cookie) => cookie.name === '__Host-owner');
  expect(session).toMatchObject({ secure: true, httpOnly: true });

  const plain = await new Promise<Answer>((resolve, reject) =>
    httpRequest({ host: '127.0.0.1', port: httpPort, path: '/book', headers: { host: DOMAIN } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode!, headers: res.headers });
    })
      .on('error', reject)
      .end(),
  );
  expect(plain.status).toBe(308);
  // To the same address over HTTPS (on the real server's port 443, so without a port).
  expect(plain.headers.location).toBe(`https://${DOMAIN}/book`);
  expect((await throughCaddy('127.0.0.5', '/healthz')).status).toBe(200);
});

test('the rate limits count each caller by its own address, and an X-Forwarded-For the caller writes changes nothing', async () => {
  // 127.0.0.5 uses its three leads in ten minutes: a fourth is refused.
  for (let i = 0; i < 3; i++) expect(await postLead('127.0.0.5')).toBe(201);
  expect(await postLead('127.0.0.5')).toBe(429);
  // 127.0.0.6, claiming to be 127.0.0.5, is counted as itself: its own three, then refused.
  for (let i = 0; i < 3; i++) expect(await postLead('127.0.0.6', { 'x-forwarded-for': '127.0.0.5' })).toBe(201);
  expect(await postLead('127.0.0.6', { 'x-forwarded-for': '203.0.113.9' })).toBe(429);
  // Were Caddy's own address counted, the second caller would have been refused at once.
  expect(server.output()).not.toMatch(/"statusCode":5\d\d/);
});
