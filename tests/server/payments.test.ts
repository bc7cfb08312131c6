// Payments through a loopback fake of Stripe (the official package pointed at it), with the app
// listening on a real port: the amount comes from the site config alone; a one-time clean is paid
// at Checkout and a membership charged on its visit days; Stripe's events are verified and taken
// once; a cancel refunds once whatever Stripe does meanwhile (its outage, a crash of ours); a
// declined charge holds the next visit until a charge goes through.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { RunningClock, SettableClock } from '../../src/server/platform/clock/clock.ts';
import { FAKE_STRIPE_KEY, FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe } from '../fakes/fake-stripe.ts';
import { toolCallsRequest } from '../support/tool-calls.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { propertyRuns } from '../support/property-runs.ts';
import { START_ENTRY, startServer } from '../support/server-process.ts';
import { outboxSettled } from '../support/settled.ts';
import { MEMBER, ONE_TIME, SECRET, STRIPE_ENV, SUNDAY, paidStack } from '../support/paid-stack.ts';
import { validLead } from '../support/valid-lead.ts';

const cleanups = cleanupsAfterEach();
const setup = (options?: Parameters<typeof paidStack>[1]) => paidStack(cleanups, options);

describe('paying', () => {
  it("a one-time clean: 'Add your card' in the confirmation, Checkout at the site config's price, then Paid", async () => {
    const s = await setup();
    const { booking, path, confirmation, invitation } = await s.book(ONE_TIME);
    // $59 for the first can and $10 for the second: the same words in the confirmation, the invitation and at Stripe.
    expect(confirmation).toContain('Plan:       One-Time Clean, $69 (2 cans)');
    expect(invitation).toContain('One-Time Clean\\, $69 (2 cans). Leave your cans');
    expect(confirmation).toContain(`Add your card: https://canfreshatl.com${path}/pay`);
    expect(s.paymentOf(booking.id)).toMatchObject({ state: 'due', amountCents: 6900, takenCents: 0 });
    expect(await (await s.page(path)).text()).toContain('Due: add your card');

    const session = await s.pay(path);
    expect(session).toMatchObject({
      mode: 'payment',
      client_reference_id: booking.id,
      amount_total: 6900,
      customer_email: validLead.email,
    });
    expect(session.params.line_items![0]!.price_data!.product_data!.description).toBe(`$69 (2 cans). Reference ${booking.reference}.`);
    expect(session.success_url).toBe(`https://canfreshatl.com${path}?notice=paid`);
    await expect.poll(() => s.paymentOf(booking.id)?.state).toBe('paid');
    expect(s.paymentOf(booking.id)).toMatchObject({ takenCents: 6900 });
    expect(s.app.ledger.chargesOf(booking.id)).toMatchObject([{ paymentIntent: session.payment_intent, cents: 6900, purpose: 'clean' }]);
    const view = await (await s.page(path)).text();
    expect(view).toContain('Paid');
    expect(view).not.toContain('Add your card');
    // Paid already: the link goes back to the page, not to Stripe again.
    expect((await s.page(`${path}/pay`)).headers.get('location')).toBe(path);
  });

  it("a Spanish-speaking customer: Stripe's Checkout and billing pages in Spanish, the product in the page's words", async () => {
    const s = await setup();
    const { booking, path, confirmation } = await s.book({ ...ONE_TIME, language: 'es' });
    expect(confirmation).toContain(`Agregue su tarjeta: https://canfreshatl.com${path}/pay`);
    expect(await (await s.page(path)).text()).toContain('Pendiente: agregue su tarjeta');
    const session = await s.pay(path);
    expect(session.locale).toBe('es-419');
    expect(session.params.line_items![0]!.price_data!.product_data).toEqual({
      name: 'CanFresh ATL: Limpieza única',
      description: `$69 (2 botes). Referencia ${booking.reference}.`,
    });
    await expect.poll(() => s.paymentOf(booking.id)?.state).toBe('paid');
    expect(await (await s.page(path)).text()).toContain('Pagado');
    // The card's page at Stripe (billing portal) in Spanish too.
    const billing = await s.page(`${path}/billing`, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' } });
    expect(billing.status).toBe(303);
    expect(s.stripe.received.portals.at(-1)).toMatchObject({ locale: 'es-419' });
  });

  it('a membership: a subscription charged on its visit days, the first on the first visit; a declined charge holds the next visit until one goes through', async () => {
    const s = await setup();
    const { booking, path, confirmation } = await s.book(MEMBER);
    expect(confirmation).toContain('Plan:       Pristine Membership, $40 every 4 weeks (2 cans)');
    const session = await s.pay(path);
    expect(session.mode).toBe('subscription');
    expect(session.params.line_items![0]!.price_data).toMatchObject({
      unit_amount: '4000',
      recurring: { interval: 'week', interval_count: '4' },
    });
    // Wednesday, November 25, 08:00 in Atlanta.
    expect(Number(session.params.subscription_data!.trial_end)).toBe(Date.parse('2026-11-25T13:00:00Z') / 1000);
    await expect.poll(() => s.paymentOf(booking.id)?.state).toBe('card-on-file');
    expect(await (await s.page(path)).text()).toContain('Card on file: charged on each visit day');

    const subscription = s.paymentOf(booking.id)!.subscriptionId!;
    await s.stripe.invoice(subscription, 'paid');
    await expect.poll(() => s.paymentOf(booking.id)).toMatchObject({ state: 'paid', takenCents: 4000 });

    const declinedInvoice = await s.stripe.invoice(subscription, 'failed');
    await expect.poll(() => s.paymentOf(booking.id)?.state).toBe('failed');
    const [next] = s.app.bookings.visits(booking.id).filter((v) => v.state === 'held');
    expect(next!.date).toBe('2026-11-25');
    // Off the crew's route, still holding its place; the customer has the way to update the card.
    expect(s.app.bookings.route('2026-11-25')).toEqual([]);
    expect(s.app.bookings.visitsOn('2026-11-25')).toBe(1);
    const declined = await s.mail.waitForMessage(
      'the declined note',
      (m) => m.parsed.subject?.startsWith('Your card was declined') ?? false,
    );
    expect(declined.parsed.text).toContain('Your visit on Wednesday, November 25 waits until a payment goes through');
    await s.mail.waitForMessage("the owner's note", (m) => m.parsed.subject?.startsWith('Payment failed: Jordan Peachtree') ?? false);
    const view = await (await s.page(path)).text();
    expect(view).toContain('Your card was declined: update it');
    expect(view).toContain('Update card or billing');
    const portal = await s.page(`${path}/billing`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(portal.headers.get('location')).toMatch(new RegExp(`^${s.stripe.url}/portal/cus_`));

    // Stripe retries the declined invoice and it goes through: the visit is back.
    await s.stripe.world.retry(declinedInvoice.id, 'paid');
    await expect.poll(() => s.app.bookings.route('2026-11-25').length).toBe(1);
    expect(s.paymentOf(booking.id)).toMatchObject({ state: 'paid', takenCents: 8000 });
  });

  it('ending a membership cancels its subscription at the end of the paid period, once', async () => {
    const s = await setup();
    const { booking, path } = await s.book(MEMBER);
    await s.pay(path);
    await expect.poll(() => s.paymentOf(booking.id)?.state).toBe('card-on-file');
    const ended = await s.page(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=end&reason=moving',
    });
    expect(ended.headers.get('location')).toMatch(/notice=(ended|cancelled)$/);
    await expect.poll(() => s.stripe.received.subscriptionUpdates.length).toBe(1);
    expect(s.stripe.received.subscriptionUpdates[0]).toMatchObject({
      id: s.paymentOf(booking.id)!.subscriptionId,
      params: { cancel_at_period_end: 'true' },
      idempotencyKey: `end:${booking.id}`,
    });
  });
});

describe('a membership ended at Stripe', () => {
  it("the customer's cancel in Stripe's portal ends it here too, and nothing is asked of Stripe again", async () => {
    const s = await setup();
    const { booking, path } = await s.book(MEMBER);
    await s.pay(path);
    await expect.poll(() => s.paymentOf(booking.id)?.state).toBe('card-on-file');
    const subscription = s.paymentOf(booking.id)!.subscriptionId!;
    // The customer cancels in Stripe's portal: Stripe cancels the subscription and tells the webhook.
    await s.stripe.world.cancelSubscription(subscription);
    expect(s.stripe.received.events.at(-1)).toEqual({ type: 'customer.subscription.deleted', status: 200 });
    await expect.poll(() => s.app.bookings.get(booking.id)?.status).toBe('cancelled');
    await outboxSettled(s.app);
    expect(s.stripe.received.subscriptionUpdates).toEqual([]);
  });

  it('without Stripe settings payments are off, and the server says so once', async () => {
    const { startServer: start, SERVER_ENTRY } = await import('../support/server-process.ts');
    const dataDir = mkdtempSync(join(tmpdir(), 'canfresh-no-payments-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await start({ DATA_DIR: dataDir }, 15_000, SERVER_ENTRY);
    expect(server.output().match(/STRIPE_SECRET_KEY is not set: payments are off/g)).toHaveLength(1);
    await server.stop();
  });
});

describe('unpaid, and the owner', () => {
  it('an unpaid booking: one reminder the day after, with the link to pay; it keeps its place (no hold hours set)', async () => {
    const clock = new SettableClock(SUNDAY);
    const s = await setup({ clock });
    const { booking, path } = await s.book(ONE_TIME);
    s.app.paymentFlow!.remindUnpaid(clock.now());
    clock.advance(25 * 3600_000);
    s.app.paymentFlow!.remindUnpaid(clock.now());
    s.app.paymentFlow!.remindUnpaid(clock.now());
    s.app.relays.forEach((r) => r.nudge());
    const reminder = await s.mail.waitForMessage('the reminder', (m) => m.parsed.subject?.startsWith('Add your card') ?? false);
    expect(reminder.recipients).toEqual([validLead.email]);
    expect(reminder.parsed.text).toContain('Your booking (One-Time Clean, $69 (2 cans)) is not paid yet.');
    expect(reminder.parsed.text).toMatch(/https:\/\/canfreshatl\.com\/booking\/[\w-]{22}\/pay/);
    await outboxSettled(s.app);
    expect(s.mail.messages.filter((m) => m.parsed.subject?.startsWith('Add your card'))).toHaveLength(1);
    expect(s.app.bookings.get(booking.id)?.status).toBe('booked');
    expect(path).toBeTruthy();
  });

  it("the inbox's Payments: each booking's state, the day's and the month's takings, a refund, and CSV", async () => {
    const s = await setup();
    const paid = await s.book(ONE_TIME);
    await s.pay(paid.path);
    await expect.poll(() => s.paymentOf(paid.booking.id)?.state).toBe('paid');
    const due = await s.book({
      ...ONE_TIME,
      full_name: 'Dee Due',
      street: '2 Due St',
      mobile: '(404) 555-0145',
      email: 'due@example.com',
      cans: 1,
    });
    const o = await s.owner();
    const answer = (await o.get('/owner/api/payments')).json();
    expect(answer).toMatchObject({ on: true, today: '$69', month: '$69', problems: [] });
    expect(answer.payments.map((p: { name: string; state: string; taken: string }) => [p.name, p.state, p.taken])).toEqual([
      ['Dee Due', 'due', '$0'],
      ['Jordan Peachtree', 'paid', '$69'],
    ]);
    const today = (await o.get('/owner/api/bookings')).json().days.find((d: { date: string }) => d.date === '2026-11-25');
    expect(today.visits.map((v: { name: string; payment: string }) => [v.name, v.payment])).toEqual([
      ['Jordan Peachtree', 'paid'],
      ['Dee Due', 'due'],
    ]);
    expect((await o.post(`/owner/api/bookings/${due.booking.id}/refund`)).statusCode).toBe(404);
    expect((await o.post(`/owner/api/bookings/${paid.booking.id}/refund`)).statusCode).toBe(200);
    await expect.poll(() => s.paymentOf(paid.booking.id)?.state).toBe('refunded');
    // The fake delivers Stripe's events before it answers the call; the refund is recorded on the answer.
    await expect.poll(() => s.stripe.received.refunds.length).toBe(1);
    const csv = (await o.get('/owner/api/export/payments.csv')).body;
    expect(csv.split('\r\n')[0]).toBe('\uFEFFreference,name,plan,price,state,taken,updated_at');
    expect(csv).toContain(`${paid.booking.reference},Jordan Peachtree,One-Time Clean,$69 (2 cans),refunded,$0,`);
  });
});

describe('refunds', () => {
  it('a cancel before the cut-off refunds in full; after it, the site config share (50%)', async () => {
    const clock = new SettableClock(SUNDAY);
    const s = await setup({ clock });
    const early = await s.book(ONE_TIME);
    await s.pay(early.path);
    await expect.poll(() => s.paymentOf(early.booking.id)?.state).toBe('paid');
    await s.page(early.path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel&reason=not-needed',
    });
    await expect.poll(() => s.stripe.received.refunds.length).toBe(1);
    const [charge] = s.app.ledger.chargesOf(early.booking.id);
    expect(s.stripe.received.refunds[0]).toMatchObject({ payment_intent: charge!.paymentIntent, amount: 6900 });
    expect(s.stripe.received.refunds[0]!.idempotencyKey).toMatch(/^refund:\d+$/);
    // Stripe tells the webhook: refunded, nothing taken.
    await expect.poll(() => s.paymentOf(early.booking.id)).toMatchObject({ state: 'refunded', takenCents: 0 });

    const late = await s.book({
      ...ONE_TIME,
      full_name: 'Late Lee',
      street: '9 Late Ln',
      mobile: '(404) 555-0144',
      email: 'late@example.com',
    });
    await s.pay(late.path);
    await expect.poll(() => s.paymentOf(late.booking.id)?.state).toBe('paid');
    clock.set('2026-11-25T00:00:00Z'); // Tuesday 19:00: tomorrow's visit is past the 18:00 cut-off
    await s.page(late.path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel&reason=not-needed',
    });
    await expect.poll(() => s.stripe.received.refunds.length).toBe(2);
    expect(s.stripe.received.refunds[1]).toMatchObject({ amount: 3450 });
  });

  it('Stripe answering 500 three times, then 200: one refund', async () => {
    const s = await setup();
    const { booking, path } = await s.book(ONE_TIME);
    await s.pay(path);
    await expect.poll(() => s.paymentOf(booking.id)?.state).toBe('paid');
    s.stripe.failures.push(500, 500, 500);
    await s.page(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel&reason=not-needed',
    });
    await expect.poll(() => s.stripe.received.refunds.length, { timeout: 10_000 }).toBe(1);
    await outboxSettled(s.app);
    expect(s.stripe.received.moneyRequests).toBe(4);
    expect(s.stripe.received.refunds).toHaveLength(1);
  });

  it('a SIGKILL between the cancel and the refund: exactly one refund after the restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'canfresh-refund-crash-'));
    const stripe = await startFakeStripe({ now: () => Date.now() + (Date.parse(SUNDAY) - started) });
    const started = Date.now();
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }), stripe.close);
    const env = {
      DATA_DIR: dataDir,
      VAPI_TOOLS_SECRET: SECRET,
      TEST_CLOCK_START: SUNDAY,
      OUTBOX_FIRST_RETRY_MS: '100',
      ...STRIPE_ENV(stripe.url),
    };
    let server = await startServer(env, 30_000, START_ENTRY);
    cleanups.push(() => server.stop('SIGKILL'));
    stripe.webhookUrl = `${server.url}/api/stripe/webhook`;
    const { payload, headers } = toolCallsRequest(SECRET, 'call-1', [{ id: 't', name: 'book_service', arguments: ONE_TIME }]);
    await fetch(`${server.url}/api/voice/tools`, { method: 'POST', headers, body: JSON.stringify(payload) });
    // No e-mail here: the link is made as the server makes it.
    const { openBusinessDatabase } = await import('../../src/server/app/schema/schema-history.ts');
    const { openStores } = await import('../../src/server/app/wiring/stores.ts');
    const { channelsOn } = await import('../../src/server/app/wiring/channels.ts');
    const db = openBusinessDatabase(dataDir);
    const stores = openStores(db, { clock: new RunningClock(SUNDAY), channels: channelsOn() });
    const [booking] = stores.bookings.active();
    const token = stores.bookings.issueLink(booking!.id);
    db.close();
    const toStripe = await fetch(`${server.url}/booking/${token}/pay`, { redirect: 'manual' });
    await fetch(toStripe.headers.get('location')!, { method: 'POST', redirect: 'manual' });
    await expect
      .poll(() => stripe.received.events.filter((e) => e.type === 'checkout.session.completed' && e.status === 200).length)
      .toBe(1);
    // Stripe carries out the refund but its answer never arrives: the machine dies waiting for it.
    stripe.stall = 1;
    await fetch(`${server.url}/booking/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel&reason=not-needed',
    });
    await expect.poll(() => stripe.received.refunds.length).toBe(1);
    await server.stop('SIGKILL');
    server = await startServer(env, 30_000, START_ENTRY);
    stripe.webhookUrl = `${server.url}/api/stripe/webhook`;
    // After the restart the refund is asked again, with the same key: Stripe answers what it did.
    await expect.poll(() => stripe.received.moneyRequests, { timeout: 15_000 }).toBe(2);
    expect(stripe.received.refunds).toHaveLength(1);
    await server.stop();
  }, 60_000);
});

describe("Stripe's events", () => {
  const signed = (payload: string, { secret = FAKE_STRIPE_WEBHOOK_SECRET, at = Date.parse(SUNDAY) } = {}) =>
    new Stripe(FAKE_STRIPE_KEY).webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(at / 1000) });

  it('are taken only when signed with the secret and fresh (5 minutes), and once each however often they come', async () => {
    const clock = new SettableClock(SUNDAY);
    const s = await setup({ clock });
    const { booking, path } = await s.book(ONE_TIME);
    await s.page(`${path}/pay`);
    const session = s.stripe.received.sessions.at(-1)!;
    const event = JSON.stringify({
      id: 'evt_once',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          ...session,
          params: undefined,
          status: 'complete',
          payment_status: 'paid',
          payment_intent: 'pi_once',
          customer: 'cus_once',
        },
      },
    });
    const post = (signature: string | undefined, body = event) =>
      s.page('/api/stripe/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
        body,
      });
    expect((await post(undefined)).status).toBe(400);
    expect((await post(signed(event, { secret: 'whsec_someone_else' }))).status).toBe(400);
    expect((await post(signed(event, { at: clock.now() - 6 * 60_000 }))).status).toBe(400);
    expect((await post(signed(event), event.replace('6900', '1'))).status).toBe(400);
    expect(s.paymentOf(booking.id)?.state).toBe('due');
    for (let i = 0; i < 3; i++) expect((await post(signed(event))).status).toBe(200);
    await expect.poll(() => s.paymentOf(booking.id)?.state).toBe('paid');
    expect(s.paymentOf(booking.id)?.takenCents).toBe(6900);
  });

  it('a signed body that is not an event (null, a number, an empty object) is refused with 400', async () => {
    const s = await setup();
    for (const body of ['null', '1', '{}', '[]']) {
      const res = await s.page('/api/stripe/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signed(body) },
        body,
      });
      expect(res.status, body).toBe(400);
    }
  });

  it('no input to the webhook or the pay routes gets a 5xx', async () => {
    const s = await setup();
    const { path } = await s.book(ONE_TIME);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/stripe/webhook', `${path}/pay`, `${path}/billing`, '/booking/x/pay'),
        fc.option(fc.string({ maxLength: 200 })),
        fc.option(fc.string({ maxLength: 120 })),
        fc.constantFrom('GET', 'POST'),
        async (url, body, signature, method) => {
          const res = await s.page(url, {
            method,
            headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
            ...(method === 'POST' ? { body: body ?? '' } : {}),
          });
          expect(res.status, `${method} ${url}`).toBeLessThan(500);
        },
      ),
      { numRuns: propertyRuns(200) },
    );
  });
});
