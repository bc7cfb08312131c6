// The crew's route in the real browser: four households booked for the same Wednesday are listed
// as numbered stops in driving order from the yard, with one link opening them in Maps in that
// order; the owner moves a stop up; with location allowed once, a Done places that stop where the
// phone is, and the route is ordered by it. axe on the page; screenshots at 390 and 1280 px.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { bookedCustomer, bookNeighbours } from '../support/booked-customer.ts';
import { leaveThenClose, OWNER, signedInOnTheVisitDay } from '../support/owner-sign-in.ts';
import { screenshot } from '../support/screenshot.ts';
import { expect, test } from './fixtures.ts';

test.use({ hydrates: false, allowConsoleErrors: /status of 401 \(Unauthorized\)/ });

/** The names of the stops as the list shows them, first to last. */
const stopNames = (page: Page) =>
  page.getByRole('list', { name: 'Stops in driving order' }).getByRole('heading', { level: 3 }).allInnerTexts();
const named = (names: string[]) => names.map((name) => name.replace(/^Stop \d+:\s*/, '').trim());

test('@phone the day is a numbered route from the yard; a stop moves up; a mark with location places its stop', async ({ page }) => {
  test.setTimeout(60_000);
  const customer = await bookedCustomer(undefined, { OWNER_EMAILS: OWNER });
  await bookNeighbours(customer);
  try {
    const base = await signedInOnTheVisitDay(page, customer);
    await expect(page.getByText('4 of 40 visits booked · in driving order from Five Points, downtown Atlanta')).toBeVisible();
    const route = page.getByRole('list', { name: 'Stops in driving order' });
    await expect(route.getByRole('heading', { level: 3 })).toHaveCount(4);
    // From downtown: east to Decatur first, back through Midtown and Buckhead, and out to Vinings last.
    expect(named(await stopNames(page))).toEqual(['Household 1', 'Jordan Peachtree', 'Household 3', 'Household 2']);
    const maps = page.getByRole('navigation', { name: 'The route in maps' }).getByRole('link', { name: /Open the route in Maps/ });
    const url = new URL((await maps.getAttribute('href'))!);
    expect(url.searchParams.get('destination')).toBe('102 Peachtree St NE, 30339');
    expect(url.searchParams.get('waypoints')).toBe('101 Peachtree St NE, 30030|123 Peachtree St NE, 30309|103 Peachtree St NE, 30305');
    await expectNoAxeViolations(page);
    await screenshot(page, 'route-today');

    await page.getByRole('button', { name: 'Move Household 2 up' }).click();
    await expect.poll(async () => named(await stopNames(page))).toEqual(['Household 1', 'Jordan Peachtree', 'Household 2', 'Household 3']);
    await expect(page.getByRole('button', { name: 'Move Household 1 up' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Move Household 3 down' })).toBeDisabled();

    // Location allowed once; Jordan's Done is made standing 7 km north-west of Midtown's centre
    // (within the 10 km a place may be from its zip), out towards Vinings, so Jordan's stop goes last.
    await page.context().grantPermissions(['geolocation'], { origin: base });
    await page.context().setGeolocation({ latitude: 33.84, longitude: -84.45, accuracy: 10 });
    await page.reload();
    await expect(page.getByText('Marks place each stop where the phone is.')).toBeVisible();
    const jordan = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Jordan Peachtree/ }) });
    await expect(jordan.getByText('Placed by its zip until the first mark with location')).toBeVisible();
    await jordan.getByRole('button', { name: 'Done', exact: true }).click();
    // The mark waits for the position before it goes; it has reached the server when the visit is done.
    const visitId = customer.app.bookings.visits(customer.booking.id)[0]!.id;
    await expect.poll(() => customer.app.bookings.visit(visitId)?.state).toBe('done');
    await page.reload();
    await expect.poll(async () => named(await stopNames(page)).at(-1)).toBe('Jordan Peachtree');
    await expect(jordan.getByText('Placed by its zip until the first mark with location')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshot(page, 'route-placed');
  } finally {
    await leaveThenClose(page, customer);
  }
});
