// Money that follows what happened, against a fake of Stripe built from Stripe's own example
// objects (what a real event leaves out, it leaves out) with the app on a real port: tried as a
// careless customer, a link scanner, an attacker and Stripe's own late or out-of-order events would.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { siteConfig } from '../../src/common/site-config.ts';
import { RunningClock, SettableClock } from '../../src/server/platform/clock/clock.ts';
import type { AsSent } from '../../src/server/money/payments/stripe-types.ts';
import { FAKE_STRIPE_KEY, FAKE_STRIPE_WEBHOOK_SECRET, type FakeStripe } from '../fakes/fake-stripe.ts';
import { includable } from '../fakes/stripe/stripe-objects.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { MEMBER, ONE_TIME, SAME, SUNDAY, paidStack } from '../support/paid-stack.ts';
import { outboxSettled } from '../support/settled.ts';

const cleanups = cleanupsAfterEach();
const setup = (options?: Parameters<typeof paidStack>[1]) => paidStack(cleanups, options);
type Stack = Awaited<ReturnType<typeof setup>>;

const form = { 'content-type': 'application/x-www-form-urlencoded', ...SAME };
/** A form post from the customer's booking page; the notice it lands on. */
async function post(s: Stack, path: string, body: string) {
  const res = await s.page(path, { method: 'POST', headers: form, body });
  return new URL(res.headers.get('location')!, s.base).searchParams.get('notice');
}
/** The events Stripe held back so far, taken out of the queue. */
const takeHeld = (stripe: FakeStripe) => stripe.held.splice(0);
const declinedMails = (s: Stack) => s.mail.messages.filter((m) => m.parsed.subject?.startsWith('Your card was declined'));
/** A member who paid through Checkout (the first charge on their first visit): their subscription. */
async function member(s: Stack, args = MEMBER) {
  const booked = await s.book(args);
  await s.pay(booked.path);
  await expect.poll(() => s.paymentOf(booked.booking.id)?.state).toBe('card-on-file');
  return { ...booked, subscription: s.paymentOf(booked.booking.id)!.subscriptionId! };
}

describe('what Stripe sends, and what it leaves out', () => {
  it("the fake's events are Stripe's example objects, less what only an expanded request includes; the product's types have no such field", async () => {
    const s = await setup();
    const { subscription } = await member(s);
    const invoice = await s.stripe.invoice(subscription, 'paid');
    const sent = s.stripe.made.map((e) => JSON.parse(e.payload) as Stripe.Event);
    const paid = sent.find((e) => e.type === 'invoice.paid' && (e.data.object as Stripe.Invoice).id === invoice.id)!;
    expect(Object.keys(paid.data.object)).not.toContain('payments');
    expect(Object.keys(paid.data.object)).toContain('amount_paid');
    // What the package types optional is exactly what the fake leaves out of an event.
    expect(includable('invoice')).toContain('payments');
    expect(includable('charge')).toContain('refunds');
    for (const field of includable('invoice')) expect(paid.data.object).not.toHaveProperty(field);
    // The product reads events through AsSent<T>: reading an includable field is a type error.
    expectTypeOf<AsSent<Stripe.Invoice>>().not.toHaveProperty('payments');
    expectTypeOf<AsSent<Stripe.Charge>>().not.toHaveProperty('refunds');
    expectTypeOf<AsSent<Stripe.Invoice>>().toHaveProperty('amount_paid');
  });

  it("a member's charge is refunded against its own payment intent, which the product asks Stripe for (an invoice event never carries it)", async () => {
    const s = await setup();
    const { booking, subscription } = await member(s);
    await s.stripe.invoice(subscription, 'paid');
    await expect.poll(() => s.paymentOf(booking.id)).toMatchObject({ state: 'paid', takenCents: 4000 });
    const o = await s.owner();
    expect((await o.post(`/owner/api/bookings/${booking.id}/refund`)).statusCode).toBe(200);
    await expect.poll(() => s.stripe.received.refunds.length).toBe(1);
    const [payment] = [...s.stripe.world.invoicePayments.values()];
    expect(s.stripe.received.refunds[0]).toMatchObject({ amount: 4000, payment_intent: payment!.payment.payment_intent });
    expect(s.stripe.received.requests.some((r) => r.method === 'GET' && r.path === '/v1/invoice_payments')).toBe(true);
    await expect.poll(() => s.paymentOf(booking.id)).toMatchObject({ state: 'refunded', takenCents: 0 });
  });
});

