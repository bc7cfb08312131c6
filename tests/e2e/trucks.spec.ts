// Several trucks in the real browser: the owner adds two trucks under Crew (by their labels), and
// Today shows the day one truck at a time on a switcher, every stop on one of them, each with its room and
// how far along it is; a stop moved to the other truck goes there. axe on both pages;
// screenshots at 390 and 1280 px.
import { expectNoAxeViolations } from '../support/axe.ts';
import { bookedCustomer, bookNeighbours } from '../support/booked-customer.ts';
import { leaveThenClose, openInboxPage, OWNER, signedInOnTheVisitDay } from '../support/owner-sign-in.ts';
import { screenshot } from '../support/screenshot.ts';
import { expect, test } from './fixtures.ts';

test.use({ hydrates: false, allowConsoleErrors: /status of 401 \(Unauthorized\)/ });

test('@phone the owner adds two trucks; Today shows the day by truck; a stop moves to the other truck', async ({ page }) => {
  test.setTimeout(60_000);
  const customer = await bookedCustomer(undefined, { OWNER_EMAILS: OWNER });
  await bookNeighbours(customer);
  try {
    await signedInOnTheVisitDay(page, customer);
    await openInboxPage(page, 'Crew');
    const add = page.getByRole('form', { name: 'Add the truck' });
    await add.getByRole('button', { name: 'Add the truck' }).click();
    await expect(add.getByRole('alert')).toHaveText('Give the truck a name');
    for (const name of ['North', 'South']) {
      await add.getByLabel('Truck’s name').fill(name);
      await add.getByLabel('Cans it cleans in a day').fill('6');
      await add.getByRole('checkbox', { name: 'Wednesday' }).check();
      await add.getByRole('button', { name: 'Add the truck' }).click();
      await expect(page.getByRole('status').filter({ hasText: `${name} added.` })).toBeVisible();
    }
    await expect(page.getByRole('list', { name: 'The trucks' }).getByRole('heading', { level: 3 })).toHaveText(['North', 'South']);
    const share = page.getByRole('form', { name: "A route's share" });
    await share.getByLabel(/A route may run this much above its share/).fill('10');
    await share.getByRole('button', { name: 'Save the share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'A route may now run up to 10% above its share.' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'trucks-crew');

    await openInboxPage(page, 'Today');
    await expect(page.getByText('0 done · 4 to go')).toBeVisible();
    await expect(page.getByText(/of 12 cans booked/)).toBeVisible();
    // One truck at a time, each a tap away on the switcher with its progress.
    const trucks = page.getByRole('group', { name: 'Trucks' });
    await expect(trucks.getByRole('button')).toHaveText([/^North\d+ of \d+ done/, /^South\d+ of \d+ done/]);
    await expect(trucks.getByRole('button', { name: /^North/ })).toHaveAttribute('aria-pressed', 'true');
    const north = page.getByRole('region', { name: 'North' });
    const south = page.getByRole('region', { name: 'South' });
    await expect(south).toHaveCount(0);
    const stopsOf = (truck: typeof north) => truck.getByRole('list', { name: /stops in driving order/ }).getByRole('heading', { level: 3 });
    const northStops = await stopsOf(north).count();
    await expect(north.getByText(/cans · [\d.]+ km from Five Points, downtown Atlanta and back/)).toBeVisible();
    await expect(stopsOf(north).first()).toBeInViewport();
    await expectNoAxeViolations(page);
    await screenshot(page, 'trucks-today');
    await trucks.getByRole('button', { name: /^South/ }).click();
    await expect(north).toHaveCount(0);
    const southStops = await stopsOf(south).count();
    expect(northStops + southStops).toBe(4);

    // Move South's first stop to North: it is on North's route.
    const first = (await stopsOf(south).first().innerText()).replace(/^Stop \d+:\s*/, '').trim();
    await south
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: first }) })
      .getByLabel('Truck')
      .selectOption({ label: 'North' });
    await expect(stopsOf(south)).toHaveCount(southStops - 1);
    await trucks.getByRole('button', { name: /^North/ }).click();
    await expect(stopsOf(north)).toHaveCount(northStops + 1);
    await expect(north.getByRole('heading', { name: first })).toBeVisible();
  } finally {
    await leaveThenClose(page, customer);
  }
});
