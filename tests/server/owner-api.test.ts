// The owner's sign-in, over the app with a loopback mail server: the code arrives by e-mail and
// signs in once; the answer never says whether an address may sign in; a sixth try fails even
// when right; codes expire; sessions are rows that sign-out ends (one, or all of an owner's);
// every route refuses another site's requests; bad input never gets a 5xx.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BookingRules } from '../../src/common/site-config.schema.ts';
import { siteConfig } from '../../src/common/site-config.ts';
import { startFakeWebhook } from '../fakes/fake-webhook.ts';
import { toolCallsRequest } from '../support/tool-calls.ts';
import { validLead } from '../support/valid-lead.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { outboxSettled } from '../support/settled.ts';
import { fastRelay } from '../support/test-app.ts';
import { membershipEvery } from '../support/membership-rhythm.ts';
import { OWNER, SAME_ORIGIN, ownerRoutesOf, ownerStack, signedInWithBookings as bookedAndSignedIn } from '../support/owner-stack.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { propertyRuns } from '../support/property-runs.ts';
import { OWNER_ROUTES, ownerRequestOf, type OwnerRouteName } from '../../src/common/owner-routes.ts';
import { openBusinessDatabase } from '../../src/server/app/schema/schema-history.ts';

const cleanups = cleanupsAfterEach();
const setup = (...args: Parameters<typeof ownerStack> extends [unknown, ...infer Rest] ? Rest : never) => ownerStack(cleanups, ...args);
const signedInWithBookings = (leads: object[], date?: string, booking?: BookingRules) => bookedAndSignedIn(cleanups, leads, date, booking);

describe('signing in with a code', () => {
  it('sends the code by e-mail; the code signs in once, into a session cookie', async () => {
    const s = await setup();
    const asked = await s.askCode();
    expect(asked.statusCode).toBe(202);
    const code = await s.codeFor(OWNER);
    const message = s.mail.messages.at(-1)!;
    expect(message.recipients).toEqual([OWNER]);
    expect(message.parsed.text).toContain(code);

    const signedIn = await s.verify(code);
    expect(signedIn.statusCode).toBe(200);
    const set = signedIn.cookies.find((c) => c.name === 'owner')!;
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
    expect((await s.session(s.cookieOf(signedIn))).json()).toEqual({
      email: OWNER,
      refreshSeconds: 10,
      role: 'owner',
      business: 'CanFresh ATL',
      timeZone: 'America/New_York',
    });
    // Used once: the same code does not sign in again.
    expect((await s.verify(code)).statusCode).toBe(401);
  });

  it("goes out at once on the owners' own channel, not at the relay's next look (15 s in the product)", async () => {
    const s = await setup(undefined, {}, { ...fastRelay, pollMs: 15_000 });
    await s.askCode();
    await expect.poll(() => s.mail.messages.filter((m) => m.recipients.includes(OWNER)).length, { timeout: 2_000 }).toBe(1);
    const db = openBusinessDatabase(s.dataDir);
    const channels = db.prepare("SELECT channel, state FROM deliveries WHERE subject_kind = 'sign-in-code'").all();
    db.close();
    expect(channels).toEqual([{ channel: 'sign-in', state: 'delivered' }]);
  });

  it('answers the same for an address that may not sign in, and sends it nothing', async () => {
    const s = await setup();
    const stranger = await s.askCode('stranger@example.com');
    const owner = await s.askCode();
    expect(stranger.statusCode).toBe(owner.statusCode);
    expect(stranger.json()).toEqual(owner.json());
    await s.codeFor(OWNER);
    await outboxSettled(s.app);
    expect(s.mail.messages.some((m) => m.recipients.includes('stranger@example.com'))).toBe(false);
  });

  it('a sixth try fails even when right; a new code works', async () => {
    const s = await setup();
    await s.askCode();
    const code = await s.codeFor(OWNER);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await s.verify(wrong)).statusCode).toBe(401);
      s.clock.advance(60_000); // past the back-off after a wrong try
    }
    expect((await s.verify(code)).statusCode).toBe(401);
    await s.askCode();
    const next = await s.codeFor(OWNER, 2);
    expect((await s.verify(next)).statusCode).toBe(200);
  });

  it('only the browser that asked can spend its code: two requests and 35 wrong tries from elsewhere lock nobody out', async () => {
    const s = await setup();
    await s.askCode();
    const code = await s.codeFor(OWNER);
    // Another client asks for codes for the owner's address and guesses, from many addresses.
    for (let i = 0; i < 35; i++) {
      const attacker = s.browser(`198.51.100.${i}`);
      if (i < 2) expect((await attacker.askCode()).statusCode).toBe(202);
      expect((await attacker.verify(String(100000 + i))).statusCode).toBe(401);
    }
    // The attacker's own codes went to the owner's inbox; the owner's own code still signs in.
    await s.codeFor(OWNER, 3);
    expect((await s.verify(code)).statusCode).toBe(200);
  });

  it("behind one proxy, a client's own X-Forwarded-For entries do not make it a new client: 429 after 30", async () => {
    const s = await setup(undefined, { TRUST_PROXY: '1' });
    const statuses = [];
    for (let i = 0; i < 35; i++) {
      const response = await s.app.inject({
        method: 'POST',
        url: '/owner/api/sign-in/verify',
        payload: { email: OWNER, code: String(100000 + i) },
        // The client wrote the first entry; the proxy appended the address it saw.
        headers: { ...SAME_ORIGIN, 'x-forwarded-for': `10.${i}.0.1, 203.0.113.50` },
        remoteAddress: '127.0.0.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((code) => code === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
  });

  it('wrong tries are spaced out: each wait doubles (1, 2, 4 s), and a try too soon is not counted', async () => {
    const s = await setup();
    await s.askCode();
    const code = await s.codeFor(OWNER);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await s.verify(wrong)).statusCode).toBe(401);
    const soon = await s.verify(code);
    expect(soon.statusCode).toBe(429);
    expect(soon.headers['retry-after']).toBe('1');
    expect(soon.json().error).toBe('Wait 1 second before trying that code again.');
    s.clock.advance(1_000);
    expect((await s.verify(wrong)).statusCode).toBe(401);
    s.clock.advance(1_000);
    expect((await s.verify(wrong)).headers['retry-after']).toBe('1');
    s.clock.advance(1_000);
    expect((await s.verify(wrong)).statusCode).toBe(401);
    expect((await s.verify(code)).headers['retry-after']).toBe('4');
    s.clock.advance(4_000);
    expect((await s.verify(code)).statusCode).toBe(200);
  });

  it('a code is good for 10 minutes; a new one closes the one before', async () => {
    const s = await setup();
    await s.askCode();
    const first = await s.codeFor(OWNER);
    await outboxSettled(s.app); // the relay's attempt has finished before the clock moves
    s.clock.advance(10 * 60_000 + 1);
    expect((await s.verify(first)).statusCode).toBe(401);
    await s.askCode();
    const second = await s.codeFor(OWNER, 2);
    await s.askCode();
    const third = await s.codeFor(OWNER, 3);
    if (second !== third) expect((await s.verify(second)).statusCode).toBe(401);
    s.clock.advance(1_000); // the old code was a wrong try on the open one: its back-off
    expect((await s.verify(third)).statusCode).toBe(200);
  });

  it('one client gets 30 sign-in requests per 10 minutes, then 429', async () => {
    const s = await setup();
    for (let i = 0; i < 30; i++) expect((await s.askCode(`someone${i}@example.com`)).statusCode).toBe(202);
    const refused = await s.askCode();
    expect(refused.statusCode).toBe(429);
    expect((await s.verify('123456')).statusCode).toBe(401);
  });

  it('an address gets 3 codes per 15 minutes from one client, whatever it asks, and 10 an hour from all', async () => {
    const s = await setup();
    for (let i = 1; i <= 3; i++) {
      expect((await s.askCode()).statusCode).toBe(202);
      await s.codeFor(OWNER, i);
    }
    for (let i = 0; i < 2; i++) expect((await s.askCode()).statusCode).toBe(202);
    await outboxSettled(s.app);
    expect(s.mail.messages.filter((m) => m.recipients.includes(OWNER))).toHaveLength(3);
    s.clock.advance(15 * 60_000 + 1);
    await s.askCode();
    await s.codeFor(OWNER, 4);
    // From other clients too, but no more than 10 in an hour reach the inbox.
    for (let i = 0; i < 12; i++) await s.browser(`198.51.100.${i}`).askCode();
    await outboxSettled(s.app);
    expect(s.mail.messages.filter((m) => m.recipients.includes(OWNER))).toHaveLength(10);
  });
});

