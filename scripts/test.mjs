// `npm test`: the browser, typecheck, lint, production build, unit and component tests, then
// the end-to-end suite in a real Chromium. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const steps = [
  ['browser', 'npx tsx scripts/ensure-browser.ts'],
  ['typecheck', 'npx tsc -b'],
  ['lint', 'npx eslint . --max-warnings 0'],
  // The build comes before the unit tests: the crash tests run the built server as a child process.
  ['build', 'npm run build --silent'],
  ['unit', 'npx vitest run'],
  ['e2e', 'npx playwright test'],
];

const results = [];
for (const [name, command] of steps) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, { cwd: root, stdio: 'inherit', shell: true, env: { ...process.env, FORCE_COLOR: '0' } });
  results.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (status !== 0) break;
}
console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok);
const skipped = steps.slice(results.length).map(([name]) => name);
console.log(
  `${results.length - failed.length} of ${results.length} steps passed${skipped.length ? `; not run: ${skipped.join(', ')}` : ''}`,
);
process.exit(failed.length ? 1 : 0);
