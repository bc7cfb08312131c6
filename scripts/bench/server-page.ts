// `npm run bench:account` and `npm run bench:visit`: one server-drawn page's rows alone (a
// customer's account, a clean's own page; npm run bench runs them with the rest).
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { accountRows, benchAccountPage } from './account-page.ts';
import { benchVisitPage, visitRows } from './visit-page.ts';

const PAGES = {
  account: async () => accountRows(await benchAccountPage()),
  visit: async () => visitRows(await benchVisitPage()),
};
const name = process.argv[2] as keyof typeof PAGES;
if (!PAGES[name]) throw new Error(`Name the page to measure: ${Object.keys(PAGES).join(' or ')}`);

const ROOT = join(import.meta.dirname, '..', '..');
if (!process.argv.includes('--no-build')) execSync('npm run build --silent', { cwd: ROOT, stdio: 'inherit' });
const rows = await PAGES[name]();
console.log(
  [
    '| measure | result | budget | |',
    '|---|---|---|---|',
    ...rows.map(([m, r, b, ok]) => `| ${m} | ${r} | ${b} | ${ok === null ? '' : ok ? 'met' : 'MISSED'} |`),
  ].join('\n'),
);