describe('a visit given is never refunded by the customer', () => {
  it('a one-time clean marked done cannot be cancelled from its link: the page says why, nothing is refunded', async () => {
    const clock = new SettableClock(SUNDAY);
    const s = await setup({ clock });
    const { booking, path } = await s.book(ONE_TIME);
    await s.pay(path);
    await expect.poll(() => s.paymentOf(booking.id)?.state).toBe('paid');
    clock.set('2026-11-25T20:00:00Z'); // the visit's afternoon
    const o = await s.owner();
    const [visit] = s.app.bookings.visits(booking.id);
    expect((await o.post(`/owner/api/visits/${visit!.id}/mark`, { mark: 'done' })).statusCode).toBe(200);
    expect(await post(s, path, 'action=cancel&reason=not-needed')).toBe('clean-given');
    expect(await (await s.page(`${path}?notice=clean-given`)).text()).toContain(
      'This booking cannot be cancelled: its clean has been given.',
    );
    await outboxSettled(s.app);
    expect(s.stripe.received.refunds).toEqual([]);
    expect(s.app.bookings.get(booking.id)?.status).toBe('booked');
    // Cans not out is a visit the crew came for: no refund either.
    await o.post(`/owner/api/visits/${visit!.id}/mark`, { mark: 'not-out' });
    expect(await post(s, path, 'action=cancel&reason=not-needed')).toBe('clean-given');
    expect(s.stripe.received.refunds).toEqual([]);
  });

  it('a membership can only be ended: a posted cancel is refused with words, and nothing is refunded or ended', async () => {
    const s = await setup();
    const { booking, path, subscription } = await member(s);
    await s.stripe.invoice(subscription, 'paid');
    await expect.poll(() => s.paymentOf(booking.id)?.state).toBe('paid');
    expect(await post(s, path, 'action=cancel&reason=not-needed')).toBe('end-only');
    expect(await (await s.page(`${path}?step=cancel`)).text()).toContain('End your membership?');
    await outboxSettled(s.app);
    expect(s.stripe.received.refunds).toEqual([]);
    expect(s.stripe.received.subscriptionUpdates).toEqual([]);
    expect(s.app.bookings.get(booking.id)?.status).toBe('booked');
  });
});

