// A visitor who left the booking page at the code step, having agreed to texts, is texted their own
// link once, an hour later (the clock set, no waiting): the link opens the booking where they left
// it; never a second; none for a visitor who did not agree to texts or who booked.
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../src/common/site-config.ts';
import { SettableClock } from '../../src/server/platform/clock/clock.ts';
import { nudgeLeftDrafts } from '../../src/server/customers/online-booking/left-drafts.ts';
import { startFakeTwilio, twilioEnv } from '../fakes/fake-twilio.ts';
import { bookVisitor, toTheDetails } from '../support/book-visitor.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { outboxSettled } from '../support/settled.ts';
import { makeTestApp } from '../support/test-app.ts';

const cleanups = cleanupsAfterEach();

async function setup() {
  const provider = await startFakeTwilio();
  const clock = new SettableClock('2026-11-22T15:00:00Z'); // Sunday 10:00 in Atlanta
  const t = await makeTestApp({
    site: true,
    clock,
    env: { ...twilioEnv(provider), PUBLIC_BASE_URL: 'https://canfreshatl.com' },
    onlineBooking: { on: true, linkDays: 14, bookingsPerIpPerDay: 3 },
    texts: siteConfig.texts,
  });
  cleanups.push(t.close, provider.close);
  const { stores } = t.app;
  const nudge = () =>
    nudgeLeftDrafts({
      drafts: stores.drafts,
      outbox: stores.outbox,
      mayText: (p) => p !== null && stores.texts.canTake(p),
      budget: stores.textBudget,
    });
  /** A visitor from the zip to the code screen; `consent` ticks the texts box. */
  const toTheCode = async (mobile: string, consent = true) => {
    const visitor = bookVisitor(t.app);
    await toTheDetails(visitor);
    const details = { customer_status: 'New', full_name: 'Jordan Peachtree', email: 'jordan@example.com', street: '123 Peachtree St NE' };
    const code = await visitor.send({ screen: 'details', ...details, mobile, ...(consent ? { sms_opt_in: 'on' } : {}) });
    return { visitor, code };
  };
  return { ...t, provider, clock, nudge, toTheCode };
}

describe('a visitor who left at the code step', () => {
  it('is texted their own link once, an hour later; it opens the booking where they left it', async () => {
    const s = await setup();
    const { code } = await s.toTheCode('+14045550301');
    expect(code.status).toBe(200);
    await outboxSettled(s.app);
    expect(s.provider.texts.map((t) => t.to)).toEqual(['+14045550301']); // the code

    s.clock.advance(59 * 60_000);
    expect(s.nudge()).toBe(0);
    s.clock.advance(60_000);
    expect(s.nudge()).toBe(1);
    expect(s.nudge()).toBe(0);
    s.clock.advance(24 * 3600_000);
    expect(s.nudge()).toBe(0);
    await outboxSettled(s.app);
    const texts = s.provider.texts.filter((t) => t.to === '+14045550301');
    expect(texts).toHaveLength(2);
    const link = /https:\/\/canfreshatl\.com(\/book\/[A-Za-z0-9_-]{22})/.exec(texts[1]!.body)![1]!;
    const opened = await s.app.inject({ method: 'GET', url: link });
    const where = opened.statusCode === 303 ? await s.app.inject({ method: 'GET', url: opened.headers.location! }) : opened;
    expect(where.statusCode).toBe(200);
    expect(where.body).toContain('Jordan');
  });

  it('none for a visitor who did not agree to texts', async () => {
    const s = await setup();
    const { code } = await s.toTheCode('+14045550302', false);
    s.clock.advance(2 * 3600_000);
    expect(s.nudge()).toBe(0);
    await outboxSettled(s.app);
    expect(s.provider.texts.filter((t) => t.to === '+14045550302' && /\/book\//.test(t.body))).toEqual([]);
    expect(code.status).toBeLessThan(500);
  });
});
