import { describe, expect, it } from 'vitest';
import { startFakeWebhook } from '../../../../tests/fakes/fake-webhook.ts';
import { makeTestApp } from '../../../../tests/support/test-app.ts';
import { siteConfig } from '../../../common/site-config.ts';
import { cleanupsAfterEach } from '../../../../tests/support/cleanups.ts';
import type { FastifyInstance } from 'fastify';
import type { BookingRules } from '../../../common/site-config.schema.ts';
import { SettableClock } from '../../platform/clock/clock.ts';

const SECRET = 'voice-tools-secret-for-tests-0001';

const cleanups = cleanupsAfterEach();

// Sunday, November 22, 2026, 10:00 in Atlanta: a Tuesday pickup is cleaned on Wednesdays, the 25th first.
const clock = () => new SettableClock('2026-11-22T15:00:00Z');

async function setup(booking?: BookingRules) {
  const hook = await startFakeWebhook();
  const t = await makeTestApp({ env: { VAPI_TOOLS_SECRET: SECRET, CONTACT_WEBHOOK_URL: hook.url }, clock: clock(), booking });
  cleanups.push(hook.close, t.close);
  return { ...t, hook };
}

const booking = {
  customer_status: 'New',
  full_name: 'Dana Whitfield',
  mobile: '404-555-0142',
  email: 'dana@example.com',
  street: '88 Ponce de Leon Ave',
  zip: '30308',
  service_type: 'Membership',
  sms_opt_in: true,
  notes: 'Gate code 12',
  cans: 3,
  pickup_day: 'Tuesday',
  service_date: '2026-11-25',
};

type Results = { results: { toolCallId: string; name: string; result: string; metadata?: { confirmation: Record<string, string> } }[] };
const answers = async (app: FastifyInstance, calls: { id: string; name: string; arguments: unknown }[], callId?: string, from?: string) =>
  (await app.inject(post(toolCallsMessage(calls, callId, { from })))).json<Results>().results;

/**
 * A 'tool-calls' server message shaped like the platform's (ServerMessageToolCalls): from a phone
 * call on the business's line from the booking's mobile (its proof), or a web call.
 */
function toolCallsMessage(
  calls: { id: string; name: string; arguments: unknown }[],
  callId = 'call-7f3e2a',
  { web = false, from = '+14045550142' } = {},
) {
  return {
    message: {
      timestamp: Date.now(),
      type: 'tool-calls',
      toolCallList: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } })),
      toolWithToolCallList: calls.map((c) => ({
        type: 'function',
        function: { name: c.name },
        toolCall: { id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } },
      })),
      artifact: { messages: [{ role: 'user', message: 'I want to book the membership' }] },
      assistant: { name: 'Ava' },
      call: { id: callId, orgId: 'org-1', type: web ? 'webCall' : 'inboundPhoneCall', status: 'in-progress' },
      ...(web ? {} : { customer: { number: from } }),
    },
  };
}

/** secret null: the header is left out. */
const post = (body: unknown, secret: string | null = SECRET) => ({
  method: 'POST' as const,
  url: '/api/voice/tools',
  headers: { 'content-type': 'application/json', ...(secret === null ? {} : { 'x-vapi-secret': secret }) },
  payload: JSON.stringify(body),
});

