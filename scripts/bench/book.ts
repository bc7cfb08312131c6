// `npm run bench:book`: the booking page's rows alone (npm run bench runs them with the rest).
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { benchBookPage, bookRows } from './book-page.ts';

const ROOT = join(import.meta.dirname, '..', '..');
if (!process.argv.includes('--no-build')) execSync('npm run build --silent', { cwd: ROOT, stdio: 'inherit' });
const rows = bookRows(await benchBookPage());
console.log(
  [
    '| measure | result | budget | |',
    '|---|---|---|---|',
    ...rows.map(([m, r, b, ok]) => `| ${m} | ${r} | ${b} | ${ok === null ? '' : ok ? 'met' : 'MISSED'} |`),
  ].join('\n'),
);
