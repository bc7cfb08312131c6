// Every browser test fails on an uncaught page error, an unexpected console error, or any
// Content-Security-Policy violation (the server sends its real policy in these tests).
import { test as base, expect } from '@playwright/test';

/**
 * allowConsoleErrors: one pattern (use | for several) of console or page errors a test expects.
 * hydrates: false for pages the app never takes over (JavaScript off, its scripts blocked).
 */
export const test = base.extend<{ allowConsoleErrors: RegExp; hydrates: boolean }>({
  allowConsoleErrors: [/(?!)/, { option: true }],
  hydrates: [true, { option: true }],
  page: async ({ page, allowConsoleErrors, hydrates }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => !allowConsoleErrors.test(error.message) && problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      const text = message.text();
      // A Content-Security-Policy violation fails every test, whatever else the test expects.
      if (/Content[- ]Security[- ]Policy/i.test(text)) problems.push(`CSP violation: ${text}`);
      else if (message.type() === 'error' && !allowConsoleErrors.test(text)) problems.push(`console.error: ${text}`);
    });
    // Act once the page is interactive, as a person would: the app hydrates just after 'load'.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (hydrates) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
    expect(problems, 'console errors and page errors').toEqual([]);
  },
});

export { expect };
