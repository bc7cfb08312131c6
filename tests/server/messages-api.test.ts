// The owner's Messages over the API: threads newest first, a page at a time, with the unread count;
// a thread with its texts, whether a reply can go and whether Ava answers; the owner's reply (to
// the provider, refused in words for a STOP, offered the morning in the quiet hours); a stranger's
// number linked to a lead; a booking's page showing the texts that did not arrive. Signed texts
// reach the app as the provider posts them; replies go to a loopback fake of Twilio.
import { describe, expect, it } from 'vitest';
import { SettableClock } from '../../src/server/platform/clock/clock.ts';
import type { ThreadDetail, ThreadsAnswer } from '../../src/common/text-threads.ts';
import { startFakeTwilio, twilioEnv } from '../fakes/fake-twilio.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { customerTexts } from '../support/inbound-text.ts';
import { SAME_ORIGIN, ownerStack, signedInWithBookings } from '../support/owner-stack.ts';
import { TEST_MORNING } from '../support/test-app.ts';
import { validLead } from '../support/valid-lead.ts';

const PUBLIC = 'https://canfreshatl.com';
const CUSTOMER = '+14045550199'; // validLead's mobile
const STRANGER = '+14045550777';
const cleanups = cleanupsAfterEach();

async function setup(clock = new SettableClock(TEST_MORNING)) {
  const twilio = await startFakeTwilio();
  cleanups.push(twilio.close);
  const s = await ownerStack(cleanups, clock, { ...twilioEnv(twilio), PUBLIC_BASE_URL: PUBLIC });
  const cookie = await s.signIn();
  const text = customerTexts(s.app, PUBLIC);
  const get = (url: string) => s.app.inject({ method: 'GET', url, headers: { ...SAME_ORIGIN, cookie } });
  const post = (url: string, payload: object) => s.post(url, payload, { cookie });
  const thread = (phone: string) => `/owner/api/threads/${encodeURIComponent(phone)}`;
  return { ...s, twilio, cookie, text, get, post, thread };
}

describe("the owner's Messages", () => {
  it('lists threads newest first, 30 a page, with the unread count; opening one reads it', async () => {
    const { text, get, post, thread } = await setup();
    for (let n = 0; n < 33; n++) await text(`+1404555${String(3000 + n)}`, `Hello ${n}`);
    await text('+14045553000', 'And again');
    const first = (await get('/owner/api/threads')).json<ThreadsAnswer>();
    expect(first.threads).toHaveLength(30);
    expect(first.threads[0]).toMatchObject({ phone: '+14045553000', last: 'And again', unread: 2, awaiting: true, customer: null });
    expect(first.threads[1]).toMatchObject({ phone: '+14045553032', last: 'Hello 32' });
    expect(first.unread).toBe(34);
    const second = (await get(`/owner/api/threads?before=${first.next}`)).json<ThreadsAnswer>();
    expect(second.threads.map((t) => t.last)).toEqual(['Hello 3', 'Hello 2', 'Hello 1']);
    expect(second.next).toBeNull();
    expect((await post(`${thread('+14045553000')}/read`, {})).json()).toEqual({ unread: 32 });
    expect((await get('/owner/api/unread')).json()).toEqual({ unread: 32, awaiting: 33 });
    // Only the unread: the thread just opened is not among them; waiting for an answer it still is.
    const unread = (await get('/owner/api/threads?only=unread')).json<ThreadsAnswer>();
    expect(unread.threads.map((t) => t.phone)).not.toContain('+14045553000');
    expect(unread).toMatchObject({ unread: 32, awaiting: 33 });
    const awaiting = (await get('/owner/api/threads?only=awaiting')).json<ThreadsAnswer>();
    expect(awaiting.threads[0]).toMatchObject({ phone: '+14045553000', awaiting: true });
  });

  it("a thread shows the customer, every text with its state, and the owner's reply goes to the provider", async () => {
    const { app, text, get, post, thread, twilio } = await setup();
    expect((await app.inject({ method: 'POST', url: '/api/contact', payload: validLead })).statusCode).toBe(201);
    await text(CUSTOMER, 'My can is at the side gate');
    const detail = (await get(thread(CUSTOMER))).json<ThreadDetail>();
    expect(detail).toMatchObject({
      phone: CUSTOMER,
      display: '(404) 555-0199',
      customer: { name: 'Jordan Peachtree', language: 'en' },
      reply: { ok: true },
      ava: { on: false, answering: false },
      earlier: null,
    });
    expect(detail.texts.map((t) => [t.author, t.body, t.state])).toContainEqual(['customer', 'My can is at the side gate', 'received']);
    const sent = await post(`${thread(CUSTOMER)}/reply`, { text: '  Got it, thanks!  ' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ text: { author: 'owner', body: 'Got it, thanks!', sentBy: 'pat@canfreshatl.com' } });
    await expect.poll(() => twilio.texts.at(-1)?.body).toBe('Got it, thanks!');
    await expect
      .poll(async () => (await get(thread(CUSTOMER))).json<ThreadDetail>().texts.at(-1))
      .toMatchObject({ author: 'owner', state: 'queued' });
    expect((await get(thread(CUSTOMER))).json<ThreadDetail>()).toMatchObject({ unread: 0, awaiting: false });
  });

  it('refuses a reply in words: a number that texted STOP, an empty text, a number with no thread', async () => {
    const { text, post, thread, twilio } = await setup();
    await text(STRANGER, 'STOP');
    const refused = await post(`${thread(STRANGER)}/reply`, { text: 'Are you sure?' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'This number texted STOP: no texts go to it until it texts START.' });
    expect((await post(`${thread(STRANGER)}/reply`, { text: '   ' })).json()).toEqual({ error: 'Write the text first.' });
    expect((await post(`${thread('+14045550000')}/reply`, { text: 'Hi' })).statusCode).toBe(404);
    expect((await post('/owner/api/threads/not-a-number/reply', { text: 'Hi' })).statusCode).toBe(400);
    expect(twilio.texts).toHaveLength(0);
  });

  it('in the quiet hours a reply is refused with the morning offered; sent with later, it waits for it', async () => {
    // 21:30 in Atlanta.
    const { text, post, get, thread, twilio } = await setup(new SettableClock('2026-11-23T02:30:00Z'));
    await text(STRANGER, 'Is this CanFresh?');
    const refused = await post(`${thread(STRANGER)}/reply`, { text: 'Yes! How can we help?' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'It is the quiet hours: no texts before 8:00 AM. Send it then?', sendsAt: '8:00 AM' });
    const later = await post(`${thread(STRANGER)}/reply`, { text: 'Yes! How can we help?', later: true });
    expect(later.statusCode).toBe(201);
    expect(later.json()).toMatchObject({ text: { state: 'waiting', sendAt: Date.parse('2026-11-23T13:00:00Z') } });
    expect((await get(thread(STRANGER))).json<ThreadDetail>().texts.at(-1)).toMatchObject({ state: 'waiting' });
    expect(twilio.texts).toHaveLength(0);
  });

  it("a stranger's number is linked to a lead (and unlinked); a lead that does not exist is refused", async () => {
    const { app, text, post, get, thread } = await setup();
    expect((await app.inject({ method: 'POST', url: '/api/contact', payload: validLead })).statusCode).toBe(201);
    const lead = app.leads.list()[0]!;
    await text(STRANGER, "It's Jordan, from my work phone");
    expect((await get(thread(STRANGER))).json<ThreadDetail>().customer).toBeNull();
    const linked = await post(`${thread(STRANGER)}/link`, { leadId: lead.id });
    expect(linked.json()).toMatchObject({ customer: { name: 'Jordan Peachtree', leadId: lead.id } });
    expect((await post(`${thread(STRANGER)}/link`, { leadId: 'no-such-lead' })).statusCode).toBe(404);
    expect((await post(`${thread(STRANGER)}/link`, {})).json()).toMatchObject({ customer: null });
  });
});

