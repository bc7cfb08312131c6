// `npm test` and `npm run bench` start here: find the system Chromium, or install it.
import { ensureChromium } from '../tests/support/chromium.ts';

try {
  console.log(`Using browser: ${ensureChromium()}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
