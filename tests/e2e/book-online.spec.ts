// Booking online in the real browser, as a visitor who will not talk to the receptionist: every
// screen by keyboard and by role, axe on each, at 390 and 1280 px. Without JavaScript (each screen
// a page the server answers) a one-time clean in English; with the page's script (one flow, no
// page loads, focus on each new screen's heading and on what to fix) a membership in Spanish. Both
// proven by a texted code and in the owner's schedule. An app of its own on a clock standing on
// Sunday, November 22, 2026 (tests/support/book-stack.ts). SCREENSHOTS=1 keeps a picture of each.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { bookStack } from '../support/book-stack.ts';
import { screenshot } from '../support/screenshot.ts';
import { expect, test } from './fixtures.ts';

const NUMBER = '+14045550199';

/** One screen: axe, then its picture. */
async function checked(page: Page, name: string) {
  await expectNoAxeViolations(page);
  await screenshot(page, `book-${name}`);
}

/** The brand font is in use, asked for only after the first paint, and nothing moved when it came. */
async function brandFontAfterThePaint(page: Page) {
  await page.waitForFunction(() =>
    [...document.fonts].some((face) => /^"?Plus Jakarta Sans"?$/.test(face.family) && face.status === 'loaded'),
  );
  const { fontStart, firstPaint } = await page.evaluate(() => ({
    fontStart: performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.woff2'))!.startTime,
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
  }));
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        new PerformanceObserver((list) =>
          resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0)),
        ).observe({
          type: 'layout-shift',
          buffered: true,
        }),
      ),
  );
  expect(fontStart).toBeGreaterThan(firstPaint);
  expect(shift).toBeLessThan(0.01);
  expect(await page.evaluate(() => document.fonts.check('700 16px "Plus Jakarta Sans"'))).toBe(true);
}