describe("a booking's texts that did not arrive", () => {
  it("show on the booking's page with the provider's words", async () => {
    const twilio = await startFakeTwilio();
    cleanups.push(twilio.close);
    twilio.outcomes.set(CUSTOMER, { status: 'undelivered', code: 30006 });
    const s = await signedInWithBookings(cleanups, [validLead], undefined, undefined, { ...twilioEnv(twilio), PUBLIC_BASE_URL: PUBLIC });
    twilio.reportsTo = await s.app.listen({ port: 0, host: '127.0.0.1' });
    await expect.poll(() => twilio.reports.length).toBe(2);
    const [booking] = s.app.bookings.active();
    const detail = (await s.get(`/owner/api/bookings/${booking!.id}`)) as {
      textProblems: { state: string; problem: string }[];
      phone: string;
    };
    expect(detail.phone).toBe(CUSTOMER);
    expect(detail.textProblems).toEqual([expect.objectContaining({ state: 'undelivered', problem: expect.stringMatching(/landline/i) })]);
  });
});

describe("the owner's evening list", () => {
  it('counts the threads waiting for an answer and names the texts that did not arrive that day', async () => {
    // Tuesday, November 24, 2026, 10:00 in Atlanta.
    const clock = new SettableClock('2026-11-24T15:00:00Z');
    const { app, text, post, thread, twilio, mail } = await setup(clock);
    twilio.reportsTo = await app.listen({ port: 0, host: '127.0.0.1' });
    twilio.outcomes.set(STRANGER, { status: 'undelivered', code: 30006 });
    await text(STRANGER, 'Do you clean dumpsters?');
    await text('+14045550888', 'Hello?');
    expect((await post(`${thread(STRANGER)}/reply`, { text: 'We do not, sorry!' })).statusCode).toBe(201);
    await expect.poll(() => twilio.reports.length).toBe(2);
    clock.set('2026-11-24T22:00:00Z'); // 17:00, the list's hour
    expect(app.bookings.queueDayDigests()).toEqual(['2026-11-25']);
    const list = await mail.waitForMessage('the evening list', (m) => m.parsed.subject?.startsWith('Tomorrow') ?? false);
    expect(list.parsed.text).toContain('1 thread is waiting for an answer (Messages in the inbox).');
    expect(list.parsed.text).toMatch(/Texts that did not arrive today \(call or e-mail them instead\):\n {2}\(404\) 555-0777: .*landline/);
  });
});
