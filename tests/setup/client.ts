// Component tests fail on any console.error (the epic-stack rule): a warning from React is a bug.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { takeAllowedConsoleErrors } from '../support/console-errors.ts';

// Node 25+ has a Web Storage of its own on globalThis, which the jsdom environment leaves in
// place of the document's; the page's code and tests need the browser's (jsdom's) storage.
declare const jsdom: { window: Window };
for (const name of ['localStorage', 'sessionStorage'] as const) {
  Object.defineProperty(globalThis, name, { value: jsdom.window[name], configurable: true, writable: true });
}

let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  const allowed = takeAllowedConsoleErrors();
  const unexpected = errors.filter((args) => !allowed.some((re) => re.test(String(args[0]))));
  if (unexpected.length) throw new Error(`console.error was called:\n${unexpected.map((a) => a.map(String).join(' ')).join('\n')}`);
});
