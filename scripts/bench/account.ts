// `npm run bench:account`: a customer's account rows alone (npm run bench runs them with the rest).
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { benchAccountPage, accountRows } from './account-page.ts';

const ROOT = join(import.meta.dirname, '..', '..');
if (!process.argv.includes('--no-build')) execSync('npm run build --silent', { cwd: ROOT, stdio: 'inherit' });
const rows = accountRows(await benchAccountPage());
console.log(
  [
    '| measure | result | budget | |',
    '|---|---|---|---|',
    ...rows.map(([m, r, b, ok]) => `| ${m} | ${r} | ${b} | ${ok === null ? '' : ok ? 'met' : 'MISSED'} |`),
  ].join('\n'),
);