describe('sessions', () => {
  it('an address taken out of OWNER_EMAILS is signed out everywhere at once, and its passkeys stop working', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'canfresh-owners-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const first = await setup(undefined, { DATA_DIR: dataDir });
    const cookie = await first.signIn();
    const export_ = () => first.app.inject({ method: 'GET', url: '/owner/api/export/leads.csv', headers: { ...SAME_ORIGIN, cookie } });
    expect((await export_()).statusCode).toBe(200);
    await first.close();
    // Restarted with the address gone from the list: the old cookie reads nothing, and stays dead.
    const after = await setup(undefined, { DATA_DIR: dataDir, OWNER_EMAILS: 'sam@canfreshatl.com' });
    for (const url of ['/owner/api/session', '/owner/api/export/leads.csv'])
      expect((await after.app.inject({ method: 'GET', url, headers: { ...SAME_ORIGIN, cookie } })).statusCode).toBe(401);
    const db = openBusinessDatabase(dataDir);
    expect(db.prepare('SELECT count(*) AS n FROM sessions WHERE email = ? AND ended_at IS NULL').get(OWNER)).toEqual({ n: 0 });
    db.close();
  });

  it('lasts at most 90 days from sign-in, however often it is used', async () => {
    const s = await setup();
    const cookie = await s.signIn();
    for (let day = 0; day < 89; day += 7) {
      s.clock.advance(7 * 24 * 3600_000);
      expect((await s.session(cookie)).statusCode, `day ${day + 7}`).toBe(day + 7 < 90 ? 200 : 401);
    }
    s.clock.advance(2 * 24 * 3600_000);
    expect((await s.session(cookie)).statusCode).toBe(401);
  });

  it('sign-out ends this session: its cookie is refused after', async () => {
    const s = await setup();
    const cookie = await s.signIn();
    expect((await s.post('/owner/api/sign-out', {}, { cookie })).statusCode).toBe(200);
    expect((await s.session(cookie)).statusCode).toBe(401);
  });

  it('sign-out everywhere ends every session of the owner', async () => {
    const s = await setup();
    const phone = await s.signIn(1);
    const laptop = await s.signIn(2);
    expect((await s.post('/owner/api/sign-out-everywhere', {}, { cookie: phone })).statusCode).toBe(200);
    expect((await s.session(phone)).statusCode).toBe(401);
    expect((await s.session(laptop)).statusCode).toBe(401);
  });

  it('lasts 30 days from its last use, renewed by each use', async () => {
    const s = await setup();
    const cookie = await s.signIn();
    await outboxSettled(s.app);
    s.clock.advance(29 * 24 * 3600_000);
    expect((await s.session(cookie)).statusCode).toBe(200);
    s.clock.advance(29 * 24 * 3600_000);
    expect((await s.session(cookie)).statusCode).toBe(200);
    s.clock.advance(30 * 24 * 3600_000 + 1);
    expect((await s.session(cookie)).statusCode).toBe(401);
  });

  it('served over TLS, the cookie is a __Host- cookie: Secure, the whole site, no Domain', async () => {
    const s = await setup(undefined, { PUBLIC_BASE_URL: 'https://canfreshatl.test' });
    await s.askCode();
    const response = await s.verify(await s.codeFor(OWNER), OWNER);
    const set = response.cookies.find((c) => c.name === '__Host-owner')!;
    expect(set).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(set.domain).toBeUndefined();
    expect(response.cookies.some((c) => c.name === 'owner')).toBe(false);
    // The code's own cookie: the same prefix, strict, and only this site's.
    const asked = await s.browser().askCode();
    expect(asked.cookies.find((c) => c.name === '__Host-owner-code')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
    });
  });

  it('a made-up or missing cookie is not signed in', async () => {
    const s = await setup();
    expect((await s.session('owner=not-a-session')).statusCode).toBe(401);
    expect((await s.session('')).statusCode).toBe(401);
  });
});

