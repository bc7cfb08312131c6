// Where the voice platform is not set up (no key or assistant in the page's settings), a plan's
// button opens the booking page with its plan instead of doing nothing; the hero's 'Book online'
// is the filled button that leads its row, the other two outlined beside it. Over a server of its own with no voice settings.
import { freePort } from '../support/booked-customer.ts';
import { makeTestApp } from '../support/test-app.ts';
import { expect, test } from './fixtures.ts';

test('@phone without the voice platform, a plan’s button opens the booking page with its plan', async ({ page }) => {
  const port = await freePort();
  const t = await makeTestApp({ site: true, env: { PUBLIC_BASE_URL: `http://127.0.0.1:${port}` } });
  await t.app.listen({ port, host: '127.0.0.1' });
  try {
    await page.goto(`http://127.0.0.1:${port}/`);
    const hero = page.locator('#hero-title').locator('..');
    const book = hero.getByRole('link', { name: 'Book online' });
    const pricing = hero.getByRole('link', { name: 'See Pricing' });
    const fill = async (link: typeof book) => link.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await fill(book)).toBe('rgb(31, 122, 77)');
    expect(await fill(pricing)).toBe('rgb(255, 255, 255)');
    // First in its row, on one line (a phone's row is 358 px wide).
    await expect(hero.getByRole('link').first()).toHaveText('Book online');
    const box = (await book.boundingBox())!;
    expect(box.height).toBeLessThan(60);
    // Where no call can start, the card's one door books online: no second one beside it.
    const card = page.locator('article', { hasText: 'Pristine Membership' });
    await expect(card.getByRole('link', { name: 'Book online' })).toBeHidden();
    await page.locator('article', { hasText: 'Pristine Membership' }).getByRole('button').click();
    await expect(page).toHaveURL(/\/book\?plan=membership$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Where are your cans?' })).toBeVisible();
  } finally {
    await t.close();
  }
});
