// A language is data: the pseudo-locale, made from the English catalogs at run time
// (pseudo-setup.ts), is a language like any. The page, the booking page's every screen, a
// customer's own page, every e-mail and text a customer gets and the receptionist's answers are
// drawn in it and in English alike, and no English word of the English drawing is left in the
// pseudo one (but names, dates and places, which no catalog holds). The page and the booking
// screens are then laid out in Chromium at 390 px: the longer words break nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { afterAll, describe, expect, it } from 'vitest';
import { BOOK_SCREENS, specimen } from '../../scripts/book-specimens.ts';
import { App } from '../../src/client/app.tsx';
import { BookPage } from '../../src/client/book/book-page.tsx';
import { homeHead } from '../../src/client/head-tags.ts';
import { BookingManage } from '../../src/client/pages/booking-manage.tsx';
import { AccountPage } from '../../src/client/pages/account-page.tsx';
import { VisitPage } from '../../src/client/pages/visit-page.tsx';
import { VISIT_STATES } from '../../scripts/visit-states.ts';
import { ACCOUNT_PATHS } from '../../src/common/account-page.ts';
import { accountOverview } from '../../src/server/app/account/account-view.ts';
import { PAGE_CATALOGS } from '../../src/common/copy/page-catalogs.ts';
import type { Language } from '../../src/common/languages.ts';
import { PAGE_KINDS } from '../../src/common/pages.ts';
import { siteConfig } from '../../src/common/site-config.ts';
import { bookingPageData } from '../../src/server/customers/bookings/booking-page-data.ts';
import { queueVisitReminders } from '../../src/server/customers/booking-flows/reminders.ts';
import { SettableClock } from '../../src/server/platform/clock/clock.ts';
import { paymentFacts } from '../../src/server/money/notices/payment-facts.ts';
import {
  paymentBouncedEmail,
  paymentFailedEmail,
  paymentReminderEmail,
  PAYMENT_TEXT_CATALOGS,
} from '../../src/server/money/payments/payment-messages.ts';
import { noticeContext } from '../../src/server/app/wiring/relays.ts';
import { loadEnv } from '../../src/server/env.ts';
import { mailEnv, startFakeSmtp, type FakeSmtp } from '../fakes/fake-smtp.ts';
import { startFakeTwilio, twilioEnv, type FakeTwilio } from '../fakes/fake-twilio.ts';
import { chromiumArgs, chromiumPath } from '../support/chromium.ts';
import { outboxSettled } from '../support/settled.ts';
import { makeTestApp } from '../support/test-app.ts';
import { toolCallsRequest } from '../support/tool-calls.ts';
import { textOf } from '../support/book-visitor.ts';
import { validLead } from '../support/valid-lead.ts';
import { PSEUDO } from './pseudo.ts';
import { BUILT_BUSINESS, BusinessProvider } from '../../src/client/copy/page-business.tsx';

const xx = PSEUDO as Language;
const LANGS = ['en', xx] as const;

/** Words no catalog holds: the brand and the places, the names of the test's people, dates and times as Intl writes them. */
const NOT_WORDS_OF_A_CATALOG = new Set(
  [
    ...siteConfig.brandName.split(' '),
    siteConfig.receptionistName,
    ...siteConfig.partner.name.split(' '),
    siteConfig.social.network,
    ...siteConfig.serviceArea.areas.flatMap((area) => area.split(' ')),
    ...'Jordan Peachtree Dana Ruiz Oak example com canfreshatl https www instagram jpg avif webp AM PM Stripe'.split(' '),
    ...'Monday Tuesday Wednesday Thursday Friday Saturday Sunday Mon Tue Wed Thu Fri Sat Sun'.split(' '),
    ...'January February March April May June July August September October November December Jan Feb Mar Apr Jun Jul Aug Sep Oct Nov Dec'.split(
      ' ',
    ),
    'Thanksgiving',
    'Christmas',
  ].map((word) => word.toLowerCase()),
);

/** A text's words of plain letters (addresses and links set aside: they are data). */
const wordsOf = (text: string) =>
  new Set(
    (text.replace(/https?:\/\/\S+|[\w.+-]+@[\w.-]+/g, ' ').match(/(?<![\p{L}])[A-Za-z]{3,}(?![\p{L}])/gu) ?? []).map((w) =>
      w.toLowerCase(),
    ),
  );

