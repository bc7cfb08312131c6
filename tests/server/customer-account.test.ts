// A customer's own account over real sockets, with the loopback fakes of the mail server, the text
// provider and Stripe: a customer with two homes (a membership at one; a one-time clean done, and
// another to come, at the other) signs in by a code texted to their mobile and sees all three, the
// crew's photo and their payment; moves a visit and pauses the membership from there; opens Stripe's
// portal for their card; cancels the one-time clean for its price, which the owner's Home counts.
// Another household's bookings, visits and photos are never reachable from that session. A code
// e-mailed works too, and a booking's own link signs its holder in.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { HomeFigures } from '../../src/common/owner-home.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { outboxSettled } from '../support/settled.ts';
import { MEMBER, ONE_TIME, paidStack } from '../support/paid-stack.ts';
import { RunningClock } from '../../src/server/platform/clock/clock.ts';
import { validLead } from '../support/valid-lead.ts';

const cleanups = cleanupsAfterEach();
const SAME = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' };
/** Wednesday, November 25, 2026, 09:00 in Atlanta: the first visits' day. */
const VISIT_MORNING = '2026-11-25T14:00:00Z';

/** A browser's cookies, kept from each answer as a browser keeps them. */
function cookieJar() {
  const jar = new Map<string, string>();
  return {
    keep(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, value] = pair!.split('=');
        if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line) || !value) jar.delete(name!);
        else jar.set(name!, value);
      }
      return response;
    },
    header: () => [...jar].map(([n, v]) => `${n}=${v}`).join('; '),
    raw: jar,
  };
}

async function twoHomes() {
  const clock = new RunningClock('2026-11-22T15:00:00Z');
  const s = await paidStack(cleanups, { texts: true, clock });
  const member = await s.book({ ...MEMBER, service_date: '2026-12-02' });
  /** Another booking on a call, found by its street and date; its page's path through a fresh link. */
  const bookAlso = async (args: Record<string, unknown>) => {
    expect(await s.tool(`call-${randomUUID()}`, 'book_service', args)).toMatch(/^Booked/);
    const booking = s.app.bookings
      .ofLeads(s.app.stores.leads.idsOfProven({ mobileE164: null, email: String(args.email) }))
      .find((b) => b.customer.street === args.street && s.app.bookings.visits(b.id)[0]!.date === args.service_date)!;
    return { booking, path: `/booking/${s.app.bookings.issueLink(booking.id)}` };
  };
  const elm = { street: '48 Elm St', zip: '30030' };
  const done = await bookAlso({ ...ONE_TIME, ...elm, cans: 1 });
  const later = await bookAlso({ ...ONE_TIME, ...elm, cans: 1, service_date: '2026-12-09' });
  // Someone else, on another street, with a clean and a photo of their own.
  const other = await bookAlso({
    ...ONE_TIME,
    full_name: 'Sam Other',
    mobile: '(404) 555-0177',
    email: 'sam@example.com',
    street: '9 Pine St',
  });
  clock.set(VISIT_MORNING);
  const owner = await s.owner();
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 140, b: 90 } } })
    .jpeg()
    .toBuffer();
  for (const booking of [done.booking, other.booking]) {
    const visit = s.app.bookings.visits(booking.id)[0]!;
    expect((await owner.put(`/owner/api/visits/${visit.id}/photos/${randomUUID()}`, photo)).statusCode).toBe(201);
    expect((await owner.post(`/owner/api/visits/${visit.id}/mark`, { mark: 'done' })).statusCode).toBe(200);
  }
  s.app.stores.ledger.addCharge({
    ref: 'pi_done',
    bookingId: done.booking.id,
    cents: 5900,
    paymentIntent: 'pi_done',
    invoiceId: null,
    purpose: 'clean',
    visitId: null,
  } as never);
  clock.set('2026-11-26T15:00:00Z');
  const jar = cookieJar();
  const go = async (path: string, init: RequestInit = {}) =>
    jar.keep(await s.page(path, { ...init, headers: { ...(init.headers as object), cookie: jar.header() } }));
  const post = (path: string, form: Record<string, string>) =>
    go(path, { method: 'POST', headers: SAME, body: new URLSearchParams(form).toString() });
  const read = async (path: string) => (await (await go(path)).text()).replaceAll('<!-- -->', '');
  return { ...s, clock, member, done, later, other, owner, jar, go, post, read };
}

