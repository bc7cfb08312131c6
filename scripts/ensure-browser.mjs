// Finds a system Chromium for the browser tests: CHROME_PATH, then /usr/bin/chromium, then
// the usual names on PATH. When none is found and we are root on Debian/Ubuntu, installs
// Debian's `chromium` with apt-get; otherwise stops with a clear message. Prints the path.
import { execSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

const candidates = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath() {
  for (const name of ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']) {
    try {
      const found = execSync(`command -v ${name}`, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
      if (found) return found;
    } catch {
      /* not this one */
    }
  }
  return undefined;
}

export function findChromium() {
  return candidates.find((p) => p && executable(p)) ?? onPath();
}

function install() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false;
  console.log("No Chromium found: installing Debian's chromium with apt-get...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq && apt-get install -y -qq chromium', { stdio: 'inherit', env, shell: '/bin/bash' });
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let path = findChromium();
  if (!path && install()) path = findChromium();
  if (!path) {
    console.error(
      'No Chromium or Chrome found for the browser tests.\n' +
        'Install one (Debian/Ubuntu: sudo apt-get install chromium; macOS: install Google Chrome)\n' +
        'or point CHROME_PATH at a Chromium-based browser, then run npm test again.',
    );
    process.exit(1);
  }
  console.log(`Using browser: ${path}`);
}
