import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { E2E_VAPI_ASSISTANT_ID, E2E_VAPI_PUBLIC_KEY, voiceApiRequests } from '../support/e2e-stack-state.ts';

// Offline, the SDK reaches our fake API but cannot join a call room: the failure is logged only, never shown.
test.use({ allowConsoleErrors: /voice:|daily|Daily|Failed to load resource|net::ERR/ });

// Strings only the SDK's own code contains (our loader mentions none of them).
const SDK_MARKER = /call-start-success|daily-call-join|webCallUrl/;

/** Bodies of the scripts the page has fetched so far. */
function recordScripts(page: Page) {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push({ url: r.url(), body: r.text().catch(() => '') });
  });
  return async () => Promise.all(scripts.map(async (s) => ({ url: s.url, body: await s.body })));
}

async function webCalls(assistantId = E2E_VAPI_ASSISTANT_ID) {
  return (await voiceApiRequests()).filter(
    (r) => r.method === 'POST' && r.path === '/call/web' && (r.body as { assistantId?: string })?.assistantId === assistantId,
  );
}

test('no voice SDK code is requested before a sign of intent; hovering the button loads it', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.mouse.move(5, 400);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)); // scrolling is not intent
  await page.waitForLoadState('networkidle');
  const before = await scripts();
  expect(before.length).toBeGreaterThan(0);
  expect(before.filter((s) => SDK_MARKER.test(s.body)).map((s) => s.url)).toEqual([]);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Talk to Ava' }).hover();
  await expect.poll(async () => (await scripts()).filter((s) => SDK_MARKER.test(s.body)).length).toBeGreaterThan(0);
});

test("'Talk to Ava' posts /call/web with the public key and assistant id; the offline start fails quietly back to idle", async ({
  page,
}) => {
  await page.goto('/');
  const talk = page.getByRole('button', { name: 'Talk to Ava' });
  // This page's own request (the fake voice API is shared by the tests running beside this one:
  // the last request it got may be another test's).
  const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/call/web', { timeout: 15_000 });
  await talk.click();
  const request = await posted;
  expect((await request.allHeaders()).authorization).toBe(`Bearer ${E2E_VAPI_PUBLIC_KEY}`);
  const body = request.postDataJSON() as unknown;
  expect(body).toMatchObject({
    assistantId: E2E_VAPI_ASSISTANT_ID,
    assistantOverrides: { variableValues: { selectedPlan: '', language: 'en' } },
  });
  expect(body).not.toHaveProperty('assistantOverrides.firstMessage');
  // The fake API received it.
  await expect.poll(async () => (await webCalls()).some((c) => JSON.stringify(c.body) === JSON.stringify(body))).toBe(true);

  await expect(talk).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Talk to Ava' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Notification/ })).toHaveCount(0); // no message to the visitor
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test("'Start Membership' stores the plan and sends it as selectedPlan", async ({ page }) => {
  await page.goto('/');
  const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/call/web', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Start Membership' }).click();
  expect(await page.evaluate(() => localStorage.getItem('binWashSelectedPlan'))).toBe('Pristine Membership');
  expect((await posted).postDataJSON()).toMatchObject({ assistantOverrides: { variableValues: { selectedPlan: 'Pristine Membership' } } });
  await expect(page.getByRole('button', { name: 'Talk to Ava' })).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
});
