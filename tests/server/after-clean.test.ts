// After the clean, over real sockets with the loopback fakes of the mail server, the text provider
// and Stripe: a visit marked Done late in the evening texts the customer in the morning with one
// link, the clean's own page, which rates in one tap with no script; every customer who rates is
// offered the review link whatever the stars, and the day-after review e-mail skips them; one to
// three stars asks what went wrong and puts the customer first in the owner's Messages (and the
// owner's e-mail a minute later); a tip is paid through Checkout, kept once however often Stripe
// tells of it (or found by the nightly check when Stripe's event never came), and counted on Home
// and Today by the truck that did the clean; the words a happy customer lets us quote show on the
// home page with the average. In Spanish too.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { UnhappyRating } from '../../src/common/owner-api/ratings.ts';
import type { CustomerRecord } from '../../src/common/owner-customers.ts';
import type { HomeFigures } from '../../src/common/owner-home.ts';
import type { TodayAnswer } from '../../src/common/owner-inbox.ts';
import { personKey } from '../../src/server/customers/people/people-store.ts';
import { RunningClock } from '../../src/server/platform/clock/clock.ts';
import { checkPayments } from '../../src/server/money/payment-flow/nightly-check.ts';
import { stripeClient } from '../../src/server/money/payments/stripe-client.ts';
import { FAKE_STRIPE_KEY, FAKE_STRIPE_WEBHOOK_SECRET } from '../fakes/fake-stripe.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { ONE_TIME, paidStack } from '../support/paid-stack.ts';
import { outboxSettled } from '../support/settled.ts';
import { validLead } from '../support/valid-lead.ts';

const cleanups = cleanupsAfterEach();
const FORM = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' };
/** Wednesday, November 25, 2026: the clean's day (Atlanta is five hours behind UTC). */
const VISIT_DAY = '2026-11-25';
const REVIEW = 'https://g.page/r/canfresh-atl/review';

async function cleaned(args: Record<string, unknown> = {}, markAt = `${VISIT_DAY}T16:00:00Z`) {
  const clock = new RunningClock('2026-11-22T15:00:00Z');
  const s = await paidStack(cleanups, { texts: true, clock });
  const booked = await s.book({ ...ONE_TIME, ...args });
  const owner = await s.owner();
  // One truck works Wednesdays: the day's plan puts the stop on it.
  const truck = {
    name: 'Truck Peach',
    yard: { name: 'Five Points', latitude: 33.7537, longitude: -84.3915 },
    roomCans: 40,
    tankCans: null,
    days: ['Wednesday'],
    crew: [],
  };
  expect((await owner.post('/owner/api/trucks', truck)).statusCode).toBe(200);
  // The crew opens the day's route in the morning (it plans the day), and marks the stop at `markAt`.
  clock.set(`${VISIT_DAY}T13:00:00Z`);
  expect((await owner.get('/owner/api/today')).json<TodayAnswer>().trucks?.[0]?.stops).toHaveLength(1);
  clock.set(markAt);
  const visit = s.app.bookings.visits(booked.booking.id)[0]!;
  expect((await owner.post(`/owner/api/visits/${visit.id}/mark`, { mark: 'done' })).statusCode).toBe(200);
  const nudge = () => s.app.relays.forEach((relay) => relay.nudge());
  /** The Done text's one link: the clean's own page. */
  const doneText = async () => {
    await expect.poll(() => s.provider!.texts.find((t) => /clean!|limpios!/.test(t.body))?.body).toBeDefined();
    const body = s.provider!.texts.find((t) => /clean!|limpios!/.test(t.body))!.body;
    return { body, path: /https:\/\/canfreshatl\.com(\/booking\/[\w-]{22}\/visits\/[\w-]+)$/.exec(body)![1]! };
  };
  const page = (path: string) => s.app.inject({ method: 'GET', url: path });
  const post = (url: string, form: Record<string, string | string[]>) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(form)) for (const one of [value].flat()) body.append(name, one);
    return s.app.inject({ method: 'POST', url, headers: FORM, payload: body.toString() });
  };
  return { ...s, ...booked, clock, owner, visit, nudge, doneText, page, post };
}

