// Caddy in front of a server on loopback, as deploy/Caddyfile puts it in front of the service:
// the same file, imported under global options that keep it on this machine (its own CA for the
// certificate, no admin endpoint, ports of its own, its data in a temporary folder).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:tls';
import { join } from 'node:path';
import { ensureCaddy } from './debian-package.ts';

const DEPLOY_CADDYFILE = join(import.meta.dirname, '..', '..', 'deploy', 'Caddyfile');

export interface CaddyProxy {
  /** The root of Caddy's own CA, for clients that check the certificate. */
  rootCa: Buffer;
  output: () => string;
  stop: () => Promise<void>;
}

/** Resolves once the HTTPS port completes a TLS handshake for `domain` with Caddy's root, or rejects at the deadline. */
async function handshake(port: number, domain: string, caFile: string, deadline: number): Promise<void> {
  for (;;) {
    try {
      const ca = readFileSync(caFile);
      await new Promise<void>((resolve, reject) => {
        const socket = connect({ host: '127.0.0.1', port, servername: domain, ca }, () => (socket.end(), resolve()));
        socket.once('error', reject);
      });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`Caddy did not serve ${domain} over TLS on port ${port}: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function startCaddy(options: {
  dir: string;
  upstreamPort: number;
  httpPort: number;
  httpsPort: number;
  domain: string;
}): Promise<CaddyProxy> {
  const { dir, upstreamPort, httpPort, httpsPort, domain } = options;
  mkdirSync(join(dir, 'home'), { recursive: true });
  const config = join(dir, 'Caddyfile');
  writeFileSync(
    config,
    [
      '{',
      '\tlocal_certs',
      '\tskip_install_trust',
      '\tadmin off',
      `\thttp_port ${httpPort}`,
      `\thttps_port ${httpsPort}`,
      '\tdefault_bind 127.0.0.1',
      `\tstorage file_system ${join(dir, 'data')}`,
      '}',
      `import ${DEPLOY_CADDYFILE}`,
      '',
    ].join('\n'),
  );
  const child = spawn(ensureCaddy(), ['run', '--config', config, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      HOME: join(dir, 'home'),
      XDG_DATA_HOME: join(dir, 'home'),
      XDG_CONFIG_HOME: join(dir, 'home'),
      CANFRESH_PORT: String(upstreamPort),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const caFile = join(dir, 'data', 'pki', 'authorities', 'local', 'root.crt');
  try {
    await Promise.race([
      handshake(httpsPort, domain, caFile, Date.now() + 15_000),
      exited.then(() => Promise.reject(new Error(`Caddy exited before serving:\n${log}`))),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    rootCa: readFileSync(caFile),
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