test.describe('without JavaScript', () => {
  // A screen sent back with what to fix is a 400 page, which the browser logs.
  test.use({ hydrates: false, allowConsoleErrors: /the server responded with a status of 400/ });

  test('@phone a one-time clean, every screen a page, the mobile proven by a texted code, then the booking page', async ({ page }) => {
    test.setTimeout(90_000);
    const stack = await bookStack();
    // The page's own script never arrives (an empty file in its place): every screen is the
    // server's page, as for a browser without JavaScript. (axe still runs: it is the test's.)
    await page.route('**/assets/book-*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    try {
      await page.goto(`${stack.url}/book?plan=one-time`);
      await expect(page.getByRole('heading', { level: 1, name: 'Book a cleaning' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Where are your cans?' })).toBeVisible();
      await checked(page, 'zip');
      await page.getByLabel('Zip code').fill('303');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('alert')).toContainText('Please enter a valid zip code');
      await checked(page, 'zip-error');
      await page.getByLabel('Zip code').fill('30309');
      await page.getByRole('button', { name: 'Continue' }).click();

      await expect(page.getByRole('heading', { name: 'Which day is your trash picked up?' })).toBeVisible();
      await checked(page, 'pickup');
      await page.getByRole('radio', { name: 'Tuesday' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();

      // The plan came with the link from its card: the cans are next, with the plan's prices.
      await expect(page.getByRole('heading', { name: 'How many cans?' })).toBeVisible();
      await checked(page, 'cans');
      await page.getByRole('radio', { name: '2 cans: $69' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();

      await expect(page.getByRole('heading', { name: 'Pick your date' })).toBeVisible();
      await checked(page, 'date');
      await page.getByRole('radio', { name: 'Wednesday, November 25' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();

      await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('alert')).toContainText('You must agree to receive texts to proceed');
      await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('Name must be at least 2 characters');
      await checked(page, 'details-errors');
      await page.getByRole('radio', { name: 'New' }).check();
      await page.getByLabel('Full name').fill('Jordan Peachtree');
      await page.getByLabel('Mobile').fill('(404) 555-0199');
      await page.getByLabel('Email').fill('jordan@example.com');
      await page.getByLabel('Street address').fill('123 Peachtree St NE');
      await page.getByRole('checkbox', { name: /I agree to receive texts about scheduling/ }).check();
      await page.getByRole('button', { name: 'Continue' }).click();

      await expect(page.getByRole('heading', { name: 'Confirm your mobile' })).toBeVisible();
      await expect(page.getByText('We texted a code to (404) 555-0199.')).toBeVisible();
      await checked(page, 'code');
      await page.getByLabel('6-digit code').fill(await stack.codeTo(NUMBER));
      await page.getByRole('button', { name: 'Book it' }).click();

      await expect(page.getByRole('status')).toHaveText('Booked: your date is yours. A confirmation is on its way by e-mail.');
      await expect(page.getByText('One-Time Clean, $69 (2 cans)')).toBeVisible();
      await checked(page, 'booked');
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated), 'the page ran no script of its own').toBeUndefined();
      // On the owner's schedule for the day.
      expect(stack.app.bookings.day('2026-11-25').map((visit) => visit.booking.customer.name)).toEqual(['Jordan Peachtree']);
    } finally {
      await stack.close();
    }
  });
});

test.describe('with the page’s script', () => {
  // The script comes with the visitor's first touch, key or focus: the test waits for it after one.
  test.use({ hydrates: false });

  test('@phone a membership in Spanish, one flow without page loads, focus on each new screen', async ({ page }) => {
    test.setTimeout(90_000);
    const stack = await bookStack();
    try {
      await page.goto(`${stack.url}/es/reservar?plan=membership`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await page.getByLabel('Código postal').focus();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await checked(page, 'es-zip');
      // No page loads from here: a marker on the window survives every screen.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await page.getByLabel('Código postal').fill('30309');
      await page.getByLabel('Código postal').press('Enter');

      const heading = page.getByRole('heading', { level: 2, name: '¿Qué día recogen su basura?' });
      await expect(heading).toBeFocused();
      await expect(page).toHaveURL(/\/es\/reservar\/[\w-]{22}$/);
      await checked(page, 'es-pickup');
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.getByRole('alert')).toBeFocused();
      await expect(page.getByRole('alert')).toContainText('Elija el día en que recogen su basura');
      // One tap per choice: the choice sends its screen.
      await page.getByRole('radio', { name: 'Martes' }).click();

      await expect(page.getByRole('heading', { name: '¿Cuántos botes?' })).toBeFocused();
      await checked(page, 'es-cans');
      await page.getByRole('radio', { name: '2 botes: $40 cada 4 semanas' }).click();

      await expect(page.getByRole('heading', { name: 'Elija su fecha' })).toBeFocused();
      await checked(page, 'es-date');
      // Back to the plan and forward again: the answers stay (on a phone, behind their one line).
      const answers = page.locator('#book-flow details[data-answers] > summary');
      if (await answers.isVisible()) await answers.click();
      await page.getByRole('link', { name: 'Cambiar plan' }).click();
      await expect(page.getByRole('heading', { name: '¿Qué plan prefiere?' })).toBeFocused();
      await expect(page.getByRole('radio', { name: /Membresía Pristine/ })).toBeChecked();
      await checked(page, 'es-plan');
      // The plan kept, the next screen not yet answered is the date's.
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.getByRole('heading', { name: 'Elija su fecha' })).toBeFocused();
      await page.getByRole('radio', { name: 'miércoles, 25 de noviembre' }).click();

      await expect(page.getByRole('heading', { name: 'Sus datos' })).toBeFocused();
      await page.getByRole('radio', { name: 'Nuevo' }).check();
      await page.getByLabel('Nombre completo').fill('Ana Ruiz');
      await page.getByLabel('Celular').fill('(404) 555-0199');
      await page.getByLabel('Correo electrónico').fill('ana@');
      await page.getByLabel('Dirección').fill('9 Oak St');
      await page.getByRole('checkbox', { name: /Acepto recibir mensajes/ }).check();
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.getByRole('alert')).toBeFocused();
      await expect(page.getByLabel('Correo electrónico')).toHaveAccessibleDescription('Escriba un correo electrónico válido');
      await checked(page, 'es-details-errors');
      await page.getByLabel('Correo electrónico').fill('ana@example.com');
      await page.getByRole('button', { name: 'Continuar' }).click();

      await expect(page.getByRole('heading', { name: 'Confirme su celular' })).toBeFocused();
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), 'no page was loaded since the first').toBe(
        true,
      );
      await checked(page, 'es-code');
      await page.getByLabel('Código de 6 dígitos').fill(await stack.codeTo(NUMBER));
      await page.getByRole('button', { name: 'Reservar' }).click();

      await expect(page.getByRole('status')).toHaveText('Reservado: la fecha es suya. Le enviamos la confirmación por correo.');
      await checked(page, 'es-booked');
      expect(stack.app.bookings.day('2026-11-25').map((visit) => [visit.booking.customer.name, visit.booking.intervalDays])).toEqual([
        ['Ana Ruiz', 28],
      ]);
    } finally {
      await stack.close();
    }
  });

  test('a zip outside the area is told so, and the details left are kept as a lead', async ({ page }) => {
    const stack = await bookStack();
    try {
      await page.goto(`${stack.url}/book`);
      await page.getByLabel('Zip code').focus();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.getByLabel('Zip code').fill('30101');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'We don’t come to your street yet' })).toBeFocused();
      await expect(page.getByText('We don’t serve 30101 yet.')).toBeVisible();
      await checked(page, 'outside');
      await page.getByRole('radio', { name: 'New' }).check();
      await page.getByLabel('Full name').fill('Sam Hill');
      await page.getByLabel('Mobile').fill('(404) 555-0123');
      await page.getByLabel('Email').fill('sam@example.com');
      await page.getByLabel('Street address').fill('5 Far Rd');
      await page.getByRole('radio', { name: 'One-Time' }).check();
      await page.getByRole('checkbox', { name: /I agree to receive texts/ }).check();
      await page.getByRole('button', { name: 'Keep me posted' }).click();
      await expect(page.getByText('Thank you, Sam Hill.')).toBeVisible();
      await checked(page, 'left');
      expect(stack.app.leads.list().map((lead) => [lead.lead.full_name, lead.lead.zip])).toEqual([['Sam Hill', '30101']]);
    } finally {
      await stack.close();
    }
  });

  test("@phone a one-time clean in at most 10 taps, each screen's question above the fold, the price before the code", async ({ page }) => {
    test.setTimeout(90_000);
    const stack = await bookStack();
    let taps = 0;
    const tap = async (target: ReturnType<Page['getByRole']>) => {
      taps++;
      await target.click();
    };
    /** The screen's heading and its first choice or field are in the first screenful. */
    const questionAboveTheFold = async (heading: string, first: ReturnType<Page['getByRole']>) => {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      const box = await first.boundingBox();
      expect(box!.y + box!.height, `${heading}: its first choice ends within the screen`).toBeLessThanOrEqual(page.viewportSize()!.height);
    };
    try {
      await page.goto(`${stack.url}/book`);
      await brandFontAfterThePaint(page);
      await page.getByLabel('Zip code').fill('30309');
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await tap(page.getByRole('button', { name: 'Continue' }));
      await questionAboveTheFold('Which day is your trash picked up?', page.getByRole('radio', { name: 'Tuesday' }));
      await tap(page.getByRole('radio', { name: 'Tuesday' }));
      await questionAboveTheFold('Which plan?', page.getByRole('radio', { name: /One-Time Clean/ }));
      await tap(page.getByRole('radio', { name: /One-Time Clean/ }));
      await questionAboveTheFold('How many cans?', page.getByRole('radio', { name: /^1 can/ }));
      await tap(page.getByRole('radio', { name: /^1 can/ }));
      await questionAboveTheFold('Pick your date', page.getByRole('radio', { name: 'Wednesday, November 25' }));
      await tap(page.getByRole('radio', { name: 'Wednesday, November 25' }));
      await questionAboveTheFold('Your details', page.getByRole('radio', { name: 'New' }));
      // The price, and when and how it is paid, before the code.
      const total = page.getByRole('region', { name: 'Your total' });
      await expect(total).toContainText('$59 a visit');
      await checked(page, 'details-total');
      await tap(page.getByRole('radio', { name: 'New' }));
      await page.getByLabel('Full name').fill('Jordan Peachtree');
      await page.getByLabel('Mobile').fill('(404) 555-0199');
      await page.getByLabel('Email').fill('jordan@example.com');
      await page.getByLabel('Street address').fill('123 Peachtree St NE');
      await tap(page.getByRole('checkbox', { name: /I agree to receive texts about scheduling/ }));
      await tap(page.getByRole('button', { name: 'Continue' }));
      await questionAboveTheFold('Confirm your mobile', page.getByLabel('6-digit code'));
      await page.getByLabel('6-digit code').fill(await stack.codeTo(NUMBER));
      await tap(page.getByRole('button', { name: 'Book it' }));
      await expect(page.getByRole('status')).toHaveText('Booked: your date is yours. A confirmation is on its way by e-mail.');
      expect(taps).toBeLessThanOrEqual(10);
      // A confirmation first: what happens next and the calendar; the ways to change it behind one line.
      const next = page.getByRole('region', { name: 'What happens next' });
      await expect(next.getByRole('listitem').first()).toHaveText('We clean on Wednesday, November 25.');
      const calendar = next.getByRole('link', { name: 'Add to calendar' });
      const ics = await page.request.get(new URL((await calendar.getAttribute('href'))!, page.url()).href);
      expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
      expect(await ics.text()).toMatch(/BEGIN:VEVENT[\s\S]*DTSTART;VALUE=DATE:20261125/);
      await expect(page.getByRole('button', { name: /Move to this date/ })).toBeHidden();
      await checked(page, 'booked-confirmation');
      await page.getByText('Need to change something?').click();
      await expect(page.getByRole('button', { name: /Move to this date/ }).first()).toBeVisible();
      expect(stack.app.bookings.day('2026-11-25').map((visit) => visit.booking.customer.name)).toEqual(['Jordan Peachtree']);
    } finally {
      await stack.close();
    }
  });
});
