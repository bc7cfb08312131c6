// Holiday weeks in the real browser: Thanksgiving 2026 moves DeKalb's Thursday pickup to Friday,
// so the owner sees on Bookings that DeKalb's Friday cleans move to Saturday, moves them with one
// button, and sees a move onto Sunday flagged to be done by hand. axe; screenshots at 390 and 1280 px.
import { expectNoAxeViolations } from '../support/axe.ts';
import { bookedCustomer, ONE_TIME_BOOKING } from '../support/booked-customer.ts';
import { OWNER, leaveThenClose, openInboxPage, signedInOnTheVisitDay } from '../support/owner-sign-in.ts';
import { screenshot } from '../support/screenshot.ts';
import { household } from '../support/valid-lead.ts';
import { expect, test } from './fixtures.ts';

test.use({ hydrates: false, allowConsoleErrors: /status of 401 \(Unauthorized\)/ });

test('@phone the owner sees what Thanksgiving moves, moves DeKalb’s Friday with one button, and sees Sunday flagged', async ({ page }) => {
  test.setTimeout(60_000);
  const customer = await bookedCustomer(undefined, { OWNER_EMAILS: OWNER });
  const households = [
    [1, '30030', 'Thursday', '2026-11-27'],
    [2, '30032', 'Thursday', '2026-11-27'],
    [3, '30305', 'Friday', '2026-11-28'],
  ] as const;
  for (const [n, zip, pickup_day, service_date] of households)
    expect(
      (await customer.book({ ...ONE_TIME_BOOKING, ...household(n), email: `h${n}@example.com`, zip, pickup_day, service_date })).statusCode,
    ).toBe(200);
  try {
    await signedInOnTheVisitDay(page, customer);
    await openInboxPage(page, 'Bookings');
    const holidays = page.getByRole('region', { name: 'Holiday weeks: pickup runs late' });
    await expect(holidays.getByRole('listitem')).toHaveText([
      /^Thanksgiving week: 2 visits in DeKalb on Friday, November 27 move to Saturday, November 28\.Move these 2$/,
      'Thanksgiving week: 1 visit in City of Atlanta on Saturday, November 28 would move to Sunday, November 29, a day we do not work: move it by hand.',
    ]);
    await expectNoAxeViolations(page);
    await screenshot(page, 'holiday-weeks');

    await holidays.getByRole('button', { name: 'Move these 2' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'moved to' })).toHaveText(
      '2 visits moved to Saturday, November 28. Each customer is told once, with an updated invitation.',
    );
    await expect(holidays.getByRole('listitem')).toHaveCount(1);
    await expect(holidays.getByRole('button')).toHaveCount(0);
    const saturday = page.getByRole('region', { name: /Saturday, November 28/ });
    await expect(saturday.getByRole('button', { name: /Household 1/ })).toBeVisible();
    await expect(saturday.getByRole('button', { name: /Household 2/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'holiday-weeks-moved');
  } finally {
    await leaveThenClose(page, customer);
  }
});
