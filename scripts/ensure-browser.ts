// `npm test` and `npm run bench` start here: find the system Chromium, or install it. The tests
// run in Chromium's headless shell; `npm run bench` (argument 'bench') measures in the full browser.
// The tests also drive Caddy (the deploy guide's TLS proxy), found or installed the same way.
import { ensureChromium, type BrowserUse } from '../tests/support/chromium.ts';
import { ensureCaddy } from '../tests/support/debian-package.ts';

try {
  const use: BrowserUse = process.argv[2] === 'bench' ? 'bench' : 'test';
  console.log(`Using browser: ${ensureChromium(use)}`);
  if (use === 'test') console.log(`Using Caddy: ${ensureCaddy()}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
