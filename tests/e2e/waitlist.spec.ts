// The waiting list in the real browser, at a phone's width and a desk's: a visitor outside the
// area checks their zip, is offered the list, is told in words what is missing (their tick), then
// joins with their mobile and is thanked; the owner's Home counts them by zip. Over a server of its
// own. axe on the page; with SCREENSHOTS=1, screenshots.
import { freePort } from '../support/booked-customer.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { screenshot } from '../support/screenshot.ts';
import { makeTestApp } from '../support/test-app.ts';
import { expect, test } from './fixtures.ts';

test('@phone a visitor outside the area joins the waiting list for their zip', async ({ page }) => {
  const port = await freePort();
  const t = await makeTestApp({ site: true, env: { PUBLIC_BASE_URL: `http://127.0.0.1:${port}` } });
  await t.app.listen({ port, host: '127.0.0.1' });
  try {
    await page.goto(`http://127.0.0.1:${port}/`);
    const checker = page.getByRole('form', { name: 'Do we serve your street?' });
    await checker.getByLabel('Your zip code').fill('30097');
    await checker.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByText('Want to know when we come to 30097? Leave your mobile or e-mail.')).toBeVisible();
    const contact = page.getByLabel('Mobile or e-mail');
    await contact.fill('(404) 555-0177');
    await page.getByRole('button', { name: 'Tell me' }).click();
    await expect(page.getByText('Please tick the box so we may tell you.')).toBeVisible();
    await page.getByLabel(/Tell me once, by text or e-mail, when .* starts serving 30097/).check();
    await expectNoAxeViolations(page);
    await contact.scrollIntoViewIfNeeded();
    await screenshot(page, 'waitlist-form', { fullPage: false });
    await page.getByRole('button', { name: 'Tell me' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you: we will tell you once when we come to 30097.' })).toBeVisible();
    expect(t.app.stores.waitlist.byZip()).toEqual([{ zip: '30097', waiting: 1, told: 0 }]);
    await expectNoAxeViolations(page);
    await checker.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const box = (await checker.boundingBox())!;
    await screenshot(page, 'waitlist-joined', {
      clip: { x: 0, y: box.y - 16, width: page.viewportSize()!.width, height: box.height + 140 },
    });
  } finally {
    await t.close();
  }
});
