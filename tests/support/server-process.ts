// Runs the built server (dist/node/server/server.js) as a real child process on loopback.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
export const SERVER_ENTRY = join(ROOT, 'dist', 'node', 'server', 'server.js');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/**
 * Starts the server; without a PORT it binds port 0 and the address is read from its own
 * 'listening' log line, so parallel runs never share or race for a port.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 15_000, entry = SERVER_ENTRY): Promise<ServerProcess> {
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const deadline = Date.now() + timeoutMs;
  let url: string | undefined;
  while (!url) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    if (Date.now() >= deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in ${timeoutMs} ms:\n${log}`);
    }
    url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log)?.[1];
    if (!url) await new Promise((r) => setTimeout(r, 50));
  }
  const stop = (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      child.kill(signal);
    });
  return { url, child, output: () => log, stop };
}
