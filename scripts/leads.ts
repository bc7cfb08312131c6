// Entry point for `npm run leads`; reads DATA_DIR like the server does.
import { runLeadsCli } from '../src/server/cli/leads-cli.ts';
import { dataDirFrom } from '../src/server/env.ts';

try {
  process.exitCode = await runLeadsCli(process.argv.slice(2), dataDirFrom());
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
