// The call panel in the real browser, on the production build: the page's real call code runs
// against a fake of the voice SDK that emits the SDK's own events (the platform's media servers
// cannot be reached here), and the chat runs for real against the loopback fake voice API.
// axe checks each state; with SCREENSHOTS=1, screenshots of each state at this project's width
// go to test-results/screenshots/.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { screenshot } from '../support/screenshot.ts';
import { CHAT_BOOKING } from '../fakes/fake-voice-api.ts';
import { textsSent, voiceApiRequests, webhookDeliveries } from '../support/e2e-stack-state.ts';
import { fakeVoiceReady, useFakeVoiceSdk } from '../support/fake-voice-sdk-route.ts';
import { expect, test } from './fixtures.ts';

test.use({ allowConsoleErrors: /^voice:/ });

const panel = (page: Page) => page.getByRole('dialog');
/** The floating call button (the panel has a Hang up of its own). */
const floating = (page: Page) => page.locator('button[data-status]');

const shot = (page: Page, state: string) => screenshot(page, `call-panel-${state}`, { fullPage: false });

async function openCall(page: Page) {
  await useFakeVoiceSdk(page);
  await page.goto('/');
  await floating(page).click();
  await expect(panel(page)).toBeVisible();
  await fakeVoiceReady(page);
}

async function connect(page: Page) {
  await page.evaluate(() => {
    window.__fakeVoice.answer({ id: 'call_e2e' });
    window.__fakeVoice.emit('call-start');
  });
  await expect(panel(page)).toHaveAccessibleName('On a call with Ava');
}

