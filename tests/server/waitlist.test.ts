// The waiting list over real sockets, with the loopback fakes of the mail server and the text
// provider: a visitor outside the area leaves a mobile (in Spanish) or an e-mail for 30097 and
// ticks to be told; asked twice, kept once; a served zip, no tick, a toll-free number and another
// site are refused in words; the owner's Home shows the demand by zip; once the owner adds 30097
// in Settings, each is told once, in their language, and never again.
import { describe, expect, it } from 'vitest';
import type { HomeFigures } from '../../src/common/owner-home.ts';
import { everyMinute } from '../../src/server/app/plugins/every-minute.ts';
import { RunningClock } from '../../src/server/platform/clock/clock.ts';
import { segmentsOf } from '../../src/common/sms-segments.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { paidStack } from '../support/paid-stack.ts';
import { outboxSettled } from '../support/settled.ts';

const cleanups = cleanupsAfterEach();
const SAME = { 'sec-fetch-site': 'same-origin' };

describe('the waiting list', () => {
  it('keeps a visitor outside the area once, shows the demand by zip, and tells each once when the zip is added', async () => {
    // Monday, November 23, 2026, 10:00 in Atlanta: outside the quiet hours.
    const s = await paidStack(cleanups, { texts: true, clock: new RunningClock('2026-11-23T15:00:00Z') });
    const join = (payload: object, headers: Record<string, string> = SAME) =>
      s.app.inject({ method: 'POST', url: '/api/waitlist', headers, payload });
    const mobile = { zip: '30097', contact: '(404) 555-0177', consent: true, language: 'es' };
    expect((await join(mobile)).statusCode).toBe(201);
    expect((await join(mobile)).statusCode).toBe(201);
    const added = await join({ zip: '30097', contact: 'Ana@Example.com', consent: true, language: 'en' });
    expect(added.json()).toEqual({ added: true, words: 'Thank you: we will tell you once when we come to 30097.' });
    expect(s.app.stores.waitlist.waitingCount()).toBe(2);

    // Refused in words, nothing kept.
    expect((await join({ ...mobile, zip: '30309', language: 'en' })).json()).toEqual({
      problem: 'served',
      error: 'Good news: we already serve 30309. Book online or call us.',
    });
    expect((await join({ ...mobile, consent: false, language: 'en' })).json()).toEqual({
      problem: 'consent',
      error: 'Please tick the box so we may tell you.',
    });
    expect((await join({ ...mobile, contact: '(800) 555-0100' })).json()).toEqual({
      problem: 'contact',
      error: 'Escriba un número de celular de EE. UU. o un correo electrónico.',
    });
    expect((await join(mobile, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect(s.app.stores.waitlist.waitingCount()).toBe(2);

    // The owner sees where demand waits.
    const owner = await s.owner();
    const home = async () => (await owner.get('/owner/api/home')).json<HomeFigures>().waitlist;
    expect(await home()).toMatchObject({ waiting: 2, zips: [{ zip: '30097', waiting: 2, told: 0 }] });

    // Not served yet: nobody is told.
    everyMinute(s.app.stores, { texts: true });
    await outboxSettled(s.app);
    expect(s.provider!.texts.filter((t) => t.body.includes('30097'))).toEqual([]);

    // The owner adds 30097: each is told once, in their language.
    const { parts } = (await owner.get('/owner/api/business')).json();
    const put = await s.app.inject({
      method: 'PUT',
      url: '/owner/api/business/schedule',
      headers: owner.headers,
      payload: { ...parts.schedule, otherZips: [...parts.schedule.otherZips, '30097'] },
    });
    expect(put.statusCode).toBe(200);
    everyMinute(s.app.stores, { texts: true });
    everyMinute(s.app.stores, { texts: true });
    await expect.poll(() => s.provider!.texts.filter((t) => t.body.includes('30097')).length).toBe(1);
    const text = s.provider!.texts.find((t) => t.body.includes('30097'))!;
    expect(text.to).toBe('+14045550177');
    // One GSM-7 segment: no accented vowel but é, and '¡' is in the alphabet.
    expect(segmentsOf(text.body)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect(text.body).toMatch(
      /^CanFresh ATL: ¡ya servimos 30097! Reserve su primera limpieza: https:\/\/canfreshatl\.com\/es\/reservar Responda STOP para dejar de recibirlos\.$/,
    );
    const mail = await s.mail.waitForMessage('the e-mail', (m) => m.recipients.includes('ana@example.com'));
    expect(mail.parsed.subject).toBe('CanFresh ATL now serves 30097');
    expect(mail.parsed.text).toContain('Book your first clean: https://canfreshatl.com/book');
    everyMinute(s.app.stores, { texts: true });
    await outboxSettled(s.app);
    expect(s.provider!.texts.filter((t) => t.body.includes('30097'))).toHaveLength(1);
    expect(s.mail.messages.filter((m) => m.recipients.includes('ana@example.com'))).toHaveLength(1);
    expect(await home()).toMatchObject({ waiting: 0, zips: [{ zip: '30097', waiting: 0, told: 2 }] });
  });
});
