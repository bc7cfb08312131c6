// The owner's app over the real server with a loopback mail server: a browser that asks for a
// sign-in code and answers it, the owner signed in, and contact requests booked on a day.
import { expect } from 'vitest';
import type { BookingRules } from '../../src/common/site-config.schema.ts';
import { SettableClock } from '../../src/server/platform/clock/clock.ts';
import { startFakeSmtp } from '../fakes/fake-smtp.ts';
import { fastRelay, makeTestApp, TEST_MORNING } from './test-app.ts';

export const OWNER = 'pat@canfreshatl.com';
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

export async function ownerStack(
  cleanups: (() => unknown)[],
  clock = new SettableClock(TEST_MORNING),
  extraEnv: Record<string, string> = {},
  relay = fastRelay,
  booking?: BookingRules,
) {
  const mail = await startFakeSmtp();
  const t = await makeTestApp({
    env: {
      SMTP_URL: mail.url,
      NOTIFY_EMAIL_TO: 'alerts@canfreshatl.com',
      NOTIFY_EMAIL_FROM: 'alerts@canfreshatl.com',
      OWNER_EMAILS: `${OWNER.toUpperCase()}, sam@canfreshatl.com`,
      ...extraEnv,
    },
    clock,
    relay,
    booking,
  });
  cleanups.push(t.close, mail.close);
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { ...SAME_ORIGIN, ...headers } });
  /** A browser: the code cookie the server set when it asked for a code, sent back with its answer. */
  const browser = (ip = '127.0.0.1') => {
    let cookie = '';
    return {
      askCode: async (email = OWNER) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/owner/api/sign-in/code',
          payload: { email },
          headers: { ...SAME_ORIGIN, cookie },
          remoteAddress: ip,
        });
        const set = response.cookies.find((c) => c.name.endsWith('owner-code'));
        if (set) cookie = `${set.name}=${set.value}`;
        return response;
      },
      verify: (code: string, email = OWNER) =>
        t.app.inject({
          method: 'POST',
          url: '/owner/api/sign-in/verify',
          payload: { email, code },
          headers: { ...SAME_ORIGIN, cookie },
          remoteAddress: ip,
        }),
    };
  };
  const owners = browser();
  const { askCode, verify } = owners;
  /** The code in the latest e-mail to the address (waits for it). */
  const codeFor = async (email: string, count = 1) => {
    await expect.poll(() => mail.messages.filter((m) => m.recipients.includes(email)).length).toBe(count);
    const message = mail.messages.filter((m) => m.recipients.includes(email)).at(-1)!;
    return /\b(\d{6})\b/.exec(message.parsed.subject ?? '')![1]!;
  };
  const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
    // '__Host-owner' when the site is served over HTTPS (PUBLIC_BASE_URL).
    const c = response.cookies.find((x) => x.name === 'owner' || x.name === '__Host-owner')!;
    return `${c.name}=${c.value}`;
  };
  const session = (cookie: string) => t.app.inject({ method: 'GET', url: '/owner/api/session', headers: { ...SAME_ORIGIN, cookie } });
  /** Signs the owner in with the code e-mailed to them (the `count`th e-mail); the session cookie. */
  const signIn = async (count = 1) => {
    await askCode();
    return cookieOf(await verify(await codeFor(OWNER, count)));
  };
  return { ...t, mail, clock, post, browser, askCode, verify, codeFor, cookieOf, session, signIn };
}

/** Signed in, with these contact requests booked on `date` (by default the first date with room). */
export async function signedInWithBookings(
  cleanups: (() => unknown)[],
  leads: object[],
  date?: string,
  booking?: BookingRules,
  extraEnv: Record<string, string> = {},
  /** What the owner set before the leads came (a plan's rhythm...). */
  prepare: (app: Awaited<ReturnType<typeof ownerStack>>['app']) => void = () => {},
) {
  const s = await ownerStack(cleanups, undefined, extraEnv, fastRelay, booking);
  prepare(s.app);
  for (const lead of leads) expect((await s.app.inject({ method: 'POST', url: '/api/contact', payload: lead })).statusCode).toBe(201);
  const cookie = await s.signIn();
  const get = async (url: string) => (await s.app.inject({ method: 'GET', url, headers: { ...SAME_ORIGIN, cookie } })).json();
  const day = date ?? ((await get('/owner/api/booking-dates')) as { dates: { date: string }[] }).dates[0]!.date;
  for (const { id } of ((await get('/owner/api/leads')) as { leads: { id: string }[] }).leads)
    expect((await s.post(`/owner/api/leads/${id}/book`, { date: day }, { cookie })).statusCode).toBe(201);
  return { ...s, cookie, get, day };
}

/** Every route the server registered under /owner/api, with sample path parameters: a new route cannot miss the guard. */
export function ownerRoutesOf(app: Awaited<ReturnType<typeof ownerStack>>['app']) {
  expect(app.ownerRoutes.length).toBeGreaterThan(25);
  return app.ownerRoutes.flatMap(({ method, url, name, signedOut, crew }) =>
    [method]
      .flat()
      .filter((m) => m !== 'HEAD')
      .map((m) => ({
        method: m as 'GET' | 'POST' | 'PUT' | 'DELETE',
        /** As registered ('GET /owner/api/calls/:id'), and its name in the contract. */
        said: `${m} ${url}`,
        name,
        url: url
          .replace(':date', '2026-12-25')
          .replace(':phone', '+14045550123')
          .replace(':email', 'someone@example.com')
          .replace(/:\w+/g, 'some-id'),
        signedOut,
        crew,
      })),
  );
}
