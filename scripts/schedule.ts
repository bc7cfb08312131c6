// Entry point for `npm run schedule`; reads DATA_DIR like the server does.
import { runScheduleCli } from '../src/server/cli/schedule-cli.ts';
import { dataDirFrom } from '../src/server/env.ts';

try {
  // With e-mail set up, a booking made here queues the customer's confirmation for the server to send.
  const email = Boolean(process.env.SMTP_URL?.trim());
  process.exitCode = await runScheduleCli(process.argv.slice(2), dataDirFrom(), undefined, { email });
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
