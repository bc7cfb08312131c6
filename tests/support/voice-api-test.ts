// A test with the voice platform's fake of its own, started for it and closed after: the
// assistant's sync, follow and eval tests take it as their `api` argument, no module state.
import { test } from 'vitest';
import { startFakeVoiceApi, type FakeVoiceApi } from '../fakes/fake-voice-api.ts';

export const voiceApiTest = test.extend<{ api: FakeVoiceApi }>({
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's needs from its first argument's pattern.
  api: async ({}, use) => {
    const api = await startFakeVoiceApi();
    await use(api);
    await api.close();
  },
});
