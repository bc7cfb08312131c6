// The crew's own sign-in in the real browser: a crew member (CREW_EMAILS) signs in with a code,
// sees Today only (no other page in the menu, no moving stops), marks a stop done, and the mark
// says who made it; the owner then sees that name on the stop and adds and removes a crew member
// on Crew. axe on each screen; screenshots at 390 and 1280 px.
import { expectNoAxeViolations } from '../support/axe.ts';
import { bookedCustomer } from '../support/booked-customer.ts';
import {
  OWNER,
  inboxMenu,
  leaveThenClose,
  openInboxPage,
  signInWithCode,
  signOut,
  signedInOnTheVisitDay,
} from '../support/owner-sign-in.ts';
import { screenshot } from '../support/screenshot.ts';
import { expect, test } from './fixtures.ts';

test.use({ hydrates: false, allowConsoleErrors: /status of 401 \(Unauthorized\)/ });

const CREW = 'lee@canfreshatl.com';

test('@phone a crew member signs in to Today only and marks a stop; the owner sees who, and manages the crew', async ({ page }) => {
  test.setTimeout(60_000);
  const customer = await bookedCustomer(undefined, { OWNER_EMAILS: OWNER, CREW_EMAILS: CREW });
  try {
    await signedInOnTheVisitDay(page, customer, CREW);
    // The crew's menu: Today and their passkeys (on a phone, Passkeys under More).
    const menu = await inboxMenu(page);
    const phone = page.viewportSize()!.width < 1024;
    await expect(menu.getByRole('link')).toHaveText(phone ? ['Today', 'More'] : ['Today', 'Passkeys']);
    if (!phone) await expect(page.getByText(`Signed in as ${CREW} (crew)`)).toBeVisible();
    const stop = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Jordan Peachtree/ }) });
    await expect(stop.getByRole('button', { name: /^Move / })).toHaveCount(0);
    await stop.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(stop.getByText(`Marked by ${CREW}`)).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'crew-today');
    // An owner's page named in the address shows Today to the crew.
    await page.goto(`${new URL(page.url()).origin}/owner#payments`);
    await expect(page.getByRole('heading', { name: /Today: Wednesday, November 25/ })).toBeVisible();

    await signOut(page);
    await signInWithCode(page, customer);
    await openInboxPage(page, 'Today');
    await expect(page.getByText(`Marked by ${CREW}`)).toBeVisible();
    await openInboxPage(page, 'Crew');
    const crew = page.getByRole('list', { name: 'The crew' });
    await expect(crew.getByRole('listitem')).toHaveText([/lee@canfreshatl\.com.*CREW_EMAILS/]);
    await page.getByLabel('Crew member’s e-mail').fill('sam.helper@example.com');
    await page.getByRole('button', { name: 'Add to the crew' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'can sign in now' })).toHaveText(
      'sam.helper@example.com can sign in now: Today only.',
    );
    await expect(crew.getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await screenshot(page, 'crew-list');
    await page.getByRole('button', { name: 'Remove sam.helper@example.com' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'off the crew' })).toBeVisible();
    await expect(crew.getByRole('listitem')).toHaveCount(1);
  } finally {
    await leaveThenClose(page, customer);
  }
});

test.describe('a mark off its day', () => {
  // The refusal is the server's 404 for a visit not on its day; the browser logs it.
  test.use({ allowConsoleErrors: /status of (401|404)/ });

  test('@phone Done on tomorrow’s stop is refused on the stop itself, and the stop stays unmarked', async ({ page }) => {
    const customer = await bookedCustomer(undefined, { OWNER_EMAILS: OWNER, CREW_EMAILS: CREW });
    try {
      const base = (await customer.app.listen({ port: 0, host: '127.0.0.1' })).replace('127.0.0.1', 'localhost');
      // Tuesday evening: Today shows Wednesday's route ahead.
      customer.clock.advance(56 * 3600_000);
      await page.goto(`${base}/owner`);
      await signInWithCode(page, customer, CREW);
      await expect(page.getByRole('heading', { name: /^Tomorrow: Wednesday, November 25/ })).toBeVisible();
      const stop = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Jordan Peachtree/ }) });
      const done = stop.getByRole('button', { name: 'Done', exact: true });
      await done.click();
      await expect(stop.getByRole('alert')).toHaveText('Not marked: No such visit today or before: a visit is marked on its day.');
      await expect(stop.getByRole('alert')).toBeInViewport();
      await expect(done).toHaveAttribute('aria-pressed', 'false');
      await expectNoAxeViolations(page);
      await screenshot(page, 'crew-refused');
    } finally {
      await leaveThenClose(page, customer);
    }
  });
});
