// Every contact form's lead is texted their own link to book online, at once (the quiet hours
// aside), exactly once, never after a STOP; the form's answer offers the same booking. Booked from
// the texted link, the number needs no code (the link reached that phone), the owner's lead shows
// it was booked online and the webhook is told again with the booking in its notes. Loopback
// fakes of the text provider, the webhook and the mail server. Needs the build.
import { describe, expect, it } from 'vitest';
import { SettableClock } from '../../src/server/platform/clock/clock.ts';
import { startFakeTwilio, twilioEnv } from '../fakes/fake-twilio.ts';
import { inboundText } from '../support/inbound-text.ts';
import { startFakeWebhook } from '../fakes/fake-webhook.ts';
import { bookVisitor } from '../support/book-visitor.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { outboxSettled } from '../support/settled.ts';
import { makeTestApp } from '../support/test-app.ts';
import { validLead } from '../support/valid-lead.ts';
import { toolCallsRequest, type ToolCaller } from '../support/tool-calls.ts';

const PUBLIC = 'https://canfreshatl.com';
const NUMBER = '+14045550199';
const cleanups = cleanupsAfterEach();

const SECRET = 'voice-tools-secret-for-tests-0001';

async function setup(clock = new SettableClock('2026-11-22T15:00:00Z')) {
  const [provider, webhook] = await Promise.all([startFakeTwilio(), startFakeWebhook()]);
  const t = await makeTestApp({
    site: true,
    clock,
    env: { ...twilioEnv(provider), PUBLIC_BASE_URL: PUBLIC, CONTACT_WEBHOOK_URL: webhook.url, VAPI_TOOLS_SECRET: SECRET },
  });
  cleanups.push(t.close, provider.close, webhook.close);
  const contact = (lead: object = validLead) => t.app.inject({ method: 'POST', url: '/api/contact', payload: lead });
  const inbound = (params: Record<string, string>) => inboundText(t.app, params, { base: PUBLIC });
  /** The receptionist's send_booking_link, on a phone call from `caller`'s number (or a web call). */
  const askLink = async (args: object, caller: ToolCaller, callId = 'call-link') => {
    const res = await t.app.inject(toolCallsRequest(SECRET, callId, [{ id: 't1', name: 'send_booking_link', arguments: args }], caller));
    return res.json<{ results: { result: string }[] }>().results[0]!.result;
  };
  return { ...t, clock, provider, webhook, contact, inbound, askLink, nudge: () => t.app.relays.forEach((r) => r.nudge()) };
}

