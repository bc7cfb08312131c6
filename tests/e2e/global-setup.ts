// Starts a loopback fake of the automation webhook, then the production server (built by
// `npm run build`) pointed at it. Workers find the webhook through E2E_WEBHOOK_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeWebhook } from '../fakes/fake-webhook';
import { startServer } from '../support/server-process';

const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);

export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'canfresh-e2e-'));
  const webhook = await startFakeWebhook();
  process.env.E2E_WEBHOOK_URL = webhook.url;
  const server = await startServer({
    PORT: String(E2E_PORT),
    DATA_DIR: dataDir,
    CONTACT_WEBHOOK_URL: webhook.url,
    CONTACT_WEBHOOK_SECRET: 'whsec_ZTJlLXRlc3Qtc2VjcmV0LWZvci13ZWJob29rcw==',
    CONTACT_RATE_LIMIT: '1000',
  });
  return async () => {
    await server.stop();
    await webhook.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
