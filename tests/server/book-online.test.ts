// Booking online without the receptionist: the booking page's screens as a browser without
// JavaScript sends them (each a form post answered 303 to the next screen), and as the page's
// script does (the same server, screens as JSON). The app runs on a clock standing on Sunday,
// November 22, 2026, 10:00 in Atlanta, with loopback fakes of the text provider and the mail
// server. Needs the build (the screens are the page's own components).
import { describe, expect, it } from 'vitest';
import { SettableClock } from '../../src/server/platform/clock/clock.ts';
import { startFakeSmtp, mailEnv } from '../fakes/fake-smtp.ts';
import { startFakeTwilio, twilioEnv } from '../fakes/fake-twilio.ts';
import { BOOK_DETAILS, bookVisitor, codeIn } from '../support/book-visitor.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { outboxSettled } from '../support/settled.ts';
import { makeTestApp } from '../support/test-app.ts';
import { siteConfig } from '../../src/common/site-config.ts';

const cleanups = cleanupsAfterEach();
const NUMBER = '+14045550199';
const details = BOOK_DETAILS;

async function setup({ texts = true, perIp = 3, horizonDays = siteConfig.booking.horizonDays } = {}) {
  const clock = new SettableClock('2026-11-22T15:00:00Z');
  const [provider, mail] = await Promise.all([startFakeTwilio(), startFakeSmtp()]);
  const t = await makeTestApp({
    site: true,
    clock,
    env: { ...mailEnv(mail), ...(texts ? twilioEnv(provider) : {}), PUBLIC_BASE_URL: 'https://canfreshatl.com' },
    onlineBooking: { on: true, linkDays: 14, bookingsPerIpPerDay: perIp },
    booking: { ...siteConfig.booking, horizonDays },
  });
  cleanups.push(t.close, provider.close, mail.close);
  return { ...t, clock, provider, mail };
}

/** From the zip to the details, answering each screen. */
async function upToDetails(visitor: ReturnType<typeof bookVisitor>, { plan = 'one-time', cans = '1', query = '' } = {}) {
  await visitor.send({ screen: 'zip', zip: '30309' }, { query });
  await visitor.send({ screen: 'pickup', pickup_day: 'Tuesday' });
  if (!query) await visitor.send({ screen: 'plan', plan });
  await visitor.send({ screen: 'cans', cans });
  return visitor.send({ screen: 'date', date: '2026-11-25' });
}

