import { siteConfig } from '../../src/common/site-config.ts';
import { expect, test } from './fixtures.ts';

test.describe('the one page', () => {
  test('the first response carries the content, title, meta, Open Graph and JSON-LD', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('Fresh, sanitized trash cans.');
    expect(html).toContain('Simple, Transparent Pricing');
    expect(html).toMatch(/<title>CanFresh ATL \| Trash Can Cleaning in Greater Atlanta<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<meta property="og:image"');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const business = blocks.find((b) => b['@type'] === 'LocalBusiness');
    expect(business).toMatchObject({ name: 'CanFresh ATL', telephone: '+14045550123', email: siteConfig.email });
    expect(blocks.map((b) => b['@type'])).toEqual(['LocalBusiness']);
  });

  // One page load for what the page shows before anyone touches it, a step for each part.
  test('what the page shows: its sections in order, the plans, the steps and the footer', async ({ page }) => {
    await page.goto('/');
    await test.step('sections appear in order with their texts', async () => {
      const ids = await page.locator('main > section[id]').evaluateAll((els) => els.map((el) => el.id));
      expect(ids).toEqual(['talk-to-ava', 'pricing', 'how-it-works', 'gallery', 'service-area', 'faq', 'contact']);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fresh, sanitized trash cans. Right after pickup.');
      await expect(page.getByText('Serving both residential and commercial customers.')).toBeVisible();
      await expect(page.getByText(siteConfig.tagline).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Talk to Ava' })).toBeVisible();
      await expect(page.getByRole('banner').getByText('Powered by')).toContainText('Peach State AI');

      await expect(page.getByRole('heading', { name: 'Simple, Transparent Pricing' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'See Our Work in Action' })).toBeAttached();
      await expect(page.getByRole('heading', { name: 'Get In Touch' })).toBeAttached();
      await expect(
        page.getByText('Ready to keep your trash cans fresh and clean? Send us a message below or talk to Ava for instant booking.'),
      ).toBeAttached();
      await expect(page.getByRole('heading', { name: 'Send Us a Message' })).toBeAttached();
      await expect(page.getByText("Fill out the form below and we'll get back to you soon")).toBeAttached();
      const cta = page.getByRole('complementary', { name: 'Ready for Fresh, Clean Trash Cans?' });
      await expect(cta).toContainText('Use the floating phone button to call Ava');
      await expect(cta).toContainText('Look for the green phone button in the top section.');
    });
    await test.step('pricing shows the three plans from the config', async () => {
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(3);
      const oneTime = page.getByRole('article', { name: 'One-Time Clean' });
      await expect(oneTime).toContainText('$59');
      await expect(oneTime).toContainText('+$10 per extra can');
      await expect(oneTime.getByRole('button', { name: 'Book Now' })).toBeVisible();
      const membership = page.getByRole('article', { name: 'Pristine Membership' });
      await expect(membership).toContainText('$32');
      await expect(membership).toContainText('every 4 weeks');
      await expect(membership).toContainText('+$8 per extra can');
      await expect(membership).toContainText('Seasonal Deep Clean once a quarter');
      await expect(membership).toContainText('Most Popular');
      await expect(membership.getByRole('button', { name: 'Start Membership' })).toBeVisible();
      const commercial = page.getByRole('article', { name: 'Commercial' });
      await expect(commercial).toContainText('Custom');
      await expect(commercial).toContainText('Volume discounts');
      await expect(commercial.getByRole('button', { name: 'Request Proposal' })).toBeVisible();
      await expect(page.getByText('Prices are for standard city cans. Service area: the Greater Atlanta Metro.')).toBeVisible();
      await expect(oneTime).not.toContainText('Most Popular');
    });
    await test.step('how it works has three steps and the service window', async () => {
      const section = page.locator('#how-it-works');
      await expect(section.getByRole('listitem')).toHaveCount(3);
      const note = section.getByRole('complementary', { name: 'Service Window' });
      await expect(note).toContainText('8 AM and 4 PM');
      await expect(note).toContainText('day after your regular pickup');
      await expect(note).toContainText('do not need to be home');
    });
    await test.step('the footer has phone, e-mail, social, partner logo and this year', async () => {
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: '(404) 555-0123' })).toHaveAttribute('href', 'tel:+14045550123');
      await expect(footer.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
      await expect(footer.getByRole('link', { name: /Instagram @canfreshatl/ })).toHaveAttribute('href', siteConfig.social.url);
      await expect(footer.getByText('Powered by')).toBeVisible();
      await expect(footer.getByRole('img', { name: 'Peach State AI' })).toBeAttached();
      await expect(footer).toContainText(`© ${new Date().getFullYear()} CanFresh ATL`);
    });
  });

  // On a phone too for one header link and one hero button: the header's height differs there.
  for (const [name, target, phone] of [
    ['Pricing', '#pricing', ' @phone'],
    ['Contact', '#contact', ''],
    ['See Pricing', '#pricing', ''],
    ['Contact Us', '#contact', ' @phone'],
  ] as const) {
    test(`'${name}' scrolls to ${target}${phone}`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('link', { name, exact: true }).click();
      await expect(page.locator(target)).toBeInViewport();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      // The section's heading is not hidden under the fixed header.
      const headingTop = await page.locator(`${target} h2`).evaluate((h) => h.getBoundingClientRect().top);
      expect(headingTop).toBeGreaterThanOrEqual(64);
    });
  }

  test('the zip check says whether a zip is served', async ({ page }) => {
    await page.goto('/');
    const zip = page.getByLabel('Your zip code');
    const check = page.getByRole('button', { name: 'Check' });
    await zip.fill('30331');
    await check.click();
    await expect(page.getByRole('status').filter({ hasText: 'we serve 30331' })).toBeVisible();
    await zip.fill('90210');
    await check.click();
    await expect(page.getByText("We don't serve 90210 yet.")).toBeVisible();
    await zip.fill('12');
    await check.click();
    await expect(page.getByText('Please enter a 5-digit zip code.')).toBeVisible();
  });

  test("the zip check's yes books online from the next question, the zip kept", async ({ page }) => {
    await page.goto('/');
    const checker = page.getByRole('form', { name: 'Do we serve your street?' });
    await checker.getByLabel('Your zip code').fill('30331');
    await checker.getByRole('button', { name: 'Check' }).click();
    await checker.getByRole('button', { name: 'Book online' }).click();
    await expect(page.getByRole('heading', { name: 'Which day is your trash picked up?' })).toBeVisible();
    await expect(page).toHaveURL(/\/book\/[^/?]+/);
    await expect(page.getByRole('definition').filter({ hasText: '30331' }).first()).toBeVisible();
  });

  test('the FAQ is an accordion: one answer open at a time', async ({ page }) => {
    await page.goto('/');
    const [first, second] = siteConfig.faq;
    await page.getByText(first!.question).click();
    await expect(page.getByText(first!.answer)).toBeVisible();
    await page.getByText(second!.question).click();
    await expect(page.getByText(second!.answer)).toBeVisible();
    await expect(page.getByText(first!.answer)).toBeHidden();
  });
});

test.describe('the header call link', () => {
  test('reads "Call (404) 555-0123" on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const call = page.getByRole('banner').getByRole('link', { name: 'Call (404) 555-0123' });
    await expect.poll(() => call.evaluate((el) => (el as HTMLElement).innerText.trim().replace(/\s+/g, ' '))).toBe('Call (404) 555-0123');
    await expect(call).toHaveAttribute('href', 'tel:+14045550123');
  });

  test('reads "Call" on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const call = page.getByRole('banner').getByRole('link', { name: /^Call/ });
    // innerText is what is on screen: the number is hidden at this width.
    await expect.poll(() => call.evaluate((el) => (el as HTMLElement).innerText.trim())).toBe('Call');
    await expect(call).toHaveAttribute('href', 'tel:+14045550123');
    // Nothing in the header spills past the screen's edge (the header is fixed: its overflow is cut, not scrolled).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await call.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Español' })).toBeVisible();
  });
});
