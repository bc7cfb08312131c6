import { test } from './fixtures.ts';
test('loads', async ({ browser }) => {
  for (let i = 0; i < 6; i++) {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForTimeout(3000);
    await ctx.close();
  }
});