describe('the booking page without JavaScript', () => {
  it('books a one-time clean: each screen a form, the mobile proven by a texted code, then the booking page', async () => {
    const { app, provider, mail } = await setup();
    const visitor = bookVisitor(app);
    const first = await visitor.open();
    expect(first.status).toBe(200);
    expect(first.text).toContain('Where are your cans?');
    expect(first.html).not.toMatch(/<form[^>]*action=/); // the first form posts to the page's own address, with its ?plan=

    const wrongZip = await visitor.send({ screen: 'zip', zip: '30' });
    expect(wrongZip.status).toBe(400);
    expect(wrongZip.text).toContain('Please enter a valid zip code');

    const pickup = await visitor.send({ screen: 'zip', zip: '30309' });
    expect(pickup.path).toMatch(/^\/book\/[\w-]{22}$/);
    expect(pickup.text).toContain('Which day is your trash picked up?');
    expect(pickup.text).toContain('Zip code 30309 Change zip code');
    const noDay = await visitor.send({ screen: 'pickup' });
    expect(noDay.status).toBe(400);
    expect(noDay.text).toContain('Please choose the day your trash is picked up');

    await visitor.send({ screen: 'pickup', pickup_day: 'Tuesday' });
    const cans = await visitor.send({ screen: 'plan', plan: 'one-time' });
    expect(cans.text).toContain('2 cans: $69');
    const dates = await visitor.send({ screen: 'cans', cans: '2' });
    // The dates with room for a Tuesday pickup, the day after, as the receptionist offers them.
    expect(dates.text).toContain('Wednesday, November 25');
    expect(dates.text).toContain('Wednesday, December 2');
    const notOffered = await visitor.send({ screen: 'date', date: '2026-11-24' });
    expect(notOffered.text).toContain('Please pick one of the dates');

    await visitor.send({ screen: 'date', date: '2026-11-25' });
    const missing = await visitor.send({ screen: 'details', customer_status: 'New' });
    expect(missing.status).toBe(400);
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'You must agree to receive texts to proceed',
    ])
      expect(missing.text).toContain(message);
    expect(provider.texts).toEqual([]);

    const code = await visitor.send(details);
    expect(code.text).toContain('We texted a code to (404) 555-0199.');
    expect(app.bookings.active()).toEqual([]);
    await outboxSettled(app);
    expect(provider.texts.at(-1)!.body).toMatch(/^CanFresh ATL: your code is \d{6}\. Type it on our booking page/);

    const wrong = await visitor.send({ screen: 'code', code: '000000' === codeIn(provider.texts, NUMBER) ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('That code is not right (4 tries left).');

    const booked = await visitor.send({ screen: 'code', code: codeIn(provider.texts, NUMBER) });
    expect(booked.path).toMatch(/^\/booking\/[\w-]{22}\?notice=booked$/);
    expect(booked.text).toContain('Booked: your date is yours. A confirmation is on its way by e-mail.');
    expect(booked.text).toContain('One-Time Clean, $69 (2 cans)');

    const [booking] = app.bookings.active();
    expect(booking).toMatchObject({ cans: 2, pickupDay: 'Tuesday', intervalDays: null, holdUntil: null });
    expect(app.bookings.madeBy(booking!.id)).toBe('customer');
    const lead = app.leads.get(booking!.leadId)!;
    expect(lead.lead).toMatchObject({ full_name: 'Jordan Peachtree', zip: '30309', service_type: 'One-Time', notes: 'Gate code 1234' });
    expect(lead.consent).toMatchObject({ ip: '203.0.113.7', userAgent: 'book-visitor test' });
    // The confirmation by e-mail (with its invitation) and by text, as for every booking.
    const confirmation = await mail.waitForMessage('the confirmation', (m) => m.recipients.includes('jordan@example.com'));
    expect(confirmation.parsed.subject).toMatch(/^Booked: Wednesday, November 25/);
    const owner = await mail.waitForMessage("the owner's e-mail", (m) => m.recipients.includes('owner@canfreshatl.com'));
    expect(owner.parsed.subject).toBe('Booked online: Jordan Peachtree, Wednesday, November 25, One-Time Clean');
    await outboxSettled(app);
    expect(provider.texts.at(-1)!.body).toMatch(/^CanFresh ATL: booked Wed, Nov 25 at 123 Peachtree St/);

    // The link again: the booking is made; a form sent twice books once.
    expect((await visitor.open()).text).toContain('You are booked');
    expect((await visitor.send({ screen: 'code', code: '123456' })).text).toContain('You are booked');
    expect(app.bookings.active()).toHaveLength(1);
  });

  it('keeps what was entered: the link opens where the visitor left, and any earlier step can be changed', async () => {
    const { app } = await setup();
    const visitor = bookVisitor(app);
    await upToDetails(visitor);
    const again = await visitor.open();
    expect(again.text).toContain('Your details');
    expect(again.text).toContain(
      'Zip code 30309 Change zip code Pickup day Tuesday Change pickup day Plan One-Time Clean Change plan Cans 1 can: $59 Change cans Date Wednesday, November 25 Change date',
    );
    const back = await visitor.open(`${visitor.path}?step=plan`);
    expect(back.text).toContain('Which plan?');
    expect(back.html).toMatch(/<input[^>]*checked=""[^>]*value="one-time"|value="one-time"[^>]*checked=""/);
    // A step not yet reached is not opened: the visitor stays where they are.
    const ahead = await visitor.open(`${visitor.path.replace(/\?.*/, '')}?step=code`);
    expect(ahead.text).toContain('Your details');
  });

  it('a zip outside the area is told so, and the details left are kept as a lead', async () => {
    const { app } = await setup();
    const visitor = bookVisitor(app);
    const outside = await visitor.send({ screen: 'zip', zip: '30101' });
    expect(outside.text).toContain('We don’t serve 30101 yet.');
    const left = await visitor.send({ ...details, screen: 'outside', service_type: 'Membership' });
    expect(left.text).toContain('Thank you, Jordan Peachtree.');
    const [lead] = app.leads.list();
    expect(lead!.lead).toMatchObject({ zip: '30101', service_type: 'Membership' });
    expect(lead!.lead.notes).toBe('Gate code 1234 Outside the service area (zip 30101): left their details on the booking page.');
    await visitor.send({ ...details, screen: 'outside', service_type: 'Membership' });
    expect(app.leads.list()).toHaveLength(1);
    expect(app.bookings.active()).toEqual([]);
  });

  it('a commercial plan asks for a proposal: a lead with what they told of their bins', async () => {
    const { app } = await setup();
    const visitor = bookVisitor(app);
    await visitor.send({ screen: 'zip', zip: '30309' });
    await visitor.send({ screen: 'pickup', pickup_day: 'Monday' });
    const proposal = await visitor.send({ screen: 'plan', plan: 'commercial' });
    expect(proposal.text).toContain('Request a proposal');
    await visitor.send({ ...details, screen: 'commercial', notes: '12 carts at two buildings' });
    const [lead] = app.leads.list();
    expect(lead!.lead.service_type).toBe('Commercial');
    expect(lead!.lead.notes).toBe('12 carts at two buildings Commercial: a proposal asked for on the booking page. Pickup day: Monday.');
  });

  it('the same limits as every other way in: one booking per home and date, so many a day per connection', async () => {
    const { app, provider } = await setup({ perIp: 2 });
    const book = async (mobile: string, street: string, ip: string) => {
      const visitor = bookVisitor(app, { ip });
      await upToDetails(visitor);
      await visitor.send({ ...details, mobile, street });
      await outboxSettled(app);
      const e164 = `+1${mobile.replace(/\D/g, '')}`;
      return visitor.send({ screen: 'code', code: codeIn(provider.texts, e164) });
    };
    expect((await book('(404) 555-0101', '1 Elm St', '203.0.113.1')).path).toMatch(/^\/booking\//);
    const sameStreet = await book('(404) 555-0102', '1 Elm St', '203.0.113.2');
    expect(sameStreet.status).toBe(409);
    expect(sameStreet.text).toContain('1 Elm St (or that mobile) already has a visit on that date');
    expect(sameStreet.text).toContain('Pick your date');
    await book('(404) 555-0103', '3 Elm St', '203.0.113.1');
    const third = await book('(404) 555-0104', '4 Elm St', '203.0.113.1');
    expect(third.status).toBe(409);
    expect(third.text).toContain('We take a few bookings a day from one connection.');
    expect(app.bookings.active()).toHaveLength(2);
  });

  it('refuses a form from another site and opens no unknown link', async () => {
    const { app } = await setup();
    const visitor = bookVisitor(app);
    await visitor.send({ screen: 'zip', zip: '30309' });
    const forged = await app.inject({
      method: 'POST',
      url: visitor.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: 'screen=pickup&pickup_day=Tuesday',
    });
    expect(forged.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/book/AAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/es/reservar/nope' })).statusCode).toBe(404);
  });

  it('with no texts set up, the booking is held for its e-mail’s confirmation, as on a web call', async () => {
    const { app, mail } = await setup({ texts: false });
    const visitor = bookVisitor(app);
    await upToDetails(visitor);
    const held = await visitor.send(details);
    expect(held.text).toContain('confirm it from the e-mail we sent to jordan@example.com within 30 minutes');
    const [booking] = app.bookings.active();
    expect(booking!.holdUntil).not.toBeNull();
    await mail.waitForMessage('the confirmation link', (m) => m.recipients.includes('jordan@example.com'));
    // The owner's list keeps where the lead stands with its booking: held is not news yet; once
    // confirmed, booked; the booking cancelled, back to where the owner had it.
    const listed = () => ({ counts: app.stores.leadInbox.counts({}), shown: app.stores.leadInbox.search({}).rows.map((l) => l.status) });
    expect(listed()).toEqual({ counts: { new: 0, contacted: 0, booked: 0, lost: 0 }, shown: [] });
    expect(app.bookings.confirmHold(booking!.id)).toBe(true);
    expect(listed()).toEqual({ counts: { new: 0, contacted: 0, booked: 1, lost: 0 }, shown: ['booked'] });
    app.stores.leadInbox.setStatus(booking!.leadId, 'contacted');
    expect(listed().shown).toEqual(['booked']);
    app.bookings.cancel(booking!.id, 'owner');
    expect(listed()).toEqual({ counts: { new: 0, contacted: 1, booked: 0, lost: 0 }, shown: ['contacted'] });
  });
});

describe('the booking page with its script', () => {
  it('books a membership in Spanish: each screen as JSON, then the booking page', async () => {
    const { app, provider } = await setup();
    const visitor = bookVisitor(app, { language: 'es', script: true });
    const pickup = await visitor.send({ screen: 'zip', zip: '30309' }, { query: '?plan=membership' });
    expect(pickup.path).toMatch(/^\/es\/reservar\/[\w-]{22}$/);
    expect(pickup.html).toContain('¿Qué día recogen su basura?');
    await visitor.send({ screen: 'pickup', pickup_day: 'Tuesday' });
    const dates = await visitor.send({ screen: 'cans', cans: '2' });
    expect(dates.text).toContain('Plan Membresía Pristine Cambiar plan Botes 2 botes: $40 cada 4 semanas Cambiar botes');
    expect(dates.text).toContain('miércoles, 25 de noviembre');
    await visitor.send({ screen: 'date', date: '2026-11-25' });
    const wrong = await visitor.send({ ...details, email: 'no' });
    expect(wrong.status).toBe(200);
    expect(wrong.text).toContain('Escriba un correo electrónico válido');
    const code = await visitor.send(details);
    expect(code.text).toContain('Le enviamos un código por texto al (404) 555-0199.');
    await outboxSettled(app);
    expect(provider.texts.at(-1)!.body).toMatch(/^CanFresh ATL: su clave es \d{6}\. Use esta clave en nuestro sitio/);
    const booked = await visitor.send({ screen: 'code', code: codeIn(provider.texts, NUMBER) });
    expect(booked.path).toMatch(/^\/booking\/[\w-]{22}\?notice=booked$/);
    const [booking] = app.bookings.active();
    expect(booking).toMatchObject({ intervalDays: 28, cans: 2 });
    expect(app.leads.get(booking!.leadId)!.language).toBe('es');
  });

  it("offers the first dates, and the later ones with room under 'Later dates'; a later one is booked; the total before the code", async () => {
    const { app } = await setup({ horizonDays: 56 });
    const visitor = bookVisitor(app);
    await visitor.send({ screen: 'zip', zip: '30309' });
    await visitor.send({ screen: 'pickup', pickup_day: 'Tuesday' });
    await visitor.send({ screen: 'plan', plan: 'one-time' });
    const dates = await visitor.send({ screen: 'cans', cans: '2' });
    const at = dates.text.indexOf('Later dates');
    const [first, later] = [dates.text.slice(0, at), dates.text.slice(at)];
    expect(first).toContain('Wednesday, November 25');
    expect(first).toContain('Wednesday, December 9');
    expect(first).not.toContain('Wednesday, December 16');
    expect(later).toContain('Wednesday, December 16');
    expect(later).toContain('Wednesday, January 13');
    const details = await visitor.send({ screen: 'date', date: '2026-12-16' });
    expect(details.text).toContain('Your details');
    // The price, and when and how it is paid, before the code (payments are not taken online here).
    expect(details.text).toContain('Your total $69 a visit Nothing to pay now: we settle after the clean.');
  });
});
