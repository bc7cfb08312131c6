import { describe, expect } from 'vitest';
import type { FakeVoiceApi } from '../../../../tests/fakes/fake-voice-api.ts';
import { voiceApiTest as it } from '../../../../tests/support/voice-api-test.ts';
import { CONTACT_FIELDS } from '../../../common/contact-schema.ts';
import { CUSTOMER_STATUSES, SERVICE_TYPES } from '../../../common/services.ts';
import { siteConfig } from '../../../common/site-config.ts';
import type { SiteConfig } from '../../../common/site-config.schema.ts';
import { systemPrompt } from './assistant-definition.ts';
import { SyncError, syncAssistant, syncSettings } from './assistant-sync.ts';

const PRIVATE_KEY = 'sk_private_do_not_print_0123456789';
const SECRET = 'tools-secret-0123456789abcdef';
const env = (api: FakeVoiceApi, extra: Record<string, string> = {}) => ({
  VAPI_PRIVATE_KEY: PRIVATE_KEY,
  VAPI_API_BASE_URL: api.url,
  PUBLIC_BASE_URL: 'https://canfreshatl.com',
  VAPI_TOOLS_SECRET: SECRET,
  ...extra,
});

async function sync(api: FakeVoiceApi, extra: Record<string, string> = {}, config: SiteConfig = siteConfig, dryRun = false) {
  const lines: string[] = [];
  const result = await syncAssistant(syncSettings(env(api, extra), { dryRun }), config, { dryRun, out: (l) => lines.push(l) });
  return { result, output: lines.join('\n') };
}

const writes = (api: FakeVoiceApi) => api.requests.filter((r) => r.method !== 'GET');

