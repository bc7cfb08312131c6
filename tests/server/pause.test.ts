// A membership's pause and its seasonal deep clean, through every door: the customer's booking
// page (a plain form post), Ava's tools, the owner's inbox. The pause's visits are paused, not
// deleted; the customer and the owner are told with the first visit after it (e-mail, invitation,
// text); Stripe charges nothing in it; the site config's limits hold; and the deep clean is never
// missed. Over real sockets with the loopback fakes of the mail server, the text provider and Stripe.
import { describe, expect, it } from 'vitest';
import { RunningClock } from '../../src/server/platform/clock/clock.ts';
import { siteConfig } from '../../src/common/site-config.ts';
import { invitationText } from '../fakes/fake-smtp.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { MEMBER, paidStack } from '../support/paid-stack.ts';
import { validLead } from '../support/valid-lead.ts';

const cleanups = cleanupsAfterEach();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const { pauseMaxWeeks, pausesPerYear, deepCleanEvery } = siteConfig.booking;

async function member(options: Parameters<typeof paidStack>[1] = {}) {
  const s = await paidStack(cleanups, { texts: true, ...options });
  const booked = await s.book(MEMBER);
  const post = async (body: string) => {
    const res = await s.page(booked.path, { method: 'POST', headers: FORM, body });
    expect(res.status).toBe(303);
    return new URL(res.headers.get('location')!, s.base).searchParams.get('notice');
  };
  const view = async (query = '') => (await (await s.page(`${booked.path}${query}`)).text()).replaceAll('<!-- -->', '');
  const states = () => s.app.bookings.visits(booked.booking.id).map((v) => `${v.date} ${v.state}${v.deepClean ? ' deep' : ''}`);
  return { ...s, ...booked, post, view, states };
}

/** The e-mail to the customer whose subject begins so, once it has come. */
const customerMail = (s: Awaited<ReturnType<typeof member>>, subject: string) =>
  s.mail.waitForMessage(
    `'${subject}' to the customer`,
    (m) => m.recipients.includes(validLead.email) && m.parsed.subject!.startsWith(subject),
  );

