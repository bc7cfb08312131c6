// The owner's inbox in the real browser: sign-in with the code from the loopback mail server;
// the day's route (a visit booked through the receptionist, marked done); the bookings (that
// visit moved); the leads (found, noted; a contact request appearing while the page is open,
// then booked); the calls and a CSV download; the failed deliveries (none here: the server
// tests fail one and retry it); a passkey added through Chromium's virtual authenticator, used
// to sign in again, and removed; sign-out. axe on every screen; with SCREENSHOTS=1, screenshots at
// this project's width go to test-results/screenshots/. The app is served at 'localhost': a passkey's relying
// party cannot be an IP address.
import type { CDPSession, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from '../support/axe.ts';
import { screenshot } from '../support/screenshot.ts';
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
import { validLead } from '../support/valid-lead.ts';
import { expect, test } from './fixtures.ts';

// Signed out, the app's first question (who is signed in?) is answered 401, which Chromium logs.
test.use({ hydrates: false, allowConsoleErrors: /status of 401 \(Unauthorized\)/ });

const shot = (page: Page, state: string) => screenshot(page, `owner-${state}`);

/** A platform authenticator (as on a phone) that Chromium answers for; the credentials it holds. */
async function virtualAuthenticator(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

test('@phone the owner signs in with a code, works the day, adds a passkey and signs in with it', async ({ page }) => {
  // One journey through every page: about 15 s alone.
  test.setTimeout(60_000);
  // Open pages ask again every second here (10 s in production), so a new lead shows up at once.
  const customer = await bookedCustomer(undefined, { OWNER_EMAILS: OWNER, OWNER_REFRESH_SECONDS: '1' });
  const address = await customer.app.listen({ port: 0, host: '127.0.0.1' });
  const base = address.replace('127.0.0.1', 'localhost');
  // Wednesday, November 25, 08:00 in Atlanta: the day of the booked visit.
  customer.clock.advance(70 * 3600_000);
  try {
    const authenticator = await virtualAuthenticator(page);
    await page.goto(`${base}/owner`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the inbox' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'sign-in');

    await signInWithCode(page, customer);
    // The owner starts at Home: the business at a glance.
    await expect(page.getByRole('heading', { level: 2, name: 'Home' })).toBeVisible();
    await openInboxPage(page, 'Today');
    await expect(page.getByRole('heading', { name: /Today: Wednesday, November 25/ })).toBeVisible();
    const visit = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Jordan Peachtree' }) });
    await expect(visit.getByRole('link', { name: /123 Peachtree St/ })).toHaveAttribute('href', /maps\.google\.com/);
    await expect(visit.getByRole('link', { name: /^Call Jordan Peachtree/ })).toHaveAttribute('href', /^tel:\+1/);
    await expect(visit.getByRole('link', { name: 'Text Jordan Peachtree' })).toHaveAttribute('href', /^sms:\+1/);
    await visit.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(visit.getByRole('button', { name: 'Done', exact: true })).toHaveAttribute('aria-pressed', 'true');
    // A mark made by mistake is cleared the same way (a visit marked done is not moved).
    await visit.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(visit.getByRole('button', { name: 'Done', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expectNoAxeViolations(page);
    await shot(page, 'today');

    await openInboxPage(page, 'Bookings');
    // Scoped to the Bookings page: until it replaces Today, 'Today: Wednesday, November 25' matches too.
    const bookings = page.getByRole('region', { name: 'Bookings', exact: true });
    const wednesday = bookings.getByRole('region', { name: /Wednesday, November 25/ });
    await expect(wednesday.getByRole('heading', { level: 3 })).toContainText('1 of 40');
    await wednesday.getByRole('button', { name: /Jordan Peachtree/ }).click();
    // The opened visit says where, how to reach them and what it is, before what can be changed.
    await expect(bookings.getByRole('definition').filter({ hasText: '123 Peachtree St NE, 30309' })).toBeVisible();
    await expect(bookings.getByRole('link', { name: '(404) 555-0199' })).toHaveAttribute('href', 'tel:+14045550199');
    const move = page.getByRole('combobox', { name: /Move the visit of Wednesday, November 25 to/ });
    const target = (await move.locator('option').nth(1).textContent())!;
    await move.selectOption({ label: target });
    await page.getByRole('button', { name: 'Move the visit' }).click();
    await expect(page.getByRole('status').first()).toHaveText('Jordan Peachtree’s visit is moved. They get a new confirmation.');
    await expect(page.getByRole('region', { name: target }).getByRole('button', { name: /Jordan Peachtree/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'bookings');

    // A storm: the whole day moves to another working day with room.
    const stormDay = page.getByRole('region', { name: target });
    await stormDay.getByRole('button', { name: /^Move the whole day/ }).click();
    const dayTo = stormDay.getByRole('combobox', { name: `Move the visit of ${target} to` });
    await expect(dayTo.locator('option')).not.toHaveCount(1);
    const after = (await dayTo.locator('option').nth(2).textContent())!;
    await dayTo.selectOption({ label: after });
    await expectNoAxeViolations(page);
    await shot(page, 'bookings-day-move');
    await stormDay.getByRole('button', { name: 'Move 1 visit' }).click();
    await expect(page.getByRole('status').first()).toHaveText(`1 visit moved to ${after}. Each customer gets a new confirmation.`);
    await expect(page.getByRole('region', { name: after }).getByRole('button', { name: /Jordan Peachtree/ })).toBeVisible();

    // A contact request arriving while the Leads page is open appears without a reload, among the
    // open ones; it opens beside the list (on a phone, in its place) and is booked from there.
    await openInboxPage(page, 'Leads');
    const leads = page.getByRole('list', { name: 'Leads' });
    await expect(page.getByRole('button', { name: 'Open (0)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('No open leads: every one is booked or lost.')).toBeVisible();
    // The address names the page: a reload stays on it, and Back returns to the page before.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Leads' })).toBeVisible();
    await page.goBack();
    // The page before: Bookings from the side menu; on a phone, More, which Leads was opened from.
    const before = page.viewportSize()!.width < 1024 ? 'More' : 'Bookings';
    await expect(page.getByRole('heading', { level: 2, name: before })).toBeVisible();
    await expect((await inboxMenu(page)).getByRole('link', { name: before })).toHaveAttribute('aria-current', 'page');
    await page.goForward();
    const request = { ...validLead, full_name: 'Morgan Decatur', email: 'morgan@example.com' };
    expect((await page.request.post(`${base}/api/contact`, { data: request })).status()).toBe(201);
    await expect(page.getByRole('button', { name: 'Open (1)' })).toBeVisible();
    await leads.getByRole('link', { name: /Morgan Decatur/ }).click();
    const morgan = page.getByRole('article', { name: 'Morgan Decatur' });
    await morgan.getByRole('button', { name: 'Book Morgan Decatur' }).click();
    const booking = morgan.getByRole('combobox', { name: 'Date for Morgan Decatur' });
    await booking.selectOption({ index: 1 });
    await morgan.getByRole('button', { name: 'Book this date' }).click();
    await expect(morgan.getByRole('combobox', { name: 'Status' })).toHaveValue('booked');

    // Back to the list (a phone's link, or Esc at a desk); the booked ones, searched.
    if (page.viewportSize()!.width < 1024) await page.getByRole('link', { name: 'All leads' }).click();
    else await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open (0)' })).toBeVisible();
    await page.getByRole('button', { name: 'Booked (2)' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('Jordan');
    await expect(page.getByRole('button', { name: 'Booked (1)' })).toBeVisible();
    await leads.getByRole('link', { name: /Jordan Peachtree/ }).click();
    const lead = page.getByRole('article', { name: 'Jordan Peachtree' });
    await expect(lead.getByRole('combobox', { name: 'Status' })).toHaveValue('booked');
    await lead.getByRole('textbox', { name: 'Note on Jordan Peachtree' }).fill('Gate code 1234, dog in the yard');
    await lead.getByRole('button', { name: 'Add' }).click();
    await expect(lead.getByRole('list', { name: 'Notes on Jordan Peachtree' })).toContainText('Gate code 1234, dog in the yard');
    await shot(page, 'lead');
    if (page.viewportSize()!.width < 1024) await page.getByRole('link', { name: 'All leads' }).click();
    else await page.keyboard.press('Escape');
    await page.getByRole('searchbox', { name: 'Search' }).fill('nobody-by-this-name');
    await expect(page.getByText('No leads match.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await expectNoAxeViolations(page);
    await shot(page, 'leads');

    await openInboxPage(page, 'Calls');
    await expect(page.getByText('No calls yet.')).toBeVisible();
    await shot(page, 'calls');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'leads', exact: true }).click();
    expect((await download).suggestedFilename()).toBe('leads.csv');
    await expectNoAxeViolations(page);

    await openInboxPage(page, 'Deliveries');
    await expect(page.getByRole('heading', { name: 'Failed deliveries' })).toBeVisible();
    await expect(page.getByText('No failed deliveries.')).toBeVisible();
    await shot(page, 'deliveries');
    await expectNoAxeViolations(page);

    await openInboxPage(page, 'Passkeys');
    await expect(page.getByText('No passkeys yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByRole('status')).toHaveText('Passkey added. Next time, sign in with it.');
    await expect(page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')).toHaveCount(1);
    expect(await authenticator.credentials()).toHaveLength(1);
    await expectNoAxeViolations(page);
    await shot(page, 'passkeys');

    await signOut(page);
    await expect(page.getByRole('heading', { name: 'Sign in to the inbox' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Home' })).toBeVisible();
    // Today has no stops left (its visit was moved): the page shows the next service day's route.
    await openInboxPage(page, 'Today');
    await expect(page.getByRole('heading', { level: 2, name: /^Next service day: Friday, November 27/ })).toBeVisible();
    await openInboxPage(page, 'Passkeys');
    await page.getByRole('button', { name: 'Remove passkey 1' }).click();
    await expect(page.getByText('No passkeys yet.')).toBeVisible();

    await signOut(page, { everywhere: true });
    await expect(page.getByRole('heading', { name: 'Sign in to the inbox' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in to the inbox' })).toBeVisible();
  } finally {
    await leaveThenClose(page, customer);
  }
});

test('@phone the owner pauses a membership from Bookings, sees it listed with its return date, and resumes it', async ({ page }) => {
  test.setTimeout(60_000);
  const customer = await bookedCustomer({ ...validLead, pickup_day: 'Tuesday', service_date: '2026-11-25' }, { OWNER_EMAILS: OWNER });
  const base = (await customer.app.listen({ port: 0, host: '127.0.0.1' })).replace('127.0.0.1', 'localhost');
  try {
    await page.goto(`${base}/owner`);
    await signInWithCode(page, customer);
    await openInboxPage(page, 'Bookings');
    const bookings = page.getByRole('region', { name: 'Bookings', exact: true });
    await bookings
      .getByRole('region', { name: /Wednesday, November 25/ })
      .getByRole('button', { name: /Jordan Peachtree/ })
      .click();
    await page.getByRole('combobox', { name: 'Pause the membership for' }).selectOption({ label: '4 weeks' });
    await page.getByRole('button', { name: 'Pause the membership' }).click();
    await expect(page.getByRole('status').first()).toHaveText(
      'Jordan Peachtree’s membership is paused: back Wednesday, December 23. They are told.',
    );
    const paused = page.getByRole('region', { name: 'Paused memberships' });
    // Folded under its heading, so the days come first: opened to read it.
    await paused.getByText('Paused memberships (1)').click();
    await expect(paused.getByRole('listitem')).toContainText('Paused from Wednesday, November 25 · back Wednesday, December 23');
    // Its paused visit is off the day.
    // Its paused visit is off the day, and a day with no visits is folded away.
    const day = bookings.getByRole('region', { name: /Wednesday, November 25/ });
    await expect(day).toHaveCount(0);
    await expect(bookings.getByText(/^\d+ more service days through .* with no visits yet/)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'bookings-paused');
    await paused.getByRole('button', { name: 'Resume now (Jordan Peachtree)' }).click();
    await expect(page.getByRole('status').first()).toHaveText(
      'Jordan Peachtree’s membership is back on: next visit Wednesday, November 25. They are told.',
    );
    await expect(paused).toHaveCount(0);
    await expect(
      bookings.getByRole('region', { name: /Wednesday, November 25/ }).getByRole('button', { name: /Jordan Peachtree/ }),
    ).toBeVisible();
  } finally {
    await leaveThenClose(page, customer);
  }
});

test.describe('with no signal', () => {
  // The page's own requests fail while the phone is offline; Chromium logs each one.
  test.use({ allowConsoleErrors: /status of 401 \(Unauthorized\)|ERR_INTERNET_DISCONNECTED/ });

  test('@phone at the curb with no signal: Done + photo is kept on the phone, sent once when the signal is back, and the customer gets the photo', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const customer = await bookedCustomer(undefined, { OWNER_EMAILS: OWNER });
    try {
      await signedInOnTheVisitDay(page, customer);
      const stop = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Jordan Peachtree' }) });
      await expectNoAxeViolations(page);
      await shot(page, 'today-stop');

      await page.context().setOffline(true);
      const shotOfCans = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2f8f5a' } })
        .jpeg()
        .toBuffer();
      await stop
        .getByLabel('Done + photo for Jordan Peachtree')
        .setInputFiles({ name: 'cans.jpg', mimeType: 'image/jpeg', buffer: shotOfCans });
      await expect(stop.getByRole('button', { name: 'Done', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('status').filter({ hasText: /changes wait to be sent/ })).toHaveText(
        '2 changes wait to be sent: they go when the phone has signal.',
      );
      expect(customer.app.photos.ofVisit(customer.app.bookings.visits(customer.booking.id)[0]!.id)).toEqual([]);
      // The shot is at its stop from the phone's own copy, marked as waiting.
      const waitingShot = stop.getByRole('list', { name: 'Photos of Jordan Peachtree waiting to be sent' }).getByRole('img');
      await expect(waitingShot).toHaveAccessibleName('The cans at 123 Peachtree St NE, waiting to be sent, shot 1');
      await expect.poll(() => waitingShot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
      await shot(page, 'today-offline');

      await page.context().setOffline(false);
      await expect(page.getByRole('status').filter({ hasText: 'Everything is sent.' })).toBeAttached();
      const visitId = customer.app.bookings.visits(customer.booking.id)[0]!.id;
      expect(customer.app.photos.ofVisit(visitId)).toHaveLength(1);
      expect(customer.app.bookings.visit(visitId)?.state).toBe('done');
      const mail = await customer.mail.waitForMessage(
        'the clean e-mail',
        (m) => m.parsed.subject?.startsWith('Your cans are clean') ?? false,
      );
      expect(mail.parsed.attachments.filter((a) => a.mimeType === 'image/jpeg')).toHaveLength(1);
      await expect(stop.getByRole('list', { name: 'Photos of Jordan Peachtree', exact: true }).getByRole('img')).toHaveCount(1);
      await expect(stop.getByRole('list', { name: 'Photos of Jordan Peachtree waiting to be sent' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await shot(page, 'today-sent');
    } finally {
      await leaveThenClose(page, customer);
    }
  });
});