describe("the owner API's one guard", () => {
  const registered = (s: Awaited<ReturnType<typeof setup>>) => ownerRoutesOf(s.app);

  it('every route is registered by its name in the contract, and the contract names no route the server lacks', async () => {
    const s = await setup();
    const routes = registered(s);
    for (const { said, name } of routes) expect(name, said).toBe(said);
    expect(routes.map((r) => r.said).sort()).toEqual(Object.keys(OWNER_ROUTES).sort());
  });

  it('every route answers 403 to a cross-site or same-site request, or a foreign Origin', async () => {
    const s = await setup();
    for (const { method, url } of registered(s))
      for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }]) {
        const response = await s.app.inject({ method, url, headers, payload: method === 'POST' ? { email: OWNER } : undefined });
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.headers['cache-control'], `${method} ${url}`).toBe('no-store');
      }
  });

  it('without a session, every route but signing in and out answers 401, with the API headers', async () => {
    const s = await setup();
    const routes = registered(s);
    expect(
      routes
        .filter((r) => r.signedOut)
        .map((r) => r.url)
        .sort(),
    ).toEqual([
      '/owner/api/sign-in/code',
      '/owner/api/sign-in/passkey',
      '/owner/api/sign-in/passkey/options',
      '/owner/api/sign-in/verify',
      '/owner/api/sign-out',
    ]);
    for (const cookie of ['', 'owner=not-a-session'])
      for (const { method, url } of routes.filter((r) => !r.signedOut)) {
        const response = await s.app.inject({
          method,
          url,
          headers: { ...SAME_ORIGIN, cookie },
          payload: method === 'GET' ? undefined : {},
        });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.headers).toMatchObject({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
        expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      }
    // A signed-out session's cookie is refused too.
    const cookie = await s.signIn();
    await s.post('/owner/api/sign-out', {}, { cookie });
    expect((await s.app.inject({ method: 'GET', url: '/owner/api/passkeys', headers: { ...SAME_ORIGIN, cookie } })).statusCode).toBe(401);
  });

  it("signed in, a GET answers with the API headers (no-store), not the static files'", async () => {
    const s = await setup();
    const cookie = await s.signIn();
    const response = await s.app.inject({ method: 'GET', url: '/owner/api/booking-dates', headers: { ...SAME_ORIGIN, cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({ 'cache-control': 'no-store', 'x-frame-options': 'DENY' });
  });

  it('a passkey answer that is not one, or for a challenge never issued, does not sign in', async () => {
    const s = await setup();
    const options = await s.post('/owner/api/sign-in/passkey/options', {});
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({ rpId: 'localhost', userVerification: 'preferred' });
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: 'never-issued', origin: 'http://localhost' }),
    ).toString('base64url');
    const forged = {
      id: 'abc',
      rawId: 'abc',
      type: 'public-key',
      response: { clientDataJSON, authenticatorData: 'AA', signature: 'AA' },
      clientExtensionResults: {},
    };
    const answer = await s.post('/owner/api/sign-in/passkey', forged);
    expect(answer.statusCode).toBe(401);
    expect(answer.cookies).toEqual([]);
  });

  it("a body that does not fit its route's schema: 400 and the route's words, the same answer on every route that takes one", async () => {
    const s = await setup();
    const cookie = await s.signIn();
    const taking = registered(s).filter(({ name }) => name && ownerRequestOf(name as OwnerRouteName).body);
    expect(taking.length).toBeGreaterThan(12);
    for (const { method, url, name } of taking) {
      // An array fits no route's body.
      const response = await s.app.inject({
        method,
        url,
        payload: '[]',
        headers: { ...SAME_ORIGIN, 'content-type': 'application/json', cookie },
      });
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toEqual({ error: ownerRequestOf(name as OwnerRouteName).invalid });
    }
  });

  it("a path or a query that does not fit: 400 and the route's words; a field's own words first; a filter the app no longer offers is dropped", async () => {
    const s = await setup();
    const cookie = await s.signIn();
    const ask = (method: 'GET' | 'POST', url: string, payload?: object) =>
      s.app.inject({ method, url, payload, headers: { ...SAME_ORIGIN, cookie } });
    const refusals: [Awaited<ReturnType<typeof ask>>, string][] = [
      [await ask('GET', `/owner/api/bookings/${'x'.repeat(65)}`), 'No such booking.'],
      [await ask('GET', '/owner/api/days/2026-13-45'), 'That is not a date written YYYY-MM-DD.'],
      [await ask('GET', '/owner/api/export/secrets.csv'), 'Export leads.csv, bookings.csv or calls.csv.'],
      [await ask('POST', '/owner/api/deliveries/abc/retry', {}), 'No failed delivery by that number.'],
      [await ask('GET', `/owner/api/leads?q=${'x'.repeat(101)}`), 'Please keep a search under 100 characters.'],
      [await ask('POST', '/owner/api/leads/some-id/notes', { text: 'x'.repeat(1001) }), 'Please keep a note under 1,000 characters.'],
      [await ask('POST', '/owner/api/leads/some-id/notes', { text: '   ' }), 'Write the note first.'],
    ];
    for (const [response, words] of refusals) {
      expect(response.statusCode, words).toBe(400);
      expect(response.json()).toEqual({ error: words });
    }
    const unknownFilter = await ask('GET', '/owner/api/leads?source=fax&status=sold');
    expect(unknownFilter.statusCode).toBe(200);
    expect(unknownFilter.json()).toMatchObject({ leads: [], next: null });
  });

  it('bad input to every route, signed in or not, in its body or its path: a 4xx, never a 5xx', async () => {
    const s = await setup();
    const cookie = await s.signIn();
    // Signing out would end the session the other runs use.
    const keepSession = registered(s).filter(({ url }) => !url.includes('sign-out'));
    const placeholder = /some-id|\d{4}-\d\d-\d\d/;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...keepSession),
        fc.boolean(),
        fc.option(fc.string({ minLength: 1 })),
        fc.anything(),
        async ({ method, url: route }, signedIn, segment, body) => {
          const url = segment === null ? route : route.replace(placeholder, encodeURIComponent(segment));
          const payload = method === 'POST' ? JSON.stringify(body ?? null) : undefined;
          const headers = { ...SAME_ORIGIN, 'content-type': 'application/json', ...(signedIn ? { cookie } : {}) };
          const response = await s.app.inject({ method, url, payload, headers });
          expect(response.statusCode, `${method} ${url} ${payload}`).toBeLessThan(500);
        },
      ),
      { numRuns: propertyRuns(400) },
    );
    // The session lived through it all.
    expect((await s.session(cookie)).statusCode).toBe(200);
  });
});

