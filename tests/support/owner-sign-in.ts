// Signing in to the owner's app in the browser as a person does: the address, the code from the
// e-mail the loopback mail server received, the button.
import { expect, type Page } from '@playwright/test';
import type { FakeSmtp } from '../fakes/fake-smtp.ts';
import type { bookedCustomer } from './booked-customer.ts';

export const OWNER = 'pat@canfreshatl.com';

/** Signs in on the open sign-in page with the code e-mailed to `email` (the owner by default). */
export async function signInWithCode(page: Page, customer: { mail: Pick<FakeSmtp, 'waitForMessage'> }, email = OWNER) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByRole('status')).toContainText('a code is on its way');
  const codeMail = await customer.mail.waitForMessage(`sign-in code to ${email}`, (m) => m.recipients.includes(email));
  const code = /\b(\d{6})\b/.exec(codeMail.parsed.subject!)![1]!;
  await page.getByLabel('The 6-digit code from the e-mail').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * The customer's app served at 'localhost' (a secure context, as a passkey and the phone's
 * position need), its clock on Wednesday, November 25, 08:00 in Atlanta (the day of the booked
 * visit), and the owner (or `email`) signed in on Today. The app's address.
 */
export async function signedInOnTheVisitDay(
  page: Page,
  customer: Awaited<ReturnType<typeof bookedCustomer>>,
  email = OWNER,
): Promise<string> {
  const base = (await customer.app.listen({ port: 0, host: '127.0.0.1' })).replace('127.0.0.1', 'localhost');
  customer.clock.advance(70 * 3600_000);
  await page.goto(`${base}/owner`);
  await signInWithCode(page, customer, email);
  await openInboxPage(page, 'Today');
  await expect(page.getByRole('heading', { name: /Today: Wednesday, November 25/ })).toBeVisible();
  return base;
}

/**
 * Leaves the app's page, then stops the server: a page still open keeps asking (its refresh, the
 * queue's retries), and a server closing answers those 503, which the browser logs as an error.
 */
export async function leaveThenClose(page: Page, customer: Awaited<ReturnType<typeof bookedCustomer>>) {
  await page.goto('about:blank');
  await customer.close();
}

/**
 * Opens a page of the inbox as a person does: from the side menu on a wide screen; on a phone
 * from the tab bar, or from More when the tab bar has no room for it.
 */
export async function openInboxPage(page: Page, name: string | RegExp) {
  const menu = await inboxMenu(page);
  if ((await menu.getAttribute('aria-label')) === 'Inbox') return menu.getByRole('link', { name }).click();
  const tabs = page.getByRole('navigation', { name: 'Inbox tabs' });
  const tab = tabs.getByRole('link', { name });
  if (await tab.count()) return tab.click();
  await tabs.getByRole('link', { name: 'More' }).click();
  await page.getByRole('region', { name: 'More' }).getByRole('link', { name }).click();
}

/** The inbox's menu as it shows at this width: the side menu, or the phone's tab bar. */
export const inboxMenu = async (page: Page) => {
  const menu = page.getByRole('navigation', { name: 'Inbox', exact: true });
  const tabs = page.getByRole('navigation', { name: 'Inbox tabs' });
  // Once the app shows one or the other (a page just signed in may not have drawn it yet).
  await expect(menu.or(tabs)).toBeVisible();
  return (await menu.isVisible()) ? menu : tabs;
};

/** Signs out (this browser, or everywhere) as a person does: from the side menu, or from More on a phone. */
export async function signOut(page: Page, { everywhere = false } = {}) {
  const name = everywhere ? 'Sign out everywhere' : 'Sign out';
  const menu = await inboxMenu(page);
  if ((await menu.getAttribute('aria-label')) !== 'Inbox') await menu.getByRole('link', { name: 'More' }).click();
  await page.getByRole('button', { name, exact: true }).click();
}
