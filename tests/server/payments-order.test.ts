// Stripe's events come late, twice, out of order or never; the nightly check lists what it missed.
// Whatever the order, the same facts must end in the same state. Two apps open copies of one store
// (the same bookings, paid through the same Checkout sessions) against one fake of Stripe: what
// happens at Stripe next (a member's charges paid or declined, retried, refunded from the
// dashboard, the membership cancelled in the portal) makes its events once; the first app gets
// them in Stripe's order, the second shuffled, some twice and some never; then each runs the
// nightly check. Their payments, visits, charges and bookings must agree, and the second must
// tell each customer at most once of each declined charge.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SettableClock } from '../../src/server/platform/clock/clock.ts';
import { checkPayments } from '../../src/server/money/payment-flow/nightly-check.ts';
import { stripeClient } from '../../src/server/money/payments/stripe-client.ts';
import { FAKE_STRIPE_KEY, FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe, type SentEvent } from '../fakes/fake-stripe.ts';
import { MEMBER, ONE_TIME, SUNDAY, paidStack } from '../support/paid-stack.ts';
import { propertyRuns } from '../support/property-runs.ts';
import { outboxSettled } from '../support/settled.ts';

/** What happens at Stripe after the customers paid. */
type Happening =
  | { kind: 'charge'; outcome: 'paid' | 'failed' }
  | { kind: 'retry'; outcome: 'paid' | 'failed' }
  | { kind: 'refund'; of: 'member' | 'one-time'; cents: number }
  | { kind: 'portal-cancel' };

const happening: fc.Arbitrary<Happening> = fc.oneof(
  fc.record({ kind: fc.constant('charge' as const), outcome: fc.constantFrom('paid' as const, 'failed' as const) }),
  fc.record({ kind: fc.constant('retry' as const), outcome: fc.constantFrom('paid' as const, 'failed' as const) }),
  fc.record({
    kind: fc.constant('refund' as const),
    of: fc.constantFrom('member' as const, 'one-time' as const),
    cents: fc.constantFrom(1000, 2000),
  }),
);
/** How one event is delivered to the second app: where in the order, and how often (0: lost). */
const delivery = fc.record({ rank: fc.double({ min: 0, max: 1, noNaN: true }), copies: fc.constantFrom(0, 1, 1, 2) });

type Stack = Awaited<ReturnType<typeof paidStack>>;

describe('payments whatever the order of events', () => {
  it('any order, repeats and drops, then the nightly check: the same state as in order, each decline told at most once', async () => {
    const root = mkdtempSync(join(tmpdir(), 'canfresh-order-'));
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.array(happening, { minLength: 1, maxLength: 6 }),
          fc.boolean(),
          fc.array(delivery, { minLength: 24, maxLength: 24 }),
          async (happenings, cancelled, deliveries) => {
            const cleanups: (() => unknown)[] = [];
            try {
              await compare(root, cleanups, cancelled ? [...happenings, { kind: 'portal-cancel' }] : happenings, deliveries);
            } finally {
              for (const cleanup of cleanups.reverse()) await cleanup();
            }
          },
        ),
        { numRuns: propertyRuns(24), endOnFailure: true },
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 300_000);
});

