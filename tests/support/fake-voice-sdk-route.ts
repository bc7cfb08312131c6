// Serves the fake voice SDK (tests/fakes/fake-voice-sdk.ts) in place of the real SDK's chunk,
// so the real page, built for production, runs its real call code against the SDK's events.
// The page builds its one client from the default export; the test reaches it as
// window.__fakeVoice (through page.evaluate) to answer start() and emit events.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { build } from 'esbuild';
import type { FakeVoiceSdk } from '../fakes/fake-voice-sdk.ts';

declare global {
  interface Window {
    __fakeVoice: FakeVoiceSdk;
  }
}

let bundled: Promise<string> | undefined;

function fakeModule(): Promise<string> {
  bundled ??= build({
    stdin: {
      contents: `import { FakeVoiceSdk } from './fake-voice-sdk.ts';
        export default class extends FakeVoiceSdk { constructor() { super(); window.__fakeVoice = this; } }`,
      resolveDir: join(import.meta.dirname, '..', 'fakes'),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    target: 'es2022',
    write: false,
  }).then((result) => result.outputFiles[0]!.text);
  return bundled;
}

/** From now on, the page gets the fake SDK when it loads the voice SDK's chunk. */
export async function useFakeVoiceSdk(page: Page) {
  const body = await fakeModule();
  await page.route(/\/assets\/vapi-[\w-]+\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body }));
}

/** Waits until the page has asked the fake SDK to start a call (its listeners are attached by then). */
export const fakeVoiceReady = (page: Page) => page.waitForFunction(() => (window.__fakeVoice?.starts.length ?? 0) > 0);
