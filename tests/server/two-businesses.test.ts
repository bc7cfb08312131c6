// Two businesses served by one process: two apps over two data folders, the second built after the
// first, each with its own name, phone, prices, zips, time zone and receptionist. Whatever either
// serves (its pages, its e-mails and calendar invitations, its texts, its receptionist's tools and
// prompt) names only its own business. A fact kept in a module's state would show here as the
// first app speaking for the business built last.
import { describe, expect, it } from 'vitest';
import { invitationText } from '../fakes/fake-smtp.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { textOf } from '../support/book-visitor.ts';
import { validLead } from '../support/valid-lead.ts';
import { paidStack } from '../support/paid-stack.ts';
import { answerLakesideSettings } from '../support/lakeside-settings.ts';
import { systemPrompt } from '../../src/server/receptionist/assistant/assistant-definition.ts';

const cleanups = cleanupsAfterEach();

type Stack = Awaited<ReturnType<typeof paidStack>>;

/** Lakeside Bins, in Chicago, with Mia answering: set from its inbox's settings, and its receptionist's name in its settings. */
async function lakeside() {
  const s = await paidStack(cleanups, {
    texts: true,
    ownerEmail: 'ana@lakesidebins.example',
    env: { PUBLIC_BASE_URL: 'https://lakesidebins.example' },
  });
  await answerLakesideSettings(s, ['Lincoln Park', 'Lakeview']);
  const { settings } = s.app.stores;
  expect(settings.change({ ...settings.current(), receptionistName: 'Mia' }, 'tests', 'The receptionist').ok).toBe(true);
  return s;
}

/** What a business serves: its home page, a zip's answer, its dates' price, a booking's e-mail and invitation, a code's text. */
async function servedBy(s: Stack, { mobile, zip, e164 }: { mobile: string; zip: string; e164: string }) {
  const home = textOf((await s.app.inject({ method: 'GET', url: '/' })).body);
  const area = await s.tool('area', 'check_service_area', { zip: '30309' });
  const dates = await s.tool('dates', 'find_service_dates', { zip, pickup_day: 'Monday', service_type: 'Membership' });
  const email = `${e164.slice(1)}@example.com`;
  await s.tool('book', 'book_service', {
    ...validLead,
    ...{ full_name: 'Robin Two', mobile, email, street: '100 Main St', zip },
    ...{ pickup_day: 'Monday', service_date: '2026-11-24', cans: 1 },
  });
  const mail = await s.mail.waitForMessage('the confirmation', (m) => m.recipients.includes(email) && /^Booked/.test(m.parsed.subject!));
  const web = '+1' + mobile.replace(/\D/g, '').slice(0, 6) + '9999';
  await s.tool('chat:code', 'send_phone_code', { mobile: web }, { web: true, chat: true });
  await expect.poll(() => s.provider!.texts.some((t) => t.to === web)).toBe(true);
  return {
    home,
    area,
    dates,
    mail: `${mail.parsed.subject}\n${mail.parsed.text}`,
    invitation: invitationText(mail) ?? '',
    code: s.provider!.texts.find((t) => t.to === web)!.body,
    prompt: systemPrompt(s.app.stores.settings.current()),
  };
}

describe('two businesses in one process', () => {
  it('each serves its own pages, e-mails, invitations, texts and receptionist, whichever was built last', async () => {
    const canfresh = await paidStack(cleanups, { texts: true });
    const lakesideBins = await lakeside();

    const a = await servedBy(canfresh, { mobile: '(404) 555-0166', zip: '30309', e164: '+14045550166' });
    const b = await servedBy(lakesideBins, { mobile: '(312) 555-0177', zip: '60657', e164: '+13125550177' });

    // The first app built still names its own business, at its own prices, in its own area.
    expect(a.home).toContain('CanFresh');
    expect(a.home).toContain('(404) 555-0123');
    expect(a.home).toContain('$59');
    expect(a.area).toBe('Yes: 30309 is in our service area.');
    expect(a.dates).toContain('Pristine Membership, $32 every 4 weeks');
    expect(b.home).toContain('Lakeside Bins');
    expect(b.home).toContain('(312) 555-0147');
    expect(b.home).toContain('$49');
    expect(b.area).not.toContain('Yes');
    expect(b.dates).toContain('Pristine Membership, $29 every 4 weeks');

    // E-mails, invitations (organizer, calendar's zone, the event's UID) and texts, each in its own business's words.
    expect(a.mail).toContain('(404) 555-0123');
    expect(b.mail).toContain('(312) 555-0147');
    expect(a.invitation).toContain('X-WR-TIMEZONE:America/New_York');
    expect(b.invitation).toContain('X-WR-TIMEZONE:America/Chicago');
    expect(a.invitation).toMatch(/^UID:.*@canfreshatl\.com\r?$/m);
    expect(b.invitation).toMatch(/^UID:.*@lakesidebins\.example\r?$/m);
    expect(a.code).toMatch(/^CanFresh.*Give it to Ava/);
    expect(b.code).toMatch(/^Lakeside Bins.*Give it to Mia/);

    // The receptionist: each is told its own business and its own name.
    expect(a.prompt).toContain('You are Ava');
    expect(b.prompt).toContain('You are Mia');

    const aWords = ['CanFresh', '(404) 555-0123', 'canfreshatl', 'Ava'];
    const bWords = ['Lakeside', '(312) 555-0147', 'lakesidebins', 'Mia'];
    const mentions = (served: Record<string, string>, words: string[]) =>
      Object.entries(served).flatMap(([where, text]) => words.filter((word) => text.includes(word)).map((word) => `${where}: ${word}`));
    // The page's words name the receptionist it was built with (see docs/configuration.md), so Lakeside's home is not held to 'Ava'.
    const { home: bHome, ...bServed } = b;
    expect(mentions(a, bWords)).toEqual([]);
    expect([...mentions(bServed, aWords), ...mentions({ home: bHome }, aWords.slice(0, 3))]).toEqual([]);
  });
});