async function compare(root: string, cleanups: (() => unknown)[], happenings: Happening[], deliveries: { rank: number; copies: number }[]) {
  const clock = new SettableClock(SUNDAY);
  const stripe = await startFakeStripe({ now: () => clock.now() });
  cleanups.push(stripe.close);
  const dirA = mkdtempSync(join(root, 'a-'));
  const dirB = join(root, `b-${dirA.split('-').at(-1)}`);
  // The customers book and pay, with their events delivered as they come.
  const first = await paidStack(cleanups, { clock, dataDir: dirA, sharedStripe: stripe });
  const one = await first.book(ONE_TIME);
  await first.pay(one.path);
  const member = await first.book({
    ...MEMBER,
    full_name: 'Mo Member',
    street: '4 Member St',
    mobile: '(404) 555-0155',
    email: 'mo@example.com',
  });
  await first.pay(member.path);
  await expect.poll(() => first.paymentOf(member.booking.id)?.state).toBe('card-on-file');
  await expect.poll(() => first.paymentOf(one.booking.id)?.state).toBe('paid');
  await outboxSettled(first.app);
  const subscription = first.paymentOf(member.booking.id)!.subscriptionId!;
  await first.close();
  await first.mail.close();
  cpSync(dirA, dirB, { recursive: true });

  // What happens next at Stripe, its events held back.
  stripe.delivery = 'hold';
  await happen(stripe, subscription, String(stripe.received.sessions[0]!.payment_intent), happenings);
  const events = stripe.held.splice(0);

  const inOrder = await paidStack(cleanups, { clock, dataDir: dirA, sharedStripe: stripe });
  const shuffled = await paidStack(cleanups, { clock, dataDir: dirB, sharedStripe: stripe });
  await deliver(inOrder, stripe, events);
  const twisted = events
    .map((event, i) => ({ event, ...deliveries[i % deliveries.length]! }))
    .flatMap((d) => Array.from({ length: d.copies }, (_, copy) => ({ event: d.event, rank: (d.rank + copy * 0.37) % 1 })))
    .sort((a, b) => a.rank - b.rank)
    .map((d) => d.event);
  await deliver(shuffled, stripe, twisted);
  for (const stack of [inOrder, shuffled]) await nightlyCheck(stack, stripe);

  const ids = [one.booking.id, member.booking.id];
  expect(
    stateOf(shuffled, ids),
    `events ${events.map((e) => e.type).join(', ')} delivered as ${twisted.map((e) => events.indexOf(e)).join(',')}`,
  ).toEqual(stateOf(inOrder, ids));
  const declinedInvoices = new Set(
    events
      .filter((e) => e.type === 'invoice.payment_failed')
      .map((e) => (JSON.parse(e.payload) as { data: { object: { id: string } } }).data.object.id),
  );
  const told = (stack: Stack) =>
    stack.mail.messages.filter((m) => m.recipients.includes('mo@example.com') && /declined/.test(m.parsed.subject!)).length;
  expect(told(shuffled)).toBeLessThanOrEqual(declinedInvoices.size);
  expect(told(inOrder)).toBeLessThanOrEqual(declinedInvoices.size);
}

/** Makes each happening at the fake Stripe, in turn. */
async function happen(stripe: FakeStripe, subscription: string, oneTimeIntent: string, happenings: Happening[]) {
  for (const h of happenings) {
    const open = [...stripe.world.invoices.values()].filter((i) => i.status === 'open' && i.attempt_count > 0).at(-1);
    if (h.kind === 'charge' && stripe.world.subscription(subscription).status !== 'canceled') await stripe.invoice(subscription, h.outcome);
    if (h.kind === 'retry' && open) await stripe.world.retry(open.id, h.outcome);
    if (h.kind === 'portal-cancel') await stripe.world.cancelSubscription(subscription);
    if (h.kind === 'refund') {
      const paid = [...stripe.world.invoicePayments.values()].at(-1)?.payment.payment_intent;
      const intent = h.of === 'one-time' ? oneTimeIntent : paid && String(paid);
      const charge = intent && stripe.world.charge(String(stripe.world.intent(intent).latest_charge));
      if (charge && charge.amount - charge.amount_refunded >= h.cents)
        await stripe.world.refund({ payment_intent: intent, amount: h.cents });
    }
  }
}

async function deliver(stack: Stack, stripe: FakeStripe, events: SentEvent[]) {
  stripe.webhookUrl = `${stack.base}/api/stripe/webhook`;
  for (const event of events) expect(await stripe.deliver(event)).toBe(200);
  await outboxSettled(stack.app);
}

async function nightlyCheck(stack: Stack, stripe: FakeStripe) {
  const client = stripeClient({ secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET, apiBaseUrl: stripe.url });
  await checkPayments({
    stripe: client,
    flow: stack.app.paymentFlow!,
    payments: stack.app.payments,
    ledger: stack.app.ledger,
    bookings: stack.app.bookings,
  });
  await outboxSettled(stack.app);
}

/** What the store says of each booking's money and visits. */
function stateOf(stack: Stack, ids: string[]) {
  return ids.map((id) => {
    const payment = stack.paymentOf(id)!;
    return {
      status: stack.app.bookings.get(id)!.status,
      payment: { state: payment.state, taken: payment.takenCents, subscription: payment.subscriptionId, customer: payment.customerId },
      visits: stack.app.bookings.visits(id).map((v) => `${v.date} ${v.state}`),
      charges: stack.app.ledger.chargesOf(id).map((c) => `${c.ref} ${c.cents} ${c.refundedCents} ${c.paymentIntent}`),
    };
  });
}