describe('one Checkout per booking', () => {
  it('the pay link reuses the open session: twice, and a HEAD from a link scanner, make one payable session', async () => {
    const s = await setup();
    const { path } = await s.book(ONE_TIME);
    const first = (await s.page(`${path}/pay`)).headers.get('location');
    const second = (await s.page(`${path}/pay`)).headers.get('location');
    const head = await s.page(`${path}/pay`, { method: 'HEAD' });
    expect(first).toMatch(/\/checkout\/cs_test_/);
    expect(second).toBe(first);
    expect(head.headers.get('location')).toBe(path);
    expect(s.stripe.received.sessions).toHaveLength(1);
  });

  it('paid twice (two tabs, a session about to expire and its successor): the second payment goes back at once, the owner is told', async () => {
    const clock = new SettableClock(SUNDAY);
    const s = await setup({ clock });
    const { booking, path } = await s.book(ONE_TIME);
    const first = new URL((await s.page(`${path}/pay`)).headers.get('location')!).pathname.split('/').at(-1)!;
    // Five minutes before the first session expires the link makes a new one; the old tab is still open.
    clock.set(s.stripe.world.session(first).expires_at * 1000 - 5 * 60_000);
    const secondUrl = (await s.page(`${path}/pay`)).headers.get('location')!;
    const second = new URL(secondUrl).pathname.split('/').at(-1)!;
    expect(second).not.toBe(first);
    await s.stripe.complete(first);
    await s.stripe.complete(second);
    await expect.poll(() => s.stripe.received.refunds.length).toBe(1);
    const secondIntent = s.stripe.world.session(second).payment_intent;
    expect(s.stripe.received.refunds[0]).toMatchObject({ amount: 6900, payment_intent: secondIntent });
    await expect.poll(() => s.paymentOf(booking.id)).toMatchObject({ state: 'paid', takenCents: 6900 });
    await s.mail.waitForMessage('the owner told', (m) => m.parsed.subject?.startsWith('Paid twice, refunding: Jordan Peachtree') ?? false);
    // A later cancel refunds the one payment that stands, against its own charge.
    expect(await post(s, path, 'action=cancel&reason=not-needed')).toBe('cancelled');
    await expect.poll(() => s.stripe.received.refunds.length).toBe(2);
    expect(s.stripe.received.refunds[1]).toMatchObject({ amount: 6900, payment_intent: s.stripe.world.session(first).payment_intent });
    await expect.poll(() => s.paymentOf(booking.id)).toMatchObject({ state: 'refunded', takenCents: 0 });
  });

  it('a membership paid twice: the second subscription is cancelled, and ending the membership ends the one that stands', async () => {
    const clock = new SettableClock(SUNDAY);
    const s = await setup({ clock });
    const { booking, path } = await s.book(MEMBER);
    const first = new URL((await s.page(`${path}/pay`)).headers.get('location')!).pathname.split('/').at(-1)!;
    clock.set(s.stripe.world.session(first).expires_at * 1000 - 5 * 60_000);
    const second = new URL((await s.page(`${path}/pay`)).headers.get('location')!).pathname.split('/').at(-1)!;
    await s.stripe.complete(first);
    await s.stripe.complete(second);
    const secondSubscription = String(s.stripe.world.session(second).subscription);
    await expect.poll(() => s.stripe.received.cancellations).toEqual([secondSubscription]);
    expect(s.paymentOf(booking.id)?.subscriptionId).toBe(String(s.stripe.world.session(first).subscription));
    await s.mail.waitForMessage('the owner told', (m) => m.parsed.subject?.startsWith('Paid twice, refunding') ?? false);
    expect(await post(s, path, 'action=end&reason=moving')).toBe('cancelled');
    await expect.poll(() => s.stripe.received.subscriptionUpdates.map((u) => u.id)).toEqual([s.paymentOf(booking.id)!.subscriptionId]);
  });
});

describe("Stripe's events in any order", () => {
  it('a declined charge paid on a retry, the two events delivered the other way round: paid, no hold, nobody told of a decline', async () => {
    const s = await setup();
    const { booking, subscription } = await member(s);
    s.stripe.delivery = 'hold';
    const invoice = await s.stripe.invoice(subscription, 'failed');
    await s.stripe.world.retry(invoice.id, 'paid');
    const [failed, paid] = takeHeld(s.stripe);
    expect([failed!.type, paid!.type]).toEqual(['invoice.payment_failed', 'invoice.paid']);
    expect(await s.stripe.deliver(paid!)).toBe(200);
    expect(await s.stripe.deliver(failed!)).toBe(200);
    await expect.poll(() => s.paymentOf(booking.id)).toMatchObject({ state: 'paid', takenCents: 4000 });
    await outboxSettled(s.app);
    expect(s.app.bookings.visits(booking.id).some((v) => v.state === 'held')).toBe(false);
    expect(declinedMails(s)).toEqual([]);
  });

  it("a month-old invoice's payment arriving late does not release the hold of a newer declined one", async () => {
    const s = await setup();
    const { booking, subscription } = await member(s);
    s.stripe.delivery = 'hold';
    await s.stripe.invoice(subscription, 'paid');
    const older = takeHeld(s.stripe);
    s.stripe.delivery = 'send';
    await s.stripe.invoice(subscription, 'failed');
    await expect.poll(() => s.app.bookings.visits(booking.id).filter((v) => v.state === 'held').length).toBe(1);
    for (const event of older) await s.stripe.deliver(event);
    await outboxSettled(s.app);
    expect(s.paymentOf(booking.id)).toMatchObject({ state: 'failed', takenCents: 4000 });
    expect(s.app.bookings.visits(booking.id).filter((v) => v.state === 'held')).toHaveLength(1);
    expect(declinedMails(s)).toHaveLength(1);
  });

  it("a late checkout.session.completed does not turn a member's 'paid' back into 'card on file'", async () => {
    const s = await setup();
    const { booking, path } = await s.book(MEMBER);
    s.stripe.delivery = 'hold';
    await s.pay(path);
    const checkout = takeHeld(s.stripe);
    const subscription = String(s.stripe.received.sessions[0]!.subscription);
    await s.stripe.invoice(subscription, 'paid');
    const [charge] = takeHeld(s.stripe);
    expect(await s.stripe.deliver(charge!)).toBe(200);
    for (const event of checkout) expect(await s.stripe.deliver(event)).toBe(200);
    await expect.poll(() => s.paymentOf(booking.id)).toMatchObject({ state: 'paid', takenCents: 4000, subscriptionId: subscription });
  });

  it('every declined charge is told, once per invoice: a second decline months later is told again', async () => {
    const s = await setup();
    const { subscription } = await member(s);
    const first = await s.stripe.invoice(subscription, 'failed');
    await s.mail.waitForMessage('the first decline', (m) => m.parsed.subject?.startsWith('Your card was declined') ?? false);
    await s.stripe.world.retry(first.id, 'failed');
    await s.stripe.world.retry(first.id, 'paid');
    await s.stripe.invoice(subscription, 'failed');
    await expect.poll(() => declinedMails(s).length).toBe(2);
    await expect.poll(() => s.mail.messages.filter((m) => m.parsed.subject?.startsWith('Payment failed: Jordan Peachtree')).length).toBe(2);
    await outboxSettled(s.app);
    expect(declinedMails(s)).toHaveLength(2);
  });
});

