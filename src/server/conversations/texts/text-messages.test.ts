import { wordsOf } from '../../../common/business-words.ts';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../../common/site-config.ts';
import { BusinessCalendar } from '../../platform/clock/business-calendar.ts';
import { segmentsOf } from '../../../common/sms-segments.ts';
import { TEXT_BOOKED_PAY_ES, TEXT_CODE_ES, TEXTS_ES } from './text-messages-es.ts';
import { TEXT_CATALOGS } from './text-catalogs.ts';
import { LANGUAGES } from '../../../common/languages.ts';
import { TEXT_BOOKED_PAY, TEXT_CODE, TEXTS, type TextFacts } from './text-messages.ts';
import { PAYMENT_TEXTS, PAYMENT_TEXTS_ES } from '../../money/payments/payment-messages.ts';
import { markText, type MarkFacts } from '../../field/crew-flow/crew-messages.ts';
import { ServiceDates } from '../../customers/bookings/service-dates.ts';
import type { BookingView, Visit } from '../../customers/bookings/booking-types.ts';
import { SettableClock } from '../../platform/clock/clock.ts';

describe('segments', () => {
  it('counts GSM-7 (extension characters twice) and UCS-2', () => {
    expect(segmentsOf('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(segmentsOf('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(segmentsOf('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(segmentsOf('a'.repeat(306)).segments).toBe(2);
    expect(segmentsOf('a'.repeat(307)).segments).toBe(3);
    expect(segmentsOf(`${'a'.repeat(69)}…`)).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(segmentsOf(`${'a'.repeat(70)}’`)).toEqual({ encoding: 'UCS-2', units: 71, segments: 2 });
  });
});

describe('the texts', () => {
  // The longest values: the longest short date of any year, a street past the clip, the site's
  // own address with a full link token, and the first text's opt-out line.
  const calendar = new BusinessCalendar(siteConfig.timeZone);
  const dates = Array.from({ length: 366 }, (_, i) => calendar.shortWords(calendar.addDays('2028-01-01', i)));
  const longestDate = dates.reduce((a, b) => (b.length > a.length ? b : a));
  const business = wordsOf(siteConfig);
  const longest: TextFacts = {
    date: longestDate,
    street: '12345 Old Alabama Road Northeast, Apartment 1234',
    link: `${siteConfig.siteUrl}/booking/${'A'.repeat(22)}`,
    first: true,
    business,
  };

  it.each(Object.keys(TEXTS) as (keyof typeof TEXTS)[])('%s fits one GSM-7 segment with the longest values', (kind) => {
    const text = TEXTS[kind]({ ...longest, first: false });
    expect(segmentsOf(text), text).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect(text.startsWith(`${siteConfig.brandName}:`)).toBe(true);
  });

  it.each(['booked', 'cancelled', 'ended'] as const)('%s fits one segment as a first text too, with the opt-out line', (kind) => {
    const text = TEXTS[kind](longest);
    expect(segmentsOf(text), text).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });

  it("the codes and the payment texts fit one segment too: 'Add your card' with the link to pay, as a first text", () => {
    const pay = TEXT_BOOKED_PAY(longest);
    expect(pay).toMatch(/Add your card: https:\/\/\S+\/pay Reply STOP to opt out\.$/);
    for (const text of [pay, TEXT_CODE('123456', business), ...Object.values(PAYMENT_TEXTS).map((t) => t(longest.link!, business.brand))])
      expect(segmentsOf(text), text).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });

  it('the first text says how to opt out; later ones do not', () => {
    expect(TEXTS.booked(longest)).toMatch(/ Reply STOP to opt out\.$/);
    expect(TEXTS.booked({ ...longest, first: false })).not.toContain('STOP');
    expect(segmentsOf(TEXT_CATALOGS.en.help(business)).segments).toBe(1);
  });

  it('the Spanish catalog has every text the English one has, and no other', () => {
    expect(Object.keys(TEXTS_ES).sort()).toEqual(Object.keys(TEXTS).sort());
    expect(Object.keys(TEXT_CATALOGS).sort()).toEqual([...LANGUAGES].sort());
  });

  const longestCustomer = {
    name: 'Jordan Peachtree',
    email: 'j@example.com',
    mobile: '(404) 555-0199',
    mobileE164: '+14045550199',
    street: longest.street,
    zip: '30309',
    notes: '',
    business: null,
  };

  describe('in Spanish', () => {
    const longestEs = Array.from({ length: 366 }, (_, i) => calendar.shortWords(calendar.addDays('2028-01-01', i), 'es')).reduce((a, b) =>
      b.length > a.length ? b : a,
    );
    const es = { ...longest, date: longestEs };

    it('the payment texts and the crew’s messages too: the same kinds as in English, one GSM-7 segment each', () => {
      expect(Object.keys(PAYMENT_TEXTS_ES).sort()).toEqual(Object.keys(PAYMENT_TEXTS).sort());
      for (const text of Object.values(PAYMENT_TEXTS_ES).map((t) => t(longest.link!, business.brand)))
        expect(segmentsOf(text), text).toMatchObject({ encoding: 'GSM-7', segments: 1 });
      const dates = new ServiceDates(siteConfig.booking, siteConfig.timeZone, new SettableClock('2028-09-30T12:00:00Z'));
      const customer = { ...longestCustomer, language: 'es' as const };
      const visit = { id: 'f'.repeat(8) + '-ffff-4fff-8fff-' + 'f'.repeat(12), date: '2028-09-30', state: 'not-out' } as Visit;
      const facts = (over: Partial<MarkFacts>): MarkFacts => ({
        booking: { intervalDays: null, customer } as BookingView,
        visit,
        dates,
        link: longest.link,
        next: undefined,
        fee: undefined,
        photoLink: `${siteConfig.siteUrl}/photos/${'f'.repeat(36)}.jpg?e=1795701601&s=${'S'.repeat(32)}`,
        business,
        ...over,
      });
      const cases: Partial<MarkFacts>[] = [
        { visit: { ...visit, state: 'done' } },
        {},
        { visit: { ...visit, state: 'no-access' }, fee: { words: '$15', how: 'next-visit' } },
        { booking: { intervalDays: 28, customer } as BookingView },
      ];
      const texts = cases.map((over) => markText(facts(over)));
      // A Done's one link is the clean's own page, where they rate it.
      expect(texts[0]).toMatch(/^CanFresh ATL: ¡sus botes quedaron limpios! ¿Qué tal\? https:\S+\/visits\/f{8}-/);
      expect(texts[1]).toMatch(/^CanFresh ATL: vinimos el 30 de septiembre pero sus botes no estaban afuera\. Elija otra fecha: https:/);
      // GSM-7, and never more segments than the English message.
      cases.forEach((over, i) => {
        const english = markText(facts({ ...over, booking: { ...facts(over).booking, customer: { ...customer, language: 'en' } } }));
        expect(segmentsOf(texts[i]!).encoding, texts[i]).toBe('GSM-7');
        expect(segmentsOf(texts[i]!).segments, texts[i]).toBeLessThanOrEqual(segmentsOf(english).segments);
      });
      expect(texts.slice(1).every((text) => segmentsOf(text).segments === 1)).toBe(true);
    });

    it('the code to prove a mobile: one GSM-7 segment', () => {
      expect(segmentsOf(TEXT_CODE_ES('123456', business))).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    });

    it('the date is day and month, the longest of a year 16 characters', () => {
      expect(longestEs).toMatch(/^\d+ de septiembre$/);
      expect(calendar.shortWords('2026-11-28', 'es')).toBe('28 de noviembre');
    });

    it.each(Object.keys(TEXTS_ES) as (keyof typeof TEXTS_ES)[])('%s fits one GSM-7 segment with the longest values', (kind) => {
      const text = TEXTS_ES[kind]({ ...es, first: false });
      expect(segmentsOf(text), text).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    });

    it.each(['booked', 'cancelled', 'ended'] as const)('%s fits one segment as a first text too, with the opt-out line', (kind) => {
      const text = TEXTS_ES[kind](es);
      expect(text.endsWith(' Baja: ALTO.')).toBe(true);
      expect(segmentsOf(text), text).toMatchObject({ encoding: 'GSM-7', segments: 1 });
      const pay = TEXT_BOOKED_PAY_ES(es);
      expect(segmentsOf(pay), pay).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    });
  });

  it('the Spanish answers stay in one GSM-7 segment: no á, í, ó or ú, which would make them UCS-2 (70 a segment)', () => {
    for (const text of [TEXT_CATALOGS.es.help(business), TEXT_CATALOGS.es.stopped!(business)])
      expect(segmentsOf(text), text).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    // What one accent outside GSM-7 would cost the same answer.
    expect(segmentsOf(TEXT_CATALOGS.es.stopped!(business).replace('ya no', 'ya no más')).segments).toBe(2);
  });
});