/** Signs in with the code texted to the customer's mobile, as they would type it. */
async function signInByText(s: Awaited<ReturnType<typeof twoHomes>>) {
  const codes = () => s.provider!.texts.filter((t) => /your sign-in code is \d{6}/.test(t.body));
  const before = codes().length;
  const asked = await s.post('/account/code', { address: validLead.mobile });
  expect(asked.status).toBe(303);
  expect(asked.headers.get('location')).toBe('/account?step=code');
  await expect.poll(() => codes().length).toBe(before + 1);
  const text = codes().at(-1)!;
  const code = /(\d{6})/.exec(text.body)![1]!;
  const step = await s.read('/account?step=code');
  expect(step).toContain('Type your code');
  const verified = await s.post('/account/verify', { code });
  expect(verified.status).toBe(303);
  expect(verified.headers.get('location')).toBe('/account?notice=signed-in');
  return verified;
}

describe("a customer's own account", () => {
  it('signs in by a texted code and joins two homes, a clean done and one to come, with their photo and payment', async () => {
    const s = await twoHomes();
    // Every e-mail about a booking links to the account too.
    expect(s.member.confirmation).toContain('All your bookings, visits and payments: https://canfreshatl.com/account');
    expect(await s.read('/account')).toContain('Sign in to your account');
    const verified = await signInByText(s);
    // A session of its own: scripts cannot read it, it rides only this site's requests, it expires.
    const line = verified.headers.getSetCookie().find((c) => c.startsWith('__Host-account='))!;
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/Secure/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Max-Age=2592000/);
    const page = await s.read('/account');
    for (const booking of [s.member.booking, s.done.booking, s.later.booking]) expect(page).toContain(booking.reference);
    expect(page).toContain('123 Peachtree St NE, 30309');
    expect(page).toContain('48 Elm St, 30030');
    expect(page).toContain('The day after your Tuesday trash pickup.');
    expect(page).toContain('Wednesday, November 25: Done');
    expect(page).toMatch(/<img src="\/photos\/[^"]+" alt="Photo of the clean on Wednesday, November 25"/);
    expect(page).toContain('$59');
    // Nothing of the other household's: not their name, street, reference, nor their photo.
    expect(page).not.toContain('Sam Other');
    expect(page).not.toContain('9 Pine St');
    expect(page).not.toContain(s.other.booking.reference);
    const photos = [...page.matchAll(/<img src="(\/photos\/[^"]+)"/g)].map((m) => m[1]!);
    expect(photos).toHaveLength(1);
    expect(photos[0]).not.toContain(s.app.stores.photos.ofVisit(s.app.bookings.visits(s.other.booking.id)[0]!.id)[0]!.id);
    expect((await s.go(photos[0]!.replaceAll('&amp;', '&'))).status).toBe(200);
  });

  it("never reaches another household's booking: its page, its changes and its payment pages are the 404 page", async () => {
    const s = await twoHomes();
    await signInByText(s);
    const theirs = `/account/bookings/${s.other.booking.id}`;
    expect((await s.go(theirs)).status).toBe(404);
    expect((await s.post(theirs, { action: 'cancel', reason: 'price' })).status).toBe(404);
    expect((await s.go(`${theirs}/pay`)).status).toBe(404);
    expect((await s.go(`${theirs}/billing`, { method: 'POST', headers: SAME })).status).toBe(404);
    expect(s.app.bookings.get(s.other.booking.id)!.status).toBe('booked');
    // Signed out, even their own booking is only the way in.
    const out = await s.post('/account/sign-out', {});
    expect(out.headers.get('location')).toBe('/account?notice=signed-out');
    expect((await s.go(`/account/bookings/${s.member.booking.id}`)).headers.get('location')).toBe('/account');
    expect(await s.read('/account?notice=signed-out')).toContain('You are signed out.');
  });

  it("moves a visit and pauses the membership from the account, opens Stripe's portal for the card, and cancels for the price", async () => {
    const s = await twoHomes();
    await signInByText(s);
    const mine = `/account/bookings/${s.member.booking.id}`;
    const page = await s.read(mine);
    expect(page).toContain('Back to your account');
    const next = s.app.bookings.nextVisits(s.member.booking, 1)[0]!;
    const to = /name="to" value="(\d{4}-\d{2}-\d{2})"/.exec(page)![1]!;
    const moved = await s.post(mine, { action: 'move', visit: next.id, to });
    expect(moved.headers.get('location')).toBe(`${mine}?notice=moved`);
    expect(s.app.bookings.visit(next.id)!.date).toBe(to);
    const paused = await s.post(mine, { action: 'pause', weeks: '4' });
    expect(paused.headers.get('location')).toBe(`${mine}?notice=paused`);
    expect(s.app.bookings.pauseOf(s.member.booking.id)).toBeDefined();
    // The card: Stripe's portal for this booking's customer, back to this page.
    const card = await s.pay(s.member.path);
    expect(card.customer).toBeTruthy();
    const portal = await s.go(`${mine}/billing`, { method: 'POST', headers: SAME });
    expect(portal.status).toBe(303);
    expect(s.stripe.received.portals.at(-1)).toMatchObject({
      customer: s.app.payments.get(s.member.booking.id)!.customerId,
      return_url: `https://canfreshatl.com${mine}`,
    });
    // The one-time clean to come, cancelled for its price: asked why first.
    const later = `/account/bookings/${s.later.booking.id}`;
    expect(await s.read(`${later}?step=cancel`)).toContain('Why are you leaving?');
    // A declined card: first on the account, with the way to put in a new one.
    s.app.payments.setState(s.member.booking.id, 'failed', 0);
    const declined = await s.read('/account');
    expect(declined.indexOf('Your card was declined')).toBeLessThan(declined.indexOf('Your homes and plans'));
    expect(declined).toMatch(new RegExp(`<form[^>]*action="${mine}/billing"`));
    const cancelled = await s.post(later, { action: 'cancel', reason: 'price' });
    expect(cancelled.headers.get('location')).toBe(`${later}?notice=cancelled`);
    const figures = (await s.owner.get('/owner/api/home')).json<HomeFigures>();
    expect(figures.leavers.reasons.find((r) => r.reason === 'price')!.count).toBe(1);
  });

  it('signs in by a code e-mailed to the address, and from a booking’s own link; a wrong code says so under the field', async () => {
    const s = await twoHomes();
    const asked = await s.post('/es/cuenta/code', { address: validLead.email.toUpperCase() });
    expect(asked.headers.get('location')).toBe('/es/cuenta?step=code');
    const mail = await s.mail.waitForMessage('the account code', (m) => /clave para entrar/.test(m.parsed.subject ?? ''));
    expect(mail.recipients).toEqual([validLead.email]);
    const code = /(\d{6})/.exec(mail.parsed.subject!)![1]!;
    const wrong = await s.post('/es/cuenta/verify', { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    const refused = (await wrong.text()).replaceAll('<!-- -->', '');
    expect(refused).toContain('aria-describedby="code-error"');
    expect(refused).toContain(
      '<p id="code-error" class="mt-1 font-semibold text-red-800">Esa clave no es correcta: le quedan 4 intentos.</p>',
    );
    expect((await s.post('/es/cuenta/verify', { code })).headers.get('location')).toBe('/es/cuenta?notice=signed-in');
    expect(await s.read('/es/cuenta')).toContain('Sus casas y planes');
    // An address with no bookings is told the same, and nothing is sent to it.
    // Counted once the outbox is idle: the bookings' own messages still on their way are not this answer's.
    await outboxSettled(s.app);
    const mails = s.mail.messages.length;
    const stranger = await s.post('/account/code', { address: 'nobody@example.com' });
    expect(stranger.headers.get('location')).toBe('/account?step=code');
    await outboxSettled(s.app);
    expect(s.mail.messages.length).toBe(mails);
    // A booking's own link signs its holder in to their account.
    s.jar.raw.clear();
    const fromLink = await s.go(`${s.done.path}/account`);
    expect(fromLink.headers.get('location')).toBe('/account?notice=signed-in');
    expect(await s.read('/account')).toContain(s.member.booking.reference);
  });
});
