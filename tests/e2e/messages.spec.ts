// The owner's Messages in the real browser: a customer who booked texts the business (signed, as
// the provider posts it); the menu counts it unread; the thread shows the booking's confirmation
// (sent automatically) and the customer's text; the owner types a reply, sees what it costs,
// sends it, and sees it delivered as the provider reports; a number that texted STOP can get no
// reply, in words; a booking's texts that did not arrive show on its panel. axe on each screen;
// with SCREENSHOTS=1, screenshots at both widths.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { screenshot } from '../support/screenshot.ts';
import { bookedCustomer } from '../support/booked-customer.ts';
import { customerTexts } from '../support/inbound-text.ts';
import { OWNER, inboxMenu, signInWithCode } from '../support/owner-sign-in.ts';
import { startFakeTwilio, twilioEnv } from '../fakes/fake-twilio.ts';
import { expect, test } from './fixtures.ts';

test.use({ hydrates: false, allowConsoleErrors: /status of 401 \(Unauthorized\)/ });

const shot = (page: Page, state: string) => screenshot(page, `messages-${state}`);
const STRANGER = '+14045550777';

test('@phone the owner reads a thread, replies and sees it delivered; a STOP number gets no reply', async ({ page }) => {
  test.setTimeout(60_000);
  const twilio = await startFakeTwilio();
  const customer = await bookedCustomer(
    undefined,
    { ...twilioEnv(twilio), OWNER_EMAILS: OWNER, OWNER_REFRESH_SECONDS: '1' },
    { listen: true },
  );
  const base = customer.base!;
  twilio.reportsTo = base;
  const text = customerTexts(customer.app, base);
  try {
    await text('+14045550199', 'My can is by the side gate, code 4411');
    await text(STRANGER, 'STOP');
    await page.goto(`${base}/owner`);
    await signInWithCode(page, customer);
    const nav = await inboxMenu(page);
    await expect(nav.getByRole('link', { name: 'Messages 2 unread' })).toBeVisible();
    await nav.getByRole('link', { name: /^Messages/ }).click();

    const threads = page.getByRole('list', { name: 'Threads' });
    const jordan = threads.getByRole('link', { name: /Jordan Peachtree/ });
    await expect(jordan).toContainText('My can is by the side gate');
    await expect(jordan).toContainText('1 unread');
    await expect(jordan).toContainText('Waiting for an answer');
    await expectNoAxeViolations(page);
    await shot(page, 'list');

    await jordan.click();
    await expect(page.getByRole('heading', { level: 3, name: 'Jordan Peachtree' })).toBeVisible();
    const texts = page.getByRole('list', { name: 'Texts' });
    await expect(texts.getByRole('listitem')).toHaveCount(2);
    await expect(texts.getByRole('listitem').first()).toContainText('Sent automatically · About their booking');
    await expect(texts.getByRole('listitem').last()).toContainText('My can is by the side gate, code 4411');
    // Opened, it is read: the menu's count goes down.
    await expect(nav.getByRole('link', { name: 'Messages 1 unread' })).toBeVisible();

    const reply = page.getByLabel('Your reply');
    await reply.fill('Thanks! We will use the side gate.');
    await expect(page.getByText('34 characters · 1 text · plain characters')).toBeVisible();
    await reply.fill('Thanks! We will use the side gate 🙂');
    await expect(page.getByText('36 characters · 1 text · special characters (70 a text)')).toBeVisible();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('status').first()).toHaveText('Reply sent.');
    await expect(reply).toHaveValue('');
    const sent = texts.getByRole('listitem').last();
    await expect(sent).toContainText('You · pat@canfreshatl.com');
    await expect(sent).toContainText('Delivered');
    expect(twilio.texts.at(-1)).toMatchObject({ to: '+14045550199', body: 'Thanks! We will use the side gate 🙂' });
    await expectNoAxeViolations(page);
    await shot(page, 'thread');

    // Back to the list: a phone's link; at a desk, where the list stays beside the thread, Esc.
    if (page.viewportSize()!.width < 1024) await page.getByRole('link', { name: 'All messages' }).click();
    else await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 3, name: 'Jordan Peachtree' })).toHaveCount(0);
    // The list opens where the need is: nothing waits for an answer now (the STOP was answered by
    // the rule), so on what is unread; the STOP's thread is under All.
    await expect(page.getByRole('button', { name: 'Needs an answer (0)' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: /^Unread/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await threads.getByRole('link', { name: /\(404\) 555-0777/ }).click();
    await expect(page.getByText('No reply can go: This number texted STOP: no texts go to it until it texts START.')).toBeVisible();
    await expect(page.getByLabel('Your reply')).toHaveCount(0);
    await expect(page.getByText('Link this number to a lead')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'stopped');
  } finally {
    await page.goto('about:blank');
    await customer.close();
    await twilio.close();
  }
});
