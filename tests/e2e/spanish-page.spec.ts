// The page in Spanish (/es/): the same sections, its own words, its language on the document and
// in the head, the form's messages and a lead that keeps the language it was sent in.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { screenshot } from '../support/screenshot.ts';
import { SUBSET_TEXT } from '../../scripts/fonts/subset-text.ts';
import { siteConfig } from '../../src/common/site-config.ts';
import { validLead } from '../support/valid-lead.ts';
import { expect, test } from './fixtures.ts';

const toast = (page: Page) => page.getByRole('region', { name: /Notification/ }).getByRole('listitem');

test('the document of /es/ is in Spanish, names its English twin, and describes the business in Spanish', async ({ request }) => {
  const html = await (await request.get('/es/')).text();
  expect(html).toMatch(/^<!doctype html>\s*<html lang="es">/i);
  expect(html).toContain('<title>CanFresh ATL | Limpieza de botes de basura en Atlanta</title>');
  expect(html).toContain(`<link rel="canonical" href="${siteConfig.siteUrl}/es/" />`);
  expect(html).toContain(`<link rel="alternate" hreflang="en" href="${siteConfig.siteUrl}/" />`);
  expect(html).toContain(`<link rel="alternate" hreflang="es" href="${siteConfig.siteUrl}/es/" />`);
  expect(html).toContain('<meta property="og:locale" content="es_US" />');
  const business = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
  expect(business).toMatchObject({ '@type': 'LocalBusiness', url: `${siteConfig.siteUrl}/es/`, slogan: 'Botes limpios. Acera feliz.' });
  expect(business.makesOffer[0]).toMatchObject({ name: 'Limpieza única', price: '59', priceCurrency: 'USD' });
  // The English page names the Spanish one too; /es without its slash finds it.
  const english = await (await request.get('/')).text();
  expect(english).toContain(`<link rel="alternate" hreflang="es" href="${siteConfig.siteUrl}/es/" />`);
  const bare = await request.get('/es', { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers().location).toBe('/es/');
});

test('every section of /es/ in Spanish, at 390 and 1280 px, with no axe violations @phone', async ({ page }) => {
  await page.goto('/es/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const ids = await page.locator('main > section[id]').evaluateAll((els) => els.map((el) => el.id));
  expect(ids).toEqual(['talk-to-ava', 'pricing', 'how-it-works', 'gallery', 'service-area', 'faq', 'contact']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Botes de basura limpios y desinfectados. Justo después de la recolección.',
  );
  await expect(page.getByRole('heading', { name: 'Precios claros y sencillos' })).toBeVisible();
  const membership = page.getByRole('article', { name: 'Membresía Pristine' });
  await expect(membership).toContainText('$32');
  await expect(membership).toContainText('cada 4 semanas');
  await expect(membership).toContainText('+$8 por bote adicional');
  await expect(membership.getByRole('button', { name: 'Empezar membresía' })).toBeVisible();
  for (const heading of [
    'Botes limpios en tres pasos',
    'Vea nuestro trabajo',
    'Servimos el área de Atlanta',
    'Preguntas frecuentes',
    'Escríbanos',
  ])
    await expect(page.getByRole('heading', { name: heading })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Hablar con Ava' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Todos los derechos reservados.');
  // The app has started and every part is laid out: nothing of the English page is on it.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const text = await page.evaluate(() => document.body.innerText);
  for (const english of ['Simple, Transparent Pricing', 'Send Message', 'Questions, answered', 'Talk to Ava', 'Most Popular'])
    expect(text).not.toContain(english);
  // Nor in what a screen reader reads of the pictures: every description but a name is its own.
  const alts = (html: string) => [...html.matchAll(/<img [^>]*alt="([^"]*)"/g)].map((m) => m[1]);
  const englishAlts = alts(await (await page.request.get('/')).text());
  const spanishAlts = await page.locator('img[alt]').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
  expect(spanishAlts.filter((alt) => englishAlts.includes(alt!))).toEqual(['Peach State AI']);
  const missing = [...new Set(text + (await page.title()))].filter((c) => !/\s/.test(c) && !SUBSET_TEXT.includes(c));
  expect(missing, 'add them to scripts/fonts/subset-text.ts and run npm run fonts').toEqual([]);
  await expect(page.getByTestId('hero-image')).not.toHaveAttribute('data-background', 'pending');
  await expectNoAxeViolations(page);
  // Nothing spills past a phone's edge with the longer Spanish words and the language link.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const call = await page
    .getByRole('banner')
    .getByRole('link', { name: /^Llamar/ })
    .boundingBox();
  expect(call!.x + call!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await screenshot(page, 'home-es');
});

test.describe('on a clock the test moves', () => {
  test.use({ hydrates: false });

  // On a phone the Spanish heading is a larger paint than the picture, so no largest-paint entry
  // ever names the image: the app must start on the picture's own paint, not on a late fallback.
  test('the app starts once the hero has painted, where the heading is the largest paint @phone', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-26T08:00:00-05:00') });
    await page.clock.pauseAt(new Date('2026-11-26T08:00:01-05:00'));
    const app = page.waitForRequest(/\/assets\/index-[\w-]+\.js$/);
    await page.goto('/es/');
    // The page's clock stands still, so its own performance timeline is read through an observer.
    const painted = () =>
      page.evaluate(
        () =>
          new Promise<string[]>((resolve) =>
            new PerformanceObserver((list, observer) => {
              observer.disconnect();
              resolve(list.getEntries().map((e) => (e as PerformanceEntry & { identifier: string }).identifier));
            }).observe({ type: 'element', buffered: true }),
          ),
      );
    expect(await painted()).toEqual(['hero']);
    // A tenth of a second on the page's clock: the app's script is asked for, with no fallback timer run.
    await page.clock.runFor(100);
    await app;
    await page.clock.resume();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  });
});

test('the language link goes from one page to the other @phone', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Botes de basura limpios');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Fresh, sanitized trash cans.');
});

