// A second business runs the product by answering the inbox's settings, with no file edited: a
// made-up business in Chicago (America/Chicago), with its own name, phone, e-mail, zips, places and
// prices, books through /book and through Ava's tools, and no page, e-mail, text or invitation it
// sends names the business the product starts as (its name, city, phone or zips). Over the built
// app, with loopback fakes of the mail server, Stripe and Twilio.
import { describe, expect, it } from 'vitest';
import { bookVisitor, codeIn, textOf } from '../support/book-visitor.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { paidStack } from '../support/paid-stack.ts';
import { answerLakesideSettings } from '../support/lakeside-settings.ts';
import { invitationText } from '../fakes/fake-smtp.ts';
import { siteConfig } from '../../src/common/site-config.ts';
import { systemPrompt } from '../../src/server/receptionist/assistant/assistant-definition.ts';

const cleanups = cleanupsAfterEach();

/** Every word of the default business a second one must not be named by. */
function defaultWordsIn(text: string): string[] {
  const words = [siteConfig.brandName, siteConfig.address.locality, '(404) 555-0123', siteConfig.phone, siteConfig.email, 'canfresh'];
  const found = words.filter((word) => text.includes(word));
  // Its zips, as numbers of their own (not inside an asset's hash).
  const zips = siteConfig.serviceArea.zips.filter((zip) => new RegExp(`(^|[^\\w.-])${zip}([^\\w.-]|$)`).test(text));
  return [...found, ...zips];
}

/** An e-mail's invitation but its UID: an identifier a calendar matches updates by, kept in the domain the product was built for. */
const invitation = (mail: Parameters<typeof invitationText>[0]) => (invitationText(mail) ?? '').replace(/^UID:.*$/m, '');

async function answerTheSettings() {
  const s = await paidStack(cleanups, {
    texts: true,
    ownerEmail: 'ana@lakesidebins.example',
    env: { PUBLIC_BASE_URL: 'https://lakesidebins.example' },
  });
  await answerLakesideSettings(s, ['Lincoln Park', 'Lakeview', 'the Loop']);
  return s;
}

describe('a second business, set up from the inbox alone', () => {
  it('books through /book and through Ava in Chicago, and nothing it sends names the default business', async () => {
    const s = await answerTheSettings();
    // What is sent from now on (the owner's sign-in code went before the business had its name).
    const sentBefore = s.mail.messages.length;
    const seen: { where: string; text: string }[] = [];
    const see = (where: string, text: string) => seen.push({ where, text });

    // Online: a zip of its own, its prices, a date in its own calendar, a code texted from its number.
    const elsewhere = bookVisitor(s.app, { ip: '203.0.113.8' });
    await elsewhere.open();
    expect((await elsewhere.send({ screen: 'zip', zip: '30309' })).text).toContain('We don’t serve 30309 yet');
    const visitor = bookVisitor(s.app);
    see('/book', (await visitor.open()).html);
    see('/book zip', (await visitor.send({ screen: 'zip', zip: '60614' })).html);
    const plans = await visitor.send({ screen: 'pickup', pickup_day: 'Tuesday' });
    expect(plans.text).toContain('$49 first can, +$9 per extra can');
    see('/book plans', plans.html);
    see('/book cans', (await visitor.send({ screen: 'plan', plan: 'one-time' })).html);
    see('/book dates', (await visitor.send({ screen: 'cans', cans: '2' })).html);
    const details = await visitor.send({ screen: 'date', date: '2026-11-25' });
    see('/book details', details.html);
    await visitor.send({
      screen: 'details',
      customer_status: 'New',
      full_name: 'Riley Lakeview',
      mobile: '(312) 555-0199',
      email: 'riley@example.com',
      street: '2400 N Lakeview Ave',
      notes: '',
      sms_opt_in: 'on',
    });
    await expect.poll(() => s.provider!.texts.some((text) => text.to === '+13125550199')).toBe(true);
    const booked = await visitor.send({ screen: 'code', code: codeIn(s.provider!.texts, '+13125550199') });
    expect(booked.text).toContain('One-Time Clean, $58 (2 cans)');
    see('/book booked', booked.html);

    // With Ava: her prompt, her dates and her booking.
    const prompt = systemPrompt(s.app.stores.settings.current());
    expect(prompt).toContain('receptionist of "Lakeside Bins"');
    expect(prompt).toContain('"Lincoln Park", "Lakeview", "the Loop"');
    see('prompt', prompt);
    const area = await s.tool('call-area', 'check_service_area', { zip: '60657' });
    expect(area).toBe('Yes: 60657 is in our service area.');
    const dates = await s.tool('call-dates', 'find_service_dates', { zip: '60657', pickup_day: 'Monday', service_type: 'Membership' });
    expect(dates).toContain('The price now: Pristine Membership, $29 every 4 weeks, +$7 per extra can.');
    see('find_service_dates', dates);
    const bookedByAva = await s.tool('call-book', 'book_service', {
      customer_status: 'New',
      full_name: 'Sam Wrigley',
      mobile: '(312) 555-0188',
      email: 'sam@example.com',
      street: '1060 W Addison St',
      zip: '60657',
      service_type: 'Membership',
      pickup_day: 'Monday',
      service_date: '2026-11-24',
      cans: 1,
      sms_opt_in: true,
      notes: '',
    });
    see('book_service', bookedByAva);
    const samMail = await s.mail.waitForMessage(
      'the membership',
      (m) => m.recipients.includes('sam@example.com') && /^Booked/.test(m.parsed.subject!),
    );
    expect(samMail.parsed.text).toContain('Pristine Membership, $29 every 4 weeks (1 can)');

    // The pages: home in both languages, the booking's own page, a page not found.
    for (const path of ['/', '/es/', '/es/reservar', '/no-such-page']) see(path, (await s.app.inject({ method: 'GET', url: path })).body);
    const link = /https:\/\/lakesidebins\.example(\/booking\/[A-Za-z0-9_-]{22})/.exec(samMail.parsed.text!)![1]!;
    see('booking page', await (await s.page(link)).text());
    const home = (await s.app.inject({ method: 'GET', url: '/' })).body;
    expect(textOf(home)).toContain('Proudly serving Greater Chicago');
    expect(home).toContain('(312) 555-0147');

    // Every e-mail and invitation, every text.
    await expect.poll(() => s.provider!.texts.filter((t) => t.to === '+13125550188').length).toBeGreaterThan(0);
    for (const mail of s.mail.messages.slice(sentBefore))
      see(`mail ${mail.parsed.subject}`, `${mail.parsed.subject}\n${mail.parsed.text}\n${mail.parsed.html ?? ''}\n${invitation(mail)}`);
    for (const text of s.provider!.texts) see(`text to ${text.to}`, text.body);
    expect(seen.filter((s) => s.where.startsWith('mail')).length).toBeGreaterThanOrEqual(2);

    expect(seen.flatMap(({ where, text }) => defaultWordsIn(text).map((word) => `${where}: ${word}`))).toEqual([]);
  });
});
