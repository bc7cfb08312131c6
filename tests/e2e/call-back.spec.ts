// 'Have Ava call me now' in the real browser, by role and label: after the contact form on the
// home page (the part fetched only when offered), and on the booking page's end for a zip we do
// not serve. The click reaches the voice platform's fake as its create-call request; the page
// says she is calling. axe on both; screenshots at 390 and 1280 px.
import { SettableClock } from '../../src/server/platform/clock/clock.ts';
import { startFakeVoiceApi } from '../fakes/fake-voice-api.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { fillContactForm } from '../support/contact-form.ts';
import { freePort } from '../support/booked-customer.ts';
import { screenshot } from '../support/screenshot.ts';
import { makeTestApp } from '../support/test-app.ts';
import { validLead } from '../support/valid-lead.ts';
import { expect, test } from './fixtures.ts';

async function callBackSite() {
  const voice = await startFakeVoiceApi();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t = await makeTestApp({
    site: true,
    clock: new SettableClock('2026-11-28T15:00:00Z'), // Saturday 10:00 in Atlanta
    env: {
      PUBLIC_BASE_URL: base,
      VAPI_PRIVATE_KEY: 'private-key-e2e',
      VAPI_ASSISTANT_ID: 'assistant-e2e',
      VAPI_PHONE_NUMBER_ID: 'line-e2e',
      VAPI_API_BASE_URL: voice.url,
    },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { voice, base, close: async () => (await t.close(), await voice.close()) };
}

test('@phone after the contact form, the visitor asks Ava to call and she does', async ({ page }) => {
  const site = await callBackSite();
  try {
    await page.goto(`${site.base}/#contact`);
    await fillContactForm(page, validLead);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const box = page.getByRole('region', { name: 'Rather talk now?' });
    await expect(box.getByText(/may call \(404\) 555-0199 once about your request/)).toBeVisible();
    await expectNoAxeViolations(page);
    await box.scrollIntoViewIfNeeded();
    await screenshot(page, 'call-back-offer', { fullPage: false });
    await box.getByRole('button', { name: 'Have Ava call me now' }).click();
    await expect(box.getByRole('status')).toHaveText('Ava is calling (404) 555-0199 now. Her call comes from our business line.');
    await expect.poll(() => site.voice.calls.map((c) => c.customer?.number)).toEqual(['+14045550199']);
    await screenshot(page, 'call-back-asked', { fullPage: false });
  } finally {
    await site.close();
  }
});

test.describe('on the booking page', () => {
  // The booking page is drawn by the server; its small script carries the forms (no app to hydrate).
  test.use({ hydrates: false });

  test('@phone a visitor outside the area asks for the call', async ({ page }) => {
    const site = await callBackSite();
    try {
      await page.goto(`${site.base}/book`);
      await page.getByLabel('Zip code').fill('30101');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('radio', { name: 'New' }).check();
      await page.getByLabel('Full name').fill('Jordan Peachtree');
      await page.getByLabel(/^Mobile/).fill('(404) 555-0177');
      await page.getByLabel('Email').fill('jordan@example.com');
      await page.getByLabel('Street address').fill('9 Main St');
      await page.getByRole('radio', { name: 'Membership' }).check();
      await page.getByRole('checkbox', { name: /I agree to receive texts/ }).check();
      await page.getByRole('button', { name: 'Keep me posted' }).click();
      const box = page.getByRole('region', { name: 'Rather talk now?' });
      await expect(box.getByRole('button', { name: 'Have Ava call me now' })).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshot(page, 'call-back-book');
      await box.getByRole('button', { name: 'Have Ava call me now' }).click();
      await expect(page.getByRole('region', { name: 'Rather talk now?' }).getByRole('status')).toContainText(
        'Ava is calling (404) 555-0177 now.',
      );
      await expect.poll(() => site.voice.calls.length).toBe(1);
    } finally {
      await site.close();
    }
  });
});
