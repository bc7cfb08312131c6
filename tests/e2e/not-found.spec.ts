import { expect, test } from './fixtures.ts';

// The browser reports the 404 document itself as a failed resource.
test.use({ allowConsoleErrors: /status of 404/ });

test('an unknown path is the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Fresh, sanitized trash cans.');
});

test('the templates are never served raw', async ({ request }) => {
  for (const path of ['/index.html', '/404.html']) {
    const res = await request.get(path);
    expect(res.status()).toBe(404);
    expect(await res.text()).not.toContain('<!--runtime-config-->');
  }
});