test('connecting: the panel opens at once with the stage, the disclosure and Cancel, which stops the call @phone', async ({ page }) => {
  await openCall(page);
  await expect(page.getByRole('heading', { name: 'Connecting to Ava…' })).toBeFocused();
  await page.evaluate(() => window.__fakeVoice.progress('daily-call-join'));
  await expect(panel(page).getByText('Joining the call…')).toBeVisible();
  await expect(
    panel(page).getByText('Ava is an AI receptionist. Calls and chats may be recorded and transcribed to serve you.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await shot(page, 'connecting');

  await panel(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(panel(page)).toBeHidden();
  expect(await page.evaluate(() => window.__fakeVoice.stops)).toBe(1);
  await expect(floating(page)).toHaveAccessibleName('Talk to Ava');
  await expect(floating(page)).toBeFocused();
});

test('in a call: captions of both sides, who speaks, mute and typing; a booking card; the end @phone', async ({ page }) => {
  await openCall(page);
  await connect(page);
  await page.evaluate(() => {
    const fake = window.__fakeVoice;
    fake.speech('assistant', 'started');
    fake.emit('volume-level', 0.7);
    fake.transcript('assistant', 'partial', 'Hi, this is Ava');
    fake.transcript('assistant', 'final', 'Hi, this is Ava with CanFresh ATL! How can I help?');
    fake.transcript('user', 'partial', 'I would like');
    fake.transcript('user', 'final', 'I would like the membership, please.');
    fake.emit('local-volume-level', 0.4);
  });
  const captions = panel(page).getByRole('log', { name: 'Live captions' });
  await expect(captions.locator('p')).toHaveText([
    'Ava: Hi, this is Ava with CanFresh ATL! How can I help?',
    'You: I would like the membership, please.',
  ]);
  await expect(panel(page).getByText('0:0')).toBeVisible();
  // Both are heard: Ava from volume-level, the caller from local-volume-level.
  await expect(panel(page).locator('[data-speaking="true"]')).toHaveText([/^Ava/, /^You/]);

  const mute = panel(page).getByRole('button', { name: 'Mute' });
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => window.__fakeVoice.mutes)).toEqual([true]);

  await panel(page).getByRole('textbox', { name: 'Type a message' }).fill('pat.lee@example.com');
  await panel(page).getByRole('button', { name: 'Send' }).click();
  expect(await page.evaluate(() => window.__fakeVoice.sent)).toEqual([
    { type: 'add-message', message: { role: 'user', content: 'pat.lee@example.com' } },
  ]);
  await expect(captions).toContainText('You (typed): pat.lee@example.com');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await shot(page, 'in-call');

  await page.evaluate(() =>
    window.__fakeVoice.toolCallsResult({
      name: 'book_service',
      toolCallId: 'tool-1',
      result: 'Booked. Reference AB12CD34.',
      metadata: {
        confirmation: {
          reference: 'AB12CD34',
          plan: 'Pristine Membership',
          price: '$32 every 4 weeks (1 can)',
          name: 'Pat Lee',
          street: '12 Peachtree St NE',
          zip: '30309',
          when: 'Wednesday, December 2, then every 4 weeks',
          email: 'pat.lee@example.com',
        },
      },
    }),
  );
  const card = panel(page).getByRole('region', { name: 'Booked: Pristine Membership' });
  await expect(card).toContainText('12 Peachtree St NE, 30309');
  await expect(card).toContainText('Wednesday, December 2, then every 4 weeks');
  await expect(card).toContainText('A confirmation is on its way to pat.lee@example.com.');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await shot(page, 'booking');

  await panel(page).getByRole('button', { name: 'Hide captions' }).click();
  await expect(captions).toBeHidden();
  await page.evaluate(() => window.__fakeVoice.emit('call-end'));
  await expect(panel(page)).toHaveAccessibleName('Call ended');
  await expect(card).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Call again' })).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await shot(page, 'ended');
  await panel(page).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(panel(page)).toBeHidden();
});

test('Escape collapses the panel and the call goes on; at 390 px the floating button stays usable over the sheet @phone', async ({
  page,
}) => {
  await openCall(page);
  await connect(page);
  // The floating button is not covered: a real click on it hangs up.
  await floating(page).click();
  await expect(floating(page)).toHaveAccessibleName('Talk to Ava');
  expect(await page.evaluate(() => window.__fakeVoice.stops)).toBe(1);

  await floating(page).click();
  await connect(page);
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(floating(page)).toHaveAccessibleName('Hang up');
  expect(await page.evaluate(() => window.__fakeVoice.stops)).toBe(1);
});

for (const kind of ['permissions', 'not-found', 'mic-in-use', 'cam-mic-in-use', 'undefined-mediadevices'] as const) {
  test(`microphone problem (${kind}): what happened, how to fix it, and every way forward`, async ({ page }) => {
    await openCall(page);
    await page.evaluate((k) => {
      window.__fakeVoice.cameraError(k);
      window.__fakeVoice.answer(null);
    }, kind);
    await expect(panel(page)).toHaveAccessibleName("Ava can't hear you yet");
    await expect(panel(page).getByRole('alert')).toBeVisible();
    for (const name of ['Try again', 'Type instead', 'Send a message'])
      await expect(panel(page).getByRole('button', { name })).toBeVisible();
    await expect(panel(page).getByRole('link', { name: 'Call (404) 555-0123' })).toHaveAttribute('href', 'tel:+14045550123');
    if (kind === 'permissions') {
      await expect(panel(page)).toContainText('set Microphone to Allow');
      await expectNoAxeViolations(page, '[role="dialog"]');
      await shot(page, 'mic-blocked');
      await panel(page).getByRole('button', { name: 'Send a message' }).click();
      await expect(panel(page)).toBeHidden();
      await expect(page.getByRole('radio', { name: 'New' })).toBeFocused();
    }
  });
}

test('a browser without the microphone API: the problem at once, no call tried, and chat still works', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'mediaDevices', { value: undefined }));
  await useFakeVoiceSdk(page);
  await page.goto('/');
  await floating(page).click();
  await expect(panel(page).getByRole('alert')).toContainText('This browser cannot use a microphone on this page.');
  await panel(page).getByRole('button', { name: 'Type instead' }).click();
  await expect(panel(page)).toHaveAccessibleName('Chat with Ava');
  expect(await page.evaluate(() => window.__fakeVoice?.starts.length ?? 0)).toBe(0);
});

