// Where the voice platform is not set up (no key or assistant in the page's settings), a plan's
// button opens the booking page with its plan instead of doing nothing; the hero's 'Book online'
// is a filled button beside the other two. Over a server of its own with no voice settings.
import { freePort } from '../support/booked-customer.ts';
import { makeTestApp } from '../support/test-app.ts';
import { expect, test } from './fixtures.ts';

test('@phone without the voice platform, a plan’s button opens the booking page with its plan', async ({ page }) => {
  const port = await freePort();
  const t = await makeTestApp({ site: true, env: { PUBLIC_BASE_URL: `http://127.0.0.1:${port}` } });
  await t.app.listen({ port, host: '127.0.0.1' });
  try {
    await page.goto(`http://127.0.0.1:${port}/`);
    const book = page.locator('#hero-title').locator('..').getByRole('link', { name: 'Book online' });
    const pricing = page.locator('#hero-title').locator('..').getByRole('link', { name: 'See Pricing' });
    // Filled, as 'See Pricing' is.
    const fill = async (link: typeof book) => link.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await fill(book)).toBe(await fill(pricing));
    await page.locator('article', { hasText: 'Pristine Membership' }).getByRole('button').click();
    await expect(page).toHaveURL(/\/book\?plan=membership$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Where are your cans?' })).toBeVisible();
  } finally {
    await t.close();
  }
});
