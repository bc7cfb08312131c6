import { expect } from 'vitest';
import { voiceApiTest } from '../../../../tests/support/voice-api-test.ts';
import { withPlanPrice } from '../../../common/prices.ts';
import { siteConfig } from '../../../common/site-config.ts';
import { SettableClock } from '../../platform/clock/clock.ts';
import { openTempDatabase, type TempDatabase } from '../../app/schema/temp-database.ts';
import { BusinessSettings } from '../../platform/settings/business-settings.ts';
import { AssistantFollow } from './assistant-follow.ts';
import { syncAssistant, syncSettings } from './assistant-sync.ts';

const it = voiceApiTest.extend<{ temp: TempDatabase }>({
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's needs from its first argument's pattern.
  temp: async ({}, use) => {
    const temp = openTempDatabase();
    await use(temp);
    temp.close();
  },
});

it("Ava's prompt follows a price changed in the settings, once, and a failed sync is tried again", async ({ api, temp }) => {
  const settings = new BusinessSettings(temp.db, new SettableClock('2026-12-01T15:00:00Z'));
  const env = {
    VAPI_PRIVATE_KEY: 'sk_private_0123456789',
    VAPI_API_BASE_URL: api.url,
    PUBLIC_BASE_URL: 'https://canfreshatl.com',
    VAPI_TOOLS_SECRET: 'tools-secret-0123456789abcdef',
  };
  // The assistant as `npm run assistant:sync` made it, at the defaults.
  const made = await syncAssistant(syncSettings(env, { dryRun: false }), siteConfig, { out: () => undefined });
  const sync = syncSettings({ ...env, VAPI_ASSISTANT_ID: (made as { id: string }).id }, { dryRun: false });
  const warnings: string[] = [];
  const follow = new AssistantFollow(settings, (config) => syncAssistant(sync, config, { out: () => undefined }), {
    info: () => undefined,
    warn: (_fields, message) => warnings.push(message),
  });
  const updates = () => api.requests.filter((r) => r.method === 'PATCH');

  await follow.tick();
  expect(updates()).toHaveLength(0); // the defaults are on the platform already

  const plans = siteConfig.plans.map((p) => (p.id === 'one-time' ? withPlanPrice(p, { first: 6900, extra: 1200 }) : p));
  settings.change({ ...siteConfig, plans }, 'pat@canfreshatl.com', 'Prices and plans');
  // The platform does not find the assistant a while (404): the sync fails, and is tried again.
  const id = (made as { id: string }).id;
  const kept = api.assistants.get(id)!;
  api.assistants.delete(id);
  await follow.tick();
  expect(warnings).toEqual(["Ava's definition not synced: tried again in a minute"]);
  expect(updates()).toHaveLength(0);

  api.assistants.set(id, kept);
  await follow.tick();
  await follow.tick();
  expect(updates()).toHaveLength(1);
  const prompt = (updates()[0]!.body as { model: { messages: { content: string }[] } }).model.messages[0]!.content;
  expect(prompt).toContain('$69');
  expect(prompt).toContain('+$12 per extra can');
});
