// Ava changes a booking after it is made, by text and by call, through the same code as the
// customer's booking page: a proven texter moves their next visit to a day with room and is told
// as the page tells them; another number's booking and a full day are refused; a membership's
// visit is skipped; ending a membership offers a pause first; a one-time clean is cancelled; a
// customer with bookings at two streets is asked which. Over the built app with loopback fakes.
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../src/common/site-config.ts';
import { textProof, textProofKey } from '../../src/server/platform/voice/text-proof.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { MEMBER, ONE_TIME, paidStack } from '../support/paid-stack.ts';
import { household } from '../support/valid-lead.ts';

const cleanups = cleanupsAfterEach();
const SECRET = 'voice-tools-secret-for-tests-0001';
const PRIVATE_KEY = 'vapi-private-key-for-tests';
const THEIRS = '+14045550199';

async function setup(capacityPerDay = 40) {
  const s = await paidStack(cleanups, {
    texts: true,
    env: { VAPI_PRIVATE_KEY: PRIVATE_KEY, VAPI_ASSISTANT_ID: 'assistant-1', VAPI_API_BASE_URL: 'http://127.0.0.1:9' },
    booking: { ...siteConfig.booking, capacityPerDay },
  });
  /** A tool call from a text thread this server started for a customer's text: it carries the number's proof. */
  const texted = async (name: string, args: object, from = THEIRS) => {
    const variableValues = textProof(textProofKey(PRIVATE_KEY), from, s.clock.now());
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/voice/tools',
      headers: { 'content-type': 'application/json', 'x-vapi-secret': SECRET },
      payload: {
        message: {
          type: 'tool-calls',
          chat: { id: `chat-${Math.random()}`, assistantOverrides: { variableValues } },
          toolCallList: [{ id: 't', type: 'function', function: { name, arguments: args } }],
        },
      },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { results: { result: string }[] }).results[0]!.result;
  };
  const dates = (bookingId: string) => s.app.bookings.visits(bookingId).map((v) => `${v.date} ${v.state}`);
  return { ...s, texted, dates };
}

