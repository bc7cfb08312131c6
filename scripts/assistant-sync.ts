// Entry point for `npm run assistant:sync [-- --dry-run]`: the definition from the business's
// settings in force (the owner's, in the data folder's database; the defaults where there is none).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { siteConfig } from '../src/common/site-config.ts';
import type { SiteConfig } from '../src/common/site-config.schema.ts';
import { SyncError, syncAssistant, syncSettings } from '../src/server/receptionist/assistant/assistant-sync.ts';
import { storeTargetFromEnv, withStores } from '../src/server/app/cli/stores.ts';
import { DATABASE_FILE } from '../src/server/platform/db/database.ts';

/** The settings the server runs on: its database's, once it has one. */
async function settingsInForce(): Promise<SiteConfig> {
  const target = storeTargetFromEnv();
  if (!existsSync(join(target.dataDir, DATABASE_FILE))) return siteConfig;
  return withStores(target, ({ settings }) => settings.current());
}

const dryRun = process.argv.includes('--dry-run');
try {
  await syncAssistant(syncSettings(process.env, { dryRun }), await settingsInForce(), { dryRun });
} catch (error) {
  console.error(error instanceof SyncError ? error.message : error);
  process.exitCode = 1;
}
