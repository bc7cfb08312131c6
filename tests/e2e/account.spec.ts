// A customer's own account in the real browser, at a phone's width and a desk's: a customer with
// two homes (a membership at one; a one-time clean done, with the crew's photo, and another to
// come at the other) signs in with the code texted to their mobile and sees all three, the photo
// and the payment; moves a visit and pauses the membership from there; opens (the loopback fake
// of) Stripe's portal for their card; cancels the one-time clean for its price, and the owner's
// Home counts one customer lost to price. axe on each page; with SCREENSHOTS=1, screenshots.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { bookedCustomer } from '../support/booked-customer.ts';
import { screenshot } from '../support/screenshot.ts';
import { FAKE_STRIPE_KEY, FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe } from '../fakes/fake-stripe.ts';
import { startFakeTwilio, twilioEnv } from '../fakes/fake-twilio.ts';
import { openInboxPage } from '../support/owner-sign-in.ts';
import { validLead } from '../support/valid-lead.ts';
import { expect, test } from './fixtures.ts';

test.use({ hydrates: false, allowConsoleErrors: /status of 401/ });
const OWNER = 'pat@canfreshatl.com';
const shot = (page: Page, state: string) => screenshot(page, `account-${state}`);
const ELM = { street: '48 Elm St', zip: '30030' };

/** Jordan's three bookings and Sam's one, the clean of Wednesday, November 25 done with its photo, paid. */
async function twoHomes() {
  let offset = 0;
  const stripe = await startFakeStripe({ now: () => Date.now() + offset });
  const provider = await startFakeTwilio();
  const customer = await bookedCustomer(
    { ...validLead, service_type: 'Membership', pickup_day: 'Tuesday', service_date: '2026-12-02' },
    {
      OWNER_EMAILS: OWNER,
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE_URL: stripe.url,
      ...twilioEnv(provider),
    },
    { listen: true },
  );
  stripe.webhookUrl = `${customer.base}/api/stripe/webhook`;
  offset = customer.clock.now() - Date.now();
  const oneTime = { ...validLead, ...ELM, service_type: 'One-Time', pickup_day: 'Tuesday' };
  await customer.book({ ...oneTime, service_date: '2026-11-25' });
  await customer.book({ ...oneTime, service_date: '2026-12-09' });
  await customer.book({
    ...oneTime,
    full_name: 'Sam Other',
    mobile: '(404) 555-0177',
    email: 'sam@example.com',
    street: '9 Pine St',
    service_date: '2026-11-25',
  });
  const { app } = customer;
  const [done, later] = ['2026-11-25', '2026-12-09'].map((date) =>
    app.bookings
      .ofLeads(app.stores.leads.idsOfProven({ mobileE164: null, email: validLead.email }))
      .find((b) => b.customer.street === ELM.street && app.bookings.visits(b.id)[0]!.date === date)!,
  );
  // The member pays at Checkout (a card on file for the portal), on the fake's own page.
  const toStripe = await fetch(`${customer.base}${customer.path}/pay`, { redirect: 'manual' });
  await fetch(toStripe.headers.get('location')!, { method: 'POST', redirect: 'manual' });
  await expect.poll(() => app.payments.get(customer.booking.id)?.customerId ?? null).not.toBeNull();
  customer.clock.set('2026-11-25T20:00:00Z');
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 140, b: 90 } } })
    .jpeg()
    .toBuffer();
  const visit = app.bookings.visits(done!.id)[0]!;
  await app.stores.photos.add(randomUUID(), visit.id, photo);
  app.bookings.mark(visit.id, 'done', 'owner');
  app.stores.ledger.addCharge({
    ref: 'pi_elm',
    bookingId: done!.id,
    cents: 5900,
    paymentIntent: 'pi_elm',
    invoiceId: null,
    purpose: 'clean',
    visitId: visit.id,
  } as never);
  customer.clock.set('2026-11-26T15:00:00Z');
  return {
    customer,
    stripe,
    provider,
    later: later!,
    close: async () => (await customer.close(), await stripe.close(), await provider.close()),
  };
}

