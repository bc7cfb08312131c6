// Runs the built server (dist/node/server/server.js, or start.js: under Litestream when BACKUP_URL
// is set) as a real child process on loopback, in a process group of its own so that a stop
// reaches every process it started (Litestream and its server).
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { openBusinessWherePossible } from './open-business.ts';

const ROOT = join(import.meta.dirname, '..', '..');
export const SERVER_ENTRY = join(ROOT, 'dist', 'node', 'server', 'server.js');
/** `npm start`'s entry: the server under Litestream when BACKUP_URL is set. */
export const START_ENTRY = join(ROOT, 'dist', 'node', 'server', 'start.js');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Signals the process and resolves with its exit code once it has exited and its output is read to the end. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/**
 * Starts the server; without a PORT it binds port 0 and the address is read from its own
 * 'listening' log line, so parallel runs never share or race for a port.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 15_000, entry = SERVER_ENTRY): Promise<ServerProcess> {
  // Its business open, unless the data comes from a backup (restored at start into an empty
  // folder) or the folder cannot hold it (a test of a broken disk: the server says why).
  if (env.DATA_DIR && !env.BACKUP_URL) openBusinessWherePossible(env.DATA_DIR);
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    // Failed deliveries are retried after 100 ms (5 s in production): a test waits for the
    // retry, not out the product's back-off.
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      OUTBOX_FIRST_RETRY_MS: '100',
      CHANGE_MESSAGE_DELAY_SECONDS: '0',
      MARK_MESSAGE_DELAY_SECONDS: '0',
      ...env,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  // 'close' comes after 'exit', once both output streams have ended: nothing more can arrive.
  const closed = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not say it was listening within ${timeoutMs} ms:\n${log}`));
    }, timeoutMs);
    let listening = false;
    const read = (d: Buffer) => {
      log += d.toString();
      // Read for the address until it is found: a server under load logs megabytes after it.
      const found = listening ? undefined : /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log)?.[1];
      if (found) {
        listening = true;
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void closed.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${log}`));
    });
  });
  const stop = (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGKILL takes the whole group at once (a machine that dies); SIGTERM goes to the leader,
      // which passes it on, as a service manager's stop would.
      if (signal === 'SIGKILL') process.kill(-child.pid!, signal);
      else child.kill(signal);
    }
    return closed;
  };
  return { url, child, output: () => log, stop };
}
