import { defineConfig, devices } from '@playwright/test';

import { chromiumArgs, chromiumPath, fakeMediaArgs } from './tests/support/chromium.ts';
import { E2E_PORT } from './tests/support/e2e-stack-state.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // A test that fails is run once more: the run passes if the second try does, and Playwright
  // lists it as flaky, which npm test repeats in its summary, so a rare race is seen, not hidden.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'off',
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...chromiumArgs, ...fakeMediaArgs],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true },
      grep: /@phone/,
    },
  ],
});
