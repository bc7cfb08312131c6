// Starts the production server (built by `npm run build`) on loopback for the browser tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../support/server-process';

const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);

export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'canfresh-e2e-'));
  const server = await startServer({ PORT: String(E2E_PORT), DATA_DIR: dataDir });
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
