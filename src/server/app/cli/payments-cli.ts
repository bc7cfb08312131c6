// `npm run payments:reconcile`: the nightly check against Stripe, run now. It lists Stripe's last
// 35 days (Checkout sessions, invoices, refunds, charges, each running membership's subscription),
// applies what a missed event would have changed (the running server sends whatever that tells a
// customer), and prints what it could not explain, as the owner's Payments shows it.
import { accountInvoiceOf } from '../../money/account-flow/invoice-facts.ts';
import type Stripe from 'stripe';
import { checkPayments } from '../../money/payment-flow/nightly-check.ts';
import { askedForHelp, toStdout, type Out } from './command.ts';
import { withStores, type StoreTarget } from './stores.ts';

const USAGE = 'npm run payments:reconcile [-- --days N]';

export async function runPaymentsCli(
  argv: string[],
  target: StoreTarget,
  stripe: Stripe | undefined,
  out: Out = toStdout,
): Promise<number> {
  if (askedForHelp(argv, USAGE, out)) return 0;
  if (!stripe) return (out('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set: payments are off, there is nothing to check.\n'), 1);
  const at = argv.indexOf('--days');
  const days = at >= 0 ? Number(argv[at + 1]) : 35;
  if (!Number.isInteger(days) || days < 1 || days > 90) return (out(`--days: a whole number of days, 1 to 90. ${USAGE}\n`), 1);
  return withStores(target, async (stores) => {
    if (!stores.paymentFlow) return (out('Payments are off in these settings.\n'), 1);
    const report = await checkPayments({
      stripe,
      flow: stores.paymentFlow,
      payments: stores.payments,
      ledger: stores.ledger,
      bookings: stores.bookings,
      accountInvoice: accountInvoiceOf(stores.invoices),
      days,
      // The same limit as the server's nightly run: a Stripe that answers slowly cannot hold the shell for ever.
      signal: AbortSignal.timeout(5 * 60_000),
    });
    out(`Checked ${report.read} facts from Stripe's last ${days} days: ${report.applied} changed something here.\n`);
    out(
      report.problems.length
        ? `To look at:\n${report.problems.map((p) => `  ${p.text}\n`).join('')}`
        : 'Nothing to look at: Stripe and the store agree.\n',
    );
    return 0;
  });
}