describe('deliveries that failed', () => {
  it('are listed with their error; Retry sends one again', async () => {
    const hook = await startFakeWebhook();
    cleanups.push(hook.close);
    hook.script.otherwise = 410;
    const s = await setup(undefined, { CONTACT_WEBHOOK_URL: hook.url });
    await s.app.inject({ method: 'POST', url: '/api/contact', payload: validLead });
    const cookie = await s.signIn();
    const list = async () =>
      (await s.app.inject({ method: 'GET', url: '/owner/api/deliveries', headers: { ...SAME_ORIGIN, cookie } })).json() as {
        failed: { id: number; channel: string; error: string }[];
      };
    await expect.poll(async () => (await list()).failed.length).toBe(1);
    const [failed] = (await list()).failed;
    expect(failed).toMatchObject({ channel: 'Automation webhook', error: expect.stringContaining('410') });

    hook.script.otherwise = 200;
    expect((await s.post(`/owner/api/deliveries/${failed!.id}/retry`, {}, { cookie })).statusCode).toBe(200);
    await expect.poll(() => hook.deliveries.filter((d) => d.status === 200).length).toBe(1);
    expect((await list()).failed).toEqual([]);
    expect((await s.post(`/owner/api/deliveries/${failed!.id}/retry`, {}, { cookie })).statusCode).toBe(404);
  });

  it('Retry all that failed sends every one again at once', async () => {
    const hook = await startFakeWebhook();
    cleanups.push(hook.close);
    hook.script.otherwise = 410;
    const s = await setup(undefined, { CONTACT_WEBHOOK_URL: hook.url });
    for (const name of ['Ann Lee', 'Bo Diaz', 'Cy Park'])
      await s.app.inject({ method: 'POST', url: '/api/contact', payload: { ...validLead, full_name: name } });
    const cookie = await s.signIn();
    const failed = async () =>
      (
        (await s.app.inject({ method: 'GET', url: '/owner/api/deliveries', headers: { ...SAME_ORIGIN, cookie } })).json() as {
          failed: unknown[];
        }
      ).failed;
    await expect.poll(async () => (await failed()).length).toBe(3);
    hook.script.otherwise = 200;
    const all = await s.post('/owner/api/deliveries/retry-all', {}, { cookie });
    expect(all.json()).toEqual({ queued: 3 });
    await expect.poll(() => hook.deliveries.filter((d) => d.status === 200).length).toBe(3);
    expect(await failed()).toEqual([]);
    expect((await s.post('/owner/api/deliveries/retry-all', {}, { cookie })).json()).toEqual({ queued: 0 });
  });
});

