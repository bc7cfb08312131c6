// Entry point for `npm run calls`; reads DATA_DIR and the delivery settings like the server does.
import { runCallsCli } from '../src/server/app/cli/calls-cli.ts';
import { storeTargetFromEnv } from '../src/server/app/cli/stores.ts';

try {
  process.exitCode = await runCallsCli(process.argv.slice(2), storeTargetFromEnv());
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
