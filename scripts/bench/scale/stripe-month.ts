// The nightly check against a Stripe holding 35 days of the seeded business: every member's
// subscription, its invoice paid in those days with its invoice payment and its charge, made
// from Stripe's own example objects in the loopback fake (which pages them as Stripe does, 100 a
// request). The check runs twice over the folder, as the server runs it (the reader whose deadline
// covers the body, eight subscriptions at a time, under its 5-minute limit): the first night
// catches up with 35 days the store never heard of; the second is an ordinary night, where Stripe
// and the store agree.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type Stripe from 'stripe';
import { accountInvoiceOf } from '../../../src/server/money/account-flow/invoice-facts.ts';
import { SettableClock } from '../../../src/server/platform/clock/clock.ts';
import { checkPayments } from '../../../src/server/money/payment-flow/nightly-check.ts';
import { stripeReader } from '../../../src/server/money/payments/stripe-client.ts';
import { channelsOn } from '../../../src/server/app/wiring/channels.ts';
import { openStores } from '../../../src/server/app/wiring/stores.ts';
import { FAKE_STRIPE_KEY, FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe } from '../../../tests/fakes/fake-stripe.ts';
import { stripeObject } from '../../../tests/fakes/stripe/stripe-objects.ts';
import { SCALE_BOOKING } from './seed.ts';
import { openBusinessDatabase } from '../../../src/server/app/schema/schema-history.ts';

export interface NightRun {
  seconds: number;
  read: number;
  applied: number;
  problems: number;
  requests: number;
  finished: boolean;
}

const DAY_S = 24 * 3600;

/** The fake filled with the members' last 35 days: subscriptions, invoices, their payments and charges. */
function fill(
  world: Awaited<ReturnType<typeof startFakeStripe>>['world'],
  members: { subscriptionId: string; customerId: string; bookingId: string }[],
  end: number,
) {
  const now = Math.floor(end / 1000);
  members.forEach(({ subscriptionId, customerId, bookingId }, i) => {
    const paidAt = now - ((i % 28) + 1) * DAY_S;
    world.subscriptions.set(
      subscriptionId,
      stripeObject<Stripe.Subscription>('subscription', {
        id: subscriptionId,
        customer: customerId,
        status: 'active',
        created: paidAt - 180 * DAY_S,
        metadata: { booking_id: bookingId },
        default_payment_method: `pm_seed_${i}`,
        livemode: false,
      }),
    );
    const intent = `pi_seed_${i}`;
    const invoice = stripeObject<Stripe.Invoice>('invoice', {
      id: `in_seed_${i}`,
      customer: customerId,
      status: 'paid',
      amount_due: 4000,
      amount_paid: 4000,
      amount_remaining: 0,
      total: 4000,
      subtotal: 4000,
      attempt_count: 1,
      attempted: true,
      billing_reason: 'subscription_cycle',
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscriptionId, metadata: {} } },
      lines: { object: 'list', data: [], has_more: false, url: '/v1/invoices/lines' },
      created: paidAt,
      livemode: false,
    });
    invoice.status_transitions = { ...invoice.status_transitions, paid_at: paidAt };
    world.invoices.set(invoice.id, invoice);
    world.invoicePayments.set(
      `inpay_seed_${i}`,
      stripeObject<Stripe.InvoicePayment>('invoice_payment', {
        id: `inpay_seed_${i}`,
        amount_paid: 4000,
        amount_requested: 4000,
        currency: 'usd',
        invoice: invoice.id,
        is_default: true,
        livemode: false,
        payment: { type: 'payment_intent', payment_intent: intent },
        status: 'paid',
        status_transitions: { canceled_at: null, paid_at: paidAt },
        created: paidAt,
      }),
    );
    world.charges.set(
      `ch_seed_${i}`,
      stripeObject<Stripe.Charge>('charge', {
        id: `ch_seed_${i}`,
        amount: 4000,
        amount_captured: 4000,
        amount_refunded: 0,
        refunded: false,
        captured: true,
        paid: true,
        status: 'succeeded',
        currency: 'usd',
        customer: customerId,
        payment_intent: intent,
        created: paidAt,
        livemode: false,
      }),
    );
  });
}

export async function benchNightlyCheck(seededDir: string, end: number): Promise<{ first: NightRun; second: NightRun; members: number }> {
  // On a copy: the first night changes the store, and a kept folder is measured again as it was seeded.
  const dir = mkdtempSync(join(tmpdir(), 'canfresh-night-'));
  cpSync(seededDir, dir, { recursive: true });
  const stripe = await startFakeStripe({ now: () => end });
  const db = openBusinessDatabase(dir);
  try {
    const clock = new SettableClock(end);
    const stores = openStores(db, { clock, channels: channelsOn({ payments: true }), booking: SCALE_BOOKING });
    const members = stores.payments
      .all()
      .filter((p) => p.subscriptionId && p.customerId)
      .map((p) => ({ subscriptionId: p.subscriptionId!, customerId: p.customerId!, bookingId: p.bookingId }));
    fill(stripe.world, members, end);
    const reader = stripeReader({ secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET, apiBaseUrl: stripe.url });
    const night = async (): Promise<NightRun> => {
      const before = stripe.received.requests.length;
      const started = performance.now();
      let finished = true;
      const report = await checkPayments({
        stripe: reader,
        flow: stores.paymentFlow!,
        payments: stores.payments,
        ledger: stores.ledger,
        bookings: stores.bookings,
        accountInvoice: accountInvoiceOf(stores.invoices),
        signal: AbortSignal.timeout(5 * 60_000),
      }).catch((error: unknown) => {
        finished = false;
        return { read: 0, applied: 0, problems: [{ text: String(error) }] };
      });
      return {
        seconds: Math.round((performance.now() - started) / 100) / 10,
        read: report.read,
        applied: report.applied,
        problems: report.problems.length,
        requests: stripe.received.requests.length - before,
        finished,
      };
    };
    const first = await night();
    const second = await night();
    return { first, second, members: members.length };
  } finally {
    db.close();
    await stripe.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