test('@phone a customer signs in by a texted code, sees both homes, moves, pauses, opens the portal and cancels for the price', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { customer, stripe, provider, later, close } = await twoHomes();
  const base = customer.base!;
  try {
    // In Spanish too, axe-clean.
    await page.goto(`${base}/es/cuenta`);
    await expect(page.getByRole('heading', { level: 1, name: 'Entre a su cuenta' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`${base}/account`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'sign-in');
    await page.getByLabel('Your mobile number or e-mail').fill(validLead.mobile);
    await page.getByRole('button', { name: 'Send my code' }).click();
    await expect(page.getByRole('heading', { name: 'Type your code' })).toBeVisible();
    await expect.poll(() => provider.texts.find((t) => /sign-in code/.test(t.body))).toBeTruthy();
    const code = /(\d{6})/.exec(provider.texts.find((t) => /sign-in code/.test(t.body))!.body)![1]!;
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Jordan Peachtree' })).toBeVisible();
    const homes = page.getByRole('region', { name: 'Your homes and plans' });
    await expect(homes.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(3);
    await expect(homes.getByRole('heading', { name: '123 Peachtree St NE, 30309' })).toBeVisible();
    await expect(homes.getByRole('heading', { name: '48 Elm St, 30030' })).toHaveCount(2);
    await expect(page.getByRole('img', { name: 'Photo of the clean on Wednesday, November 25' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payments' })).toContainText('$59');
    await expect(page.getByText('Sam Other')).toHaveCount(0);
    // Nothing wider than the screen, a text's long link included.
    const { scroll, screen } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, screen: innerWidth }));
    expect(scroll).toBeLessThanOrEqual(screen);
    await expectNoAxeViolations(page);
    await shot(page, 'overview');

    // The membership's own page, inside the account: move the next visit, then pause.
    await homes.getByRole('link', { name: 'Change, pause or cancel (123 Peachtree St NE, 30309)' }).click();
    await page.getByRole('button', { name: 'Move to this date' }).click();
    await expect(page.getByRole('status')).toHaveText('Done: your visit is moved. A new confirmation is on its way by e-mail.');
    await page.getByRole('button', { name: 'Pause my membership' }).click();
    await expect(page.getByRole('status')).toHaveText('Done: your membership is paused. A confirmation is on its way by e-mail.');
    await expectNoAxeViolations(page);
    await shot(page, 'membership');
    // The card: Stripe's portal for this customer, coming back to this page.
    await page.getByRole('button', { name: 'Update card or billing' }).click();
    await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible();
    expect(stripe.received.portals.at(-1)).toEqual({
      customer: customer.app.payments.get(customer.booking.id)!.customerId,
      return_url: `${base}/account/bookings/${customer.booking.id}`,
      locale: 'en',
    });

    // The one-time clean to come: cancelled for its price, asked why first.
    await page.goto(`${base}/account/bookings/${later.id}`);
    await page.getByRole('link', { name: 'Cancel my booking' }).click();
    await page.getByRole('group', { name: 'Why are you leaving?' }).getByLabel('The price').check();
    await expectNoAxeViolations(page);
    await shot(page, 'why');
    await page.getByRole('button', { name: 'Yes, cancel my booking' }).click();
    await expect(page.getByRole('status')).toHaveText('Done: your booking is cancelled. A confirmation is on its way by e-mail.');
    await page.getByRole('link', { name: 'Back to your account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Jordan Peachtree' })).toBeVisible();

    // The owner's Home: one customer lost to price, opening its list.
    await page.goto(`${base}/owner`);
    await page.getByLabel('E-mail address').fill(OWNER);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    const codeMail = await customer.mail.waitForMessage(`sign-in code to ${OWNER}`, (m) => m.recipients.includes(OWNER));
    await page.getByLabel('The 6-digit code from the e-mail').fill(/\b(\d{6})\b/.exec(codeMail.parsed.subject!)![1]!);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const left = page.getByRole('region', { name: 'Who left, the last 90 days' });
    await expect(left.getByRole('listitem').filter({ hasText: 'Price' })).toHaveText('Price1');
    await left.getByRole('link', { name: 'Price' }).click();
    await expect(page.getByRole('list', { name: 'Left: Price' }).getByRole('listitem')).toContainText(later.reference);
    await expectNoAxeViolations(page);
    await shot(page, 'owner-left');
    await openInboxPage(page, 'Home');
  } finally {
    await close();
  }
});
