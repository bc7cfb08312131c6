// Entry point for `npm run leads`; reads DATA_DIR like the server does.
import { runLeadsCli } from '../src/server/leads/leads-cli.ts';

try {
  process.exitCode = await runLeadsCli(process.argv.slice(2), process.env.DATA_DIR || './data');
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