describe("a member's pause, from the booking page", () => {
  it('skips the visits in it (paused, not deleted), tells the customer and the owner, charges nothing in it, and resumes early on request', async () => {
    const s = await member();
    await s.pay(s.path);
    await expect.poll(() => s.paymentOf(s.booking.id)?.state).toBe('card-on-file');
    const subscription = s.paymentOf(s.booking.id)!.subscriptionId!;
    expect(deepCleanEvery).toBe(3);
    expect(s.states()).toEqual(['2026-11-25 scheduled', '2026-12-23 scheduled', '2027-01-20 scheduled deep']);

    const page = await s.view();
    expect(page).toContain('Pause your membership');
    expect(page).toContain('From your visit on Wednesday, November 25. It resumes by itself.');
    expect(await s.post('action=pause&weeks=4&until=')).toBe('paused');
    // The visit in the pause is kept as paused; the deep clean passes on to the third visit that takes place.
    expect(s.states()).toEqual(['2026-11-25 paused', '2026-12-23 scheduled', '2027-01-20 scheduled']);
    expect(s.app.bookings.route('2026-11-25')).toEqual([]);
    const paused = await s.view('?notice=paused');
    expect(paused).toContain('Done: your membership is paused.');
    expect(paused).toContain('Paused from Wednesday, November 25. Your first visit after the pause: Wednesday, December 23.');
    expect(paused).toContain('Resume now');
    expect(paused).not.toContain('Pause your membership');
    // Sunday, November 22, dates are booked 21 days ahead (to December 13): no date after the
    // pause can be picked yet; Wednesday, December 30 (December 23 is the visit itself) can be from
    // December 9. Before the pause, other dates were offered.
    expect(paused).toContain('Move your next visit (Wednesday, December 23)');
    expect(paused).toContain('dates after your pause can be picked from Wednesday, December 9.');
    expect(paused).not.toContain('Move to this date');
    expect(page).toContain('Move to this date');
    expect(page).not.toContain('dates after your pause');

    // Told: the e-mail with the first visit after the pause, its invitation with the paused date left out.
    const mail = await customerMail(s, 'Membership paused');
    expect(mail.parsed.text).toContain('your first visit after the pause: Wednesday, December 23');
    const invitation = invitationText(mail)!;
    expect(invitation).toMatch(/^EXDATE;VALUE=DATE:20261125$/m);
    expect(invitation).toMatch(/^SEQUENCE:1$/m);
    expect(invitation).toContain(`UID:${s.booking.id}@`);
    await s.mail.waitForMessage(
      "the owner's note",
      (m) => m.parsed.subject === `Membership paused: Jordan Peachtree, ${s.booking.reference}`,
    );
    await expect
      .poll(() => s.provider!.texts.find((t) => t.body.includes('membership paused'))?.body)
      .toMatch(/first clean after it: Wed,? Dec 23/);
    // Stripe: collection paused until the day the pause runs to (midnight in Atlanta), charges in it voided.
    await expect.poll(() => s.stripe.received.subscriptionUpdates.length).toBe(1);
    expect(s.stripe.received.subscriptionUpdates[0]).toMatchObject({
      id: subscription,
      params: { pause_collection: { behavior: 'void', resumes_at: String(Date.parse('2026-12-23T05:00:00Z') / 1000) } },
    });

    expect(await s.post('action=resume')).toBe('resumed');
    expect(s.states().slice(0, 3)).toEqual(['2026-11-25 scheduled', '2026-12-23 scheduled', '2027-01-20 scheduled deep']);
    await customerMail(s, 'Membership resumed');
    await expect.poll(() => s.stripe.received.subscriptionUpdates.length).toBe(2);
    expect(s.stripe.received.subscriptionUpdates[1]).toMatchObject({ id: subscription, params: { pause_collection: '' } });
  });

  it("keeps to the site config's limits, and a pause asked after the crew's cut-off starts with the next visit", async () => {
    const clock = new RunningClock('2026-11-22T15:00:00Z');
    const s = await member({ clock });
    // Tuesday, November 24, 19:00 in Atlanta: past the 18:00 cut-off for tomorrow's visit.
    clock.set('2026-11-25T00:00:00Z');
    const page = await s.view();
    expect(page).toContain('From your visit on Wednesday, December 23 (tomorrow’s visit is past our cut-off and still takes place).');
    expect(await s.post(`action=pause&weeks=${pauseMaxWeeks + 1}`)).toBe('pause-refused');
    expect(await s.post('action=pause&until=2026-12-23')).toBe('pause-refused');
    expect(await s.post('action=pause&weeks=1')).toBe('paused');
    expect(s.states().slice(0, 3)).toEqual(['2026-11-25 scheduled', '2026-12-23 paused', '2027-01-20 scheduled']);
    expect(await s.view()).toContain('Paused from Wednesday, December 23. Your first visit after the pause: Wednesday, January 20.');
    expect(await s.post('action=resume')).toBe('resumed');
    expect(pausesPerYear).toBe(2);
    expect(await s.post('action=pause&until=2027-01-20')).toBe('paused');
    expect(await s.post('action=resume')).toBe('resumed');
    expect(await s.post('action=pause&weeks=2')).toBe('pause-limit');
    expect(await s.view('?notice=pause-limit')).toContain('You have used this year’s pauses.');
    expect(s.states().slice(0, 3)).toEqual(['2026-11-25 scheduled', '2026-12-23 scheduled', '2027-01-20 scheduled deep']);
  });

  it('across the change to daylight time (March 14, 2027), charges come back at midnight in Atlanta on the first visit after', async () => {
    const clock = new RunningClock('2026-11-22T15:00:00Z');
    const s = await member({ clock });
    await s.pay(s.path);
    await expect.poll(() => s.paymentOf(s.booking.id)?.state).toBe('card-on-file');
    clock.set('2027-02-10T15:00:00Z');
    expect(s.app.bookings.pause(s.booking.id, { weeks: 4 }, 'customer')).toMatchObject({ ok: true, firstAfter: '2027-03-17' });
    // Paused from February 17 to March 17; March 17 starts at 04:00 UTC (EDT), not 05:00.
    expect(s.states().filter((v) => v >= '2027-02' && v < '2027-04')).toEqual(['2027-02-17 paused', '2027-03-17 scheduled']);
    await expect.poll(() => s.stripe.received.subscriptionUpdates.length).toBe(1);
    expect(s.stripe.received.subscriptionUpdates[0]!.params).toEqual({
      pause_collection: { behavior: 'void', resumes_at: String(Date.parse('2027-03-17T04:00:00Z') / 1000) },
    });
  });
});

