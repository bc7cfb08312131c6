// Entry point for `npm run payments:reconcile`; reads DATA_DIR and the Stripe settings like the server does.
import { runPaymentsCli } from '../src/server/app/cli/payments-cli.ts';
import { storeTargetFromEnv } from '../src/server/app/cli/stores.ts';
import { loadEnv, stripeSettings } from '../src/server/env.ts';
import { stripeReader } from '../src/server/money/payments/stripe-client.ts';

try {
  const settings = stripeSettings(loadEnv());
  process.exitCode = await runPaymentsCli(process.argv.slice(2), storeTargetFromEnv(), settings && stripeReader(settings));
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
