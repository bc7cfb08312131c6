// Entry point for `npm run restore`; reads BACKUP_URL and DATA_DIR like the server does.
import { runRestoreCli } from '../src/server/app/cli/restore-cli.ts';
import { loadEnv } from '../src/server/env.ts';

try {
  process.exitCode = runRestoreCli(process.argv.slice(2), loadEnv());
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
