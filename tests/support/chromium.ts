// The one place that finds the system Chromium, for `npm test`, `npm run test:e2e` on its own,
// the benchmarks and the screenshot script. Playwright's own browser download is not used:
// CHROME_PATH wins, then the usual install paths, then the usual names on PATH.
//
// Two builds of the same engine: the tests drive Chromium's headless shell (Debian's
// chromium-headless-shell, the build Playwright itself runs headless tests in), which renders
// the same pages with about half the CPU of the full browser; the benchmarks measure in the full
// browser (Debian's chromium), as visitors run it.
import { execFileSync } from 'node:child_process';
import { executable, installDebianPackage } from './debian-package.ts';

export type BrowserUse = 'test' | 'bench';

const NAMES: Record<BrowserUse, string[]> = {
  test: ['chromium-headless-shell', 'chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'],
  bench: ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'],
};
/** What apt-get installs on Debian/Ubuntu when none is found. */
const DEBIAN_PACKAGE: Record<BrowserUse, string> = { test: 'chromium-headless-shell', bench: 'chromium' };

function onPath(names: string[]): string | undefined {
  for (const name of names) {
    try {
      const found = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
      if (found) return found;
    } catch {
      /* not this one */
    }
  }
  return undefined;
}

export function findChromium(use: BrowserUse = 'test'): string | undefined {
  const names = NAMES[use];
  return [process.env.CHROME_PATH, ...names.map((n) => `/usr/bin/${n}`)].find((p) => p && executable(p)) ?? onPath(names);
}

const HOW_TO_INSTALL =
  'No Chromium or Chrome found for the browser tests.\n' +
  'Install one (Debian/Ubuntu: sudo apt-get install chromium-headless-shell chromium; macOS: install Google Chrome)\n' +
  'or point CHROME_PATH at a Chromium-based browser, then run the command again.';

/** The browser's path; a clear error when there is none. */
export function chromiumPath(use: BrowserUse = 'test'): string {
  const path = findChromium(use);
  if (!path) throw new Error(HOW_TO_INSTALL);
  return path;
}

/** Finds the browser for this use, or installs Debian's with apt-get when running as root on Debian/Ubuntu. */
export function ensureChromium(use: BrowserUse = 'test'): string {
  // Another Chromium on the machine still does when Debian's cannot be installed.
  if (!process.env.CHROME_PATH && !installDebianPackage(`/usr/bin/${DEBIAN_PACKAGE[use]}`, DEBIAN_PACKAGE[use]) && findChromium(use))
    console.log(`Could not install ${DEBIAN_PACKAGE[use]}: using what is there.`);
  return chromiumPath(use);
}

// No sandbox as root, and no background network: the machines this runs on may have a closed
// network, where Chromium's own connections fail many at a time.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** For voice calls: grant the microphone without a prompt and feed it a fake device. */
export const fakeMediaArgs = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];