/** A page's own words: what is marked as another language (a link offering it) set aside. */
const ownText = (html: string) => textOf(html.replace(/<(a|button|span)\b[^>]*\blang="[\w-]+"[^>]*>[\s\S]*?<\/\1>/g, ' '));

/** The English drawing's words still in the pseudo drawing: each one skipped a catalog. */
function englishLeft(pseudoText: string, englishText: string): string[] {
  const english = wordsOf(englishText);
  return [...wordsOf(pseudoText)].filter((word) => english.has(word) && !NOT_WORDS_OF_A_CATALOG.has(word)).sort();
}

const drawn: Record<string, string> = {};

async function page(kind: (typeof PAGE_KINDS)[number], language: Language) {
  const { prelude } = await prerender(<App route={{ kind, language }} copy={PAGE_CATALOGS[language]} business={BUILT_BUSINESS} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return new Response(prelude).text();
}

describe('the pseudo-locale', () => {
  it('draws the page (home, the form’s confirmation, the 404) and its head with no English left', async () => {
    for (const kind of PAGE_KINDS) {
      const [en, pseudo] = await Promise.all(LANGS.map((language) => page(kind, language)));
      drawn[`page-${kind}`] = pseudo!;
      expect(englishLeft(ownText(pseudo!), ownText(en!)), kind).toEqual([]);
      expect(pseudo, 'drawn in the pseudo-locale').toMatch(/\[[^\]<]*[áéíóú]{2}/);
    }
    // The head's words: its title, its descriptions, and what the business's JSON-LD says in words.
    const head = (language: Language) => {
      const html = homeHead(undefined, PAGE_CATALOGS[language]);
      const words = [
        ...html.matchAll(/<title>([^<]*)<|(?:description|og:title)" content="([^"]*)"|"(?:description|slogan|name)":"([^"]*)"/g),
      ];
      return words.map((m) => m.slice(1).join(' ')).join('\n');
    };
    expect(head(xx)).toMatch(/\[/);
    expect(englishLeft(head(xx), head('en'))).toEqual([]);
  });

  it('draws every screen of the booking page with no English left', () => {
    for (const screen of BOOK_SCREENS)
      for (const messages of [true, false]) {
        const [en, pseudo] = LANGS.map((language) =>
          renderToString(
            <BusinessProvider copy={BUILT_BUSINESS}>
              <BookPage view={specimen(language, screen, messages)} />
            </BusinessProvider>,
          ),
        );
        if (!messages) drawn[`book-${screen}`] = pseudo!;
        expect(englishLeft(ownText(pseudo!), ownText(en!)), screen).toEqual([]);
      }
  });

  describe('a customer in each language, through the server', () => {
    const SECRET = 'voice-tools-secret-for-tests-0001';
    const clock = new SettableClock('2026-11-22T15:00:00Z'); // Sunday, 10:00 in Atlanta
    const people = {
      en: { mobile: '(404) 555-0161', email: 'en@example.com', street: '1 Oak St' },
      [xx]: { mobile: '(404) 555-0162', email: 'xx@example.com', street: '2 Oak St' },
    } as Record<Language, { mobile: string; email: string; street: string }>;
    let app: Awaited<ReturnType<typeof makeTestApp>>;
    let mail: FakeSmtp;
    let provider: FakeTwilio;
    const answers: Record<string, string> = {};

    // The scenario runs in a test of its own (its waits are the test runner's polls), before the checks.
    it('books, moves, pauses, resumes, reminds and marks a customer in each language', async () => {
      [mail, provider] = await Promise.all([startFakeSmtp(), startFakeTwilio()]);
      app = await makeTestApp({
        clock,
        env: { ...mailEnv(mail), ...twilioEnv(provider), VAPI_TOOLS_SECRET: SECRET, PUBLIC_BASE_URL: 'https://canfreshatl.com' },
      });
      const tool = async (language: Language, name: string, args: object, caller: Parameters<typeof toolCallsRequest>[3]) => {
        const res = await app.app.inject(
          toolCallsRequest(SECRET, `call-${language}-${name}`, [{ id: 't', name, arguments: args }], caller),
        );
        return res.json<{ results: { result: string }[] }>().results[0]!.result;
      };
      for (const language of LANGS) {
        const person = people[language];
        const phone = { phone: `+1${person.mobile.replace(/\D/g, '')}` };
        const lead = { ...validLead, ...person, service_type: 'Membership', pickup_day: 'Tuesday', language };
        answers[`booked-${language}`] = await tool(language, 'book_service', { ...lead, service_date: '2026-11-25' }, phone);
        answers[`full-${language}`] = await tool(
          language,
          'book_service',
          { ...lead, street: `9${person.street}`, service_date: '2026-11-24' },
          phone,
        );
        await tool(language, 'send_phone_code', { mobile: person.mobile, language }, { web: true });
        await tool(language, 'send_booking_link', { full_name: 'Dana Ruiz', language }, phone);
      }
      await outboxSettled(app.app);
      const { bookings } = app.app;
      // Each change told before the next (a change overtaken before its turn says nothing).
      const each = async (change: (bookingId: string) => unknown) => {
        for (const booking of bookings.active()) change(booking.id);
        await outboxSettled(app.app);
      };
      await each((id) => bookings.moveVisit(bookings.visits(id)[0]!.id, '2026-12-02', 'customer'));
      await each((id) => bookings.pause(id, { weeks: 4 }, 'customer'));
      await each((id) => bookings.resume(id, 'customer'));
      clock.set('2026-12-01T23:30:00Z'); // Tuesday, 18:30: the day-before reminders
      queueVisitReminders(app.app.stores, siteConfig.texts);
      app.app.outbox.announceQueued();
      await outboxSettled(app.app);
      clock.set('2026-12-02T20:00:00Z'); // Wednesday, 15:00: the crew marks the visits
      for (const booking of bookings.active())
        bookings.mark(bookings.visits(booking.id).find((v) => v.date === '2026-12-02')!.id, 'done', 'owner');
      app.app.outbox.announceQueued();
      await outboxSettled(app.app);
      expect(bookings.active()).toHaveLength(2);
    });
    afterAll(async () => {
      await app?.close();
      await mail?.close();
      await provider?.close();
    });

    const messagesTo = (language: Language) => {
      const { email, mobile } = people[language];
      const e164 = `+1${mobile.replace(/\D/g, '')}`;
      const emails = mail.messages.filter((m) => m.recipients.includes(email)).map((m) => `${m.parsed.subject}\n${m.parsed.text}`);
      const texts = provider.texts.filter((t) => t.to === e164).map((t) => t.body);
      return { emails, texts };
    };

    it('every e-mail and text the customer gets (booked, moved, paused, resumed, the reminder, the mark, a code, a link, the payments) has no English left', () => {
      const en = messagesTo('en');
      const pseudo = messagesTo(xx);
      expect(pseudo.emails.length).toBeGreaterThanOrEqual(5);
      expect(pseudo.texts.length).toBeGreaterThanOrEqual(8);
      expect(pseudo.emails.length).toBe(en.emails.length);
      expect(pseudo.texts.length).toBe(en.texts.length);
      // The payment messages, drawn from the same booking's facts.
      const ctx = noticeContext(loadEnv({ DATA_DIR: app.dataDir, PUBLIC_BASE_URL: 'https://canfreshatl.com' }), app.app.stores);
      const payments = (language: Language) => {
        const booking = app.app.bookings.active().find((b) => b.customer.language === language)!;
        const facts = paymentFacts(booking.id, 'token', ctx, 'customer')!.facts;
        const texts = Object.values(PAYMENT_TEXT_CATALOGS[language]).map((text) => text(facts.link, facts.business.brand));
        return [paymentReminderEmail(facts), paymentFailedEmail(facts), paymentBouncedEmail(facts)]
          .map((m) => `${m.subject}\n${m.text}`)
          .concat(texts);
      };
      const all = (m: { emails: string[]; texts: string[] }, extra: string[]) => [...m.emails, ...m.texts, ...extra].join('\n');
      expect(englishLeft(all(pseudo, payments(xx)), all(en, payments('en')))).toEqual([]);
    });

    it("the receptionist's answers to the caller (booked, and why a date is refused) have no English left", () => {
      expect(answers[`booked-${xx}`]).toMatch(/^\[/);
      expect(englishLeft(answers[`booked-${xx}`]!, answers['booked-en']!)).toEqual([]);
      // The refusal's reason is the caller's; what Ava is told to do stays in English, by design.
      const why = (answer: string) => answer.replace(/^Not booked: nothing was saved\. /, '').replace(/ Dates with room:.*$/, '');
      expect(englishLeft(why(answers[`full-${xx}`]!), why(answers['full-en']!))).toEqual([]);
    });

    it("a customer's own booking page has no English left", () => {
      const draw = (language: Language) => {
        const booking = app.app.bookings.active().find((b) => b.customer.language === language)!;
        return renderToString(
          <BusinessProvider copy={BUILT_BUSINESS}>
            <BookingManage {...bookingPageData(app.app.bookings, booking, { action: '/booking/t', step: 'view', notice: 'moved' })} />
          </BusinessProvider>,
        );
      };
      drawn['booking'] = draw(xx);
      expect(englishLeft(ownText(draw(xx)), ownText(draw('en')))).toEqual([]);
    });

    it("a customer's account, signed out and signed in, has no English left", () => {
      // Each language's own customer: their texts are theirs, in their language.
      const whoIn = (language: Language) => {
        const { customer } = app.app.bookings.active().find((b) => b.customer.language === language)!;
        return { mobileE164: customer.mobileE164, email: customer.email };
      };
      const draw = (language: Language) =>
        [
          accountOverview(app.app.stores, whoIn(language), { language, action: ACCOUNT_PATHS[language], notice: 'signed-in', pages: {} }),
          {
            view: 'sign-in',
            language,
            action: ACCOUNT_PATHS[language],
            step: 'ask',
            sentTo: null,
            by: null,
            error: null,
            typed: '',
            notice: null,
          } as const,
          {
            view: 'sign-in',
            language,
            action: ACCOUNT_PATHS[language],
            step: 'code',
            sentTo: '(404) 555-0199',
            by: 'text',
            error: null,
            typed: '',
            notice: null,
          } as const,
        ]
          .map((page) =>
            renderToString(
              <BusinessProvider copy={BUILT_BUSINESS}>
                <AccountPage {...page} />
              </BusinessProvider>,
            ),
          )
          .join('');
      drawn['account'] = draw(xx);
      expect(englishLeft(ownText(draw(xx)), ownText(draw('en')))).toEqual([]);
    });

    it("a clean's own page (the stars, what went wrong, the review link, a tip) has no English left", () => {
      const draw = (language: Language) =>
        VISIT_STATES.map((state) =>
          renderToString(
            <BusinessProvider copy={BUILT_BUSINESS}>
              {/* The customer's own words are theirs, not the page's: left out of the comparison. */}
              <VisitPage {...state} language={language} rating={state.rating && { ...state.rating, words: '' }} />
            </BusinessProvider>,
          ),
        ).join('');
      drawn['visit'] = draw(xx);
      expect(englishLeft(ownText(draw(xx)), ownText(draw('en')))).toEqual([]);
    });
  });

  it('lays the page and every booking screen out at 390 px with the longer words: nothing wider than the screen', async () => {
    const assets = join(import.meta.dirname, '..', '..', 'dist', 'client', 'assets');
    const css = readFileSync(
      join(
        assets,
        readdirSync(assets).find((f) => /^index-[\w-]+\.css$/.test(f))!,
      ),
      'utf8',
    );
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    try {
      const tab = await browser.newPage({ viewport: { width: 390, height: 844 } });
      for (const [name, html] of Object.entries(drawn)) {
        await tab.setContent(
          `<!doctype html><html lang="xx"><head><style>${css}</style></head><body><div id="root">${html}</div></body></html>`,
        );
        const overflow = await tab.evaluate(() => {
          const width = document.documentElement.clientWidth;
          return [...document.querySelectorAll<HTMLElement>('body *')]
            .filter((el) => {
              const box = el.getBoundingClientRect();
              return box.width > 0 && box.right > width + 1 && getComputedStyle(el).position !== 'fixed' && !el.closest('.sr-only');
            })
            .map(
              (el) =>
                `${el.tagName.toLowerCase()}.${el.className.toString().split(' ').slice(0, 3).join('.')} "${el.textContent?.slice(0, 40)}"`,
            );
        });
        expect(overflow, name).toEqual([]);
        if (process.env.SCREENSHOTS) await tab.screenshot({ path: `test-results/screenshots/pseudo-${name}-390.png`, fullPage: true });
      }
    } finally {
      await browser.close();
    }
  });
});
