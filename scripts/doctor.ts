// Entry point for `npm run doctor`: what each setting turns on, and whether it works.
import { runDoctorCli } from '../src/server/app/cli/doctor-cli.ts';
import { toStdout } from '../src/server/app/cli/command.ts';

try {
  process.exitCode = await runDoctorCli(process.argv.slice(2), process.env, toStdout);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
