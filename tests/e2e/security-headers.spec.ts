import { expect, test } from './fixtures.ts';

test('every response carries the security headers; the CSP allows no inline or eval script', async ({ request }) => {
  for (const path of ['/', '/missing']) {
    const res = await request.get(path);
    const h = res.headers();
    const csp = h['content-security-policy']!;
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!;
    expect(scriptSrc, path).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:\d+/); // the configured voice API
    // The call's websockets need their scheme spelled out; its HTTPS hosts take the page's.
    expect(csp).toMatch(/connect-src [^;]* \*\.daily\.co wss:\/\/\*\.daily\.co/);
    expect(csp).toMatch(/script-src [^;]* \*\.daily\.co/);
    expect(csp).toMatch(/worker-src 'self' blob:/);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy']).toContain('microphone=(self)');
    expect(h['permissions-policy']).toContain('camera=()');
    expect(h['permissions-policy'], 'the public pages never read a position').toContain('geolocation=()');
    // Left off a document: frame-ancestors says what X-Frame-Options did; CORP guards subresources.
    expect(h['x-frame-options'], path).toBeUndefined();
    expect(h['cross-origin-resource-policy'], path).toBeUndefined();
    expect(h['strict-transport-security'], 'HSTS only when served over TLS (HSTS=true)').toBeUndefined();
  }
  // The owner's app reads the phone's position at a mark, on its own origin only.
  expect((await request.get('/owner')).headers()['permissions-policy']).toContain('geolocation=(self)');
  const asset = (await request.get('/favicon.svg')).headers();
  expect(asset['x-content-type-options']).toBe('nosniff');
  expect(asset['cross-origin-resource-policy']).toBe('same-origin');
  expect(asset['content-security-policy'], 'no document policy on a subresource').toBeUndefined();
  for (const path of ['/api/contact', '/api/voice/tools']) {
    const api = (await request.post(path, { data: {} })).headers();
    expect(api['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api['x-content-type-options']).toBe('nosniff');
    expect(api['x-frame-options']).toBe('DENY');
    expect(api['cache-control']).toBe('no-store');
    expect(api['permissions-policy']).toContain('microphone=(self)');
  }
});

test('the inline loader is allowed by its hash: the page hydrates under the policy', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(violations).toEqual([]);
});