describe('leads, calls and exports', () => {
  async function signedInWithLeads() {
    const s = await setup();
    for (const lead of [
      validLead,
      {
        ...validLead,
        full_name: 'Morgan Decatur',
        mobile: '(404) 555-0177',
        email: 'morgan@example.com',
        street: '9 Ponce Ave',
        zip: '30030',
      },
      { ...validLead, full_name: '=HYPERLINK("x")', street: '1 Formula Way', zip: '30331' },
    ])
      expect((await s.app.inject({ method: 'POST', url: '/api/contact', payload: lead })).statusCode).toBe(201);
    const cookie = await s.signIn();
    const get = (url: string) => s.app.inject({ method: 'GET', url, headers: { ...SAME_ORIGIN, cookie } });
    const leads = async (query = '') =>
      (
        (await get(`/owner/api/leads${query}`)).json() as {
          leads: { id: string; name: string; status: string; textsStopped: boolean; ownerNotes: { text: string }[] }[];
        }
      ).leads;
    return { ...s, cookie, get, leads };
  }

  it('lists leads newest first, found by name, phone digits, street or zip', async () => {
    const s = await signedInWithLeads();
    expect((await s.leads()).map((l) => l.name)).toEqual(['=HYPERLINK("x")', 'Morgan Decatur', validLead.full_name]);
    expect((await s.leads('?q=morgan')).map((l) => l.name)).toEqual(['Morgan Decatur']);
    expect((await s.leads('?q=404-555-0177')).map((l) => l.name)).toEqual(['Morgan Decatur']);
    expect((await s.leads('?q=Ponce')).map((l) => l.name)).toEqual(['Morgan Decatur']);
    expect((await s.leads('?q=30030')).map((l) => l.name)).toEqual(['Morgan Decatur']);
    expect(await s.leads('?q=%25')).toEqual([]);
    expect(await s.leads('?source=call')).toEqual([]);
    expect(await s.leads('?source=form')).toHaveLength(3);
    // A number that replied STOP is shown as such until it texts START.
    expect((await s.leads()).map((l) => l.textsStopped)).toEqual([false, false, false]);
    s.app.texts.optOut('+14045550177', 'reply');
    expect((await s.leads('?q=morgan'))[0]).toMatchObject({ name: 'Morgan Decatur', textsStopped: true });
  });

  it('sets a lead’s status and adds notes; filters by status', async () => {
    const s = await signedInWithLeads();
    const [first] = await s.leads('?q=morgan');
    expect((await s.post(`/owner/api/leads/${first!.id}/status`, { status: 'contacted' }, { cookie: s.cookie })).statusCode).toBe(200);
    expect(
      (await s.post(`/owner/api/leads/${first!.id}/notes`, { text: 'Called, will book next week' }, { cookie: s.cookie })).statusCode,
    ).toBe(201);
    const [contacted, ...rest] = await s.leads('?status=contacted');
    expect(rest).toEqual([]);
    expect(contacted).toMatchObject({ name: 'Morgan Decatur', status: 'contacted', ownerNotes: [{ text: 'Called, will book next week' }] });
    // Open is new or contacted; the counts are of every state, within the search typed.
    const [formula] = await s.leads('?q=HYPERLINK');
    expect((await s.post(`/owner/api/leads/${formula!.id}/status`, { status: 'lost' }, { cookie: s.cookie })).statusCode).toBe(200);
    expect((await s.leads('?status=open')).map((l) => l.name)).toEqual(['Morgan Decatur', validLead.full_name]);
    expect((await s.get('/owner/api/leads?status=open')).json().counts).toEqual({ new: 1, contacted: 1, booked: 0, lost: 1 });
    expect((await s.get('/owner/api/leads?q=morgan')).json().counts).toEqual({ new: 0, contacted: 1, booked: 0, lost: 0 });
    // The way each came in, as Home counts them.
    expect(await s.leads('?way=form')).toHaveLength(3);
    expect(await s.leads('?way=phone')).toEqual([]);
    // One lead opens at its own address.
    expect((await s.get(`/owner/api/leads/${first!.id}`)).json()).toMatchObject({
      name: 'Morgan Decatur',
      status: 'contacted',
      way: 'form',
    });
    expect((await s.get('/owner/api/leads/nobody')).statusCode).toBe(404);
    expect((await s.post(`/owner/api/leads/${first!.id}/status`, { status: 'won' }, { cookie: s.cookie })).statusCode).toBe(400);
    const empty = await s.post(`/owner/api/leads/${first!.id}/notes`, { text: '  ' }, { cookie: s.cookie });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'Write the note first.' });
    expect((await s.post('/owner/api/leads/nobody/status', { status: 'lost' }, { cookie: s.cookie })).statusCode).toBe(404);
    expect((await s.post('/owner/api/leads/nobody/notes', { text: 'x' }, { cookie: s.cookie })).statusCode).toBe(404);
  });

  it('exports leads as formula-safe CSV to download; calls and bookings too', async () => {
    const s = await signedInWithLeads();
    const csv = await s.get('/owner/api/export/leads.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="leads.csv"');
    // UTF-8's byte-order mark first: a spreadsheet opened by a double click reads the accents.
    expect(csv.body.split('\r\n')[0]).toMatch(/^\uFEFFid,created_at,source/);
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect((await s.get('/owner/api/export/calls.csv')).body).toMatch(/^\uFEFFcall_id,/);
    expect((await s.get('/owner/api/export/bookings.csv')).body).toMatch(/^\uFEFFreference,status,plan/);
    // A file the contract does not name is a request that does not fit: 400, in the owner's words.
    const secrets = await s.get('/owner/api/export/secrets.txt');
    expect([secrets.statusCode, secrets.json()]).toEqual([400, { error: 'Export leads.csv, bookings.csv or calls.csv.' }]);
    expect((await s.get('/owner/api/calls')).json()).toEqual({ calls: [], next: null });
    expect((await s.get('/owner/api/calls/nope')).statusCode).toBe(404);
  });
});

