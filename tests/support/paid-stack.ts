// An app on the built site listening on a real port, with the loopback fakes of the mail server
// and Stripe (and of the text provider, with `texts`): a customer books through the receptionist
// on a phone call from their own mobile, opens their link, pays; the owner signs in with the code
// e-mailed to them. What the payment and membership tests start from.
import { RunningClock, type Clock } from '../../src/server/platform/clock/clock.ts';
import type { BookingRules, CrewRules } from '../../src/common/site-config.schema.ts';
import { FAKE_STRIPE_KEY, FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe, type FakeSession, type FakeStripe } from '../fakes/fake-stripe.ts';
import { invitationText, mailEnv, startFakeSmtp } from '../fakes/fake-smtp.ts';
import { startFakeTwilio, twilioEnv } from '../fakes/fake-twilio.ts';
import { expect } from 'vitest';
import { makeTestApp } from './test-app.ts';
import { toolCallsRequest, type ToolCaller } from './tool-calls.ts';
import { validLead } from './valid-lead.ts';

export const SECRET = 'voice-tools-secret-for-tests-0001';
/** Sunday, November 22, 2026, 10:00 in Atlanta. */
export const SUNDAY = '2026-11-22T15:00:00Z';
export const ONE_TIME = { ...validLead, service_type: 'One-Time', pickup_day: 'Tuesday', service_date: '2026-11-25', cans: 2 };
export const MEMBER = { ...validLead, service_type: 'Membership', pickup_day: 'Tuesday', service_date: '2026-11-25', cans: 2 };
export const SAME = { 'sec-fetch-site': 'same-origin' };
export const STRIPE_ENV = (url: string) => ({
  STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
  STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
  STRIPE_API_BASE_URL: url,
});

/** Queues what it starts on `cleanups` (the test file's after-each list). */
export async function paidStack(
  cleanups: (() => unknown)[],
  {
    clock = new RunningClock(SUNDAY) as Clock,
    texts = false,
    crew = undefined as CrewRules | undefined,
    booking = undefined as BookingRules | undefined,
    env = {} as Record<string, string>,
    /** A store to open (kept after), and a Stripe fake shared with another stack (closed by its owner). */
    dataDir = undefined as string | undefined,
    sharedStripe = undefined as FakeStripe | undefined,
    /** The owner who signs in to the inbox. */
    ownerEmail = 'pat@canfreshatl.com',
    /** The business open (false: a new install, before its first run's setup). */
    opened = true,
  } = {},
) {
  const mail = await startFakeSmtp();
  const stripe = sharedStripe ?? (await startFakeStripe({ now: () => clock.now() }));
  const provider = texts ? await startFakeTwilio() : undefined;
  const t = await makeTestApp({
    env: {
      ...mailEnv(mail),
      VAPI_TOOLS_SECRET: SECRET,
      PUBLIC_BASE_URL: 'https://canfreshatl.com',
      OWNER_EMAILS: ownerEmail,
      ...STRIPE_ENV(stripe.url),
      ...(provider ? twilioEnv(provider) : {}),
      ...env,
    },
    clock,
    site: true,
    crew,
    booking,
    dataDir,
    opened,
  });
  cleanups.push(t.close, mail.close, ...(sharedStripe ? [] : [stripe.close]), ...(provider ? [provider.close] : []));
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  stripe.webhookUrl = `${base}/api/stripe/webhook`;
  /** Books through the receptionist on a phone call from the customer's mobile; the booking and its link's path. */
  const book = async (args: { email: string } & Record<string, unknown>) => {
    await t.app.inject(toolCallsRequest(SECRET, `call-${Math.random()}`, [{ id: 't', name: 'book_service', arguments: args }]));
    const mine = await mail.waitForMessage(
      'the confirmation',
      (m) => m.recipients.includes(args.email) && /^(Booked|Reservado):/.test(m.parsed.subject!),
    );
    const path = /https:\/\/canfreshatl\.com(\/booking\/[A-Za-z0-9_-]{22})/.exec(mine.parsed.text!)![1]!;
    const reference = /(?:Reference|Referencia): +(\w+)/.exec(mine.parsed.text!)![1]!;
    const booking = t.app.bookings.byReference(reference)!;
    return { booking, path, confirmation: mine.parsed.text!, invitation: invitationText(mine)! };
  };
  const page = (path: string, init?: RequestInit) => fetch(`${base}${path}`, { redirect: 'manual', ...init });
  /** Goes to Checkout from the booking page and pays, as the customer's browser would. */
  const pay = async (path: string): Promise<FakeSession> => {
    const toStripe = await page(`${path}/pay`);
    expect(toStripe.status).toBe(303);
    const paid = await fetch(toStripe.headers.get('location')!, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    return stripe.received.sessions.at(-1)!;
  };
  const paymentOf = (bookingId: string) => t.app.payments.get(bookingId);
  /** The owner, signed in with the code e-mailed to them: GET and POST on the owner's API. */
  const owner = async () => {
    const ask = await t.app.inject({
      method: 'POST',
      url: '/owner/api/sign-in/code',
      payload: { email: ownerEmail },
      headers: SAME,
    });
    const browser = ask.cookies.find((c) => c.name.endsWith('owner-code'))!;
    const mail_ = await mail.waitForMessage('the code', (m) => m.recipients.includes(ownerEmail));
    const code = /\b(\d{6})\b/.exec(mail_.parsed.subject!)![1]!;
    const verified = await t.app.inject({
      method: 'POST',
      url: '/owner/api/sign-in/verify',
      payload: { email: ownerEmail, code },
      headers: { ...SAME, cookie: `${browser.name}=${browser.value}` },
    });
    const session = verified.cookies.find((c) => c.name.endsWith('owner'))!;
    const headers = { ...SAME, cookie: `${session.name}=${session.value}` };
    return {
      /** The signed-in browser's headers (its session cookie), for a request made by hand. */
      headers,
      get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
      post: (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers, payload }),
      /** A photo's bytes as the crew's phone sends them. */
      put: (url: string, body: Buffer, type = 'image/jpeg') =>
        t.app.inject({ method: 'PUT', url, headers: { ...headers, 'content-type': type }, payload: body }),
    };
  };
  /** One receptionist tool call, as the platform posts it; its answer's words. */
  const tool = async (callId: string, name: string, args: object, caller?: ToolCaller) => {
    const res = await t.app.inject(toolCallsRequest(SECRET, callId, [{ id: `t-${Math.random()}`, name, arguments: args }], caller));
    expect(res.statusCode).toBe(200);
    return (res.json() as { results: { result: string }[] }).results[0]!.result;
  };
  return { ...t, mail, stripe, provider, base, book, page, pay, paymentOf, owner, tool, clock };
}
