import type { Page } from '@playwright/test';

/**
 * Silences the browser's IntersectionObserver and idle callbacks for the page's scripts, as on a
 * busy phone where the visitor is quicker than either: a section below the fold then hydrates
 * only because the visitor reached for it. Call before page.goto.
 */
export function silenceObservers(page: Page) {
  return page.addInitScript(() => {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
    window.requestIdleCallback = () => 0;
  });
}
