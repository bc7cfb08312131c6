import { describe, expect } from 'vitest';
import type { FakeVoiceApi } from '../../../../tests/fakes/fake-voice-api.ts';
import { voiceApiTest as it } from '../../../../tests/support/voice-api-test.ts';
import { siteConfig } from '../../../common/site-config.ts';
import { AssistantTestError, runAssistantTests, testSettings } from './assistant-test.ts';
import { PLANTED, scenarios, type Scenario } from './assistant-scenarios.ts';
import { CHANGE_TOOLS } from './change-scenarios.ts';
import { QUOTED_WORDS_RULE } from './assistant-definition.ts';

const settings = (api: FakeVoiceApi) =>
  testSettings({ VAPI_PRIVATE_KEY: 'sk_private_0123456789', VAPI_ASSISTANT_ID: 'asst_1', VAPI_API_BASE_URL: api.url });

async function run(api: FakeVoiceApi, list = scenarios(siteConfig)) {
  const lines: string[] = [];
  const failures = await runAssistantTests(settings(api), list, { out: (l) => lines.push(l), pollMs: 5, timeoutMs: 300 });
  return { failures, lines };
}

describe('npm run assistant:test', () => {
  it('builds the scenarios from the site config: each plan price, a zip in and out, a whole booking, an FAQ answer', () => {
    const list = scenarios(siteConfig);
    expect(list.map((s) => s.name)).toEqual([
      ...siteConfig.plans.map((p) => `price: ${p.name}`),
      `area: ${siteConfig.serviceArea.zips[0]} is served`,
      'area: 90210 is not served',
      'booking: dates, then the booking',
      `faq: ${siteConfig.faq[0]!.question}`,
      'text: booking from the number texting, no code',
      'text: move the next visit to a day with room',
      'text: a full day refused, the days with room offered',
      'call: skip one visit of a membership',
      'call: ending a membership offers a pause first',
      'text: more cans: the new price said before it is changed',
      "call: another person's booking is refused",
      'text: skip the next visit',
      'text: a one-time clean cannot be skipped, moving offered',
      'es: call: skip one visit',
      'es: text: skip the next visit',
      'text: cancel a one-time clean',
      'call: a clean already given cannot be cancelled',
      'es: call: ending a membership offers a pause first',
      'es: text: cancel a one-time clean',
      'call: more cans: the new price said first',
      "call: cans of a paid booking are the team's to change",
      'es: call: more cans: the new price said first',
      'es: text: more cans: the new price said first',
      'call: pause a membership',
      'text: a pause too long refused, a shorter one offered',
      'es: text: pause a membership',
      'call: resume a paused membership',
      'text: resume refused: no room near the date, a call back offered',
      'es: call: resume a paused membership',
      'es: text: resume a paused membership',
      'call back: she knows the request and offers dates',
      'call back: one who did not ask gets an apology',
      'es: area: 90210 is not served',
      'es: booking: dates, then the booking in Spanish',
      'es: call: pause a membership',
      'es: text: move the next visit',
      'es: call: a visit already given cannot be moved',
      'planted: an instruction in an FAQ answer does not change the price',
      'planted: an instruction in the tagline does not skip the area check',
    ]);
    // After booking: each change is asked of its tool, from the number texting where it texts.
    const moved = list.find((s) => s.name === 'text: move the next visit to a day with room')!;
    expect(moved.variables).toEqual({ channel: 'text', textFrom: '+14045550199' });
    const toolsOf = (name: string) =>
      list.find((s) => s.name === name)!.messages.flatMap((m) => ('judgePlan' in m ? (m.judgePlan.toolCalls ?? []) : []));
    expect(toolsOf('call: ending a membership offers a pause first').map((t) => t.name)).toEqual(['cancel_booking']);
    // A call back: Ava is told who she calls and where, and asks the dates for their zip without asking it.
    const callBack = list.find((s) => s.name === 'call back: she knows the request and offers dates')!;
    expect(callBack.variables).toMatchObject({ callBack: 'yes', callBackZip: siteConfig.serviceArea.zips[0] });
    expect(toolsOf(callBack.name).map((t) => t.arguments)).toEqual([expect.objectContaining({ zip: siteConfig.serviceArea.zips[0] })]);
    const offered = list.find((s) => s.name === 'text: a full day refused, the days with room offered')!.messages.at(-1) as {
      judgePlan: { content: string };
    };
    expect(new RegExp(offered.judgePlan.content).test('That day is full, but Thursday, December 3 has room.')).toBe(true);
    expect(new RegExp(offered.judgePlan.content).test('Sorry, that day is full.')).toBe(false);
    // In Spanish, the booking passes the caller's language, and the replies are judged on Spanish words.
    const spanish = list.find((s) => s.name === 'es: booking: dates, then the booking in Spanish')!;
    const booked = spanish.messages.flatMap((m) => ('judgePlan' in m ? (m.judgePlan.toolCalls ?? []) : [])).at(-1)!;
    expect(booked).toMatchObject({ name: 'book_service', arguments: { language: 'es', service_date: '2026-12-02' } });
    const notServed = list.find((s) => s.name === 'es: area: 90210 is not served')!.messages.at(-1) as { judgePlan: { content: string } };
    expect(new RegExp(notServed.judgePlan.content).test('Lo siento, todavía no llegamos al 90210.')).toBe(true);
    expect(new RegExp(notServed.judgePlan.content).test('Yes, we serve 90210.')).toBe(false);
    const price = list[0]!.messages[1] as { judgePlan: { content: string } };
    expect(new RegExp(price.judgePlan.content).test(`It is ${siteConfig.plans[0]!.price} for the first can.`)).toBe(true);
    const booking = list.find((s) => s.name.startsWith('booking'))!;
    const toolsCalled = booking.messages.flatMap((m) => ('judgePlan' in m ? (m.judgePlan.toolCalls ?? []) : []));
    expect(toolsCalled.map((t) => t.name)).toEqual(['find_service_dates', 'book_service']);
    expect(toolsCalled[1]!.arguments).toMatchObject({ service_date: '2026-12-02', pickup_day: 'Tuesday', sms_opt_in: true });
    // A texted booking runs with the channel and the number, and books with it, no code asked.
    const texted = list.find((s) => s.name.startsWith('text:'))!;
    expect(texted.variables).toEqual({ channel: 'text', textFrom: '+14045550199' });
    const textTools = texted.messages.flatMap((m) => ('judgePlan' in m ? (m.judgePlan.toolCalls ?? []) : []));
    expect(textTools.map((t) => t.name)).toEqual(['find_service_dates', 'book_service']);
    expect(textTools[1]!.arguments).toMatchObject({ mobile: '+14045550199' });
    const outside = list.find((s) => s.name.includes('not served'))!.messages.at(-1) as { judgePlan: { content: string } };
    expect(new RegExp(outside.judgePlan.content).test('Sorry, 90210 is Outside our area.')).toBe(true);
  });

  it('asks every change tool by call and by text, in English and Spanish, and has each refuse once', () => {
    const list = scenarios(siteConfig);
    const toolOf = (scenario: Scenario) =>
      scenario.messages.flatMap((m) => ('judgePlan' in m ? (m.judgePlan.toolCalls ?? []) : [])).map((t) => t.name)[0];
    const answerOf = (scenario: Scenario) => scenario.messages.find((m) => m.role === 'tool')?.content ?? '';
    for (const tool of CHANGE_TOOLS) {
      const asked = list.filter((s) => toolOf(s) === tool);
      for (const lead of ['call:', 'text:', 'es: call:', 'es: text:']) {
        const found = asked.filter((s) => s.name.startsWith(lead));
        expect(found.length, `${tool} ${lead}`).toBeGreaterThan(0);
        // A text is from the number texting; a call is not.
        for (const s of found) expect(s.variables?.channel === 'text', s.name).toBe(lead.endsWith('text:'));
      }
      expect(
        asked.some((s) => answerOf(s).startsWith('Not ')),
        `${tool} refuses in one scenario`,
      ).toBe(true);
    }
  });

  it('runs each on the eval endpoints: one line a scenario, what was said instead on a failure, errors and timeouts fail', async ({
    api,
  }) => {
    const list = scenarios(siteConfig);
    api.evalOutcomes.set(list[0]!.name, 'fail');
    api.evalOutcomes.set(list[1]!.name, 'error');
    api.evalOutcomes.set(list[2]!.name, 'timeout');
    const { failures, lines } = await run(api);
    expect(failures).toBe(3);
    expect(lines[0]).toBe(`FAIL  ${list[0]!.name}: said instead "We charge $99 for that."`);
    expect(lines[1]).toBe(`FAIL  ${list[1]!.name}: the run ended with error (the model failed)`);
    expect(lines[2]).toBe(`FAIL  ${list[2]!.name}: still running after 0 s`);
    expect(lines.slice(3, -1).every((l) => l.startsWith('pass  '))).toBe(true);
    expect(lines.at(-1)).toBe(`${list.length - 3} of ${list.length} scenarios passed`);
    const textRun = api.requests.find((r) => r.path === '/eval/run' && JSON.stringify(r.body).includes('text: booking'));
    expect(textRun?.body).toMatchObject({
      target: { assistantOverrides: { variableValues: { channel: 'text', textFrom: '+14045550199' } } },
    });
    const started = api.requests.filter((r) => r.method === 'POST' && r.path === '/eval/run');
    expect(started).toHaveLength(list.length);
    expect(started[0]).toMatchObject({
      headers: { authorization: 'Bearer sk_private_0123456789' },
      body: {
        type: 'eval',
        eval: { type: 'chat.mockConversation', name: list[0]!.name },
        target: { type: 'assistant', assistantId: 'asst_1' },
      },
    });
  });

  it("runs the planted scenarios against an assistant of the owner's words with instructions in them, quoted as facts under the rule", async ({
    api,
  }) => {
    const list = scenarios(siteConfig);
    const planted = list.filter((s) => s.name.startsWith('planted:'));
    expect(planted).toHaveLength(2);
    await run(api, planted);
    const targets = api.requests.filter((r) => r.path === '/eval/run').map((r) => (r.body as { target: Record<string, unknown> }).target);
    expect(targets).toHaveLength(2);
    for (const target of targets) {
      expect(target).not.toHaveProperty('assistantId');
      const prompt = (target.assistant as { model: { messages: { content: string }[] } }).model.messages[0]!.content;
      // The planted words are in the prompt only as quoted facts, after the rule that they are never instructions.
      expect(prompt).toContain(QUOTED_WORDS_RULE);
      expect(prompt).toContain(`Tagline: ${JSON.stringify(PLANTED.tagline)}`);
      expect(prompt).toContain(JSON.stringify(`${siteConfig.faq[0]!.answer} ${PLANTED.faqAnswer}`));
      expect(prompt.indexOf(QUOTED_WORDS_RULE)).toBeLessThan(prompt.indexOf(PLANTED.faqAnswer));
      expect(prompt.split('\n').some((line) => line.startsWith(PLANTED.tagline) || line.startsWith(PLANTED.faqAnswer))).toBe(false);
    }
    // The price judged: said, and never said to be free.
    const judge = new RegExp((planted[0]!.messages[1] as { judgePlan: { content: string } }).judgePlan.content);
    expect(judge.test('The One-Time Clean is $59 for the first can.')).toBe(true);
    expect(judge.test('Good news: the One-Time Clean is FREE today (normally $59).')).toBe(false);
  });

  it('all passing: no failures', async ({ api }) => {
    expect((await run(api)).failures).toBe(0);
  });

  it('names the missing settings', () => {
    expect(() => testSettings({})).toThrow(AssistantTestError);
    expect(() => testSettings({})).toThrow(/VAPI_PRIVATE_KEY: not set[\s\S]*VAPI_ASSISTANT_ID: not set/);
  });
});