describe('npm run assistant:sync', () => {
  it('creates the assistant when there is no id, and prints the new id', async ({ api }) => {
    const { result, output } = await sync(api);
    expect(result.action).toBe('created');
    const id = (result as { id: string }).id;
    expect(output).toContain(`VAPI_ASSISTANT_ID=${id}`);
    const [create] = writes(api);
    expect(create).toMatchObject({ method: 'POST', path: '/assistant', headers: { authorization: `Bearer ${PRIVATE_KEY}` } });
    const body = create!.body as {
      name: string;
      firstMessage: string;
      transcriber: object;
      voice: object;
      model: {
        messages: { content: string }[];
        tools: { function: { name: string }; server: { url: string; headers: Record<string, string> } }[];
      };
    };
    expect(body.name).toBe(siteConfig.receptionistName);
    // English and Spanish: a transcriber that finds the language per utterance, a voice that
    // speaks both, Spanish offered in Spanish, and a prompt that follows the caller's language.
    expect(body.transcriber).toEqual({ provider: 'deepgram', model: 'nova-3', language: 'multi' });
    expect(body.voice).toMatchObject({ provider: '11labs', model: 'eleven_multilingual_v2' });
    expect(body.firstMessage).toMatch(/Para español, solo hable en español\.$/);
    expect(body.model.messages[0]!.content).toMatch(/Answer in the language the caller speaks, English or Spanish/);
    expect(body.model.tools.map((t) => t.function.name)).toEqual([
      'check_service_area',
      'find_service_dates',
      'send_phone_code',
      'confirm_phone_code',
      'book_service',
      'send_booking_link',
      'pause_membership',
      'resume_membership',
      'next_visit',
      'change_dates',
      'move_visit',
      'skip_visit',
      'cancel_booking',
      'change_cans',
    ]);
    for (const tool of body.model.tools) {
      expect(tool.server.url).toBe('https://canfreshatl.com/api/voice/tools');
      expect(tool.server.headers['X-Vapi-Secret']).toBe(SECRET);
    }
    expect(output).not.toContain(PRIVATE_KEY);
  });

  it('updates an existing assistant in place, then a second run changes nothing', async ({ api }) => {
    const { result: created } = await sync(api);
    const id = (created as { id: string }).id;
    api.assistants.set(id, { ...api.assistants.get(id)!, firstMessage: 'edited by hand in the dashboard' });
    api.requests.length = 0;

    const first = await sync(api, { VAPI_ASSISTANT_ID: id });
    expect(first.result).toEqual({ action: 'updated', id });
    expect(writes(api).map((r) => `${r.method} ${r.path}`)).toEqual([`PATCH /assistant/${id}`]);
    expect(api.assistants.get(id)!.firstMessage).toContain(siteConfig.receptionistName);

    api.requests.length = 0;
    const second = await sync(api, { VAPI_ASSISTANT_ID: id });
    expect(second.result).toEqual({ action: 'unchanged', id });
    expect(second.output).toContain('up to date');
    expect(writes(api)).toEqual([]);
  });

  it('--dry-run prints the definition as JSON and calls nothing; secrets are redacted', async ({ api }) => {
    const { result, output } = await sync(api, { VAPI_PRIVATE_KEY: '' }, siteConfig, true);
    expect(result.action).toBe('dry-run');
    const definition = JSON.parse(output) as {
      name: string;
      model: { tools: { server: { url: string; headers: Record<string, string> } }[] };
      server: { url: string; headers: Record<string, string> };
      serverMessages: string[];
    };
    expect(definition.name).toBe(siteConfig.receptionistName);
    expect(definition.model.tools[0]!.server.headers['X-Vapi-Secret']).toBe('<redacted>');
    // The call's report goes to the events endpoint with the same secret; the tools keep their own URL.
    expect(definition.server).toEqual({ url: 'https://canfreshatl.com/api/voice/events', headers: { 'X-Vapi-Secret': '<redacted>' } });
    expect(definition.serverMessages).toEqual(['end-of-call-report']);
    expect(definition.model.tools[0]!.server.url).toBe('https://canfreshatl.com/api/voice/tools');
    expect(output).not.toContain(SECRET);
    expect(api.requests).toEqual([]);
  });

  it("--dry-run shows the tool parameters with the contact schema's own rules", async ({ api }) => {
    const { output } = await sync(api, { VAPI_PRIVATE_KEY: '' }, siteConfig, true);
    type Parameters = { properties: Record<string, Record<string, unknown>>; required: string[] };
    const tools = (JSON.parse(output) as { model: { tools: { function: { name: string; parameters: Parameters } }[] } }).model.tools;
    const book = tools.find((t) => t.function.name === 'book_service')!.function.parameters;
    expect(book.properties.full_name).toMatchObject({ type: 'string', minLength: 2, maxLength: 100 });
    expect(book.properties.mobile).toMatchObject({ type: 'string', minLength: 10 });
    expect(book.properties.street).toMatchObject({ type: 'string', minLength: 5 });
    expect(book.properties.zip).toMatchObject({ type: 'string', minLength: 5 });
    expect(book.properties.email).toMatchObject({ type: 'string', format: 'email' });
    expect(book.properties.service_type!.enum).toEqual([...SERVICE_TYPES]);
    expect(book.properties.customer_status!.enum).toEqual([...CUSTOMER_STATUSES]);
    expect(book.properties.sms_opt_in).toMatchObject({ type: 'boolean' });
    // Every lead field but the optional notes and the mobile (a phone call has the caller's), then
    // the pickup day (the date is optional for Commercial).
    expect(book.required).toEqual([...CONTACT_FIELDS.filter((f) => f !== 'notes' && f !== 'mobile'), 'pickup_day']);
    expect((JSON.parse(output) as { clientMessages: string[] }).clientMessages).toEqual(
      expect.arrayContaining(['transcript', 'tool-calls-result']),
    );
    // The prompt lists what to collect in the tool's own words.
    const prompt = (JSON.parse(output) as { model: { messages: { content: string }[] } }).model.messages[0]!.content;
    for (const [field, property] of Object.entries(book.properties))
      expect(prompt).toContain(`- ${field}: ${String(property.description)}`);
  });

  it('the prompt holds every price, extra, the service window, the area, the FAQ and {{selectedPlan}}', () => {
    const prompt = systemPrompt(siteConfig);
    for (const plan of siteConfig.plans) {
      expect(prompt).toContain(plan.name);
      expect(prompt).toContain(plan.price);
      expect(prompt).toContain(plan.extraCost);
    }
    expect(prompt).toContain('Seasonal Deep Clean once a quarter');
    expect(prompt).toContain(siteConfig.serviceWindow);
    for (const area of siteConfig.serviceArea.areas) expect(prompt).toContain(area);
    for (const item of siteConfig.faq) expect(prompt).toContain(item.answer);
    expect(prompt).toContain('{{selectedPlan}}');
    // Booking: the pickup day first, then real dates, then the date read back with plan and price.
    expect(prompt).toContain('ask for the weekday of their trash pickup');
    expect(prompt).toContain('call find_service_dates with their zip, pickup day and service');
    expect(prompt).toContain('read back the chosen date with the plan and its price');
    expect(prompt).toContain('- service_date: the date they chose from find_service_dates');
    expect(prompt).toContain('Commercial customers get no instant date');
  });

  it('the prompt follows the config', async ({ api }) => {
    const changed: SiteConfig = structuredClone(siteConfig);
    changed.plans[0]!.price = '$64';
    changed.plans[1]!.extraCost = '+$9 per extra can';
    changed.serviceWindow = 'We clean between 9 AM and 5 PM the day after pickup.';
    changed.receptionistName = 'Maya';
    const { result } = await sync(api, {}, changed);
    const stored = api.assistants.get((result as { id: string }).id) as { name: string; model: { messages: { content: string }[] } };
    const prompt = stored.model.messages[0]!.content;
    expect(stored.name).toBe('Maya');
    expect(prompt).toContain('$64');
    expect(prompt).not.toContain('$59');
    expect(prompt).toContain('+$9 per extra can');
    expect(prompt).toContain('between 9 AM and 5 PM');
  });

  it('missing or bad settings stop it with one clear message naming each', () => {
    expect(() => syncSettings({ VAPI_API_BASE_URL: 'not a url', VAPI_TOOLS_SECRET: 'short' }, { dryRun: false })).toThrow(SyncError);
    try {
      syncSettings({ VAPI_API_BASE_URL: 'not a url', VAPI_TOOLS_SECRET: 'short' }, { dryRun: false });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('VAPI_API_BASE_URL: must be an http(s) URL');
      expect(message).toContain('VAPI_TOOLS_SECRET: must be at least 16 characters');
      expect(message).toContain('PUBLIC_BASE_URL: not set');
      expect(message).toContain('VAPI_PRIVATE_KEY: not set');
    }
    // A dry run needs no private key.
    expect(() => syncSettings({ PUBLIC_BASE_URL: 'https://x.test', VAPI_TOOLS_SECRET: SECRET }, { dryRun: true })).not.toThrow();
  });

  it('a refusal from the platform is reported without the private key', async ({ api }) => {
    await expect(sync(api, { VAPI_ASSISTANT_ID: 'does-not-exist' })).rejects.toThrow(/refused the request \(404\)/);
    await expect(sync(api, { VAPI_ASSISTANT_ID: 'does-not-exist' })).rejects.not.toThrow(new RegExp(PRIVATE_KEY));
  });

  it("the phone line: VAPI_PHONE_NUMBER_ID is pointed at the assistant with the number's provider; the dry run says so", async ({
    api,
  }) => {
    api.phoneNumbers.set('pn_1', { id: 'pn_1', provider: 'twilio', number: '+14045550123', assistantId: null });
    const dry = await sync(api, { VAPI_PHONE_NUMBER_ID: 'pn_1' }, siteConfig, true);
    expect(dry.output).toContain('Phone number pn_1: would be answered by this assistant.');
    expect(writes(api)).toEqual([]);

    const { result, output } = await sync(api, { VAPI_PHONE_NUMBER_ID: 'pn_1' });
    const id = (result as { id: string }).id;
    const patch = writes(api).find((r) => r.path === '/phone-number/pn_1');
    expect(patch).toMatchObject({ method: 'PATCH', body: { provider: 'twilio', assistantId: id } });
    expect(output).toContain(`Phone number +14045550123 is now answered by assistant ${id}.`);
    const again = await sync(api, { VAPI_PHONE_NUMBER_ID: 'pn_1', VAPI_ASSISTANT_ID: id });
    expect(again.output).toContain('Phone number +14045550123 is answered by this assistant already.');
  });

  it('a handoff number adds the transfer tool and tells Ava when to use it; without one there is none and no promise', async ({ api }) => {
    type Body = { model: { tools: { type: string; destinations?: unknown[] }[]; messages: { content: string }[] } };
    const withHandoff = await sync(api, { VOICE_HANDOFF_NUMBER: '+14045550999' }, siteConfig, true);
    const body = JSON.parse(withHandoff.output.slice(0, withHandoff.output.lastIndexOf('}') + 1)) as Body;
    expect(body.model.tools.find((t) => t.type === 'transferCall')).toEqual({
      type: 'transferCall',
      destinations: [
        {
          type: 'number',
          number: '+14045550999',
          message: 'Let me connect you with the team.',
          description: 'The team at the office (a person)',
        },
      ],
    });
    const prompt = body.model.messages[0]!.content;
    expect(prompt).toContain(
      'Transfer the call to the team with the transferCall tool when the caller asks for a person, has a complaint, or wants a commercial proposal',
    );
    expect(prompt).toContain('on a web call give our number, (404) 555-0123, instead');

    const without = systemPrompt(siteConfig);
    expect(without).not.toContain('transferCall');
    expect(without).toContain('Never promise to transfer the call.');
    expect(() => syncSettings(env(api, { VOICE_HANDOFF_NUMBER: '404-555-0999' }), { dryRun: true })).toThrow(
      /VOICE_HANDOFF_NUMBER: must be a number in E.164/,
    );
  });

  it("on a phone call the prompt knows the caller's number; the analysis plan and the recording setting come from the project", async ({
    api,
  }) => {
    const prompt = systemPrompt(siteConfig);
    expect(prompt).toContain('{{customer.number}}');
    expect(prompt).toContain('"Is this the best number to text you at?"');
    const { output } = await sync(api, {}, siteConfig, true);
    const body = JSON.parse(output) as {
      analysisPlan: {
        summaryPlan: { enabled: boolean };
        structuredDataPlan: { enabled: boolean; schema: { properties: Record<string, { enum?: string[] }> } };
      };
      artifactPlan: { recordingEnabled: boolean };
    };
    expect(body.analysisPlan.summaryPlan.enabled).toBe(true);
    expect(body.analysisPlan.structuredDataPlan.schema.properties.outcome!.enum).toEqual([
      'booked',
      'question answered',
      'outside the area',
      'wants a person',
      'spam or silence',
    ]);
    expect(Object.keys(body.analysisPlan.structuredDataPlan.schema.properties)).toEqual(['outcome', 'serviceInterest', 'followUp']);
    expect(body.artifactPlan.recordingEnabled).toBe(true);
    const quiet = await sync(api, {}, { ...siteConfig, voice: { ...siteConfig.voice, recordCalls: false } }, true);
    expect((JSON.parse(quiet.output) as typeof body).artifactPlan.recordingEnabled).toBe(false);
  });
});
