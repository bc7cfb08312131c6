// Entry point for `npm run leads`; reads DATA_DIR and the delivery settings like the server does.
import { runLeadsCli } from '../src/server/app/cli/leads-cli.ts';
import { storeTargetFromEnv } from '../src/server/app/cli/stores.ts';

try {
  process.exitCode = await runLeadsCli(process.argv.slice(2), storeTargetFromEnv());
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
