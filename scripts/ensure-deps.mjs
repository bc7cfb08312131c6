// Installs npm dependencies when they are missing or older than package-lock.json,
// so `npm start` and `npm test` work on a fresh clone. Plain JS: it runs before anything is installed.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const marker = join(root, 'node_modules', '.package-lock.json');
const lock = join(root, 'package-lock.json');

const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs;
if (stale) {
  console.log('Installing dependencies...');
  try {
    execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
  } catch {
    // npm ci refuses a lock that lacks optional packages for other platforms (a registry
    // without them cannot be locked completely); npm install keeps every locked version.
    console.log('npm ci refused the lock file; falling back to npm install...');
    execSync('npm install --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
  }
}
