// Entry point for `npm run calls`; reads DATA_DIR like the server does.
import { runCallsCli } from '../src/server/cli/calls-cli.ts';
import { dataDirFrom } from '../src/server/env.ts';

try {
  process.exitCode = await runCallsCli(process.argv.slice(2), dataDirFrom());
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
