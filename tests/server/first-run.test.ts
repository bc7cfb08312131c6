// A new install before its owner answers the first run's setup: the public pages say the business
// opens soon and name no business, /book and Ava take no booking; the owner signs in, answers the
// setup (refused answers named, nothing changed), and from the next request the page, /book and
// Ava are the business's. Over the built app, with loopback fakes of the mail server and Stripe.
import { describe, expect, it } from 'vitest';
import { bookVisitor } from '../support/book-visitor.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { ONE_TIME, paidStack } from '../support/paid-stack.ts';
import { CHICAGO_ZIPS, LAKESIDE, LAKESIDE_PRICES } from '../support/lakeside.ts';
import { invitationText } from '../fakes/fake-smtp.ts';
import { siteConfig } from '../../src/common/site-config.ts';
import { systemPrompt } from '../../src/server/receptionist/assistant/assistant-definition.ts';

const cleanups = cleanupsAfterEach();

const ANSWERS = { about: LAKESIDE, zips: CHICAGO_ZIPS, areas: ['Lincoln Park', 'Lakeview'], prices: LAKESIDE_PRICES };
/** The places the business a new install starts as names, as numbers of their own (not inside another word). */
const DEFAULT_PLACES = [...siteConfig.serviceArea.areas, siteConfig.address.locality];
const placesIn = (text: string) => DEFAULT_PLACES.filter((place) => new RegExp(`\\b${place}\\b`).test(text));

describe('the first run of a new install', () => {
  it('opens soon and takes no booking until the owner answers the setup; then it is their business', async () => {
    const s = await paidStack(cleanups, { opened: false, ownerEmail: 'ana@lakesidebins.example' });
    const get = (url: string) => s.app.inject({ method: 'GET', url });

    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Opening soon</title>');
    expect(home.body).toContain('you will book your first clean right here');
    expect(home.body).not.toContain('CanFresh');
    expect((await get('/es/')).body).toContain('Abrimos pronto');
    const book = await get('/book');
    expect(book.statusCode).toBe(503);
    expect(book.body).toContain('Opening soon');
    const visitor = bookVisitor(s.app);
    expect((await visitor.send({ screen: 'zip', zip: '30309' })).status).toBe(503);
    const dates = await s.tool('call-1', 'find_service_dates', { zip: '30309', pickup_day: 'Tuesday', service_type: 'One-Time' });
    expect(dates).toMatch(/^Not booked: nothing was saved\. We are not taking bookings yet/);
    expect(await s.tool('call-2', 'book_service', { ...ONE_TIME, email: 'early@example.com' })).toMatch(/not taking bookings yet/);
    expect(s.app.bookings.active()).toEqual([]);

    // The owner signs in and is asked the setup's questions; answers the schema refuses are named, and nothing opens.
    const owner = await s.owner();
    expect((await owner.get('/owner/api/business')).json()).toMatchObject({ opened: false });
    const open = (payload: object) => s.app.inject({ method: 'POST', url: '/owner/api/business/open', headers: owner.headers, payload });
    const refused = await open({ ...ANSWERS, about: { ...ANSWERS.about, brandName: ' ' }, zips: ['6060'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().problems).toEqual(
      expect.arrayContaining([
        { field: 'brandName', message: expect.stringMatching(/^The business's name: /) },
        { field: 'zips', message: 'The zips served: a 5-digit zip code, not “6060”' },
      ]),
    );
    expect((await get('/')).body).toContain('Opening soon');

    expect((await open(ANSWERS)).statusCode).toBe(200);
    const business = (await owner.get('/owner/api/business')).json();
    expect(business).toMatchObject({ opened: true, parts: { about: { brandName: 'Lakeside Bins', timeZone: 'America/Chicago' } } });
    expect(business.parts.schedule.otherZips).toEqual(ANSWERS.zips);
    expect(business.history[0]).toMatchObject({ what: 'First run', by: 'ana@lakesidebins.example' });

    // From the next request: the page is theirs, /book and Ava book in their zips at their prices.
    const opened = (await get('/')).body;
    expect(opened).toContain('Lakeside Bins | Trash Can Cleaning in Greater Chicago');
    expect(opened).not.toContain('Opening soon');
    expect((await get('/book')).statusCode).toBe(200);
    const offer = await s.tool('call-3', 'find_service_dates', { zip: '60614', pickup_day: 'Tuesday', service_type: 'One-Time' });
    expect(offer).toContain('The price now: One-Time Clean, $49 first can, +$9 per extra can.');
    expect(await s.tool('call-4', 'check_service_area', { zip: '30309' })).toMatch(/^No: 30309 is outside/);

    // Opened in another city, it names none of the places of the business a new install starts as:
    // not its pages or their data blocks, Ava's answers or her prompt, or a booking's invitation.
    const area = await s.tool('call-5', 'check_service_area', { zip: '90210' });
    const pages = await Promise.all(['/', '/es/', '/no-such-page', '/book'].map(async (path) => (await get(path)).body));
    await s.tool('call-6', 'book_service', {
      ...ONE_TIME,
      zip: '60614',
      street: '2400 N Lakeview Ave',
      mobile: '(312) 555-0199',
      email: 'riley@example.com',
    });
    const mail = await s.mail.waitForMessage('the confirmation', (m) => m.recipients.includes('riley@example.com'));
    const seen = {
      area,
      prompt: systemPrompt(s.app.stores.settings.current()),
      pages: pages.join('\n'),
      mail: `${mail.parsed.text}\n${invitationText(mail)}`,
    };
    expect(seen.pages).toContain('Lincoln Park');
    expect(Object.entries(seen).flatMap(([where, text]) => placesIn(text).map((place) => `${where}: ${place}`))).toEqual([]);
  });
});
