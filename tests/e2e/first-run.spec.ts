// A new install in the real browser: the public page says it opens soon, and names no business;
// the owner signs in, the inbox asks them to open it, Settings asks who the business is, where it
// works and what it charges, its fields empty (never the defaults' business); 'Open the business'
// opens it and says so, with the links to share and what is not set up yet, and the home page is
// theirs, naming none of the defaults' places. axe; with SCREENSHOTS=1, screenshots at both widths.
import { createServer } from 'node:net';
import { expectNoAxeViolations } from '../support/axe.ts';
import { screenshot } from '../support/screenshot.ts';
import { mailEnv, startFakeSmtp } from '../fakes/fake-smtp.ts';
import { makeTestApp } from '../support/test-app.ts';
import { signInWithCode } from '../support/owner-sign-in.ts';
import { typeLakeside } from '../support/lakeside.ts';
import { expect, test } from './fixtures.ts';

test.use({ hydrates: false, allowConsoleErrors: /status of (503 \(Service Unavailable\)|401 \(Unauthorized\)|400 \(Bad Request\))/ });

const OWNER = 'ana@lakesidebins.example';

async function newInstall() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  const base = `http://127.0.0.1:${port}`;
  const mail = await startFakeSmtp();
  const t = await makeTestApp({ env: { ...mailEnv(mail), OWNER_EMAILS: OWNER, PUBLIC_BASE_URL: base }, site: true, opened: false });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { base, mail, close: async () => Promise.all([t.close(), mail.close()]) };
}

test('@phone a new install opens soon until its owner answers the setup, then the page is theirs', async ({ page }) => {
  test.setTimeout(45_000);
  const install = await newInstall();
  try {
    await page.goto(`${install.base}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Opening soon' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('CanFresh');
    await expectNoAxeViolations(page);
    await screenshot(page, 'opening-soon');
    await page.goto(`${install.base}/book`);
    await expect(page.getByRole('heading', { level: 1, name: 'Opening soon' })).toBeVisible();

    await page.goto(`${install.base}/owner`);
    await signInWithCode(page, install, OWNER);
    await expect(page.getByRole('status').filter({ hasText: 'Your business is not open yet.' })).toBeVisible();
    await page.getByRole('link', { name: 'Answer a few questions to open it' }).click();
    const setup = page.getByRole('region', { name: 'Open your business' });
    // Nothing of the business a new install starts as: one tap must not open this one under its name.
    for (const label of ["The business's name", 'The phone', 'The e-mail', 'The city', 'The zips you serve', 'The places you serve'])
      await expect(setup.getByLabel(label)).toHaveValue('');
    await expect(setup.getByLabel('The Instagram handle')).toHaveValue('');
    await typeLakeside(setup);
    await setup.getByLabel('The e-mail').fill('hello@lakesidebins.example');
    await setup.getByLabel('The zips you serve').fill('60601 6061');
    await setup.getByRole('group', { name: 'One-Time Clean' }).getByLabel('The first can').fill('49');
    await setup.getByRole('button', { name: 'Open the business' }).click();
    // A zip that is none is named under the field, and the business stays closed.
    await expect(setup.getByLabel('The zips you serve')).toHaveAccessibleDescription(/^The zips served: a 5-digit zip code, not “6061”/);
    await expectNoAxeViolations(page);
    await screenshot(page, 'first-run');
    await setup.getByLabel('The zips you serve').fill('60601 60614 60657');
    await setup.getByRole('button', { name: 'Open the business' }).click();
    // The places served are asked too: a business opened without them would name the defaults'.
    await expect(setup.getByLabel('The places you serve')).toHaveAccessibleDescription(/name at least one place you serve/);
    await setup.getByLabel('The places you serve').fill('Lincoln Park, Lakeview');
    await setup.getByRole('button', { name: 'Open the business' }).click();
    await expect(page.getByRole('region', { name: 'Open your business' })).toHaveCount(0);
    const open = page.getByRole('region', { name: 'You are open' });
    await expect(open.getByRole('heading', { name: 'You are open' })).toBeFocused();
    await expect(open.getByRole('link', { name: `${install.base}/book` })).toBeVisible();
    await expect(open.getByRole('list', { name: 'Not set up yet' }).getByRole('link')).toHaveText(['Texts', 'Payments', 'Ava', 'Trucks']);
    await expectNoAxeViolations(page);
    await screenshot(page, 'you-are-open');
    await expect(page.getByText('Your business is not open yet.')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Changes to the settings' }).getByRole('listitem').first()).toContainText(
      `First run by ${OWNER}`,
    );

    await page.goto(`${install.base}/`);
    await expect(page).toHaveTitle('Lakeside Bins | Trash Can Cleaning in Greater Chicago');
    await expect(page.locator('body')).toContainText('Lincoln Park');
    for (const place of ['Atlanta', 'Decatur', 'East Point', 'Marietta', 'CanFresh'])
      await expect(page.locator('body')).not.toContainText(place);
    await expect(page.getByRole('article', { name: 'One-Time Clean' })).toContainText('$49');
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await page.goto(`${install.base}/book`);
    await page.getByLabel('Zip code').fill('60614');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Which day is your trash picked up?' })).toBeVisible();
  } finally {
    await page.goto('about:blank');
    await install.close();
  }
});
