// `npm test` and `npm run bench` start here: find the system Chromium, or install it. The tests
// run in Chromium's headless shell; `npm run bench` (argument 'bench') measures in the full browser.
import { ensureChromium, type BrowserUse } from '../tests/support/chromium.ts';

try {
  const use: BrowserUse = process.argv[2] === 'bench' ? 'bench' : 'test';
  console.log(`Using browser: ${ensureChromium(use)}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
