// Entry point for `npm run assistant:sync [-- --dry-run]`.
import { siteConfig } from '../src/common/site-config.ts';
import { SyncError, syncAssistant, syncSettings } from '../src/server/receptionist/assistant/assistant-sync.ts';

const dryRun = process.argv.includes('--dry-run');
try {
  await syncAssistant(syncSettings(process.env, { dryRun }), siteConfig, { dryRun });
} catch (error) {
  console.error(error instanceof SyncError ? error.message : error);
  process.exitCode = 1;
}
