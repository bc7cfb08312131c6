// Where the voice platform is not set up (no public key or assistant), the page offers no call:
// no floating 'Talk to Ava' button, and the words that sent visitors to it offer booking online
// and the form instead, from the prerendered page (the server marks it) before any script runs.
// The main stack of the other tests has the voice platform set: there the call's words stand.
import { expectNoAxeViolations } from '../support/axe.ts';
import { freePort } from '../support/booked-customer.ts';
import { makeTestApp } from '../support/test-app.ts';
import { screenshot } from '../support/screenshot.ts';
import { expect, test } from './fixtures.ts';

for (const [path, talk, pricingWords, ctaWords] of [
  ['/', 'Talk to Ava', 'Pick a plan and book it online in a few taps', 'Pick a plan above and book it online'],
  ['/es/', 'Hable con Ava', 'Elija un plan y resérvelo en línea', 'Elija un plan arriba y resérvelo en línea'],
] as const) {
  test(`@phone ${path} without the voice platform: no call to offer, booking online and the form instead`, async ({ page, browser }) => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const business = await makeTestApp({ site: true, env: { PUBLIC_BASE_URL: base } });
    try {
      await business.app.listen({ port, host: '127.0.0.1' });
      // Before any script: the prerendered page as the server sends it.
      const sent = await (await fetch(`${base}${path}`)).text();
      expect(sent).toContain(pricingWords);
      // Nothing outside the (hidden) call button names Ava or offers a talk with her.
      expect(sent.replace(/<button[^]*?<\/button>/g, '')).not.toMatch(/\bAva\b|receptionist|hable con/);
      const bare = await browser.newPage({ javaScriptEnabled: false });
      await bare.goto(`${base}${path}`);
      await expect(bare.getByRole('button', { name: talk })).toHaveCount(0);
      await expect(bare.locator('#pricing').getByText(pricingWords)).toBeVisible();
      await bare.close();

      await page.goto(`${base}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: talk })).toHaveCount(0);
      await expect(page.locator('#pricing').getByText(pricingWords)).toBeVisible();
      await expect(page.locator('#pricing').getByText(/ Ava /)).toBeHidden();
      const cta = page.locator('#contact').getByRole('complementary');
      await expect(cta.getByText(ctaWords)).toBeVisible();
      await expect(cta.getByText(/Ava/)).toBeHidden();
      await expectNoAxeViolations(page);
      await screenshot(page, `voice-off${path === '/' ? '' : '-es'}`);
    } finally {
      // Closed before its server: a page still open keeps asking, and a closing server answers 503.
      await page.close();
      await business.close();
    }
  });
}

test('where a call can start, the page carries only the words for a call', async ({ request }) => {
  for (const [path, talkWords, withoutWords] of [
    ['/', 'Ava books it with you in a quick call', 'book it online in a few taps'],
    ['/es/', 'lo agenda en una llamada', 'resérvelo en línea'],
  ] as const) {
    const sent = await (await request.get(path)).text();
    expect(sent).toContain(talkWords);
    expect(sent).not.toContain(withoutWords);
    expect(sent).not.toContain('data-voice-words');
  }
});
