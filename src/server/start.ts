// `npm start`: the server, under Litestream when BACKUP_URL is set. Then, with an empty DATA_DIR
// and a replica present, the database is restored first (a new machine comes back with
// everything); Litestream then runs the server as its child and streams every committed change
// to the replica while it runs, passing on SIGTERM and SIGINT and exiting with the server's code.
// Without BACKUP_URL this is the server itself.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { maskedUrl } from '../common/masked-url.ts';
import { EnvError, loadEnv } from './env.ts';
import { databasePath, litestreamBinary, litestreamEnv, REPLICATED_MARKER, writeLitestreamConfig } from './app/replication/litestream.ts';

function settings() {
  try {
    return loadEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const env = settings();
// `npm start -- --doctor`: the settings tried first; the server starts only when all set work.
if (process.argv.includes('--doctor')) {
  const { printDoctor } = await import('./app/cli/doctor-cli.ts');
  if (!(await printDoctor(process.env, (text) => void process.stdout.write(text), { served: false }))) {
    console.error('Not starting: fix the settings above (or start without --doctor).');
    process.exit(1);
  }
}
if (!env.BACKUP_URL || process.env[REPLICATED_MARKER]) {
  await import('./server.ts');
} else {
  mkdirSync(env.DATA_DIR, { recursive: true });
  const config = writeLitestreamConfig(env);
  const binary = litestreamBinary();
  const childEnv = { ...process.env, ...litestreamEnv(env), [REPLICATED_MARKER]: '1' };
  // A restore that meets a transient error from the store (a dropped download) is tried again:
  // the machine should not stay down for one failed request. WAL files come two at a time.
  const restore = () =>
    spawnSync(
      binary,
      ['restore', '-config', config, '-if-db-not-exists', '-if-replica-exists', '-parallelism', '2', databasePath(env.DATA_DIR)],
      { env: childEnv, stdio: 'inherit' },
    );
  let restored = restore();
  for (let attempt = 2; restored.status !== 0 && attempt <= 3; attempt++) {
    console.error(
      `The restore from ${maskedUrl(env.BACKUP_URL)} failed (litestream exited ${restored.status ?? restored.signal}); trying again.`,
    );
    restored = restore();
  }
  if (restored.status !== 0) {
    console.error(
      `Could not restore the database from ${maskedUrl(env.BACKUP_URL)} (litestream exited ${restored.status ?? restored.signal}).`,
    );
    process.exit(1);
  }
  const server = `${JSON.stringify(process.execPath)} ${JSON.stringify(join(import.meta.dirname, 'server.js'))}`;
  const litestream = spawn(binary, ['replicate', '-config', config, '-exec', server], { env: childEnv, stdio: 'inherit' });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => litestream.kill(signal));
  litestream.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