describe('Ava pauses and resumes a membership', () => {
  it('for a caller on the phone from its number, or with the number proven by code; nobody else', async () => {
    const s = await member();
    const mobile = validLead.mobile;
    const fromTheirPhone = { phone: '+14045550199' };
    expect(await s.tool('call-2', 'pause_membership', { mobile, weeks: 4 }, fromTheirPhone)).toBe(
      'Paused from Wednesday, November 25. The first visit after the pause: Wednesday, December 23. A confirmation is on its way by e-mail.',
    );
    expect(s.app.bookings.pauseOf(s.booking.id)).toMatchObject({ from: '2026-11-25', until: '2026-12-23' });
    expect(await s.tool('call-2', 'pause_membership', { mobile, weeks: 2 }, fromTheirPhone)).toMatch(
      /^Not paused\. The membership is already paused/,
    );

    // In the chat, the number proves nothing until the code texted to it is read back.
    const chat = { web: true, chat: true } as const;
    expect(await s.tool('chat:1', 'resume_membership', { mobile }, chat)).toMatch(/^Not resumed\. First confirm the mobile is theirs/);
    expect(await s.tool('chat:1', 'resume_membership', { mobile }, { phone: '+14045550111' })).toMatch(/^Not resumed\. First confirm/);
    expect(await s.tool('chat:1', 'send_phone_code', { mobile }, chat)).toMatch(/^A 6-digit code is on its way/);
    await expect.poll(() => s.provider!.texts.some((t) => /your code is \d{6}/.test(t.body))).toBe(true);
    const code = /your code is (\d{6})/.exec(s.provider!.texts.find((t) => /your code is/.test(t.body))!.body)![1]!;
    expect(await s.tool('chat:1', 'confirm_phone_code', { mobile, code }, chat)).toMatch(/^Confirmed/);
    expect(await s.tool('chat:1', 'resume_membership', { mobile }, chat)).toBe(
      'Resumed. The next visit: Wednesday, November 25. A confirmation is on its way by e-mail.',
    );
    expect(s.app.bookings.pauseOf(s.booking.id)).toBeUndefined();
    expect(await s.tool('call-3', 'pause_membership', { mobile: '(404) 555-0111', weeks: 2 }, { phone: '+14045550111' })).toMatch(
      /^Not paused\. There is no running membership for \(404\) 555-0111/,
    );
  });
});

describe("the owner's inbox", () => {
  it('lists paused memberships with their return date, pauses one and resumes one; no day or visit is moved into a pause', async () => {
    const s = await member();
    const owner = await s.owner();
    const id = s.booking.id;
    expect((await owner.get(`/owner/api/bookings/${id}`)).json()).toMatchObject({ pausedUntil: null, pauseMaxWeeks });
    expect((await owner.post(`/owner/api/bookings/${id}/pause`, { weeks: 0 })).statusCode).toBe(400);
    const paused = await owner.post(`/owner/api/bookings/${id}/pause`, { weeks: 2 });
    expect(paused.json()).toEqual({ from: '2026-11-25', until: '2026-12-09', back: 'Wednesday, December 23' });
    expect((await owner.post(`/owner/api/bookings/${id}/pause`, { weeks: 2 })).json()).toEqual({
      error: 'This membership is already paused.',
    });
    expect((await owner.get('/owner/api/bookings')).json().paused).toEqual([
      {
        bookingId: id,
        reference: s.booking.reference,
        name: 'Jordan Peachtree',
        from: 'Wednesday, November 25',
        until: 'Wednesday, December 9',
        back: 'Wednesday, December 23',
      },
    ]);
    expect((await owner.get(`/owner/api/bookings/${id}`)).json()).toMatchObject({ pausedUntil: 'Wednesday, December 9' });
    // The customer hears of the owner's pause as of their own.
    await customerMail(s, 'Membership paused');

    // Neither the day of the first visit after it nor that visit alone moves into the pause.
    const back = s.app.bookings.visits(id).find((v) => v.date === '2026-12-23')!;
    expect((await owner.post('/owner/api/days/2026-12-23/move', { to: '2026-12-02' })).json()).toEqual({
      error: 'Wednesday, December 2 falls in Jordan Peachtree’s pause: pick another date.',
    });
    const visitMove = await owner.post(`/owner/api/visits/${back.id}/move`, { to: '2026-12-02' });
    expect(visitMove.statusCode).toBe(409);
    expect(visitMove.json().error).toMatch(/^That date falls in this membership’s pause/);
    expect(s.app.bookings.visit(back.id)?.date).toBe('2026-12-23');

    const resumed = await owner.post(`/owner/api/bookings/${id}/resume`);
    expect(resumed.json()).toEqual({ next: 'Wednesday, November 25' });
    expect((await owner.get('/owner/api/bookings')).json().paused).toEqual([]);
    expect((await owner.post(`/owner/api/bookings/${id}/resume`)).statusCode).toBe(409);
    expect((await owner.post('/owner/api/bookings/nope/pause', { weeks: 2 })).statusCode).toBe(404);
  });
});
