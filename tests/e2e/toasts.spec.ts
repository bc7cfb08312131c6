import { expect, test } from './fixtures.ts';
import { fillContactForm } from '../support/contact-form.ts';

test.use({ allowConsoleErrors: /contact request failed|Failed to load resource/ });

test('toasts: one visible at a time, F8 focuses the region, gone after 5 s', async ({ page }) => {
  // The network drops every contact request, so each submit raises an error toast.
  await page.route('**/api/contact', (route) => route.abort('connectionfailed'));
  // The page's timers run on a clock the test can move on: 5 s are skipped, not waited.
  await page.clock.install();
  await page.goto('/#contact');
  await fillContactForm(page);
  const send = page.getByRole('button', { name: 'Send Message' });
  const region = page.getByRole('region', { name: /Notification/ });
  const toasts = region.getByRole('listitem');

  await send.click();
  await expect(toasts).toHaveCount(1);
  await expect(toasts.first()).toContainText('Error');
  await expect(toasts.first()).toContainText('Failed to send message. Please try again.');

  await send.click();
  await send.click();
  await expect(toasts).toHaveCount(1);

  await page.keyboard.press('F8');
  await expect(region.locator('ol')).toBeFocused();

  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await expect(toasts).toHaveCount(1);
  await page.clock.fastForward(5_000);
  await expect(toasts).toHaveCount(0);
});
