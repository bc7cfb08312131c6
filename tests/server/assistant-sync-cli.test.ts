// `npm run assistant:sync` as the owner runs it: a real process against the loopback fake API.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeVoiceApi, type FakeVoiceApi } from '../fakes/fake-voice-api.ts';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..');
let api: FakeVoiceApi;
beforeAll(async () => {
  api = await startFakeVoiceApi();
});
afterAll(() => api.close());

const sync = (env: Record<string, string>, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/assistant-sync.ts', ...args], { cwd: ROOT, env: { ...process.env, ...env } }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

const settings = {
  VAPI_PRIVATE_KEY: 'sk_cli_secret_key_123456',
  VAPI_API_BASE_URL: '',
  PUBLIC_BASE_URL: 'https://canfreshatl.com',
  VAPI_TOOLS_SECRET: 'cli-tools-secret-0123456789',
};

it('creates, then updates nothing on a second run, and exits 0', async () => {
  const created = await sync({ ...settings, VAPI_API_BASE_URL: api.url, VAPI_ASSISTANT_ID: '' });
  expect(created.code).toBe(0);
  const id = /VAPI_ASSISTANT_ID=(\S+)/.exec(created.stdout)![1]!;
  const again = await sync({ ...settings, VAPI_API_BASE_URL: api.url, VAPI_ASSISTANT_ID: id });
  expect(again).toMatchObject({ code: 0, stdout: expect.stringContaining('up to date') });
  expect(created.stdout + again.stdout).not.toContain(settings.VAPI_PRIVATE_KEY);
}, 30_000);

it('missing settings exit 1 with a message naming them', async () => {
  const result = await sync({ ...settings, VAPI_PRIVATE_KEY: '', PUBLIC_BASE_URL: '' });
  expect(result.code).toBe(1);
  expect(result.stderr).toContain('VAPI_PRIVATE_KEY: not set');
  expect(result.stderr).toContain('PUBLIC_BASE_URL: not set');
}, 30_000);

const assistantTest = (env: Record<string, string>, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/assistant-test.ts', ...args], { cwd: ROOT, env: { ...process.env, ...env } }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

it('npm run assistant:test: --dry-run prints the scenarios and calls nothing; without settings it names them and exits 1', async () => {
  const none = { VAPI_PRIVATE_KEY: '', VAPI_ASSISTANT_ID: '', VAPI_API_BASE_URL: api.url };
  const before = api.requests.length;
  const dry = await assistantTest(none, '--dry-run');
  expect(dry.code).toBe(0);
  expect(dry.stdout).toMatch(/\d+ scenarios; nothing was sent\.\n$/);
  expect(api.requests.length).toBe(before);
  const missing = await assistantTest(none);
  expect(missing.code).toBe(1);
  expect(missing.stderr).toContain('VAPI_PRIVATE_KEY: not set');
  expect(missing.stderr).toContain('VAPI_ASSISTANT_ID: not set');
}, 60_000);