describe('the day’s visits', () => {
  it('lists the next service day’s stops in driving order, with a maps link and the phone; each marked done or skipped, or cleared', async () => {
    const { day, get, cookie, ...s } = await signedInWithBookings([
      validLead,
      { ...validLead, full_name: 'Morgan Decatur', mobile: '(404) 555-0177', email: 'm@example.com', street: '9 Ponce Ave', zip: '30030' },
      { ...validLead, full_name: 'Riley Midtown', mobile: '(404) 555-0166', email: 'r@example.com', street: '77 10th St', zip: '30309' },
    ]);

    // The morning of that day, 07:00 in Atlanta.
    s.clock.set(`${day}T12:00:00Z`);
    type Visit = { visitId: string; name: string; zip: string; mark: string | null; placed: string };
    type Today = { date: string; isToday: boolean; count: number; start: string; stops: Visit[]; legs: { from: number; to: number }[] };
    const today = (await get('/owner/api/today')) as Today;
    expect(today).toMatchObject({ date: day, isToday: true, count: 3, start: siteConfig.crew.yard.name, legs: [{ from: 1, to: 3 }] });
    // From the yard downtown, Midtown (30309) comes before Decatur (30030); both placed by their zip.
    expect(today.stops.map((v) => v.zip)).toEqual(['30309', '30309', '30030']);
    expect(today.stops.every((v) => v.placed === 'zip')).toBe(true);
    const morgan = today.stops[2]!;
    expect(morgan).toMatchObject({
      name: 'Morgan Decatur',
      street: '9 Ponce Ave',
      mapsUrl: 'https://maps.google.com/?q=9%20Ponce%20Ave%2C%2030030',
      phone: '(404) 555-0177',
      phoneE164: '+14045550177',
      plan: expect.stringMatching(/membership/i),
      mark: null,
    });
    const [first, second] = today.stops;

    const mark = (id: string, body: object) => s.post(`/owner/api/visits/${id}/mark`, body, { cookie });
    expect((await mark(morgan.visitId, { mark: 'skipped' })).statusCode).toBe(200);
    expect((await mark(first!.visitId, { mark: 'done' })).statusCode).toBe(200);
    expect((await mark(second!.visitId, { mark: 'done' })).statusCode).toBe(200);
    expect((await mark(second!.visitId, { mark: null })).statusCode).toBe(200);
    expect((await mark(first!.visitId, { mark: 'maybe' })).statusCode).toBe(400);
    expect((await mark('no-such-visit', { mark: 'done' })).statusCode).toBe(404);
    const marks = ((await get('/owner/api/today')) as Today).stops.map((v) => [v.name, v.mark]);
    expect(Object.fromEntries(marks)).toEqual({
      'Morgan Decatur': 'skipped',
      [first!.name]: 'done',
      [second!.name]: null,
    });

    // The next morning's day has no stops: it names the next day that has some, the memberships'
    // second visits four weeks on.
    const { dates } = s.app.stores.bookings;
    s.clock.set(`${dates.calendar.addDays(day, 1)}T12:00:00Z`);
    const empty = (await get('/owner/api/today')) as Today & { nextWithVisits: unknown };
    expect(empty).toMatchObject({ count: 0, nextWithVisits: { day: dates.words(dates.calendar.addDays(day, 28)), count: 3 } });
  });
});

