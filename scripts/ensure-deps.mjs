// Installs npm dependencies with `npm ci` when they are missing or older than package-lock.json,
// so `npm start` and `npm test` work on a fresh clone. Plain JS: it runs before anything is installed.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const marker = join(root, 'node_modules', '.package-lock.json');
const lock = join(root, 'package-lock.json');

if (!existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs) {
  console.log('Installing dependencies (npm ci)...');
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
}