test('with the consent gate on, the first call asks once, and the answer is remembered @phone', async ({ page }) => {
  // The site config's voice.requireConsent, switched on in the bundle as served (it is off by default).
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    const code = await response.text();
    const on = code.replace(/(disclosure:`[^`]*`,requireConsent:)!1/, '$1!0');
    expect(on, 'the config literal is in the bundle').not.toBe(code);
    await route.fulfill({ response, body: on });
  });
  await useFakeVoiceSdk(page);
  await page.goto('/');
  await floating(page).click();
  await expect(panel(page)).toHaveAccessibleName('Before you talk to Ava');
  await expect(panel(page).getByText(/Ava is an AI receptionist/)).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await shot(page, 'consent');
  await panel(page).getByRole('button', { name: 'I agree, start the call' }).click();
  await fakeVoiceReady(page);
  await panel(page).getByRole('button', { name: 'Cancel' }).click();

  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await floating(page).click();
  await expect(panel(page)).toHaveAccessibleName('Connecting to Ava…');
});

test('mic blocked at 390 px too @phone', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone');
  await openCall(page);
  await page.evaluate(() => {
    window.__fakeVoice.cameraError('permissions');
    window.__fakeVoice.answer(null);
  });
  await expect(panel(page).getByRole('alert')).toBeVisible();
  await shot(page, 'mic-blocked');
});

test('type instead: the same receptionist by text, streamed, and a chat can book @phone', async ({ page }, testInfo) => {
  await openCall(page);
  await panel(page).getByRole('button', { name: 'Type instead' }).click();
  await expect(panel(page)).toHaveAccessibleName('Chat with Ava');
  expect(await page.evaluate(() => window.__fakeVoice.stops)).toBe(1);

  const box = panel(page).getByRole('textbox', { name: 'Type a message' });
  await box.fill('Do you clean recycling bins?');
  await box.press('Enter');
  const log = panel(page).getByRole('log', { name: 'Conversation with Ava' });
  await expect(log).toContainText('You: Do you clean recycling bins?');
  await expect(log).toContainText('Ava: Hi, this is the receptionist. You said: "Do you clean recycling bins?". How can I help?');

  const marker = `${testInfo.project.name}-${Date.now()}`;
  await box.fill(`Please book a cleaning ${marker}`);
  await box.press('Enter');
  // The mobile is proven before anything is booked: a code is texted to it, and typed back here.
  await expect(log).toContainText(/Ava: I have texted a 6-digit code to \(404\) 555-\d{4} to confirm it is yours\. Please type it here\./);
  const mobile = /texted a 6-digit code to (\(404\) 555-\d{4})/.exec((await log.textContent()) ?? '')![1]!;
  const e164 = `+1${mobile.replace(/\D/g, '')}`;
  await expect.poll(async () => (await textsSent()).filter((t) => t.to === e164).length).toBe(1);
  const code = /your code is (\d{6})/.exec((await textsSent()).find((t) => t.to === e164)!.body)![1]!;
  await box.fill(code);
  await box.press('Enter');
  await expect(log).toContainText(/Ava: Booked for \w+day, \w+ \d+\. One-Time Clean, \$59 \(1 can\)\. Reference [A-Z2-9]{6}\./);
  await expect
    .poll(async () => (await webhookDeliveries()).filter((d) => d.body.includes(CHAT_BOOKING.full_name)).length)
    .toBeGreaterThan(0);
  await expectNoAxeViolations(page, '[role="dialog"]');
  await shot(page, 'chat');

  const chats = (await voiceApiRequests()).filter((r) => r.path === '/chat/web');
  const mine = chats.filter((r) => String((r.body as { input?: string }).input).includes(marker));
  expect(mine[0]!.headers.authorization).toBe('Bearer pk_e2e_public_key');
  expect(mine[0]!.body).toMatchObject({
    assistantId: 'asst_e2e_receptionist',
    stream: true,
    sessionId: expect.stringMatching(/^session-/),
  });

  await panel(page).getByRole('button', { name: 'End chat' }).click();
  await expect(panel(page)).toBeHidden();
  await expect
    .poll(async () => (await voiceApiRequests()).some((r) => r.path === '/chat/web' && (r.body as { sessionEnd?: boolean }).sessionEnd))
    .toBe(true);
});
