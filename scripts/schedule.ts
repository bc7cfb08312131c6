// Entry point for `npm run schedule`; reads DATA_DIR and the delivery settings like the server does.
import { runScheduleCli } from '../src/server/app/cli/schedule-cli.ts';
import { storeTargetFromEnv } from '../src/server/app/cli/stores.ts';

try {
  process.exitCode = await runScheduleCli(process.argv.slice(2), storeTargetFromEnv());
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
