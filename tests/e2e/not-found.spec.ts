import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { screenshot } from '../support/screenshot.ts';

// The browser reports the 404 document itself as a failed resource.
test.use({ allowConsoleErrors: /status of 404/ });

test('an unknown path is the 404 page with status 404, in words for a visitor', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page.getByText('We could not find that page.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Fresh, sanitized trash cans.');
});

test('an unknown path under /es/ is the 404 page in Spanish, leading back to the Spanish page @phone', async ({ page }) => {
  const response = await page.goto('/es/no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: '404 Página no encontrada' })).toBeVisible();
  await expect(page.getByText('¿Olvidó agregar la página al enrutador?')).toBeVisible();
  await expect(page.getByText('No encontramos esa página.')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'not-found-es');
  await page.getByRole('link', { name: 'Volver a la página principal' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Botes de basura limpios');
});

test('the templates are never served raw', async ({ request }) => {
  for (const path of ['/index.html', '/404.html', '/404-es.html']) {
    const res = await request.get(path);
    expect(res.status()).toBe(404);
    expect(await res.text()).not.toContain('<!--runtime-config-->');
  }
});
