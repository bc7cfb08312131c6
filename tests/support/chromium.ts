// The one place that finds the system Chromium, for `npm test`, `npm run test:e2e` on its own,
// the benchmarks and the screenshot script. Playwright's own browser download is not used:
// CHROME_PATH wins, then the usual install paths, then the usual names on PATH.
import { execFileSync, execSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

const executable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

function onPath(): string | undefined {
  for (const name of NAMES) {
    try {
      const found = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
      if (found) return found;
    } catch {
      /* not this one */
    }
  }
  return undefined;
}

export function findChromium(): string | undefined {
  return [process.env.CHROME_PATH, ...NAMES.map((n) => `/usr/bin/${n}`)].find((p) => p && executable(p)) ?? onPath();
}

const HOW_TO_INSTALL =
  'No Chromium or Chrome found for the browser tests.\n' +
  'Install one (Debian/Ubuntu: sudo apt-get install chromium; macOS: install Google Chrome)\n' +
  'or point CHROME_PATH at a Chromium-based browser, then run the command again.';

/** The browser's path; a clear error when there is none. */
export function chromiumPath(): string {
  const path = findChromium();
  if (!path) throw new Error(HOW_TO_INSTALL);
  return path;
}

/** Finds a Chromium, or installs Debian's with apt-get when running as root on Debian/Ubuntu. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log("No Chromium found: installing Debian's chromium with apt-get...");
    execSync('apt-get update -qq && apt-get install -y -qq chromium', {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      shell: '/bin/bash',
    });
  }
  return chromiumPath();
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
