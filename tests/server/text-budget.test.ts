// One budget for the texts nobody asked for, over real sockets: the built booking page served by
// the app on loopback, each visitor from a loopback address of its own, fakes of Twilio and the
// mail server. The business's hourly budget stops codes and tells the owner once; one address
// cannot pass its share by switching languages; the booking page's request limit is one count
// for both languages; a script of web calls fills the web calls' share and a visitor at the site
// still gets a code; the nudge to a visitor who left is charged to the address that asked, so an
// hour of codes and nudges stays within its share. Needs the build (the screens are the page's
// own components).
import { describe, expect, it } from 'vitest';
import type { TextRules } from '../../src/common/site-config.schema.ts';
import { siteConfig } from '../../src/common/site-config.ts';
import { SettableClock } from '../../src/server/platform/clock/clock.ts';
import { startFakeSmtp, mailEnv } from '../fakes/fake-smtp.ts';
import { startFakeTwilio, twilioEnv } from '../fakes/fake-twilio.ts';
import { bookVisitor, toTheDetails } from '../support/book-visitor.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { outboxSettled } from '../support/settled.ts';
import { makeTestApp } from '../support/test-app.ts';
import { nudgeLeftDrafts } from '../../src/server/customers/online-booking/left-drafts.ts';
import { toolCallsRequest } from '../support/tool-calls.ts';

const cleanups = cleanupsAfterEach();
const SECRET = 'voice-tools-secret-for-tests-0001';

async function setup(unasked: Partial<TextRules['unasked']>) {
  const [provider, mail] = await Promise.all([startFakeTwilio(), startFakeSmtp()]);
  const t = await makeTestApp({
    site: true,
    clock: new SettableClock('2026-11-22T15:00:00Z'),
    env: { ...mailEnv(mail), ...twilioEnv(provider), PUBLIC_BASE_URL: 'https://canfreshatl.com', VAPI_TOOLS_SECRET: SECRET },
    onlineBooking: { on: true, linkDays: 14, bookingsPerIpPerDay: 3 },
    texts: { ...siteConfig.texts, unasked: { ...siteConfig.texts.unasked, ...unasked } },
  });
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  cleanups.push(t.close, provider.close, mail.close);
  return { ...t, origin, provider, mail };
}

/** A visitor from their own loopback address, from the zip to the details with their mobile: the code screen, or the details refused. */
async function askCode(origin: string, ip: string, mobile: string, language: 'en' | 'es' = 'en') {
  const visitor = bookVisitor({ origin }, { ip, language });
  await toTheDetails(visitor);
  const details = {
    customer_status: 'New',
    full_name: 'Jordan Peachtree',
    email: 'jordan@example.com',
    street: '123 Peachtree St NE',
    sms_opt_in: 'on',
  };
  return visitor.send({ screen: 'details', ...details, mobile });
}