describe('only what this server made, and only when paid', () => {
  const signed = (payload: string) =>
    new Stripe(FAKE_STRIPE_KEY).webhooks.generateTestHeaderString({
      payload,
      secret: FAKE_STRIPE_WEBHOOK_SECRET,
      timestamp: Math.floor(Date.parse(SUNDAY) / 1000),
    });

  it('a signed checkout.session.completed for a session this server never made, naming the booking and $1, changes nothing', async () => {
    const s = await setup();
    const { booking, path } = await s.book(ONE_TIME);
    await s.page(`${path}/pay`);
    const ours = s.stripe.received.sessions[0]!;
    for (const forged of [
      { ...ours, params: undefined, id: `cs_test_${randomUUID().replaceAll('-', '')}`, amount_total: 100 },
      { ...ours, params: undefined, amount_total: 100 },
    ]) {
      const payload = JSON.stringify({
        id: `evt_${randomUUID()}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: { ...forged, status: 'complete', payment_status: 'paid', payment_intent: 'pi_forged', customer: 'cus_forged' } },
      });
      const res = await s.page('/api/stripe/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signed(payload) },
        body: payload,
      });
      expect(res.status).toBe(200);
    }
    await outboxSettled(s.app);
    expect(s.paymentOf(booking.id)).toMatchObject({ state: 'due', takenCents: 0 });
    expect(s.app.ledger.chargesOf(booking.id)).toEqual([]);
  });

  it("a bank debit still pending is 'processing', not paid; it becomes paid when it settles, or due again (and the customer told) when it fails", async () => {
    const s = await setup();
    const settles = await s.book(ONE_TIME);
    await s.page(`${settles.path}/pay`);
    const session = s.stripe.received.sessions.at(-1)!.id;
    await s.stripe.complete(session, 'bank');
    await expect.poll(() => s.paymentOf(settles.booking.id)?.state).toBe('processing');
    expect(await (await s.page(settles.path)).text()).toContain('Processing: your bank payment is on its way');
    expect((await s.page(`${settles.path}/pay`)).headers.get('location')).toBe(settles.path);
    await s.stripe.world.settle(session, true);
    await expect.poll(() => s.paymentOf(settles.booking.id)).toMatchObject({ state: 'paid', takenCents: 6900 });

    const fails = await s.book({
      ...ONE_TIME,
      full_name: 'Bea Bank',
      street: '7 Bank St',
      mobile: '(404) 555-0177',
      email: 'bea@example.com',
    });
    await s.page(`${fails.path}/pay`);
    const failing = s.stripe.received.sessions.at(-1)!.id;
    await s.stripe.complete(failing, 'bank');
    await expect.poll(() => s.paymentOf(fails.booking.id)?.state).toBe('processing');
    await s.stripe.world.settle(failing, false);
    await expect.poll(() => s.paymentOf(fails.booking.id)?.state).toBe('due');
    const told = await s.mail.waitForMessage(
      'the bounced payment',
      (m) => m.recipients.includes('bea@example.com') && /did not go through/.test(m.parsed.subject!),
    );
    expect(told.parsed.text).toMatch(/https:\/\/canfreshatl\.com\/booking\/[\w-]{22}\/pay/);
  });
});

describe('pause and resume reach Stripe as they stand', () => {
  it('pause, resume, pause again to the same date: each reaches Stripe, and the last word is the pause', async () => {
    const s = await setup();
    const { path, subscription } = await member(s);
    const collection = () => s.stripe.world.subscription(subscription).pause_collection;
    expect(await post(s, path, 'action=pause&weeks=2')).toBe('paused');
    await outboxSettled(s.app);
    const paused = collection();
    expect(paused).toMatchObject({ behavior: 'void' });
    expect(await post(s, path, 'action=resume')).toBe('resumed');
    await outboxSettled(s.app);
    expect(collection()).toBeNull();
    expect(await post(s, path, 'action=pause&weeks=2')).toBe('paused');
    await outboxSettled(s.app);
    expect(collection()).toEqual(paused);
    expect(s.stripe.received.subscriptionUpdates.map((u) => u.params.pause_collection)).toEqual([
      { behavior: 'void', resumes_at: String(paused!.resumes_at) },
      '',
      { behavior: 'void', resumes_at: String(paused!.resumes_at) },
    ]);
  });

  it('a pause whose call failed, tried again after the resume, sends what stands then: the resume is not undone', async () => {
    const s = await setup();
    const { path, subscription } = await member(s);
    s.stripe.failures.push(500);
    expect(await post(s, path, 'action=pause&weeks=2')).toBe('paused');
    expect(await post(s, path, 'action=resume')).toBe('resumed');
    await outboxSettled(s.app);
    expect(s.stripe.world.subscription(subscription).pause_collection).toBeNull();
    expect(s.stripe.received.subscriptionUpdates.every((u) => u.params.pause_collection === '')).toBe(true);
  });

  it('a resume onto a day that filled up meanwhile moves that visit to the next pickup date with room, and says so', async () => {
    const s = await setup({ booking: { ...siteConfig.booking, capacityPerDay: 1 } });
    const { booking, path } = await member(s);
    expect(await post(s, path, 'action=pause&weeks=2')).toBe('paused');
    // Someone else takes the paused visit's day.
    await s.book({ ...ONE_TIME, full_name: 'Nia Next', street: '5 Next St', mobile: '(404) 555-0188', email: 'nia@example.com' });
    expect(await post(s, path, 'action=resume')).toBe('resumed');
    const visits = s.app.bookings.visits(booking.id);
    expect(visits.some((v) => v.state === 'paused')).toBe(false);
    const moved = visits.find((v) => v.movedFrom === '2026-11-25')!;
    expect(moved).toMatchObject({ state: 'scheduled', date: '2026-12-02' });
    const mail = await s.mail.waitForMessage('the resume', (m) => m.parsed.subject?.startsWith('Membership resumed') ?? false);
    expect(mail.parsed.text).toContain('Wednesday, November 25 was full: that visit moved to Wednesday, December 2');
  });
});

describe('a membership that starts within two days', () => {
  it('is paid at checkout for its first visit, then charged on the visit days after it', async () => {
    const clock = new SettableClock('2026-11-24T15:00:00Z'); // Tuesday 10:00: the first visit is tomorrow
    const s = await setup({ clock });
    const { booking, path } = await s.book({ ...MEMBER, service_date: '2026-11-25' });
    const session = await s.pay(path);
    expect(session.params.subscription_data?.trial_end).toBeUndefined();
    await expect.poll(() => s.paymentOf(booking.id)).toMatchObject({ state: 'paid', takenCents: 4000 });
    // Its cycle moves onto the next visit's morning: Wednesday, December 23, 08:00 in Atlanta.
    await expect.poll(() => s.stripe.received.subscriptionUpdates.length).toBe(1);
    expect(s.stripe.received.subscriptionUpdates[0]!.params).toEqual({
      trial_end: String(Date.parse('2026-12-23T13:00:00Z') / 1000),
      proration_behavior: 'none',
    });
  });

  it("when Stripe cannot open the payment page, the customer gets their page in our words and the owner is told; Stripe's words never reach them", async () => {
    const s = await setup();
    const { path } = await s.book(ONE_TIME);
    s.stripe.checkoutFailures.push(500);
    const res = await s.page(`${path}/pay`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${path}?notice=pay-failed`);
    const page = await (await s.page(`${path}?notice=pay-failed`)).text();
    expect(page).toContain('Sorry, the payment page could not be opened just now.');
    expect(page).not.toContain('api_error');
    await s.mail.waitForMessage('the owner told', (m) => m.parsed.subject?.startsWith('Payment page failed: Jordan Peachtree') ?? false);
    // Stripe back: the same link works.
    expect((await s.page(`${path}/pay`)).headers.get('location')).toMatch(/\/checkout\/cs_test_/);
  });
});

describe('the trip fee for cans not out', () => {
  const feePolicy = { ...siteConfig.crew, notOutPolicy: 'fee' as const };

  it('with no card on file the message says nothing of a fee, and none is charged', async () => {
    const clock = new SettableClock(SUNDAY);
    const s = await setup({ clock, crew: feePolicy });
    const { booking } = await s.book(ONE_TIME);
    clock.set('2026-11-25T15:00:00Z');
    const o = await s.owner();
    await o.post(`/owner/api/visits/${s.app.bookings.visits(booking.id)[0]!.id}/mark`, { mark: 'not-out' });
    const mail = await s.mail.waitForMessage('the not-out e-mail', (m) => m.parsed.subject?.startsWith('We could not clean') ?? false);
    expect(mail.parsed.text).not.toMatch(/fee|card on file/);
    await outboxSettled(s.app);
    expect(s.stripe.received.paymentIntents).toEqual([]);
  });

  it("'collected with your next visit' by the site config: the message says so and the crew sees it at that stop", async () => {
    const clock = new SettableClock(SUNDAY);
    const s = await setup({ clock, crew: { ...feePolicy, feeWithoutCard: 'next-visit' } });
    const { booking } = await s.book(MEMBER);
    clock.set('2026-11-25T15:00:00Z');
    const o = await s.owner();
    await o.post(`/owner/api/visits/${s.app.bookings.visits(booking.id)[0]!.id}/mark`, { mark: 'not-out' });
    const mail = await s.mail.waitForMessage('the not-out e-mail', (m) => m.parsed.subject?.startsWith('We could not clean') ?? false);
    expect(mail.parsed.text).toContain('a $15 fee applies for the trip: we will collect it with your next visit.');
    clock.set('2026-12-23T13:00:00Z'); // the next visit's morning
    const today = (await o.get('/owner/api/today')).json();
    expect(today.stops[0]).toMatchObject({ name: 'Jordan Peachtree', feeToCollect: '$15' });
  });

  it('charged to the card on file, in the takings; given back when the mark is corrected to done; refundable on its own', async () => {
    // A clock that runs: the fee waits (retried on real timers) until the customer has been told.
    const clock = new RunningClock(SUNDAY);
    const s = await setup({ clock, crew: feePolicy });
    const one = await s.book(ONE_TIME);
    await s.pay(one.path);
    await expect.poll(() => s.paymentOf(one.booking.id)?.state).toBe('paid');
    const two = await s.book({
      ...ONE_TIME,
      full_name: 'Tess Two',
      street: '2 Two St',
      mobile: '(404) 555-0166',
      email: 'tess@example.com',
    });
    await s.pay(two.path);
    await expect.poll(() => s.paymentOf(two.booking.id)?.state).toBe('paid');
    clock.set('2026-11-25T15:00:00Z');
    const o = await s.owner();
    const visitOne = s.app.bookings.visits(one.booking.id)[0]!.id;
    const visitTwo = s.app.bookings.visits(two.booking.id)[0]!.id;
    await o.post(`/owner/api/visits/${visitOne}/mark`, { mark: 'not-out' });
    await o.post(`/owner/api/visits/${visitTwo}/mark`, { mark: 'no-access' });
    await expect.poll(() => s.stripe.received.paymentIntents.length).toBe(2);
    await expect.poll(() => s.paymentOf(one.booking.id)?.takenCents).toBe(6900 + 1500);
    expect((await o.get('/owner/api/payments')).json()).toMatchObject({ today: '$30', month: '$168' });
    // The crew was wrong: the cans were out after all. The fee goes back, against the fee's own charge.
    await o.post(`/owner/api/visits/${visitOne}/mark`, { mark: 'done' });
    await expect.poll(() => s.stripe.received.refunds.length).toBe(1);
    const feeOne = s.stripe.received.paymentIntents.find((p) => p.customer === s.paymentOf(one.booking.id)!.customerId)!;
    expect(s.stripe.received.refunds[0]).toMatchObject({ amount: 1500, payment_intent: feeOne.id });
    await expect.poll(() => s.paymentOf(one.booking.id)).toMatchObject({ state: 'paid', takenCents: 6900 });
    // The owner refunds the other fee alone, from Payments: the clean stays paid.
    const row = (await o.get('/owner/api/payments')).json().payments.find((p: { name: string }) => p.name === 'Tess Two');
    const fee = row.charges.find((c: { what: string }) => c.what.startsWith('Trip fee'));
    expect(fee).toMatchObject({ what: 'Trip fee, Wed, Nov 25', amount: '$15', refundable: true });
    expect((await o.post(`/owner/api/charges/${fee.ref}/refund`)).statusCode).toBe(200);
    // The refund goes to Stripe from the outbox, after the answer: waited for, not assumed.
    await expect.poll(() => s.stripe.received.refunds.length).toBe(2);
    expect(s.stripe.received.refunds[1]).toMatchObject({ amount: 1500 });
    await expect.poll(() => s.paymentOf(two.booking.id)).toMatchObject({ state: 'paid', takenCents: 6900 });
    expect((await o.post(`/owner/api/charges/${fee.ref}/refund`)).statusCode).toBe(404);
  });
});

describe('the nightly check against Stripe', () => {
  it('a payment whose webhook never came is found, applied as the event would be, and the customer told once', async () => {
    const clock = new SettableClock(SUNDAY);
    const s = await setup({ clock });
    const paid = await s.book(ONE_TIME);
    const { booking, subscription } = await member(s, {
      ...MEMBER,
      full_name: 'Mo Member',
      street: '4 Member St',
      mobile: '(404) 555-0155',
      email: 'mo@example.com',
    });
    s.stripe.delivery = 'hold';
    await s.pay(paid.path);
    await s.stripe.invoice(subscription, 'failed');
    // Every one of those events is lost on the way.
    expect(
      takeHeld(s.stripe)
        .map((e) => e.type)
        .sort(),
    ).toEqual(['checkout.session.completed', 'invoice.payment_failed']);
    expect(s.paymentOf(paid.booking.id)?.state).toBe('due');
    clock.advance(3600_000);
    // Run twice, as a second night would: nothing is applied or told twice.
    expect(await runCheck(s)).toMatchObject({ applied: 2 });
    expect(await runCheck(s)).toMatchObject({ applied: 0 });
    expect(s.paymentOf(paid.booking.id)).toMatchObject({ state: 'paid', takenCents: 6900 });
    expect(s.paymentOf(booking.id)?.state).toBe('failed');
    expect(s.app.bookings.visits(booking.id).filter((v) => v.state === 'held')).toHaveLength(1);
    await s.mail.waitForMessage('the decline', (m) => m.recipients.includes('mo@example.com') && /declined/.test(m.parsed.subject!));
    await outboxSettled(s.app);
    expect(s.mail.messages.filter((m) => m.recipients.includes('mo@example.com') && /declined/.test(m.parsed.subject!))).toHaveLength(1);
    expect((await (await s.owner()).get('/owner/api/payments')).json().problems).toEqual([]);
  });

  it('what it cannot explain is listed for the owner: on Payments and in the evening list', async () => {
    const clock = new SettableClock(SUNDAY);
    const s = await setup({ clock });
    const { booking, path } = await s.book(ONE_TIME);
    await s.pay(path);
    await expect.poll(() => s.paymentOf(booking.id)?.state).toBe('paid');
    // A refund made in Stripe's dashboard whose events never came, and a charge nobody here knows.
    s.stripe.delivery = 'hold';
    await s.stripe.world.refund({ payment_intent: String(s.stripe.received.sessions[0]!.payment_intent), amount: 2000 });
    takeHeld(s.stripe);
    s.stripe.world.chargeOffSession({ amount: 4000, currency: 'usd', customer: 'cus_someone', payment_method: 'pm_someone' });
    clock.advance(3600_000);
    await runCheck(s);
    // The refund is applied (Stripe listed it); the unknown charge is listed.
    expect(s.paymentOf(booking.id)).toMatchObject({ state: 'paid', takenCents: 4900 });
    const { problems } = (await (await s.owner()).get('/owner/api/payments')).json();
    expect(problems.map((p: { text: string }) => p.text)).toEqual([
      expect.stringMatching(/^Stripe: charged \$40 on Sun, Nov 22 \(ch_\w+\); here: no such payment$/),
    ]);
    clock.set('2026-11-24T23:30:00Z'); // Tuesday evening: the list for Wednesday
    s.app.bookings.queueDayDigests();
    const digest = await s.mail.waitForMessage('the evening list', (m) => m.parsed.subject?.startsWith('Tomorrow, ') ?? false);
    expect(digest.parsed.text).toContain('Payments to look at (checked against Stripe; see Payments in the inbox):');
    expect(digest.parsed.text).toMatch(/Stripe: charged \$40 on Sun, Nov 22/);
  });
  it('stops at a list that pages for ever, and never takes objects without their id for agreement', async () => {
    const clock = new SettableClock(SUNDAY);
    const s = await setup({ clock });
    const { booking, path } = await s.book(ONE_TIME);
    await s.pay(path);
    await expect.poll(() => s.paymentOf(booking.id)?.state).toBe('paid');
    s.stripe.world.chargeOffSession({ amount: 4000, currency: 'usd', customer: 'cus_someone', payment_method: 'pm_someone' });
    clock.advance(3600_000);
    // The charges answer the same page with has_more for ever; the refunds, objects with nothing in them.
    s.stripe.listFaults.set('/v1/charges', 'forever');
    s.stripe.listFaults.set('/v1/refunds', 'empty');
    const before = s.stripe.received.requests.length;
    await runCheck(s);
    const reads = s.stripe.received.requests.slice(before);
    expect(reads.filter((r) => r.path === '/v1/charges').length).toBeLessThanOrEqual(2);
    const { problems } = (await (await s.owner()).get('/owner/api/payments')).json();
    expect(problems.map((p: { text: string }) => p.text).sort()).toEqual([
      expect.stringMatching(/^Stripe: charged \$40 on Sun, Nov 22 \(ch_\w+\); here: no such payment$/),
      expect.stringMatching(/^Stripe: its list of charges repeated itself \(ch_\w+ again\) after \d+; the check stopped reading it$/),
      'Stripe: its list of refunds gave an object without its id or date; the check could not compare the rest',
    ]);
  });
});

/** Runs the nightly check now, as the server's Stripe relay runs it, and waits for what it queued. */
async function runCheck(s: Stack) {
  const { checkPayments } = await import('../../src/server/money/payment-flow/nightly-check.ts');
  const { stripeClient } = await import('../../src/server/money/payments/stripe-client.ts');
  const stripe = stripeClient({ secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET, apiBaseUrl: s.stripe.url });
  const report = await checkPayments({
    stripe,
    flow: s.app.paymentFlow!,
    payments: s.app.payments,
    ledger: s.app.ledger,
    bookings: s.app.bookings,
  });
  await outboxSettled(s.app);
  return report;
}
