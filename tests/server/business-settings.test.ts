// The business's facts changed from the inbox, over the built app with loopback fakes of Stripe
// and the mail server: a change holds from the next request, without a restart, on /book, in the
// receptionist's tools and at Checkout; a member booked before keeps their price; a zip added is
// bookable (by every way in, and in a commercial proposal) and a day closed is offered nowhere; a
// refused value is named and changes nothing.
import { describe, expect, it } from 'vitest';
import { BOOK_DETAILS, bookVisitor, codeIn } from '../support/book-visitor.ts';
import { systemPrompt } from '../../src/server/receptionist/assistant/assistant-definition.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { MEMBER, ONE_TIME, paidStack } from '../support/paid-stack.ts';

const cleanups = cleanupsAfterEach();

async function setup({ texts = false } = {}) {
  const s = await paidStack(cleanups, { texts });
  const owner = await s.owner();
  const put = (part: string, payload: object) =>
    s.app.inject({ method: 'PUT', url: `/owner/api/business/${part}`, headers: owner.headers, payload });
  const business = async () => (await owner.get('/owner/api/business')).json();
  const addPlan = (payload: object) => s.app.inject({ method: 'POST', url: '/owner/api/business/plans', headers: owner.headers, payload });
  return { ...s, owner, put, business, addPlan };
}

