// Starts loopback fakes of the automation webhook and the voice API, then the production server (built by
// `npm run build`) pointed at it. Workers find them through E2E_WEBHOOK_URL and E2E_VOICE_API_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeVoiceApi } from '../fakes/fake-voice-api';
import { startFakeWebhook } from '../fakes/fake-webhook';
import { startServer } from '../support/server-process';
import { E2E_VAPI_ASSISTANT_ID, E2E_VAPI_PUBLIC_KEY } from './support/voice-api';

const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);

export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'canfresh-e2e-'));
  const webhook = await startFakeWebhook();
  const voiceApi = await startFakeVoiceApi();
  process.env.E2E_WEBHOOK_URL = webhook.url;
  process.env.E2E_VOICE_API_URL = voiceApi.url;
  const server = await startServer({
    PORT: String(E2E_PORT),
    DATA_DIR: dataDir,
    CONTACT_WEBHOOK_URL: webhook.url,
    CONTACT_WEBHOOK_SECRET: 'whsec_ZTJlLXRlc3Qtc2VjcmV0LWZvci13ZWJob29rcw==',
    CONTACT_RATE_LIMIT: '1000',
    VAPI_PUBLIC_KEY: E2E_VAPI_PUBLIC_KEY,
    VAPI_ASSISTANT_ID: E2E_VAPI_ASSISTANT_ID,
    VAPI_API_BASE_URL: voiceApi.url,
  });
  return async () => {
    await server.stop();
    await webhook.close();
    await voiceApi.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