describe("a contact form's lead", () => {
  it('gets one text with its own link, which books without a code; the lead shows booked online and the webhook hears of it', async () => {
    const { app, provider, webhook, contact } = await setup();
    const answer = await contact();
    expect(answer.statusCode).toBe(201);
    const { bookUrl } = answer.json<{ id: string; bookUrl: string }>();
    expect(bookUrl).toMatch(/^\/book\/[\w-]{22}$/);

    await expect.poll(() => provider.texts.length).toBe(1);
    const [text] = provider.texts;
    expect(text!.to).toBe(NUMBER);
    expect(text!.body).toMatch(
      /^CanFresh ATL: thanks for your request! Pick your cleaning date online in a minute: https:\/\/canfreshatl\.com\/book\/[\w-]{22} Reply STOP to opt out\.$/,
    );
    // Whatever was typed as the name, the text names the business alone: nobody can text words of theirs from its number.
    expect(text!.body).not.toContain(validLead.full_name.split(' ')[0]!);
    expect(text!.body.length).toBeLessThanOrEqual(160);
    const texted = new URL(/https:\S+/.exec(text!.body)![0]).pathname;
    expect(texted).not.toBe(bookUrl); // the texted link is its own (it proves the number); both open the same booking

    // The screen link and the texted one both open the form's answers: the plan, the zip, the details.
    const onScreen = await bookVisitor(app).open(bookUrl);
    expect(onScreen.text).toContain('Which day is your trash picked up?');
    expect(onScreen.text).toContain('Zip code 30309');
    const visitor = bookVisitor(app);
    await visitor.open(texted);
    const cans = await visitor.send({ screen: 'pickup', pickup_day: 'Tuesday' });
    expect(cans.text).toContain('Plan Pristine Membership');
    await visitor.send({ screen: 'cans', cans: '2' });
    const details = await visitor.send({ screen: 'date', date: '2026-11-25' });
    expect(details.html).toContain(`value="${validLead.full_name}"`);
    expect(details.text).toContain('This link came by text to your mobile, so that number is confirmed.');
    const { sms_opt_in: _consent, service_type: _service, zip: _zip, ...fields } = validLead;
    const booked = await visitor.send({ screen: 'details', ...fields, sms_opt_in: 'on' });
    expect(booked.path).toMatch(/^\/booking\//);

    const [booking] = app.bookings.active();
    const [lead] = app.leads.list();
    expect(app.leads.list()).toHaveLength(1);
    expect(booking!.leadId).toBe(lead!.id);
    expect(app.stores.leadInbox.search({ q: 'Jordan' }).rows[0]).toMatchObject({ status: 'booked', bookedOnline: true });
    await outboxSettled(app);
    // No code was texted: the link had reached that number. The lead first, then the booking, to the webhook.
    expect(provider.texts.map((t) => t.body.slice(0, 24))).toEqual(['CanFresh ATL: thanks for', 'CanFresh ATL: booked Wed']);
    expect(webhook.deliveries).toHaveLength(2);
    expect(JSON.parse(webhook.deliveries[1]!.body)).toEqual({
      ...validLead,
      notes: `${validLead.notes} Booked online. First visit: Wednesday, November 25. Cans: 2.`,
    });
  });

  it('never a second link to the same number, none after STOP, none for spam or a commercial request', async () => {
    const { app, provider, contact, inbound } = await setup();
    await contact();
    await expect.poll(() => provider.texts.length).toBe(1);
    await contact({ ...validLead, full_name: 'Jordan P.' });
    expect((await contact({ ...validLead, service_type: 'Commercial', mobile: '(404) 555-0142' })).json()).not.toHaveProperty('bookUrl');
    expect((await contact({ ...validLead, mobile: '(404) 555-0143', hp_leave_empty: 'bot' })).json()).not.toHaveProperty('bookUrl');
    await inbound({ From: '+14045550144', Body: 'STOP', MessageSid: 'SM-stop' });
    await contact({ ...validLead, mobile: '(404) 555-0144' });
    await outboxSettled(app);
    expect(provider.texts).toHaveLength(1);
  });

  it('sent late in the evening, the link waits for the morning', async () => {
    const clock = new SettableClock('2026-11-23T02:30:00Z'); // Sunday, 21:30 in Atlanta
    const { app, provider, contact, nudge } = await setup(clock);
    await contact();
    await outboxSettled(app);
    expect(provider.texts).toEqual([]);
    clock.set('2026-11-23T13:00:00Z'); // Monday, 08:00
    nudge();
    await expect.poll(() => provider.texts.length).toBe(1);
    expect(provider.texts[0]!.body).toContain('Pick your cleaning date online');
  });
});

describe('the receptionist texts a caller their link', () => {
  it('on a phone call, to the calling number at once whatever the hour, with what they said filled in; the link proves the number', async () => {
    const clock = new SettableClock('2026-11-23T03:30:00Z'); // Sunday, 22:30 in Atlanta: texts wait, but this one answers the caller
    const { app, provider, askLink } = await setup(clock);
    const answer = await askLink(
      {
        full_name: 'Dana Ruiz',
        street: '9 Oak St',
        zip: '30309',
        service_type: 'Membership',
        pickup_day: 'thursdays',
        mobile: '(404) 555-0999',
      },
      { phone: '+14045550177' },
    );
    expect(answer).toBe(
      'A link to book online is on its way by text to (404) 555-0177. What they told you is filled in; it works for 14 days.',
    );
    await expect.poll(() => provider.texts.length).toBe(1);
    expect(provider.texts[0]).toMatchObject({ to: '+14045550177' });
    expect(provider.texts[0]!.body).toMatch(
      /^CanFresh ATL: thanks for your request! Pick your cleaning date online in a minute: https:\/\/canfreshatl\.com\/book\/[\w-]{22}/,
    );
    const visitor = bookVisitor(app);
    const cans = await visitor.open(new URL(/https:\S+/.exec(provider.texts[0]!.body)![0]).pathname);
    // Zip, pickup day and plan came from the call: the page opens on the cans.
    expect(cans.text).toContain('Pickup day Thursday');
    expect(cans.text).toContain('How many cans?');
    expect(await askLink({}, { phone: '+14045550177' }, 'call-again')).toBe(
      'A link went to (404) 555-0177 within the hour: ask them to look in their texts.',
    );
  });

  it('on a web call, only to a mobile proven by a code; never to a number that said STOP', async () => {
    const { app, provider, askLink, inbound } = await setup();
    expect(await askLink({ mobile: '(404) 555-0188' }, { web: true })).toMatch(/^No link was sent: first confirm the mobile is theirs/);
    await inbound({ From: '+14045550166', Body: 'STOP', MessageSid: 'SM-stop-2' });
    expect(await askLink({}, { phone: '+14045550166' })).toMatch(/^No link was sent: that number asked us to stop texting it\./);
    await outboxSettled(app);
    expect(provider.texts).toEqual([]);
  });
});
