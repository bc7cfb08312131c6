// A customer who has just booked through the receptionist's tool, as their confirmation e-mail
// reaches them: an app on the built site with its own clock (from Sunday, November 22, 2026, 10:00
// in Atlanta) and a loopback mail server; `path` is the link in their e-mail.
import { createServer, type AddressInfo } from 'node:net';
import { RunningClock } from '../../src/server/platform/clock/clock.ts';
import type { CrewRules } from '../../src/common/site-config.schema.ts';
import { mailEnv, startFakeSmtp } from '../fakes/fake-smtp.ts';
import { makeTestApp } from './test-app.ts';
import { toolCallsRequest } from './tool-calls.ts';
import { household, validLead } from './valid-lead.ts';

const SECRET = 'voice-tools-secret-for-tests-0001';

export const ONE_TIME_BOOKING = { ...validLead, service_type: 'One-Time', pickup_day: 'Tuesday', service_date: '2026-11-25' };

/**
 * By default the booking comes from a phone call from the customer's own mobile; `web: true`
 * makes it a web call with no texts set up: held, with one e-mail whose link confirms it.
 */
/** A port nobody listens on now (the app must know its own address before it is built: PUBLIC_BASE_URL). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** With `listen: true`, the app listens at `base`, which is also its PUBLIC_BASE_URL (links and Stripe's way back). */
export async function bookedCustomer(
  args: object = ONE_TIME_BOOKING,
  env: Record<string, string> = {},
  { web = false, listen = false, crew = undefined as CrewRules | undefined } = {},
) {
  const port = listen ? await freePort() : undefined;
  const base = port ? `http://127.0.0.1:${port}` : undefined;
  // A clock that runs from a fixed moment: the relay's retries come due on real timers.
  const clock = new RunningClock('2026-11-22T15:00:00Z');
  const mail = await startFakeSmtp();
  const t = await makeTestApp({
    env: {
      ...mailEnv(mail),
      VAPI_TOOLS_SECRET: SECRET,
      ...(base ? { PUBLIC_BASE_URL: base } : {}),
      ...env,
    },
    clock,
    site: true,
    crew,
  });
  await t.app.inject(
    toolCallsRequest(SECRET, 'call-1', [{ id: 't1', name: 'book_service', arguments: args }], web ? { web: true } : undefined),
  );
  // The confirmation and the owner's note (a held booking: its one e-mail). A loaded machine can
  // time out the test relay's first attempts; its retries (20, 60, 180 ms on) get there.
  const messages = await mail.waitFor(web ? 1 : 2);
  const text = messages.find((m) => m.recipients.includes(validLead.email))!.parsed.text!;
  const path = /https?:\/\/[^/\s]+(\/booking\/[A-Za-z0-9_-]{22})/.exec(text)![1]!;
  if (port) await t.app.listen({ port, host: '127.0.0.1' });
  return {
    ...t,
    clock,
    mail,
    path,
    base,
    booking: t.app.bookings.active()[0]!,
    /** Another household books through the receptionist on a phone call from their mobile. */
    book: (more: object, callId = `call-${Math.random()}`) =>
      t.app.inject(toolCallsRequest(SECRET, callId, [{ id: 't1', name: 'book_service', arguments: more }])),
    close: async () => {
      await t.close();
      await mail.close();
    },
  };
}

/** Decatur, Vinings and Buckhead book the same Wednesday as the booked customer (Midtown's Jordan). */
export async function bookNeighbours(customer: Awaited<ReturnType<typeof bookedCustomer>>) {
  for (const [n, zip] of [
    [1, '30030'],
    [2, '30339'],
    [3, '30305'],
  ] as const) {
    const booked = await customer.book({ ...ONE_TIME_BOOKING, ...household(n), email: `h${n}@example.com`, zip });
    if (booked.statusCode !== 200) throw new Error(`household ${n} was not booked: ${booked.statusCode}`);
  }
}
