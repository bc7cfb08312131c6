// `npm test`: the browser and Caddy, then typecheck, lint and the production build side by side (each is
// mostly one core), the unit and component tests, then the end-to-end suite in a real Chromium;
// the replication test (a real server under Litestream, mostly waiting) runs beside those last two.
// Stops at the first failing step and prints each step's time.
//
// The build is made with a marker in every secret setting (tests/support/secret-markers.mjs): the
// secrets test then searches this very build for them, instead of building a second time.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { MARKED_BUILD_ENV, stampMarkedBuild } from '../tests/support/secret-markers.mjs';

const root = join(import.meta.dirname, '..');
const REPLICATION = 'tests/server/replication.test.ts';
const stages = [
  [['tools', 'npx tsx scripts/ensure-browser.ts']],
  [
    ['typecheck', 'npx tsc -b'],
    ['lint', 'npx eslint . --max-warnings 0'],
    // The crash tests run the built server as a child process: the build comes before them.
    ['build', 'npm run build --silent', MARKED_BUILD_ENV],
  ],
  [['unit', `npx vitest run --exclude ${REPLICATION}`]],
  [['e2e', 'npx playwright test']],
];
/**
 * The replication test spends most of its time waiting (a replica out of reach for a minute in
 * CI's deep run): it starts once the build is there and runs beside the unit and browser tests,
 * costing the run almost nothing.
 */
const BESIDE = { after: 'build', step: ['replication', `npx vitest run ${REPLICATION}`] };

/** Runs one step; its output is printed as one block when it ends, so parallel steps do not interleave. */
function run([name, command, env = {}], parallel) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd: root,
      shell: true,
      stdio: parallel ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    let output = '';
    if (parallel) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      if (parallel) process.stdout.write(`\n=== ${name}: ${command}\n${output}`);
      resolve({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1), output });
    });
  });
}

/** A step's output without its colour codes. */
// eslint-disable-next-line no-control-regex -- the codes are what is matched
const plain = (output = '') => output.replace(/\x1b\[[0-9;]*m/g, '');

/** The lines of a step's output that name what failed and why (Playwright's and Vitest's formats). */
function failureLines(output) {
  const failure = /^\s+\d+\) |^\s*(FAIL|×|✘)\s|Error:|Timeout|Expected|Received|Locator:|^\s+at .*\.(spec|test)\.ts:\d+/;
  const lines = plain(output).split('\n');
  return [...new Set(lines.filter((line) => failure.test(line)).map((line) => line.slice(0, 240)))].slice(0, 16);
}

/** Playwright's list of tests that passed only on their retry, when there are any. */
function flakyLines(output) {
  const found = /^ +\d+ flaky\n(?: +\[.*\n?)+/m.exec(plain(output));
  return found
    ? found[0]
        .trimEnd()
        .split('\n')
        .map((line) => line.replace(/[\s─]+$/, ''))
    : [];
}

const started = Date.now();
const results = [];
let beside;
for (const stage of stages) {
  if (stage.length === 1) console.log(`\n=== ${stage[0][0]}: ${stage[0][1]}`);
  else console.log(`\n=== ${stage.map(([name]) => name).join(', ')}, side by side`);
  results.push(...(await Promise.all(stage.map((step) => run(step, stage.length > 1)))));
  if (results.some((r) => !r.ok)) break;
  if (stage.some(([name]) => name === 'build')) stampMarkedBuild(join(root, 'dist'));
  if (stage.some(([name]) => name === BESIDE.after)) {
    console.log(`\n=== ${BESIDE.step[0]}: ${BESIDE.step[1]}, beside what follows`);
    beside = run(BESIDE.step, true);
  }
}
if (beside) results.push(await beside);
console.log('\n=== summary');
for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
  for (const line of flakyLines(r.output)) console.log(`       ${line.trim()}`);
}
const failed = results.filter((r) => !r.ok);
const skipped = [...stages.flat(), BESIDE.step].map(([name]) => name).filter((name) => !results.some((r) => r.name === name));
console.log(
  `${results.length - failed.length} of ${results.length} steps passed in ${((Date.now() - started) / 1000).toFixed(0)}s${skipped.length ? `; not run: ${skipped.join(', ')}` : ''}`,
);
// A log is often read from its end: a failed step's failures are repeated here, last, where a
// step that ended after it would otherwise have pushed them out of sight.
for (const r of failed) {
  const gist = failureLines(r.output);
  if (gist.length) console.log(`\n${r.name} failed on:\n${gist.join('\n')}`);
}
process.exit(failed.length ? 1 : 0);
