// The nightly check as a job of its own, against the Stripe fake over a real socket: due at
// 03:00 and run once by the server's own scheduler; Stripe's 429s waited out; a run stopped (the
// server closing, its time limit) goes on next time from where it got to; a body that trickles
// ends at the request's deadline instead of holding the run.
import { describe, expect, it } from 'vitest';
import { SettableClock } from '../../src/server/platform/clock/clock.ts';
import { SUBJECT_KINDS } from '../../src/server/app/wiring/notice-registry.ts';
import { PaymentCheckJob, type PaymentCheckJobOptions } from '../../src/server/money/payment-flow/payment-check-job.ts';
import type { CheckProgress } from '../../src/server/money/payment-flow/nightly-check.ts';
import { stripeReader } from '../../src/server/money/payments/stripe-client.ts';
import { FAKE_STRIPE_KEY, FAKE_STRIPE_WEBHOOK_SECRET } from '../fakes/fake-stripe.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { ONE_TIME, paidStack } from '../support/paid-stack.ts';

const cleanups = cleanupsAfterEach();
/** Monday, November 23, 2026: 02:00 in Atlanta (not yet due), and 03:05 (due). */
const BEFORE = '2026-11-23T07:00:00Z';
const DUE = '2026-11-23T08:05:00Z';
const NIGHT = '2026-11-23';

async function stack(at = BEFORE) {
  const clock = new SettableClock(at);
  const s = await paidStack(cleanups, { clock });
  const job = (options: Partial<PaymentCheckJobOptions> = {}, timeoutMs = 3_000) =>
    new PaymentCheckJob({
      check: {
        stripe: stripeReader(
          { secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET, apiBaseUrl: s.stripe.url },
          timeoutMs,
        ),
        flow: s.app.paymentFlow!,
        payments: s.app.payments,
        ledger: s.app.ledger,
        bookings: s.app.bookings,
        pausesMs: [20, 40, 80],
      },
      runs: s.app.stores.checkRuns,
      clock,
      ...options,
    });
  const run = () => s.app.stores.checkRuns.get(NIGHT);
  const charges = () => s.stripe.received.requests.filter((r) => r.path === '/v1/charges');
  return { ...s, clock, job, run, charges };
}

describe('the nightly check, a job of its own', () => {
  it("the server's scheduler runs it from 03:00, once: a payment whose event was lost is applied", async () => {
    const clock = new SettableClock('2026-11-22T15:00:00Z');
    const s = await paidStack(cleanups, { clock });
    const { booking, path } = await s.book(ONE_TIME);
    s.stripe.delivery = 'hold';
    await s.pay(path);
    expect(s.paymentOf(booking.id)?.state).toBe('due');
    // The server starts again at 03:05: its scheduler's first minute runs the night's check.
    clock.set(DUE);
    const again = await paidStack(cleanups, { clock, dataDir: s.dataDir, sharedStripe: s.stripe });
    await expect.poll(() => again.app.stores.checkRuns.get(NIGHT)?.state, { timeout: 10_000 }).toBe('done');
    expect(again.app.stores.checkRuns.get(NIGHT)).toMatchObject({ runs: 1, applied: 1, note: null });
    expect(again.paymentOf(booking.id)?.state).toBe('paid');
    // Not an outbox delivery any more: the outbox has no such kind to queue.
    expect(SUBJECT_KINDS).not.toContain('payments-check');
  });

  it('before 03:00 nothing runs; at 03:05 it runs once, Stripe’s 429s waited out', async () => {
    const s = await stack();
    const job = s.job();
    expect(job.tick()).toBeUndefined();
    s.clock.set(DUE);
    s.stripe.rateLimited = 3;
    await job.tick();
    expect(s.run()).toMatchObject({ state: 'done', runs: 1 });
    expect(s.stripe.received.requests.slice(0, 4).map((r) => [r.path, r.status ?? 200])).toEqual([
      ['/v1/checkout/sessions', 429],
      ['/v1/checkout/sessions', 429],
      ['/v1/checkout/sessions', 429],
      ['/v1/checkout/sessions', 200],
    ]);
    // Done for the night: the next minutes start nothing.
    expect(job.tick()).toBeUndefined();
  });

  it('stopped midway (the server closing), the next run goes on from the charge it got to', async () => {
    const s = await stack();
    // 250 charges nobody here knows, made an hour before (not in flight any more).
    s.clock.set('2026-11-23T06:00:00Z');
    for (let i = 0; i < 250; i++)
      s.stripe.world.chargeOffSession({ amount: 1000 + i, currency: 'usd', customer: `cus_${i}`, payment_method: 'pm_x', confirm: true });
    s.clock.set(BEFORE);
    s.stripe.readDelayMs = 50;
    const job = s.job();
    const first = job.runNight(NIGHT);
    await expect.poll(() => s.charges().length).toBe(2);
    await job.stop();
    await first;
    const stopped = s.run()!;
    expect(stopped).toMatchObject({ state: 'stopped', note: 'stopped when the server stopped' });
    const progress = stopped.progress as CheckProgress;
    expect(progress).toMatchObject({ done: ['sessions', 'invoices', 'refunds', 'subscriptions'], list: 'charges' });
    expect(progress.after).toMatch(/^ch_/);

    const asked = s.charges().length;
    await s.job().runNight(NIGHT);
    expect(s.run()).toMatchObject({ state: 'done', runs: 2, progress: null });
    // It went on after the charge it had reached: no list before the charges was read again but the refunds.
    const second = s.stripe.received.requests.slice(
      s.stripe.received.requests.findIndex((r, i) => i > 0 && r.path === '/v1/refunds' && i > asked),
    );
    expect(second.map((r) => r.path).filter((p, i, all) => all.indexOf(p) === i)).toEqual(['/v1/refunds', '/v1/charges']);
    expect(s.charges()[asked]!.startingAfter).toBe(progress.after);
    expect((await (await s.owner()).get('/owner/api/payments')).json().check).toMatch(
      /^Checked against Stripe on Monday, November 23: \d+ facts read, 0 changed something here\.$/,
    );
    // What the first run found before it stopped is kept beside what the second found: each charge once.
    expect(s.app.payments.problems().filter((p) => p.text.includes('no such payment'))).toHaveLength(250);
  });

  it('a run past its time limit stops, saying so; a body that trickles ends at the deadline instead of holding the run', async () => {
    const s = await stack();
    s.stripe.readDelayMs = 400;
    await s.job({ limitMs: 200 }).runNight(NIGHT);
    expect(s.run()).toMatchObject({ state: 'stopped', note: 'stopped at its 0.2-second limit' });
    expect((await (await s.owner()).get('/owner/api/payments')).json().check).toBe(
      'The check against Stripe of Monday, November 23 stopped at its 0.2-second limit; it goes on by itself within half an hour, from where it got to.',
    );

    s.stripe.readDelayMs = 0;
    s.stripe.trickle = true;
    const started = Date.now();
    await s.job({}, 300).runNight(NIGHT);
    expect(s.run()).toMatchObject({ state: 'failed', runs: 2 });
    expect(s.run()!.note).toMatch(/^failed: /);
    // Its body alone would have taken over a minute at a byte every 200 ms.
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