describe('Ava changes a booking after it is made', () => {
  it('a proven texter moves their next visit to a day with room and is told; another number and a full day are refused', async () => {
    const s = await setup(2);
    const { booking } = await s.book({ ...MEMBER, email: 'member@example.com' });
    // Two neighbours fill Wednesday, December 9 (the day's room is 2).
    for (const n of [1, 2]) await s.book({ ...ONE_TIME, ...household(n), email: `n${n}@example.com`, service_date: '2026-12-09' });

    const offered = await s.texted('change_dates', { mobile: THEIRS });
    expect(offered).toMatch(/^The booking at 123 Peachtree St NE \(a membership\)\. Next visits: Wednesday, November 25 \(2026-11-25\)/);
    expect(offered).not.toContain('2026-12-09');
    const to = /Days with room to move one to: [^(]+\((\d{4}-\d{2}-\d{2})\)/.exec(offered)![1]!;

    expect(await s.texted('move_visit', { mobile: THEIRS, to: '2026-12-09' })).toMatch(/^Not moved: that day is full\. Days with room: /);
    // A proof of one number never reaches another number's bookings.
    expect(await s.texted('move_visit', { mobile: '(404) 555-0111', to }, '+14045550111')).toMatch(
      /^Not moved\. There is no running booking/,
    );
    expect(await s.texted('move_visit', { mobile: THEIRS, to }, '+14045550111')).toMatch(/^Not moved\. First confirm the mobile is theirs/);

    expect(await s.texted('move_visit', { mobile: THEIRS, to })).toMatch(/^Moved: the visit of Wednesday, November 25 is now on /);
    expect(s.dates(booking.id)[0]).toBe(`${to} scheduled`);
    // Told as the booking page tells them: the change's e-mail.
    await s.mail.waitForMessage('the move', (m) => m.recipients.includes('member@example.com') && /^Moved/.test(m.parsed.subject!));
  });

  it("skips a member's visit; ending offers a pause first; a one-time clean is skipped by no one, cancelled on request", async () => {
    const s = await setup();
    const member = await s.book({ ...MEMBER, email: 'member@example.com' });
    const call = { phone: THEIRS };
    expect(await s.tool('call-1', 'skip_visit', { mobile: THEIRS }, call)).toMatch(
      /^Skipped the visit of Wednesday, November 25\. The next one: /,
    );
    expect(s.dates(member.booking.id)[0]).toBe('2026-11-25 cancelled');

    expect(await s.tool('call-1', 'cancel_booking', { mobile: THEIRS }, call)).toMatch(/^Not ended yet\. First offer a pause/);
    expect(s.app.bookings.get(member.booking.id)!.status).toBe('booked');
    // No visit given yet (the first was skipped): cancelled rather than ended, as on the booking page.
    expect(await s.tool('call-1', 'cancel_booking', { mobile: THEIRS, pause_offered: true }, call)).toMatch(
      /^Cancelled: no visit is planned/,
    );
    expect(s.app.bookings.get(member.booking.id)!.status).toBe('cancelled');

    const oneTime = await s.book({ ...ONE_TIME, email: 'once@example.com' });
    expect(await s.tool('call-2', 'skip_visit', { mobile: THEIRS }, call)).toMatch(/^Not skipped: a one-time clean has one visit/);
    expect(await s.tool('call-2', 'cancel_booking', { mobile: THEIRS }, call)).toMatch(/^Cancelled: no visit is planned/);
    expect(s.app.bookings.get(oneTime.booking.id)!.status).toBe('cancelled');
  });

  it('a customer with bookings at two streets is asked which, then the one named is changed', async () => {
    const s = await setup();
    await s.book({ ...ONE_TIME, email: 'home@example.com' });
    const rental = await s.book({ ...ONE_TIME, email: 'rental@example.com', street: '9 Elm St NE', service_date: '2026-12-02' });
    const call = { phone: THEIRS };
    expect(await s.tool('call-3', 'move_visit', { mobile: THEIRS, to: '2026-12-09' }, call)).toBe(
      'Not moved. They have bookings at 9 Elm St NE; 123 Peachtree St NE: ask which street, then call again with it.',
    );
    expect(await s.tool('call-3', 'move_visit', { mobile: THEIRS, street: 'elm', to: '2026-12-09' }, call)).toMatch(/^Moved/);
    expect(s.dates(rental.booking.id)).toEqual(['2026-12-09 scheduled']);
  });

  it('changes the cans with the new price said first; what is due follows; a paid booking is left to the team', async () => {
    const s = await setup();
    const { booking } = await s.book({ ...MEMBER, email: 'member@example.com' });
    const before = s.paymentOf(booking.id)!.amountCents;
    const asked = await s.texted('change_cans', { mobile: THEIRS, cans: 3 });
    expect(asked).toMatch(
      /^Not changed yet\. Now: \$\d+ every 4 weeks \(2 cans\)\. With 3 cans: \$\d+ every 4 weeks \(3 cans\)\. Say the new price/,
    );
    expect(s.app.bookings.get(booking.id)!.cans).toBe(2);
    const price = /With 3 cans: (\$\d+ every 4 weeks \(3 cans\))/.exec(asked)![1]!;

    expect(await s.texted('change_cans', { mobile: THEIRS, cans: 3, confirmed: true })).toBe(
      `Changed: ${price} from the next visit. A confirmation is on its way by e-mail and text.`,
    );
    expect(s.app.bookings.get(booking.id)!.cans).toBe(3);
    const due = s.paymentOf(booking.id)!.amountCents;
    expect(due).toBeGreaterThan(before);
    expect(`$${due / 100} every 4 weeks (3 cans)`).toBe(price);
    // Told as every change is: the e-mail with the new price, and a text.
    const mail = await s.mail.waitForMessage(
      'the cans',
      (m) => m.recipients.includes('member@example.com') && /^Cans changed/.test(m.parsed.subject!),
    );
    expect(mail.parsed.text).toContain(price);
    await expect.poll(() => s.provider!.texts.filter((t) => t.to === THEIRS && t.body.includes(`now ${price}`)).length).toBe(1);
    expect(s.app.bookings.history(booking.id).at(-1)).toMatchObject({
      what: 'cans',
      by: 'receptionist',
      detail: { cans: { from: 2, to: 3 } },
    });

    // Paid: the team changes it and settles the difference.
    const once = await s.book({ ...ONE_TIME, email: 'once@example.com', street: '9 Elm St NE', service_date: '2026-12-02' });
    await s.pay(once.path);
    await expect.poll(() => s.paymentOf(once.booking.id)?.state).toBe('paid');
    expect(await s.texted('change_cans', { mobile: THEIRS, street: 'elm', cans: 3, confirmed: true })).toMatch(
      /^Not changed: this booking is paid already/,
    );
    expect(s.app.bookings.get(once.booking.id)!.cans).toBe(2);
  });
});