describe('POST /api/voice/tools', () => {
  it('401 without the right secret', async () => {
    const { app } = await setup();
    const message = toolCallsMessage([{ id: 't1', name: 'check_service_area', arguments: { zip: '30331' } }]);
    expect((await app.inject(post(message, 'wrong-secret'))).statusCode).toBe(401);
    expect((await app.inject(post(message, null))).statusCode).toBe(401);
    expect((await app.inject(post(message))).statusCode).toBe(200);
    expect((await app.inject(post(message, SECRET.slice(0, -1)))).statusCode).toBe(401);
  });

  it('a valid booking is stored as a voice lead and forwarded with the nine-field body', async () => {
    const { app, hook } = await setup();
    const res = await app.inject(post(toolCallsMessage([{ id: 'tool-book-1', name: 'book_service', arguments: booking }])));
    expect(res.statusCode).toBe(200);
    const { results } = res.json<{ results: { toolCallId: string; result: string }[] }>();
    expect(results).toHaveLength(1);
    expect(results[0]!.toolCallId).toBe('tool-book-1');
    expect(results[0]!.result).toMatch(
      /^Booked for Wednesday, November 25, then every 4 weeks\. Pristine Membership, \$48 every 4 weeks \(3 cans\)\. Reference [A-Z2-9]{6}\. A confirmation is on its way to dana@example\.com\./,
    );

    const [lead] = app.leads.list();
    expect(lead).toMatchObject({ source: 'voice', callId: 'call-7f3e2a', spam: false });
    const [held] = app.bookings.day('2026-11-25');
    expect(held?.booking).toMatchObject({
      leadId: lead!.id,
      planId: 'membership',
      pickupDay: 'Tuesday',
      intervalDays: 28,
      status: 'booked',
    });
    expect(app.bookings.history(held!.booking.id)).toMatchObject([{ what: 'booked', by: 'receptionist' }]);
    // The webhook's contract is unchanged: exactly the nine fields, the date in the notes.
    const [delivery] = await hook.waitForAccepted(1);
    const { pickup_day: _day, service_date: _date, cans: _cans, ...fields } = booking;
    // The cans go in the notes: the webhook's nine fields do not change.
    expect(JSON.parse(delivery!.body)).toEqual({ ...fields, notes: 'Gate code 12 First visit: Wednesday, November 25. Cans: 3.' });
    expect(delivery!.headers['idempotency-key']).toBe(lead!.id);
    // The date is the booking's, not the lead's: the stored notes are the caller's words alone.
    expect(app.leads.get(lead!.id)?.lead.notes).toBe('Gate code 12');
  });

  it("a booking also answers with the data for the page's confirmation card", async () => {
    const { app } = await setup();
    const res = await app.inject(post(toolCallsMessage([{ id: 'tool-card', name: 'book_service', arguments: booking }])));
    const [result] = res.json<{ results: { name: string; result: string; metadata: { confirmation: Record<string, string> } }[] }>()
      .results;
    expect(result!.name).toBe('book_service');
    expect(result!.metadata.confirmation).toEqual({
      reference: result!.result.match(/Reference ([A-Z2-9]{6})/)![1],
      plan: 'Pristine Membership',
      price: '$48 every 4 weeks (3 cans)',
      name: 'Dana Whitfield',
      street: '88 Ponce de Leon Ave',
      zip: '30308',
      when: 'Wednesday, November 25, then every 4 weeks',
      email: 'dana@example.com',
    });
  });

  it('the confirmation gives the service window from the site config', async () => {
    const { app } = await setup();
    const res = await app.inject(post(toolCallsMessage([{ id: 'tool-window', name: 'book_service', arguments: booking }])));
    expect(res.json<{ results: { result: string }[] }>().results[0]!.result).toContain(siteConfig.serviceWindow);
  });

  it('an incomplete booking gets a result naming what is missing, and nothing is stored', async () => {
    const { app } = await setup();
    const { email: _e, sms_opt_in: _s, ...partial } = booking;
    const res = await app.inject(
      post(toolCallsMessage([{ id: 't2', name: 'book_service', arguments: { ...partial, zip: '303', full_name: 'D' } }])),
    );
    const { result } = res.json<{ results: { result: string }[] }>().results[0]!;
    expect(result).toMatch(/^Not booked yet: nothing was saved\./);
    expect(result).toContain('their e-mail address');
    expect(result).toContain('a clear yes to the text-message consent');
    expect(result).toContain('the 5-digit zip code (Please enter a valid zip code)');
    expect(result).toContain('their full name (Name must be at least 2 characters)');
    expect(result).not.toContain('mobile');
    expect(app.leads.list()).toEqual([]);
  });

  it('the same tool call delivered twice stores one lead and answers the same', async () => {
    const { app } = await setup();
    const message = toolCallsMessage([{ id: 'tool-dup', name: 'book_service', arguments: JSON.stringify(booking) }]);
    const [a, b] = await Promise.all([app.inject(post(message)), app.inject(post(message))]);
    const again = await app.inject(post(message));
    const results = [a, b, again].map((r) => r.json<{ results: { result: string }[] }>().results[0]!.result);
    expect(new Set(results).size).toBe(1);
    expect(app.leads.list()).toHaveLength(1);
    expect(app.bookings.visitsOn('2026-11-25')).toBe(1);
  });

  it('find_service_dates offers the next three dates with room, in words and as dates', async () => {
    const { app } = await setup();
    const [member, outside, commercial, noDay] = await answers(app, [
      { id: 'a', name: 'find_service_dates', arguments: { zip: '30308', pickup_day: 'tuesdays', service_type: 'Membership' } },
      { id: 'b', name: 'find_service_dates', arguments: { zip: '90210', pickup_day: 'Tuesday', service_type: 'One-Time' } },
      { id: 'c', name: 'find_service_dates', arguments: { zip: '30308', pickup_day: 'Tuesday', service_type: 'Commercial' } },
      { id: 'd', name: 'find_service_dates', arguments: { zip: '30308', pickup_day: 'whenever', service_type: 'One-Time' } },
    ]);
    expect(member!.result).toBe(
      'For a Tuesday pickup we clean on Wednesdays, then every 4 weeks on that weekday. Dates with room: Wednesday, November 25 (2026-11-25); Wednesday, December 2 (2026-12-02); Wednesday, December 9 (2026-12-09). The price now: Pristine Membership, $32 every 4 weeks, +$8 per extra can. Offer them in words; pass the chosen one to book_service as service_date (the YYYY-MM-DD form).',
    );
    expect(outside!.result).toMatch(/^90210 is outside our service area .* give our number, \(404\) 555-0123/);
    expect(commercial!.result).toMatch(/^Commercial cleaning has no instant date/);
    expect(noDay!.result).toBe('That is not a weekday. Ask which weekday their trash is picked up.');
  });

  it('a date that filled up meanwhile is refused with the next dates, and nothing is stored', async () => {
    const { app } = await setup({ ...siteConfig.booking, capacityPerDay: 1 });
    await answers(app, [{ id: 'first', name: 'book_service', arguments: booking }], 'call-1');
    const neighbour = { ...booking, full_name: 'Lee Park', mobile: '404-555-0143', street: '90 Ponce de Leon Ave' };
    const [late] = await answers(app, [{ id: 'second', name: 'book_service', arguments: neighbour }], 'call-2', '+14045550143');
    expect(late!.result).toBe(
      'Not booked: nothing was saved. That date has just filled up. Dates with room: Wednesday, December 2 (2026-12-02); Wednesday, December 9 (2026-12-09). Offer them and book the one they choose.',
    );
    expect(late!.metadata).toBeUndefined();
    expect(app.leads.list().map((l) => l.lead.full_name)).toEqual(['Dana Whitfield']);
    const [wrongDay] = await answers(app, [{ id: 'third', name: 'book_service', arguments: { ...booking, service_date: '2026-11-24' } }]);
    expect(wrongDay!.result).toMatch(/^Not booked: nothing was saved\. We clean the day after your trash pickup/);
  });

  it('a zip outside the area is refused; a commercial caller is stored as a lead for a call-back, with no date', async () => {
    const { app } = await setup();
    const [outside, commercial] = await answers(app, [
      { id: 'o', name: 'book_service', arguments: { ...booking, zip: '90210' } },
      { id: 'c', name: 'book_service', arguments: { ...booking, service_type: 'Commercial', service_date: undefined } },
    ]);
    expect(outside!.result).toMatch(/^Not booked: 90210 is outside our service area/);
    expect(commercial!.result).toMatch(
      /^Stored for a call-back \(reference [0-9A-F]{8}\): the team will call 404-555-0142 with a proposal\./,
    );
    expect(app.leads.list().map((l) => l.lead.notes)).toEqual(['Gate code 12 Commercial: call back with a proposal. Pickup day: Tuesday.']);
    expect(app.bookings.active()).toEqual([]);
  });

  it("on a phone call a booking without a mobile takes the caller's number; a web call is asked for one", async () => {
    const { app } = await setup();
    const { mobile: _m, ...noMobile } = booking;
    const onPhone = toolCallsMessage([{ id: 'phone', name: 'book_service', arguments: noMobile }], 'call-phone');
    const [booked] = (await app.inject(post(onPhone))).json<Results>().results;
    expect(booked!.result).toMatch(/^Booked for Wednesday, November 25/);
    expect(app.leads.list()[0]).toMatchObject({ lead: { mobile: '+14045550142' }, mobileE164: '+14045550142' });

    const onTheWeb = toolCallsMessage([{ id: 'web', name: 'book_service', arguments: noMobile }], 'call-web', { web: true });
    const [asked] = (await app.inject(post(onTheWeb))).json<Results>().results;
    expect(asked!.result).toMatch(/^Not booked yet: nothing was saved\. Please ask the caller for a mobile number/);
    expect(app.leads.list()).toHaveLength(1);
  });

  it('check_service_area answers yes and no from the site config list', async () => {
    const { app } = await setup();
    const res = await app.inject(
      post(
        toolCallsMessage([
          { id: 'a', name: 'check_service_area', arguments: { zip: '30331' } },
          { id: 'b', name: 'check_service_area', arguments: '{"zip":"90210"}' },
          { id: 'c', name: 'check_service_area', arguments: { zip: 'thirty' } },
        ]),
      ),
    );
    const results = res.json<{ results: { toolCallId: string; result: string }[] }>().results;
    expect(results.map((r) => r.toolCallId)).toEqual(['a', 'b', 'c']);
    expect(results[0]!.result).toMatch(/^Yes: 30331 is in our service area/);
    expect(results[1]!.result).toMatch(/^No: 90210 is outside our service area/);
    expect(results[2]!.result).toMatch(/not a 5-digit zip code/);
  });

  it('an unknown tool gets an error result; malformed messages get a 400, never a 500', async () => {
    const { app } = await setup();
    const unknown = await app.inject(post(toolCallsMessage([{ id: 'x', name: 'order_pizza', arguments: {} }])));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().results[0]).toEqual({
      toolCallId: 'x',
      name: 'order_pizza',
      result: 'Error: Unknown tool "order_pizza".',
      error: 'Unknown tool "order_pizza".',
    });

    const badArgs = await app.inject(post(toolCallsMessage([{ id: 'y', name: 'book_service', arguments: '{not json' }])));
    expect(badArgs.json().results[0].error).toBe('arguments are not valid JSON');

    for (const body of [
      {},
      { message: { type: 'status-update' } },
      { message: { type: 'tool-calls', toolCallList: [] } },
      { message: { type: 'tool-calls', toolCallList: [{ id: 1 }] } },
      [],
    ]) {
      const res = await app.inject(post(body));
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const notJson = await app.inject({ ...post({}), payload: '{"message":' });
    expect(notJson.statusCode).toBe(400);
  });
});