describe('bookings', () => {
  it('books a contact request on a date with room, lists it by day, moves it and cancels it; the customer is told each time', async () => {
    const s = await setup();
    expect((await s.app.inject({ method: 'POST', url: '/api/contact', payload: validLead })).statusCode).toBe(201);
    const cookie = await s.signIn();
    const get = async (url: string) => (await s.app.inject({ method: 'GET', url, headers: { ...SAME_ORIGIN, cookie } })).json();
    const [lead] = (await get('/owner/api/leads')).leads as { id: string }[];
    const { dates } = (await get('/owner/api/booking-dates')) as { dates: { date: string }[] };
    expect(dates.length).toBeGreaterThan(1);

    expect((await s.post(`/owner/api/leads/${lead!.id}/book`, { date: 'soon' }, { cookie })).statusCode).toBe(409);
    const booked = await s.post(`/owner/api/leads/${lead!.id}/book`, { date: dates[0]!.date }, { cookie });
    expect(booked.statusCode).toBe(201);
    await expect.poll(() => s.mail.messages.filter((m) => m.recipients.includes(validLead.email)).length).toBe(1);

    type Days = { days: { date: string; count: number; visits: { bookingId: string; visitId: string }[] }[] };
    const { days } = (await get('/owner/api/bookings')) as Days;
    const day = days.find((d) => d.date === dates[0]!.date)!;
    expect(day.count).toBe(1);
    const { bookingId: id, visitId } = day.visits[0]!;
    type Detail = { visit: { id: string; date: string }; datesWithRoom: { date: string }[] };
    const detail = (await get(`/owner/api/bookings/${id}?visit=${visitId}`)) as Detail;
    expect(detail.visit).toMatchObject({ id: visitId, date: dates[0]!.date });
    const to = detail.datesWithRoom[0]!.date;
    expect((await s.post(`/owner/api/visits/${visitId}/move`, { to }, { cookie })).statusCode).toBe(200);
    expect(((await get(`/owner/api/bookings/${id}`)) as Detail).visit.date).toBe(to);
    await expect.poll(() => s.mail.messages.filter((m) => m.recipients.includes(validLead.email)).length).toBe(2);
    expect((await s.post(`/owner/api/visits/no-such-visit/move`, { to }, { cookie })).statusCode).toBe(404);
    const twice = await s.post(`/owner/api/visits/${visitId}/move`, { to }, { cookie });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('That date already holds a visit of this booking.');

    const leadStatus = async () => ((await get('/owner/api/leads')).leads as { status: string }[])[0]!.status;
    expect(await leadStatus()).toBe('booked');
    expect((await s.post(`/owner/api/bookings/${id}/cancel`, {}, { cookie })).json()).toEqual({ status: 'cancelled' });
    // A cancelled booking's lead is no longer 'booked'.
    expect(await leadStatus()).toBe('new');
    await expect.poll(() => s.mail.messages.filter((m) => m.recipients.includes(validLead.email)).length).toBe(3);
    expect((await s.post(`/owner/api/bookings/${id}/cancel`, {}, { cookie })).statusCode).toBe(404);
  });

  it("a membership's later visit, tapped on its own day, opens and moves that visit; the first stays", async () => {
    // A 2-week plan: the first visit and the one after it are both among the days listed.
    const { get, cookie, day, ...s } = await bookedAndSignedIn(cleanups, [validLead], undefined, undefined, {}, (app) =>
      membershipEvery(app.stores.settings, 2),
    );
    type Days = { days: { date: string; visits: { bookingId: string; visitId: string }[] }[] };
    const later = ((await get('/owner/api/bookings')) as Days).days.filter((d) => d.visits.length > 0).map((d) => d.date);
    expect(later.slice(0, 2)).toEqual([day, s.app.bookings.dates.calendar.addDays(day, 14)]);
    const second = later[1]!;
    const { bookingId, visitId } = ((await get('/owner/api/bookings')) as Days).days.find((d) => d.date === second)!.visits[0]!;
    type Detail = { visit: { id: string; date: string }; datesWithRoom: { date: string }[] };
    const detail = (await get(`/owner/api/bookings/${bookingId}?visit=${visitId}`)) as Detail;
    expect(detail.visit).toMatchObject({ id: visitId, date: second });
    const to = detail.datesWithRoom[0]!.date;
    expect((await s.post(`/owner/api/visits/${visitId}/move`, { to }, { cookie })).statusCode).toBe(200);
    expect(s.app.bookings.visit(visitId)).toMatchObject({ date: to, movedFrom: second });
    expect(s.app.bookings.visits(bookingId).find((v) => v.slot === day)).toMatchObject({ date: day, state: 'scheduled' });
  });
});