test('the zip check and the FAQ answer in Spanish', async ({ page }) => {
  await page.goto('/es/#service-area');
  const zip = page.getByLabel('Su código postal');
  await zip.fill('30331');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('¡Buenas noticias: llegamos al 30331!')).toBeVisible();
  await zip.fill('12');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Escriba un código postal de 5 dígitos.')).toBeVisible();
  await page.getByText('¿Necesito estar en casa?').click();
  await expect(page.getByText(/^No\. Deje sus botes en la acera/)).toBeVisible();
});

/** Fills the Spanish form as a visitor would, by its Spanish labels. */
async function fillInSpanish(page: Page, name: string) {
  await page.getByRole('radio', { name: 'Nuevo' }).check();
  await page.getByLabel('Nombre completo', { exact: true }).fill(name);
  await page.getByLabel(/^Celular/).fill(validLead.mobile);
  await page.getByLabel('Correo electrónico').fill(validLead.email);
  await page.getByLabel('Dirección', { exact: true }).fill(validLead.street);
  await page.getByLabel('Código postal', { exact: true }).fill(validLead.zip);
  await page.getByRole('radio', { name: 'Membresía' }).check();
  await page.getByRole('checkbox', { name: /Acepto recibir mensajes de texto/ }).check();
}

test.describe('without the app', () => {
  test.use({ javaScriptEnabled: false, hydrates: false, reducedMotion: 'reduce' });

  test('the form sent by the browser itself from /es/ lands on the Spanish confirmation @phone', async ({ page }, testInfo) => {
    await page.goto('/es/#contact');
    await fillInSpanish(page, `Sin app ${testInfo.project.name} ${Date.now()}`);
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page).toHaveURL(/\/es\/message-sent$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: '¡Mensaje enviado!' })).toBeVisible();
    await expect(page.getByText('Le responderemos lo antes posible.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver a CanFresh ATL' })).toHaveAttribute('href', '/es/');
  });
});

test('the Spanish confirmation, taken over by the app, stays Spanish, with no axe violations @phone', async ({ page }) => {
  await page.goto('/es/message-sent');
  await expect(page.getByRole('heading', { level: 1, name: '¡Mensaje enviado!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver a CanFresh ATL' })).toHaveAttribute('href', '/es/');
  await expect(page.getByRole('link', { name: 'CanFresh ATL', exact: true })).toHaveAttribute('href', '/es/');
  await expectNoAxeViolations(page);
  await screenshot(page, 'message-sent-es');
});

test('the form in Spanish: its messages under the fields, then a lead sent in Spanish @phone', async ({ page }, testInfo) => {
  await page.goto('/es/#contact');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByText('Indique si es cliente nuevo o ya nos conoce')).toBeVisible();
  await expect(page.getByText('Escriba un número de celular válido')).toBeVisible();
  await expect(page.getByText('Para continuar, acepte recibir mensajes de texto')).toBeVisible();
  await screenshot(page, 'contact-es-errors', { fullPage: false });

  const name = `Visitante ${testInfo.project.name} ${Date.now()}`;
  await fillInSpanish(page, name);
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  expect((await posted).postDataJSON()).toMatchObject({
    full_name: name,
    service_type: 'Membership',
    customer_status: 'New',
    language: 'es',
  });
  await expect(toast(page)).toContainText('¡Mensaje enviado!');
});

test.describe('the call from /es/', () => {
  // The fake voice API answers the start, but the call library then tries to reach its rooms, which are offline here.
  test.use({ allowConsoleErrors: /voice:|daily|Daily|Failed to load resource|net::ERR/ });
  test("'Hablar con Ava' on /es/ starts the call in Spanish: the page's language and a Spanish greeting", async ({ page }) => {
    await page.goto('/es/');
    const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/call/web', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Hablar con Ava' }).click();
    expect((await posted).postDataJSON()).toMatchObject({
      assistantOverrides: {
        variableValues: { selectedPlan: '', language: 'es' },
        firstMessage: expect.stringMatching(/^Hola, soy Ava de CanFresh ATL\./),
      },
    });
    await expect(page.getByRole('button', { name: 'Hablar con Ava' })).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
  });

  test('the call panel and the chat speak Spanish on /es/ @phone', async ({ page }) => {
    await page.goto('/es/');
    await page.getByRole('button', { name: 'Hablar con Ava' }).click();
    const panel = page.getByRole('dialog');
    await expect(panel).toHaveAccessibleName(/^(Conectando con Ava…|Ava todavía no le escucha|Llamada terminada)$/);
    await expect(panel.getByRole('button', { name: 'Escribir' })).toBeVisible();
    await panel.getByRole('button', { name: 'Escribir' }).click();
    await expect(panel).toHaveAccessibleName('Chat con Ava');
    await expect(panel.getByRole('textbox', { name: 'Escriba un mensaje' })).toBeVisible();
    await expect(panel).toContainText('Haga una pregunta o dígale a Ava que quiere reservar una limpieza.');
    await expect(panel).toContainText('Ava es una recepcionista con inteligencia artificial.');
    await expect(panel.getByRole('button', { name: 'Cerrar el panel' })).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await screenshot(page, 'chat-es', { fullPage: false });
  });
});
