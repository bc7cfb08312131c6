// Installs npm dependencies with `npm ci` when they are missing or older than package-lock.json,
// so `npm start` and `npm test` work on a fresh clone. Plain JS: it runs before anything is installed.
//
// - The registry is asked again (up to three times) when a download stalls: one idle timeout on a
//   slow link should not fail a fresh clone's first command.
// - better-sqlite3 is compiled from source here (its installer's prebuilt binaries come from
//   GitHub, which some machines cannot reach): about 90 s of one core. Once built, the binary is
//   kept where that installer looks before downloading (npm's cache, _prebuilds/, named for the
//   package version, Node's ABI and the platform), so the next install on this machine, or for
//   this Node line in another folder, unpacks it in a moment. Set npm_config_build_from_source
//   to always compile.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, renameSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export function ensureDeps(root = join(import.meta.dirname, '..')) {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (npm ci)...');
  for (let attempt = 1; ; attempt++) {
    try {
      execSync('npm ci --prefer-offline --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`npm ci failed (attempt ${attempt} of 3); trying again...`);
    }
  }
  keepNativeBuild(root);
}

/** Puts this machine's build of better-sqlite3 where its installer finds it next time. */
export function keepNativeBuild(root) {
  const dir = join(root, 'node_modules', 'better-sqlite3');
  const binary = join(dir, 'build', 'Release', 'better_sqlite3.node');
  // A build with flags of its own (a quicker one for tests) is not one to hand out.
  if (!existsSync(binary) || process.env.CFLAGS || process.env.CXXFLAGS) return;
  const require = createRequire(join(dir, 'package.json'));
  const pkg = require('./package.json');
  const util = require('prebuild-install/util');
  const rc = require('prebuild-install/rc')(pkg);
  const cached = util.cachedPrebuild(util.getDownloadUrl({ ...rc, pkg }));
  if (existsSync(cached)) return;
  const partial = `${cached}.${process.pid}.tmp`;
  execFileSync('mkdir', ['-p', dirname(cached)]);
  execFileSync('tar', ['-czf', partial, '-C', dir, 'build/Release/better_sqlite3.node']);
  renameSync(partial, cached);
}

if (process.argv[1] === import.meta.filename) ensureDeps();