describe('a whole day moved', () => {
  it('a storm: the rest of today moves to another day; the visits already done stay', async () => {
    const names = ['Ada', 'Ben', 'Cy'];
    const { day, get, cookie, ...s } = await signedInWithBookings(
      names.map((name) => ({ ...validLead, full_name: `${name} Storm`, email: `${name.toLowerCase()}@example.com` })),
    );
    s.clock.set(`${day}T17:00:00Z`); // noon in Atlanta
    type Today = { stops: { visitId: string; name: string }[] };
    const visits = ((await get('/owner/api/today')) as Today).stops;
    const ada = visits.find((v) => v.name === 'Ada Storm')!;
    expect((await s.post(`/owner/api/visits/${ada.visitId}/mark`, { mark: 'done' }, { cookie })).statusCode).toBe(200);

    const { count, datesWithRoom } = (await get(`/owner/api/days/${day}`)) as { count: number; datesWithRoom: { date: string }[] };
    expect(count).toBe(2);
    const to = datesWithRoom[0]!.date;
    expect((await s.post(`/owner/api/days/${day}/move`, { to }, { cookie })).json()).toEqual({ moved: 2, to });
    const days = ((await get('/owner/api/bookings')) as { days: { date: string; visits: { name: string }[] }[] }).days;
    expect(days.find((d) => d.date === day)!.visits.map((v) => v.name)).toEqual(['Ada Storm']);
    expect(
      days
        .find((d) => d.date === to)!
        .visits.map((v) => v.name)
        .sort(),
    ).toEqual(['Ben Storm', 'Cy Storm']);
    // Only what was done is left: nothing more to move.
    expect((await s.post(`/owner/api/days/${day}/move`, { to }, { cookie })).statusCode).toBe(404);
  });

  it('a holiday with a membership round on it is listed as a day off; its visits move to a working day together, each customer told', async () => {
    const customers = ['Ada', 'Ben', 'Cy'].map((name) => ({
      ...validLead,
      full_name: `${name} Friday`,
      email: `${name.toLowerCase()}@example.com`,
    }));
    // Memberships on Friday, November 27: their next round falls on Christmas Day, a day off.
    const { get, cookie, ...s } = await signedInWithBookings(customers, '2026-11-27');
    const toCustomers = () => s.mail.messages.filter((m) => customers.some((c) => m.recipients.includes(c.email))).length;
    await expect.poll(toCustomers).toBe(3);

    s.clock.set('2026-12-10T15:00:00Z');
    type Days = { days: { date: string; dayOff: boolean; count: number }[] };
    const christmas = ((await get('/owner/api/bookings')) as Days).days.find((d) => d.date === '2026-12-25');
    expect(christmas).toMatchObject({ dayOff: true, count: 3 });
    const { count, datesWithRoom } = (await get('/owner/api/days/2026-12-25')) as {
      count: number;
      datesWithRoom: { date: string; words: string }[];
    };
    expect(count).toBe(3);
    expect(datesWithRoom[0]).toEqual({ date: '2026-12-11', words: 'Friday, December 11' });
    expect(datesWithRoom.map((d) => d.date)).not.toContain('2026-12-25');

    const move = (from: string, to: unknown) => s.post(`/owner/api/days/${from}/move`, { to }, { cookie });
    expect((await move('2026-12-24', '2026-12-26')).json()).toEqual({ error: 'No visits to move on that date.' });
    expect((await move('2026-12-25', '2026-12-25')).json()).toEqual({ error: 'Pick another date.' });
    expect((await move('2026-12-25', '2026-12-10')).json()).toEqual({ error: 'Move a day’s visits to tomorrow or later.' });
    expect((await move('2026-12-25', '2027-03-01')).json()).toEqual({ error: 'That date is further ahead than we book.' });
    expect((await move('2026-12-25', 'soon')).statusCode).toBe(409);
    expect((await move('Christmas', '2026-12-26')).statusCode).toBe(400);

    const moved = await move('2026-12-25', '2026-12-26');
    expect(moved.json()).toEqual({ moved: 3, to: '2026-12-26' });
    const days = ((await get('/owner/api/bookings')) as Days).days;
    expect(days.find((d) => d.date === '2026-12-25')).toBeUndefined();
    expect(days.find((d) => d.date === '2026-12-26')).toMatchObject({ dayOff: false, count: 3 });
    await expect.poll(toCustomers).toBe(6);
    // Nothing is left to move, and a day off cannot take them back.
    expect((await move('2026-12-26', '2026-12-25')).json()).toEqual({ error: 'We have no service that day.' });
  });
});

describe('calls', () => {
  it('lists each call with its outcome and summary; one opens with its transcript', async () => {
    const s = await setup(undefined, { VAPI_TOOLS_SECRET: 'voice-events-secret-for-tests-01' });
    const report = {
      type: 'end-of-call-report',
      endedReason: 'customer-ended-call',
      startedAt: '2026-11-22T15:00:00.000Z',
      endedAt: '2026-11-22T15:02:05.500Z',
      call: { id: 'call-owner-1', type: 'inboundPhoneCall', customer: { number: '+14045550123' } },
      artifact: { transcript: 'AI: Hi, this is Ava.\nUser: When do you come to 30331?' },
      analysis: { summary: 'Asked when we serve 30331.' },
    };
    const posted = await s.app.inject({
      method: 'POST',
      url: '/api/voice/events',
      headers: { 'content-type': 'application/json', 'x-vapi-secret': 'voice-events-secret-for-tests-01' },
      payload: JSON.stringify({ message: report }),
    });
    expect(posted.statusCode).toBeLessThan(300);
    const cookie = await s.signIn();
    const get = async (url: string) => (await s.app.inject({ method: 'GET', url, headers: { ...SAME_ORIGIN, cookie } })).json();
    const { calls } = (await get('/owner/api/calls')) as { calls: object[] };
    expect(calls).toEqual([
      expect.objectContaining({
        callId: 'call-owner-1',
        callType: 'inbound phone',
        callerNumber: '+14045550123',
        durationMs: 125_500,
        summary: 'Asked when we serve 30331.',
      }),
    ]);
    expect(await get('/owner/api/calls/call-owner-1')).toMatchObject({
      transcript: 'AI: Hi, this is Ava.\nUser: When do you come to 30331?',
    });
  });
});

describe('where a lead came from', () => {
  it('a lead the receptionist took in the chat is a chat lead, not a call', async () => {
    const secret = 'voice-tools-secret-for-tests-0001';
    const s = await setup(undefined, { VAPI_TOOLS_SECRET: secret });
    const request = toolCallsRequest(secret, 'unused', [
      {
        id: 't1',
        name: 'book_service',
        arguments: { ...validLead, full_name: 'Chatty Office Park', service_type: 'Commercial', pickup_day: 'Tuesday' },
      },
    ]);
    const { call: _call, ...rest } = request.payload.message;
    expect((await s.app.inject({ ...request, payload: { message: { ...rest, chat: { id: 'chat-7' } } } })).statusCode).toBe(200);
    const cookie = await s.signIn();
    const leads = async (query: string) =>
      (
        (await s.app.inject({ method: 'GET', url: `/owner/api/leads${query}`, headers: { ...SAME_ORIGIN, cookie } })).json() as {
          leads: { name: string; source: string }[];
        }
      ).leads;
    expect(await leads('?source=chat')).toEqual([expect.objectContaining({ name: 'Chatty Office Park', source: 'chat' })]);
    expect(await leads('?source=call')).toEqual([]);
  });
});