describe('the business settings from the inbox', () => {
  it('a price changed holds at once on /book, in the tools and at Checkout, while a member booked before keeps theirs', async () => {
    const s = await setup();
    const member = await s.book({ ...MEMBER, email: 'member@example.com', mobile: '(404) 555-0111' });

    const refused = await s.put('prices', { plans: [{ id: 'one-time', first: 10, extra: 1200 }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().problems).toEqual([
      { field: 'one-time.first', message: expect.stringMatching(/^One-Time Clean: The price for the first can: /) },
    ]);
    const changed = await s.put('prices', { plans: [{ id: 'one-time', first: 6900, extra: 1200 }] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().parts.prices.plans).toContainEqual({ id: 'one-time', first: 6900, extra: 1200 });

    // The page, in both languages, from the next requests: rendered again at the new prices.
    const home = async (path: string) => (await s.app.inject({ method: 'GET', url: path })).body;
    await expect.poll(() => home('/'), { timeout: 5_000 }).toContain('+$12 per extra can');
    expect(await home('/')).toContain('<script type="application/json" id="page-prices">{"one-time":{"first":6900,"extra":1200}');
    expect(await home('/es/')).toContain('+$12 por bote adicional');
    // Its head too: the description and the offers search engines read.
    expect(await home('/')).toContain('One-time cleans from $69.');
    expect(await home('/')).toMatch(
      /"@type":"Offer","name":"One-Time Clean","description":"\$69 first can, \+\$12 per extra can","price":"69"/,
    );
    expect(await home('/es/')).toContain('Limpieza única desde $69.');

    const dates = await s.tool('call-dates', 'find_service_dates', { zip: '30309', pickup_day: 'Tuesday', service_type: 'One-Time' });
    expect(dates).toContain('The price now: One-Time Clean, $69 first can, +$12 per extra can.');

    const visitor = bookVisitor(s.app);
    await visitor.open();
    await visitor.send({ screen: 'zip', zip: '30309' });
    const plans = await visitor.send({ screen: 'pickup', pickup_day: 'Tuesday' });
    expect(plans.text).toContain('$69 first can, +$12 per extra can');
    expect((await visitor.send({ screen: 'plan', plan: 'one-time' })).text).toContain('2 cans: $81');

    const { booking, path, confirmation } = await s.book({
      ...ONE_TIME,
      email: 'new@example.com',
      mobile: '(404) 555-0122',
      street: '9 Elm St',
    });
    expect(confirmation).toContain('Plan:       One-Time Clean, $81 (2 cans)');
    expect(s.paymentOf(booking.id)).toMatchObject({ amountCents: 8100 });
    expect((await s.pay(path)).amount_total).toBe(8100);

    // The member booked at $32 and $8 an extra can keeps it; a membership booked now is priced the same, as it did not change.
    expect(await (await s.page(member.path)).text()).toContain('$40 every 4 weeks (2 cans)');
    expect(s.paymentOf(member.booking.id)).toMatchObject({ amountCents: 4000 });

    const { history } = await s.business();
    expect(history).toEqual([
      expect.objectContaining({
        by: 'pat@canfreshatl.com',
        what: 'Prices and plans',
        changes: expect.arrayContaining([{ path: 'plans.0.cents.first', before: 5900, after: 6900 }]),
      }),
    ]);
  });

  it('a Bi-weekly plan added from the inbox is booked through /book and by Ava, its visits every 2 weeks', async () => {
    const s = await setup({ texts: true });
    const plan = {
      name: 'Bi-weekly',
      nameEs: 'Quincenal',
      description: 'Your cans cleaned every 2 weeks, the day after pickup.',
      descriptionEs: 'Sus botes limpios cada 2 semanas, tras la recolección.',
      features: ['A clean every 2 weeks', 'Pause or cancel any time'],
      featuresEs: ['Una limpieza cada 2 semanas', 'Pause o cancele cuando quiera'],
      first: 2400,
      extra: 600,
      everyWeeks: 2,
    };
    // A plan without a name is named, and nothing changes.
    const refused = await s.addPlan({ ...plan, name: ' ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().problems).toContainEqual({ field: 'name', message: expect.stringMatching(/^The name: /) });
    expect((await s.addPlan(plan)).statusCode).toBe(201);
    const { parts, history } = await s.business();
    expect(parts.prices.plans).toContainEqual({ id: 'bi-weekly', first: 2400, extra: 600 });
    expect(history[0]).toMatchObject({ what: 'Prices and plans', by: 'pat@canfreshatl.com' });

    // The home page, in both languages: its card among the others, before the one priced by proposal.
    const home = async (path: string) => (await s.app.inject({ method: 'GET', url: path })).body;
    await expect.poll(() => home('/'), { timeout: 5_000 }).toContain('Bi-weekly');
    expect(await home('/')).toMatch(/Pristine Membership[\s\S]*Bi-weekly[\s\S]*\$24[\s\S]*every 2 weeks[\s\S]*Commercial/);
    expect(await home('/es/')).toMatch(/Quincenal[\s\S]*cada 2 semanas[\s\S]*Una limpieza cada 2 semanas/);
    expect(await home('/')).toContain('"name":"Bi-weekly","description":"$24 every 2 weeks, +$6 per extra can","price":"24"');

    const visitor = bookVisitor(s.app);
    await visitor.open();
    await visitor.send({ screen: 'zip', zip: '30309' });
    const plans = await visitor.send({ screen: 'pickup', pickup_day: 'Tuesday' });
    expect(plans.text).toContain('Bi-weekly');
    expect(plans.text).toContain('$24 every 2 weeks, +$6 per extra can');
    expect((await visitor.send({ screen: 'plan', plan: 'bi-weekly' })).text).toContain('2 cans: $30 every 2 weeks');
    await visitor.send({ screen: 'cans', cans: '2' });
    const details = await visitor.send({ screen: 'date', date: '2026-11-25' });
    expect(details.text).toContain('$30 a visit');
    await visitor.send(BOOK_DETAILS);
    await expect.poll(() => s.provider!.texts.some((text) => text.to === '+14045550199')).toBe(true);
    const booked = await visitor.send({ screen: 'code', code: codeIn(s.provider!.texts, '+14045550199') });
    expect(booked.text).toContain('Bi-weekly, $30 every 2 weeks (2 cans)');
    const [booking] = s.app.bookings.active().filter((b) => b.planId === 'bi-weekly');
    expect(booking).toMatchObject({ intervalDays: 14, cans: 2 });
    const dates = s.app.bookings.visits(booking!.id).map((visit) => visit.date);
    expect(dates.slice(0, 3)).toEqual(['2026-11-25', '2026-12-09', '2026-12-23']);

    // Ava offers and books it by its id, at its rhythm and price.
    const offered = await s.tool('call-bi', 'find_service_dates', {
      zip: '30309',
      pickup_day: 'Tuesday',
      service_type: 'Membership',
      plan: 'bi-weekly',
    });
    expect(offered).toContain('then every 2 weeks on that weekday');
    expect(offered).toContain('The price now: Bi-weekly, $24 every 2 weeks, +$6 per extra can.');
    const { booking: byAva } = await s.book({
      ...MEMBER,
      plan: 'bi-weekly',
      email: 'ava@example.com',
      mobile: '(404) 555-0133',
      street: '5 Oak St',
    });
    expect(byAva).toMatchObject({ planId: 'bi-weekly', intervalDays: 14 });

    // Stopped: off /book, Ava's list and the page; its bookings keep it. A plan a new install starts with stays.
    const retire = (id: string) =>
      s.app.inject({ method: 'POST', url: `/owner/api/business/plans/${id}/retire`, headers: s.owner.headers });
    expect((await retire('membership')).statusCode).toBe(409);
    expect((await retire('bi-weekly')).statusCode).toBe(200);
    const again = bookVisitor(s.app);
    await again.open();
    await again.send({ screen: 'zip', zip: '30309' });
    expect((await again.send({ screen: 'pickup', pickup_day: 'Tuesday' })).text).not.toContain('Bi-weekly');
    expect((await again.send({ screen: 'plan', plan: 'bi-weekly' })).status).toBe(400);
    expect(systemPrompt(s.app.stores.settings.current())).not.toContain('Bi-weekly');
    await expect.poll(() => home('/'), { timeout: 5_000 }).not.toContain('Bi-weekly');
    expect(await (await s.page(booked.path.split('?')[0]!)).text()).toContain('Bi-weekly, $30 every 2 weeks (2 cans)');
    expect((await s.business()).parts.prices.plans.map((p: { id: string }) => p.id)).not.toContain('bi-weekly');
  });

  it('a zip added is bookable; a day closed and a day’s room are offered by every way in', async () => {
    const s = await setup();
    const { parts } = await s.business();
    const dates = () =>
      s.tool(`call-${Math.random()}`, 'find_service_dates', { zip: '30309', pickup_day: 'Tuesday', service_type: 'One-Time' });
    expect(await s.tool('call-zip', 'check_service_area', { zip: '30501' })).toMatch(/^No: 30501 is outside/);
    expect(await dates()).toContain('Wednesday, November 25 (2026-11-25)');

    const schedule = { ...parts.schedule, otherZips: ['30501'], blackoutDates: [...parts.schedule.blackoutDates, '2026-11-25'] };
    expect((await s.put('schedule', schedule)).statusCode).toBe(200);
    expect(await s.tool('call-zip-2', 'check_service_area', { zip: '30501' })).toBe('Yes: 30501 is in our service area.');
    // A commercial proposal for an address there is taken; the proposal editor is told it is served.
    const fresh = (await s.owner.get('/owner/api/proposals/new')).json();
    expect(fresh.zips).toContain('30501');
    const site = { ...fresh.input.sites[0], street: '1 Main Street', zip: '30501' };
    const contact = { business: 'Gainesville Commons', contactName: 'Lee Ames', email: 'lee@example.com', mobile: '(404) 555-0177' };
    const proposal = await s.owner.post('/owner/api/proposals', { leadId: null, content: { ...fresh.input, ...contact, sites: [site] } });
    expect(proposal.statusCode, proposal.body).toBe(201);
    expect(proposal.json().zips).toContain('30501');
    expect(await dates()).not.toContain('2026-11-25');
    const visitor = bookVisitor(s.app);
    await visitor.open();
    expect((await visitor.send({ screen: 'zip', zip: '30501' })).text).toContain('Which day is your trash picked up?');
    await visitor.send({ screen: 'pickup', pickup_day: 'Tuesday' });
    await visitor.send({ screen: 'plan', plan: 'one-time' });
    const offered = await visitor.send({ screen: 'cans', cans: '1' });
    expect(offered.text).not.toContain('Wednesday, November 25');
    expect(offered.text).toContain('Wednesday, December 2');

    // Booking further ahead: the booking page lists the later weeks under 'Later dates'.
    expect(offered.text).not.toContain('Later dates');
    expect((await s.put('schedule', { ...schedule, horizonDays: 42 })).statusCode).toBe(200);
    const later = await visitor.send({ screen: 'cans', cans: '1' });
    expect(later.text).toContain('Later dates');
    expect(later.text).toContain('Wednesday, December 30');

    // A bad zip and no room at all are named, and nothing changes.
    const refused = await s.put('schedule', { ...schedule, otherZips: ['3050'], capacityPerDay: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().problems).toEqual(
      expect.arrayContaining([
        { field: 'zips', message: 'The zips served: a 5-digit zip code, not “3050”' },
        { field: 'capacityPerDay', message: expect.stringMatching(/^The room in a day: /) },
      ]),
    );
    expect((await s.business()).parts.schedule.otherZips).toEqual(['30501']);
  });

  it('the business’s name, phone, e-mail and time zone changed from the inbox are the ones every message names from then on', async () => {
    const s = await setup({ texts: true });
    const { parts } = await s.business();
    expect(parts.about).toMatchObject({ brandName: 'CanFresh ATL', phone: '14045550123', timeZone: 'America/New_York' });

    // A value refused is named under its field, and nothing changes.
    const refused = await s.put('about', { ...parts.about, email: 'not an address', timeZone: 'Mars/Olympus' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().problems).toEqual(
      expect.arrayContaining([
        { field: 'email', message: expect.stringMatching(/^The e-mail: /) },
        { field: 'timeZone', message: expect.stringMatching(/^The time zone: .*“Mars\/Olympus”/) },
      ]),
    );
    const about = {
      ...parts.about,
      brandName: 'Lakeside Bins',
      phone: '(312) 555-0147',
      email: 'hi@lakesidebins.example',
      city: 'Chicago',
      region: 'IL',
      timeZone: 'America/Chicago',
    };
    expect((await s.put('about', about)).statusCode).toBe(200);
    expect((await s.business()).parts.about).toMatchObject({ phone: '13125550147', city: 'Chicago' });

    // The next booking: its e-mail, its invitation, its text and its Checkout name the business as it is now.
    const { booking, path, confirmation, invitation } = await s.book({ ...ONE_TIME, email: 'new@example.com', mobile: '(404) 555-0122' });
    const mail = s.mail.messages.find((m) => m.recipients.includes('new@example.com'))!;
    expect(mail.parsed.subject).toMatch(/ - Lakeside Bins \(ref /);
    expect(mail.parsed.replyTo?.map((a) => ('address' in a ? a.address : ''))).toEqual(['hi@lakesidebins.example']);
    expect(confirmation).toContain('Questions? Call or text (312) 555-0147');
    expect(invitation).toContain('ORGANIZER;CN="Lakeside Bins":mailto:hi@lakesidebins.example');
    expect(invitation).toContain('X-WR-TIMEZONE:America/Chicago');
    await expect.poll(() => s.provider!.texts.find((t) => t.to === '+14045550122')?.body).toMatch(/^Lakeside Bins: /);
    const session = await s.pay(path);
    expect(session.params.line_items?.[0]?.price_data?.product_data?.name).toBe('Lakeside Bins: One-Time Clean');
    expect(session.amount_total).toBe(s.paymentOf(booking.id)!.amountCents);
    // Ava's prompt and greeting; the owner's own sign-in code.
    const prompt = systemPrompt(s.app.stores.settings.current());
    expect(prompt).toContain('receptionist of "Lakeside Bins"');
    expect(prompt).toContain('(312) 555-0147');
    expect(prompt).not.toContain('CanFresh');
    // The business's days follow its new zone: 23:30 on a Tuesday in Chicago is already Wednesday in New York.
    expect(s.app.stores.bookings.dates.calendar.dateOf(Date.parse('2026-11-25T05:30:00Z'))).toBe('2026-11-24');
  });

  it('the quiet hours, the review link and the trip fee reach the stores made at start', async () => {
    const s = await setup();
    const { parts } = await s.business();
    expect(s.app.stores.textRules.quietFrom).toBe(21);
    await s.put('messages', { ...parts.messages, quietFrom: 20, reviewUrl: 'https://g.page/r/other/review' });
    await s.put('payments', { ...parts.payments, tripFeeCents: 2000 });
    expect(s.app.stores.textRules).toMatchObject({ quietFrom: 20, quietUntil: 8 });
    expect(s.app.stores.crewPolicy).toMatchObject({ reviewUrl: 'https://g.page/r/other/review', notOutFeeCents: 2000 });
    const { history } = await s.business();
    expect(history.map((v: { what: string }) => v.what)).toEqual(['Payments', 'Messages']);
  });
});
