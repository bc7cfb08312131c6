import { describe, expect, it } from 'vitest';
import { startFakeWebhook } from '../../../tests/fakes/fake-webhook.ts';
import { makeTestApp } from '../../../tests/support/test-app.ts';
import { siteConfig } from '../../common/site-config.ts';
import { cleanupsAfterEach } from '../../../tests/support/cleanups.ts';

const SECRET = 'voice-tools-secret-for-tests-0001';

const cleanups = cleanupsAfterEach();

async function setup() {
  const hook = await startFakeWebhook();
  const t = await makeTestApp({ env: { VAPI_TOOLS_SECRET: SECRET, CONTACT_WEBHOOK_URL: hook.url } });
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
  notes: 'Three cans',
  preferred_day: 'Tuesday',
};

/** A 'tool-calls' server message shaped like the platform's (ServerMessageToolCalls). */
function toolCallsMessage(calls: { id: string; name: string; arguments: unknown }[], callId = 'call-7f3e2a') {
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
      call: { id: callId, orgId: 'org-1', type: 'webCall', status: 'in-progress' },
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
    expect(results[0]!.result).toMatch(/^Booked\. Reference [0-9A-F]{8}\./);

    const [lead] = app.leads.list();
    expect(lead).toMatchObject({ source: 'voice', callId: 'call-7f3e2a', spam: false });
    const [delivery] = await hook.waitForAccepted(1);
    const { preferred_day: _day, ...fields } = booking;
    expect(JSON.parse(delivery!.body)).toEqual({ ...fields, notes: 'Three cans Preferred day: Tuesday.' });
    expect(delivery!.headers['idempotency-key']).toBe(lead!.id);
  });

  it("a booking also answers with the data for the page's confirmation card", async () => {
    const { app } = await setup();
    const res = await app.inject(post(toolCallsMessage([{ id: 'tool-card', name: 'book_service', arguments: booking }])));
    const [result] = res.json<{ results: { name: string; result: string; metadata: { confirmation: Record<string, string> } }[] }>()
      .results;
    expect(result!.name).toBe('book_service');
    expect(result!.metadata.confirmation).toEqual({
      reference: result!.result.match(/Reference ([0-9A-F]{8})/)![1],
      serviceType: 'Membership',
      name: 'Dana Whitfield',
      street: '88 Ponce de Leon Ave',
      zip: '30308',
      day: 'Wednesdays, the day after your Tuesday pickup',
      mobile: '404-555-0142',
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
