// Entry point for `npm run calls`; reads DATA_DIR like the server does.
import { runCallsCli } from '../src/server/leads/calls-cli.ts';

try {
  process.exitCode = runCallsCli(process.argv.slice(2), process.env.DATA_DIR || './data');
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