describe('one budget for the texts nobody asked for', () => {
  it("the business's hourly budget stops codes, each visitor told to call; the owner is told once, with what was refused", async () => {
    const { app, origin, provider, mail } = await setup({ perHour: 3 });
    const numbers = ['+14045550301', '+14045550302', '+14045550303', '+14045550304', '+14045550305'];
    const screens = [];
    for (const [i, number] of numbers.slice(0, 4).entries()) screens.push(await askCode(origin, `127.0.0.${i + 2}`, number));
    // The owner is told as the notice is delivered, with what had been refused by then: the fourth visitor's code.
    await outboxSettled(app);
    const notices = () => mail.messages.filter((m) => /Texts nobody asked for were stopped/.test(m.parsed.subject ?? ''));
    expect(notices()).toHaveLength(1);
    expect(notices()[0]!.parsed.text).toContain("- 1 code to prove a mobile, past the business's budget");
    screens.push(await askCode(origin, '127.0.0.6', numbers[4]!));
    expect(screens.map((s) => s.status)).toEqual([200, 200, 200, 400, 400]);
    expect(screens[3]!.text).toContain('We cannot text a code to that number just now. Please call us at (404) 555-0123 to book.');
    await outboxSettled(app);
    expect(provider.texts.map((t) => t.to)).toEqual(numbers.slice(0, 3));
    expect(notices()).toHaveLength(1); // once that day, however many more are refused
  });

  it('one address cannot pass its share by switching languages', async () => {
    const { app, origin, provider } = await setup({ perAddressPerHour: 2 });
    const en = await askCode(origin, '127.0.0.7', '+14045550311', 'en');
    const es = await askCode(origin, '127.0.0.7', '+14045550312', 'es');
    const third = await askCode(origin, '127.0.0.7', '+14045550313', 'en');
    expect([en.status, es.status, third.status]).toEqual([200, 200, 400]);
    expect(third.text).toContain('We cannot text a code to that number just now.');
    // A toll-free or premium number is no mobile: refused in words, nothing counted or sent.
    for (const line of ['+18005551234', '+19005551234']) {
      const refused = await askCode(origin, '127.0.0.10', line);
      expect(refused.status).toBe(400);
      expect(refused.text).toContain('Please enter a mobile number, not a toll-free, premium or landline one');
    }
    // Another address is taken as ever.
    expect((await askCode(origin, '127.0.0.8', '+14045550314', 'es')).status).toBe(200);
    await outboxSettled(app);
    expect(provider.texts.map((t) => t.to).sort()).toEqual(['+14045550311', '+14045550312', '+14045550314']);
  });

  it("the booking page's request limit counts both languages' addresses as one page", async () => {
    const { origin } = await setup({});
    const en = bookVisitor({ origin }, { ip: '127.0.0.9', language: 'en' });
    const es = bookVisitor({ origin }, { ip: '127.0.0.9', language: 'es' });
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) statuses.push((await en.open()).status, (await es.open()).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual(Array(10).fill(429));
  });

  it("25 web calls asking codes fill the web calls' share; a fresh visitor at the site still gets one", async () => {
    const { app, origin, provider, mail } = await setup({});
    const { webPerHour } = siteConfig.texts.unasked;
    const answers: string[] = [];
    for (let call = 0; call < 25; call++)
      for (let n = 0; n < 3; n++) {
        const mobile = `+1404556${String(call * 3 + n).padStart(4, '0')}`;
        const res = await app.inject(
          toolCallsRequest(SECRET, `web-call-${call}`, [{ id: `t${n}`, name: 'send_phone_code', arguments: { mobile } }], { web: true }),
        );
        answers.push((res.json() as { results: { result: string }[] }).results[0]!.result);
      }
    expect(answers.filter((a) => a.startsWith('A 6-digit code is on its way'))).toHaveLength(webPerHour);
    expect(answers.filter((a) => a.startsWith('No code was sent: we cannot text a code'))).toHaveLength(75 - webPerHour);
    const visitor = await askCode(origin, '127.0.0.40', '+14045550340');
    expect(visitor.status).toBe(200);
    await outboxSettled(app);
    expect(provider.texts.map((t) => t.to)).toContain('+14045550340');
    expect(provider.texts).toHaveLength(webPerHour + 1);
    const notice = mail.messages.find((m) => /Texts nobody asked for were stopped/.test(m.parsed.subject ?? ''));
    expect(notice?.parsed.text).toMatch(/codes? to prove a mobile, past the web calls' and chats' share/);
  });

  it('the nudge to a visitor who left at the code is charged to the address that asked: codes and nudges in an hour keep its share', async () => {
    const { app, origin, provider } = await setup({ perAddressPerHour: 3 });
    const numbers = ['+14045550351', '+14045550352', '+14045550353'];
    for (const number of numbers) expect((await askCode(origin, '127.0.0.50', number)).status).toBe(200);
    const clock = app.stores.outbox.clock as SettableClock;
    clock.advance(62 * 60_000);
    const { stores } = app;
    const nudged = nudgeLeftDrafts({
      drafts: stores.drafts,
      outbox: stores.outbox,
      mayText: (p) => p !== null && stores.texts.canTake(p),
      budget: stores.textBudget,
    });
    expect(nudged).toBe(3);
    // The address's hour is full of its nudges: a fourth code from it waits.
    const fourth = await askCode(origin, '127.0.0.50', '+14045550354');
    expect(fourth.status).toBe(400);
    expect(fourth.text).toContain('We cannot text a code to that number just now.');
    await outboxSettled(app);
    expect(provider.texts.map((t) => t.to).filter((to) => to === '+14045550354')).toEqual([]);
  });
});