describe('after the clean', () => {
  it('a Done marked at 21:30 texts in the morning; five stars in one tap, the review link offered, a $5 tip kept once, counted by truck, refunded', async () => {
    // 21:30 in Atlanta, the clean's day.
    const s = await cleaned({}, '2026-11-26T02:30:00Z');
    await outboxSettled(s.app);
    expect(s.provider!.texts.filter((t) => t.body.includes('clean!'))).toEqual([]);
    s.clock.set('2026-11-26T13:00:05Z'); // Thursday, 08:00
    s.nudge();
    const { body, path } = await s.doneText();
    expect(body).toMatch(/^CanFresh ATL: your cans are clean! How did we do\? https:\/\/\S+$/);
    // The review e-mail counts its hours from the morning's text, not from the evening's mark.
    await outboxSettled(s.app);
    expect(s.mail.messages.filter((m) => /^How did we do\?/.test(m.parsed.subject!))).toEqual([]);

    // The page rates with no script: five buttons of one form.
    const html = (await s.page(path)).body;
    expect(html).not.toMatch(/<script/);
    expect(html).toMatch(new RegExp(`<form [^>]*action="${path}/rate" method="post"`));
    const stars = [...html.matchAll(/<button type="submit" value="(\d)"[^>]* name="stars">/g)].map((m) => m[1]);
    expect(stars).toEqual(['1', '2', '3', '4', '5']);
    // No rating yet: the home page shows none.
    expect((await s.page('/')).body).not.toContain('What our customers say');
    const rated = await s.post(`${path}/rate`, { stars: '5' });
    expect([rated.statusCode, rated.headers.location]).toEqual([303, `${path}?notice=rated`]);
    const thanked = (await s.page(`${path}?notice=rated`)).body;
    expect(thanked).toContain('Thank you for rating your clean.');
    expect(thanked).toContain(`href="${REVIEW}"`);
    expect(thanked).not.toContain('What went wrong?');

    // Their words, which they let us quote: the home page shows them by first name, with the average.
    expect((await s.post(`${path}/tell`, { words: 'Spotless & fresh, like new cans', quote: 'yes' })).statusCode).toBe(303);
    const home = (await s.page('/')).body;
    expect(home).toContain('What our customers say');
    expect(home).toContain('5.0 of 5 stars from 1 rating');
    expect(home).toContain('“Spotless &amp; fresh, like new cans”');
    expect(home).toContain('>Jordan</p>');
    expect(home).not.toContain('Peachtree</p>');
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(home)![1]!);
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 5, reviewCount: 1, bestRating: 5, worstRating: 1 });
    expect((await s.page('/es/')).body).toContain('5.0 de 5 estrellas en 1 calificación');

    // A tip of $5: Stripe's page, asked twice, is one session; paid, one charge however often Stripe tells.
    const tip = await s.post(`${path}/tip`, { amount: '5' });
    expect(tip.statusCode).toBe(303);
    expect((await s.post(`${path}/tip`, { amount: '5' })).headers.location).toBe(tip.headers.location);
    const session = s.stripe.received.sessions.at(-1)!;
    expect(session).toMatchObject({ mode: 'payment', amount_total: 500, metadata: { tip_for_visit: s.visit.id } });
    expect(s.stripe.received.sessions.filter((one) => one.metadata?.['tip_for_visit'])).toHaveLength(1);
    expect((await fetch(String(tip.headers.location), { method: 'POST', redirect: 'manual' })).status).toBe(303);
    const tips = () => s.app.stores.ledger.chargesOf(s.booking.id).filter((charge) => charge.purpose === 'tip');
    await expect.poll(() => tips().length).toBe(1);
    const completed = s.stripe.made.find((event) => event.type === 'checkout.session.completed' && event.payload.includes(session.id))!;
    expect(await s.stripe.deliver(completed)).toBe(200);
    expect(tips()).toMatchObject([{ cents: 500, visitId: s.visit.id }]);
    expect((await s.page(`${path}?tipped=1`)).body).toContain('You tipped $5 for this clean.');
    // The booking's own payment is not touched by a tip.
    expect(s.paymentOf(s.booking.id)?.takenCents ?? 0).toBe(0);

    // Home and the crew's Today count them by the truck that did the clean.
    const figures = (await s.owner.get('/owner/api/home')).json<HomeFigures>();
    expect(figures.afterClean).toEqual({
      ratings: { count: 1, average: 5, byTruck: [{ truck: 'Truck Peach', count: 1, average: 5 }] },
      tips: {
        total: { cents: 500, words: '$5' },
        count: 1,
        byTruck: [{ truck: 'Truck Peach', total: { cents: 500, words: '$5' }, count: 1 }],
      },
    });
    expect(figures.needs.some((need) => need.kind === 'unhappy')).toBe(false);
    expect((await s.owner.get('/owner/api/today')).json<TodayAnswer>().trucks?.[0]?.week).toEqual({
      ratings: 1,
      average: 5,
      tips: '$5',
      tipCount: 1,
    });
    const record = (
      await s.owner.get(`/owner/api/customers/${encodeURIComponent(personKey(s.booking.customer.mobileE164, validLead.email))}`)
    ).json<CustomerRecord>();
    expect(record.bookings[0]!.visits[0]).toMatchObject({
      rating: { stars: 5, problems: [], words: 'Spotless & fresh, like new cans' },
      tip: '$5',
    });
    expect(record.bookings[0]!.charges.map((charge) => charge.what)).toContain('Tip for the crew');

    // A tip refunded as any charge is: Home's tips drop by it.
    expect((await s.owner.post(`/owner/api/charges/${tips()[0]!.ref}/refund`)).statusCode).toBe(200);
    await expect.poll(() => s.stripe.received.refunds.at(-1)).toMatchObject({ payment_intent: tips()[0]!.paymentIntent, amount: 500 });
    await expect.poll(async () => (await s.owner.get('/owner/api/home')).json<HomeFigures>().afterClean.tips.total.cents).toBe(0);
  });

  it('two stars: the review link all the same, what went wrong asked, the owner told at once in Messages and by e-mail a minute later', async () => {
    const s = await cleaned();
    const { path } = await s.doneText();
    expect((await s.post(`${path}/rate`, { stars: '2' })).statusCode).toBe(303);
    const asked = (await s.page(`${path}?notice=rated`)).body;
    expect(asked).toContain(`href="${REVIEW}"`);
    expect(asked).toContain('What went wrong?');
    expect(asked).toMatch(/will call or text you by Thursday, November 26/);
    expect(
      (await s.post(`${path}/tell`, { problems: ['missed-can', 'not-a-problem-we-know'], words: 'The blue one was left full' })).statusCode,
    ).toBe(303);

    // At once, first in Messages and on Home.
    const waiting = (await s.owner.get('/owner/api/ratings/waiting')).json<{ ratings: UnhappyRating[]; waiting: number }>();
    expect(waiting.waiting).toBe(1);
    expect(waiting.ratings[0]).toMatchObject({
      visitId: s.visit.id,
      stars: 2,
      problems: ['A can was missed'],
      words: 'The blue one was left full',
      truck: 'Truck Peach',
      thread: `#messages/${encodeURIComponent(s.booking.customer.mobileE164!)}`,
    });
    const home = (await s.owner.get('/owner/api/home')).json<HomeFigures>();
    expect(home.needs[0]).toMatchObject({
      kind: 'unhappy',
      href: '#messages?show=unhappy',
      title: '1 unhappy rating waits for your answer',
    });

    // The owner's e-mail, a minute after the tap, with what went wrong.
    s.clock.advance(61_000);
    s.nudge();
    const told = await s.mail.waitForMessage('the unhappy rating', (m) => /^2 stars from /.test(m.parsed.subject!));
    expect(told.recipients).toContain('owner@canfreshatl.com');
    expect(told.parsed.text).toContain('What went wrong: A can was missed.');
    expect(told.parsed.text).toContain('In their words: "The blue one was left full"');

    // Offered the review link on the page: the review e-mail after the clean does not ask again.
    s.clock.advance(3 * 3_600_000);
    s.nudge();
    await outboxSettled(s.app);
    expect(s.mail.messages.filter((m) => m.recipients.includes(validLead.email) && /^How did we do\?/.test(m.parsed.subject!))).toEqual([]);

    // Tapped again: one e-mail still. Answered: off the list.
    expect((await s.post(`${path}/rate`, { stars: '1' })).statusCode).toBe(303);
    s.clock.advance(61_000);
    s.nudge();
    await outboxSettled(s.app);
    expect(s.mail.messages.filter((m) => / stars? from /.test(m.parsed.subject!))).toHaveLength(1);
    expect((await s.owner.post(`/owner/api/ratings/${s.visit.id}/answered`)).json()).toEqual({ answered: true });
    expect((await s.owner.post(`/owner/api/ratings/${s.visit.id}/answered`)).statusCode).toBe(404);
    expect((await s.owner.get('/owner/api/ratings/waiting')).json()).toMatchObject({ ratings: [], waiting: 0 });
  });

  it('a tip whose event never came is found by the nightly check against Stripe, and kept once', async () => {
    const s = await cleaned();
    const { path } = await s.doneText();
    s.stripe.delivery = 'hold';
    const tip = await s.post(`${path}/tip`, { amount: '', other: '$7.50' });
    expect((await fetch(String(tip.headers.location), { method: 'POST', redirect: 'manual' })).status).toBe(303);
    const tips = () => s.app.stores.ledger.chargesOf(s.booking.id).filter((charge) => charge.purpose === 'tip');
    expect(tips()).toEqual([]);
    s.clock.advance(20 * 60_000);
    const stripe = stripeClient({ secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET, apiBaseUrl: s.stripe.url });
    const check = () =>
      checkPayments({ stripe, flow: s.app.paymentFlow!, payments: s.app.payments, ledger: s.app.ledger, bookings: s.app.bookings });
    const report = await check();
    expect(tips()).toMatchObject([{ cents: 750, visitId: s.visit.id }]);
    // Stripe's charge is ours now: nothing for the owner to look into.
    expect(report.problems).toEqual([]);
    await check();
    expect(tips()).toHaveLength(1);
  });

  it('in Spanish, and refused in words: a tip out of range, a post from another site, a visit not done or of another booking', async () => {
    const s = await cleaned({ language: 'es' });
    const { body, path } = await s.doneText();
    expect(body).toMatch(/¿Qué tal\? https:\/\/\S+$/);
    const html = (await s.page(path)).body;
    expect(html).toMatch(/<html lang="es"/);
    expect((await s.post(`${path}/tip`, { amount: '5', other: '500' })).headers.location).toBe(`${path}?notice=tip-amount`);
    expect((await s.page(`${path}?notice=tip-amount`)).body).toContain('100');
    const foreign = await s.app.inject({
      method: 'POST',
      url: `${path}/rate`,
      headers: { ...FORM, 'sec-fetch-site': 'cross-site' },
      payload: 'stars=1',
    });
    expect(foreign.statusCode).toBe(403);
    expect(s.app.stores.ratings.of(s.visit.id)).toBeUndefined();
    expect((await s.page(path.replace(s.visit.id, randomUUID()))).statusCode).toBe(404);
    expect((await s.page(path.replace(/booking\/[\w-]{22}/, 'booking/AAAAAAAAAAAAAAAAAAAAAA'))).statusCode).toBe(404);
  });
});
