// The whole product on loopback: the built server on a fresh DATA_DIR, pointed at fakes of the
// automation webhook, the voice API and the text provider. Used by the browser tests and the benchmarks.
import { openBusinessIn } from './open-business.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeTwilio, twilioEnv, type FakeTwilio } from '../fakes/fake-twilio.ts';
import { startFakeVoiceApi, type FakeVoiceApi } from '../fakes/fake-voice-api.ts';
import { startFakeWebhook, type FakeWebhook } from '../fakes/fake-webhook.ts';
import { SERVER_ENTRY, startServer, type ServerProcess } from './server-process.ts';

export const STACK_TOOLS_SECRET = 'stack-tools-secret-0123456789abcdef';

export interface Stack {
  server: ServerProcess;
  webhook: FakeWebhook;
  voiceApi: FakeVoiceApi;
  twilio: FakeTwilio;
  dataDir: string;
  stop: () => Promise<void>;
}

/** `entry`: the server's own file, or START_ENTRY to run it as `npm start` does (under Litestream with BACKUP_URL). */
export async function startStack(env: Record<string, string>, { entry = SERVER_ENTRY } = {}): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'canfresh-stack-'));
  // Open before the first start, replicated or not (a new install sends nothing until it opens).
  openBusinessIn(dataDir);
  const webhook = await startFakeWebhook();
  const voiceApi = await startFakeVoiceApi();
  const twilio = await startFakeTwilio();
  const server = await startServer(
    {
      ...twilioEnv(twilio),
      DATA_DIR: dataDir,
      CONTACT_WEBHOOK_URL: webhook.url,
      VAPI_API_BASE_URL: voiceApi.url,
      VAPI_TOOLS_SECRET: STACK_TOOLS_SECRET,
      ...env,
    },
    30_000,
    entry,
  );
  // The fake platform runs the assistant's tools on this server, as the real one would.
  voiceApi.tools = { url: `${server.url}/api/voice/tools`, secret: env.VAPI_TOOLS_SECRET ?? STACK_TOOLS_SECRET };
  return {
    server,
    webhook,
    voiceApi,
    twilio,
    dataDir,
    stop: async () => {
      await server.stop();
      await webhook.close();
      await voiceApi.close();
      await twilio.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
