// A customer's confirmation e-mail as a mail app shows its HTML part, in Chromium at the phone's
// and the desktop's width: the brand, the words, the link to their booking as a button a person
// can find by its name; screenshots at 390 and 1280 px.
import { bookedCustomer, ONE_TIME_BOOKING } from '../support/booked-customer.ts';
import { screenshot } from '../support/screenshot.ts';
import { expect, test } from './fixtures.ts';

test.use({ hydrates: false });

test('@phone the confirmation e-mail in HTML reads as the brand, its link a button', async ({ page }) => {
  const customer = await bookedCustomer(ONE_TIME_BOOKING, { PUBLIC_BASE_URL: 'https://canfreshatl.com' });
  try {
    const mine = customer.mail.messages.find((m) => m.recipients.includes('jordan@example.com'))!;
    // Images from the site are not reachable here: the logo's address is answered with the project's own file.
    await page.route('https://canfreshatl.com/email-logo.png', (route) => route.fulfill({ path: 'public/email-logo.png' }));
    await page.setContent(mine.parsed.html!, { waitUntil: 'load' });
    await expect(page.getByText('Hi Jordan Peachtree,')).toBeVisible();
    const button = page.getByRole('link', { name: 'Change or cancel' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('href', /^https:\/\/canfreshatl\.com\/booking\/[A-Za-z0-9_-]{22}$/);
    const box = await button.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(40);
    await screenshot(page, 'email-confirmation');
  } finally {
    await customer.close();
  }
});
