// A customer who has just booked through the receptionist's tool, as their confirmation e-mail
// reaches them: an app on the built site with its own clock (from Sunday, November 22, 2026, 10:00
// in Atlanta) and a loopback mail server; `path` is the link in their e-mail.
import { RunningClock } from '../../src/server/clock/clock.ts';
import { startFakeSmtp } from '../fakes/fake-smtp.ts';
import { makeTestApp } from './test-app.ts';
import { toolCallsRequest } from './tool-calls.ts';
import { validLead } from './valid-lead.ts';

const SECRET = 'voice-tools-secret-for-tests-0001';

export const ONE_TIME_BOOKING = { ...validLead, service_type: 'One-Time', pickup_day: 'Tuesday', service_date: '2026-11-25' };

/**
 * By default the booking comes from a phone call from the customer's own mobile; `web: true`
 * makes it a web call with no texts set up: held, with one e-mail whose link confirms it.
 */
export async function bookedCustomer(args: object = ONE_TIME_BOOKING, env: Record<string, string> = {}, { web = false } = {}) {
  // A clock that runs from a fixed moment: the relay's retries come due on real timers.
  const clock = new RunningClock('2026-11-22T15:00:00Z');
  const mail = await startFakeSmtp();
  const t = await makeTestApp({
    env: {
      SMTP_URL: mail.url,
      NOTIFY_EMAIL_TO: 'owner@canfreshatl.com',
      NOTIFY_EMAIL_FROM: 'a@canfreshatl.com',
      VAPI_TOOLS_SECRET: SECRET,
      ...env,
    },
    clock,
    site: true,
  });
  await t.app.inject(
    toolCallsRequest(SECRET, 'call-1', [{ id: 't1', name: 'book_service', arguments: args }], web ? { web: true } : undefined),
  );
  // The confirmation and the owner's note (a held booking: its one e-mail). A loaded machine can
  // time out the test relay's first attempts; its retries (20, 60, 180 ms on) get there.
  const messages = await mail.waitFor(web ? 1 : 2);
  const text = messages.find((m) => m.recipients.includes(validLead.email))!.parsed.text!;
  const path = /https:\/\/canfreshatl\.com(\/booking\/[A-Za-z0-9_-]{22})/.exec(text)![1]!;
  return {
    ...t,
    clock,
    mail,
    path,
    booking: t.app.bookings.active()[0]!,
    close: async () => {
      await t.close();
      await mail.close();
    },
  };
}
