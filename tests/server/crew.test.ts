// The crew's day at the curb, over the app with the loopback fakes of the mail server, the text
// provider and Stripe: a stop marked Done with its photo tells the customer once (the e-mail
// carries the photo, stripped of its location; the text links to it through a signed link that
// expires); a review request follows some hours later, once per customer in 90 days, never after
// a missed visit; cans not out charges the fee once with the fee policy, or credits the visit
// forward (a one-time clean gets new dates through its link); bad photos get clear errors; photos
// kept in a bucket (the loopback S3 fake) when one is set; an upload cut halfway keeps nothing.
import { outboxSettled } from '../support/settled.ts';
import { visitFeeSubject } from '../../src/server/money/payments/stripe-subjects.ts';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../src/common/site-config.ts';
import type { CrewRules } from '../../src/common/site-config.schema.ts';
import { RunningClock } from '../../src/server/platform/clock/clock.ts';
import { bookedCustomer } from '../support/booked-customer.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { FAKE_S3_BUCKET, FAKE_S3_KEY, startFakeS3 } from '../fakes/fake-s3.ts';
import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { MEMBER, ONE_TIME, paidStack } from '../support/paid-stack.ts';
import { validLead } from '../support/valid-lead.ts';

const cleanups = cleanupsAfterEach();
/** Wednesday, November 25, 2026, 09:00 in Atlanta: the booked visit's day. */
const VISIT_MORNING = '2026-11-25T14:00:00Z';

/** A photo as a phone takes it: 3000 × 2000, with the phone's EXIF (its GPS position among it). */
const phonePhoto = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 40, g: 140, b: 90 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 45/1 0/1' } })
    .toBuffer();

async function crewDay(args: object, crew?: CrewRules, env: Record<string, string> = {}) {
  const clock = new RunningClock('2026-11-22T15:00:00Z');
  const s = await paidStack(cleanups, { texts: true, clock, crew, env });
  const booked = await s.book(args as typeof ONE_TIME);
  clock.set(VISIT_MORNING);
  const owner = await s.owner();
  const visit = s.app.bookings.visits(booked.booking.id)[0]!;
  const photo = (body: Buffer, id: string = randomUUID(), type?: string) =>
    owner.put(`/owner/api/visits/${visit.id}/photos/${id}`, body, type);
  const markVisit = (visitId: string, mark: string | null, note?: string) =>
    owner.post(`/owner/api/visits/${visitId}/mark`, { mark, ...(note ? { note } : {}) });
  const mark = (mark: string | null, note?: string) => markVisit(visit.id, mark, note);
  const mailsTo = (subject: RegExp) =>
    s.mail.messages.filter((m) => m.recipients.includes(validLead.email) && subject.test(m.parsed.subject!));
  return { ...s, ...booked, clock, owner, visit, photo, mark, markVisit, mailsTo };
}

describe('a stop marked Done with its photo', () => {
  it("tells the customer once: the e-mail carries the photo without its location, the text links to the clean's own page, whose photo link expires", async () => {
    const s = await crewDay(ONE_TIME);
    const id = randomUUID();
    const upload = await s.photo(await phonePhoto(), id);
    expect(upload.statusCode).toBe(201);
    expect(upload.json()).toEqual({ id, width: 1600, height: 1067 });
    // The offline queue sends the same photo again: it is kept once.
    expect((await s.photo(await phonePhoto(), id)).statusCode).toBe(200);
    expect(s.app.photos.ofVisit(s.visit.id)).toHaveLength(1);
    expect((await s.mark('done')).statusCode).toBe(200);
    expect((await s.mark('done')).statusCode).toBe(200);

    const mail = await s.mail.waitForMessage('the clean e-mail', (m) =>
      m.parsed.subject!.startsWith('Your cans are clean: Wednesday, November 25'),
    );
    expect(mail.parsed.text).toContain('Your cans at 123 Peachtree St NE are clean (Wednesday, November 25). The crew');
    const attached = mail.parsed.attachments.filter((a) => a.mimeType === 'image/jpeg');
    expect(attached).toHaveLength(1);
    const meta = await sharp(Buffer.from(attached[0]!.content as ArrayBuffer)).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([1600, 1067, undefined]);

    // The e-mail asks how it went, on the clean's own page.
    expect(mail.parsed.text).toMatch(
      /How did we do\? Rate your clean in one tap: https:\/\/canfreshatl\.com\/booking\/[\w-]{22}\/visits\//,
    );
    await expect.poll(() => s.provider!.texts.some((t) => t.body.includes('your cans are clean'))).toBe(true);
    const body = s.provider!.texts.find((t) => t.body.includes('your cans are clean'))!.body;
    // The text carries one link: the clean's own page, which shows the crew's photo through a signed link.
    const page =
      /^CanFresh ATL: your cans are clean! How did we do\? https:\/\/canfreshatl\.com(\/booking\/[\w-]{22}\/visits\/[\w-]+)$/.exec(
        body,
      )![1]!;
    const html = (await s.app.inject({ method: 'GET', url: page })).body;
    const link = /<img src="(\/photos\/[^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');
    const seen = await s.app.inject({ method: 'GET', url: link });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/jpeg');
    // A signature not this link's (one character changed: never the same one).
    const forged = link.replace(/s=(.)/, (_, c: string) => `s=${c === 'x' ? 'y' : 'x'}`);
    expect((await s.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: `/photos/${id}.jpg` })).statusCode).toBe(404);
    s.clock.advance(2 * 24 * 3600_000);
    expect((await s.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
    // Marked twice: one e-mail, one text.
    expect(s.mailsTo(/^Your cans are clean/)).toHaveLength(1);
    expect(s.provider!.texts.filter((t) => t.body.includes('your cans are clean'))).toHaveLength(1);
  });

  it('a review request goes once, after the set hours, and not again within 90 days', async () => {
    const s = await crewDay(MEMBER);
    await s.mark('done');
    await s.mail.waitForMessage('the clean e-mail', (m) => m.parsed.subject!.startsWith('Your cans are clean'));
    expect(s.mailsTo(/^How did we do\?/)).toEqual([]);
    s.clock.advance(siteConfig.crew.reviewAfterHours * 3600_000 + 60_000);
    s.app.outbox.announceQueued();
    const review = await s.mail.waitForMessage('the review request', (m) => m.parsed.subject!.startsWith('How did we do?'));
    expect(review.parsed.text).toContain(siteConfig.crew.reviewUrl);
    // The membership's next visit, four weeks on, done too: no second request within 90 days.
    const next = s.app.bookings.visits(s.booking.id)[1]!;
    s.clock.set('2026-12-23T15:00:00Z');
    await s.markVisit(next.id, 'done');
    s.clock.advance(3 * 3600_000);
    s.app.outbox.announceQueued();
    await s.mail.waitForMessage('the second clean e-mail', (m) =>
      m.parsed.subject!.startsWith('Your cans are clean: Wednesday, December 23'),
    );
    expect(s.mailsTo(/^How did we do\?/)).toHaveLength(1);
  });
});

describe('cans not out', () => {
  it('with the fee policy and a card on file: the customer is told with the photo, then the fee is charged once', async () => {
    const s = await crewDay(MEMBER, { ...siteConfig.crew, notOutPolicy: 'fee' });
    // Paid on the visit's own morning: too late for a trial, so the first visit is charged at checkout.
    await s.pay(s.path);
    await expect.poll(() => s.paymentOf(s.booking.id)).toMatchObject({ state: 'paid', takenCents: 4000 });
    await s.photo(await phonePhoto());
    expect((await s.mark('not-out', 'bins behind the gate')).statusCode).toBe(200);
    await s.mark('not-out', 'bins behind the gate');
    const mail = await s.mail.waitForMessage('the not-out e-mail', (m) => m.parsed.subject!.startsWith('We could not clean your cans'));
    expect(mail.parsed.text).toContain(
      'We came by 123 Peachtree St NE on Wednesday, November 25, but your cans were not at the curb (bins behind the gate).',
    );
    expect(mail.parsed.text).toContain('a $15 fee for the trip is charged to your card on file.');
    expect(mail.parsed.attachments.filter((a) => a.mimeType === 'image/jpeg')).toHaveLength(1);
    await expect.poll(() => s.stripe.received.paymentIntents.length).toBe(1);
    const subscription = s.paymentOf(s.booking.id)!.subscriptionId!;
    expect(s.stripe.received.paymentIntents[0]).toMatchObject({
      amount: 1500,
      customer: s.paymentOf(s.booking.id)!.customerId,
      payment_method: s.stripe.world.subscription(subscription).default_payment_method,
      idempotencyKey: expect.stringMatching(new RegExp(`^fee:${s.visit.id}\\|\\d+$`)),
    });
    // The missed visit passes the membership's deep clean on; its next visit stands.
    expect(
      s.app.bookings
        .visits(s.booking.id)
        .map((v) => v.state)
        .slice(0, 2),
    ).toEqual(['not-out', 'scheduled']);
    expect(s.mailsTo(/^We could not clean/)).toHaveLength(1);
    // The owner sees it: on Today (the mark, the note, the photo), in the booking's history, and in Leads.
    const today = (await s.owner.get('/owner/api/today')).json();
    expect(today.stops[0]).toMatchObject({ mark: 'not-out', note: 'bins behind the gate' });
    expect(today.stops[0].photos).toHaveLength(1);
    expect(today.legs).toEqual([{ from: 1, to: 1, mapsUrl: expect.any(String) }]);
    expect(today.legs[0].mapsUrl).toBe(
      'https://www.google.com/maps/dir/?api=1&travelmode=driving&destination=123+Peachtree+St+NE%2C+30309',
    );
    const history = (await s.owner.get(`/owner/api/bookings/${s.booking.id}`)).json().history;
    expect(history).toEqual([
      {
        date: '2026-11-25',
        words: 'Wednesday, November 25',
        mark: 'not-out',
        note: 'bins behind the gate',
        markedBy: 'pat@canfreshatl.com',
        photos: [{ url: expect.stringMatching(/^\/photos\//), takenBy: 'pat@canfreshatl.com' }],
      },
    ]);
    expect((await s.app.inject({ method: 'GET', url: history[0].photos[0].url })).statusCode).toBe(200);
    const [lead] = (await s.owner.get('/owner/api/leads')).json().leads;
    expect(lead).toMatchObject({ name: 'Jordan Peachtree', notOutThisMonth: 1 });
    s.clock.advance(5 * 3600_000);
    s.app.outbox.announceQueued();
    expect(s.mailsTo(/^How did we do\?/)).toEqual([]);
  });

  it('a mark cleared before its message went, then made for real later, tells the customer and charges the fee, once each', async () => {
    const s = await crewDay(MEMBER, { ...siteConfig.crew, notOutPolicy: 'fee' }, { MARK_MESSAGE_DELAY_SECONDS: '60' });
    await s.pay(s.path);
    await expect.poll(() => s.paymentOf(s.booking.id)).toMatchObject({ state: 'paid' });
    const due = () => {
      s.clock.advance(61_000);
      s.app.outbox.announceQueued();
    };
    // By mistake, and cleared at once: nothing goes when the delay ends.
    await s.mark('not-out');
    await s.mark(null);
    due();
    await outboxSettled(s.app);
    expect(s.mailsTo(/^We could not clean/)).toHaveLength(0);
    expect(s.stripe.received.paymentIntents).toHaveLength(0);
    // An hour later the cans really are not out.
    s.clock.advance(3600_000);
    await s.mark('not-out', 'no cans at the curb');
    due();
    await expect.poll(() => s.mailsTo(/^We could not clean/).length).toBe(1);
    // No photo was taken: the e-mail speaks of none.
    const [told] = s.mailsTo(/^We could not clean/);
    expect(told!.parsed.text).toContain('but your cans were not at the curb (no cans at the curb).\n');
    expect(told!.parsed.text).not.toMatch(/photo/i);
    await expect.poll(() => s.stripe.received.paymentIntents.length).toBe(1);
    await outboxSettled(s.app);
    expect(s.mailsTo(/^We could not clean/)).toHaveLength(1);
    expect(s.stripe.received.paymentIntents).toHaveLength(1);
  });

  it('with the credit policy, a one-time clean is credited forward (no fee): the message offers new dates, and its page books one', async () => {
    const s = await crewDay(ONE_TIME);
    await s.mark('no-access');
    const mail = await s.mail.waitForMessage('the no-access e-mail', (m) => m.parsed.subject!.startsWith('We could not clean your cans'));
    expect(mail.parsed.text).toContain('but we could not reach your cans.');
    const link = /No charge: pick a new date for your clean here:\nhttps:\/\/canfreshatl\.com(\/booking\/[\w-]{22})/.exec(
      mail.parsed.text!,
    )![1]!;
    await expect.poll(() => s.provider!.texts.some((t) => t.body.includes('we could not reach your cans. Pick a new date:'))).toBe(true);
    expect(s.stripe.received.paymentIntents).toEqual([]);
    const page = (await (await s.page(link)).text()).replaceAll('<!-- -->', '');
    expect(page).toContain(
      'We came on Wednesday, November 25, but we could not reach your cans. Pick a new date for your clean, at no charge.',
    );
    const to = /name="to" checked="" value="([\d-]+)"/.exec(page)![1]!;
    const booked = await s.page(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `action=rebook&to=${to}`,
    });
    expect(booked.headers.get('location')).toMatch(/notice=rebooked$/);
    expect(s.app.bookings.visits(s.booking.id).map((v) => `${v.date} ${v.state}`)).toEqual(['2026-11-25 no-access', `${to} scheduled`]);
  });
});

describe('bad photos', () => {
  it('over 15 MB, not an image, or not named right: a clear error and nothing kept', async () => {
    const s = await crewDay(ONE_TIME);
    const big = await s.photo(Buffer.alloc(15 * 1024 * 1024 + 1, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toMatch(/over 15 MB/);
    const text = await s.photo(Buffer.from('not a photo at all'));
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toMatch(/not a photo we can read/);
    expect((await s.photo(await phonePhoto(), randomUUID(), 'text/plain')).statusCode).toBe(415);
    expect((await s.photo(await phonePhoto(), 'not-a-uuid')).statusCode).toBe(400);
    expect((await s.owner.put(`/owner/api/visits/nope/photos/${randomUUID()}`, await phonePhoto())).statusCode).toBe(404);
    expect(s.app.photos.ofVisit(s.visit.id)).toEqual([]);
  });
});

/** Another customer booked for the same visit day, on the Sunday before (as the first was). */
async function bookedEarlier(s: Awaited<ReturnType<typeof crewDay>>, args: typeof ONE_TIME) {
  s.clock.set('2026-11-22T15:00:00Z');
  try {
    return await s.book(args);
  } finally {
    s.clock.set(VISIT_MORNING);
  }
}

describe('a photo belongs to one stop', () => {
  it('the same photo id sent for two visits at once: one is kept with its own picture, the other refused with 409 and nothing stored (10 of 10)', async () => {
    const s = await crewDay(ONE_TIME);
    const other = await bookedEarlier(s, {
      ...ONE_TIME,
      full_name: 'Oli Other',
      street: '8 Other St',
      mobile: '(404) 555-0133',
      email: 'oli@example.com',
    });
    const otherVisit = s.app.bookings.visits(other.booking.id)[0]!;
    const picture = (r: number) =>
      sharp({ create: { width: 400, height: 300, channels: 3, background: { r, g: 20, b: 20 } } })
        .jpeg()
        .toBuffer();
    const [red, dark] = [await picture(240), await picture(10)];
    for (let i = 0; i < 10; i++) {
      const id = randomUUID();
      const [mine, theirs] = await Promise.all([s.photo(red, id), s.owner.put(`/owner/api/visits/${otherVisit.id}/photos/${id}`, dark)]);
      expect([mine.statusCode, theirs.statusCode].sort()).toEqual([201, 409]);
      const kept = s.app.photos.ofVisit(mine.statusCode === 201 ? s.visit.id : otherVisit.id).find((p) => p.id === id)!;
      const { dominant } = await sharp((await s.app.photos.bytes(kept.id))!).stats();
      expect(dominant.r > 128).toBe(mine.statusCode === 201);
      expect(s.app.photos.ofVisit(mine.statusCode === 201 ? otherVisit.id : s.visit.id).some((p) => p.id === id)).toBe(false);
    }
  });

  it('a stop that cannot be marked takes no photo either (a visit weeks ahead, a cancelled booking), and a cancelled booking is not re-marked', async () => {
    const s = await crewDay(MEMBER);
    const ahead = s.app.bookings.visits(s.booking.id)[1]!;
    const photo = await phonePhoto();
    expect((await s.owner.put(`/owner/api/visits/${ahead.id}/photos/${randomUUID()}`, photo)).statusCode).toBe(404);
    expect((await s.markVisit(ahead.id, 'done')).statusCode).toBe(404);
    const one = await bookedEarlier(s, {
      ...ONE_TIME,
      full_name: 'Cal Cancel',
      street: '6 Gone St',
      mobile: '(404) 555-0122',
      email: 'cal@example.com',
    });
    const [gone] = s.app.bookings.visits(one.booking.id);
    expect((await s.markVisit(gone!.id, 'done')).statusCode).toBe(200);
    await s.markVisit(gone!.id, null);
    expect(s.app.bookings.cancel(one.booking.id, 'owner')).toBeDefined();
    expect((await s.markVisit(gone!.id, 'done')).statusCode).toBe(404);
    expect((await s.owner.put(`/owner/api/visits/${gone!.id}/photos/${randomUUID()}`, photo)).statusCode).toBe(404);
    expect(s.app.photos.ofVisit(gone!.id)).toEqual([]);
  });
});

describe('where photos are kept', () => {
  it('in an S3-compatible bucket when one is set: stored there, read back through the link', async () => {
    const s3 = await startFakeS3();
    cleanups.push(s3.close);
    const s = await crewDay(ONE_TIME, undefined, {
      PHOTO_BUCKET_URL: `s3://${FAKE_S3_BUCKET}/photos`,
      PHOTO_S3_ENDPOINT: s3.url,
      PHOTO_ACCESS_KEY_ID: FAKE_S3_KEY.id,
      PHOTO_SECRET_ACCESS_KEY: FAKE_S3_KEY.secret,
    });
    expect(s.app.photos.where).toBe(`s3://${FAKE_S3_BUCKET}/photos`);
    const id = randomUUID();
    expect((await s.photo(await phonePhoto(), id)).statusCode).toBe(201);
    const stored = await fetch(`${s3.url}/${FAKE_S3_BUCKET}/photos/${s.visit.id}/${id}.jpg`);
    expect(stored.status).toBe(200);
    expect((await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).width).toBe(1600);
    expect(readdirSync(s.dataDir)).not.toContain('photos');
    const link = s.app.photos.linkPath(id, Date.parse(VISIT_MORNING) + 3600_000);
    const seen = await s.app.inject({ method: 'GET', url: link });
    expect(seen.statusCode).toBe(200);
    expect(
      seen.rawPayload.equals(Buffer.from(await (await fetch(`${s3.url}/${FAKE_S3_BUCKET}/photos/${s.visit.id}/${id}.jpg`)).arrayBuffer())),
    ).toBe(true);
  });

  it('an upload cut halfway leaves nothing: no photo, no file', async () => {
    const s = await crewDay(ONE_TIME);
    const { cookie } = s.owner.headers;
    const { port } = new URL(s.base);
    const photo = await phonePhoto();
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `PUT /owner/api/visits/${s.visit.id}/photos/${randomUUID()} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\n` +
            `Sec-Fetch-Site: same-origin\r\nContent-Type: image/jpeg\r\nContent-Length: ${photo.length}\r\n\r\n`,
        );
        socket.write(photo.subarray(0, Math.floor(photo.length / 2)), () => socket.destroy());
      });
      socket.on('close', () => resolve());
    });
    // The server has seen the connection go; what it kept of it is nothing.
    await expect.poll(async () => (await s.owner.get('/owner/api/today')).statusCode).toBe(200);
    expect(s.app.photos.ofVisit(s.visit.id)).toEqual([]);
    expect(readdirSync(s.dataDir)).not.toContain('photos');
  });
});

describe('cans not out, the fee policy without payments', () => {
  it('credits the visit forward: no fee is asked of anyone, and the message says there is no charge', async () => {
    const customer = await bookedCustomer(
      MEMBER,
      { MARK_MESSAGE_DELAY_SECONDS: '0' },
      { crew: { ...siteConfig.crew, notOutPolicy: 'fee' } },
    );
    cleanups.push(customer.close);
    customer.clock.set(VISIT_MORNING);
    const visit = customer.app.bookings.visits(customer.booking.id)[0]!;
    expect(customer.app.bookings.mark(visit.id, 'not-out', 'owner')).toBe(true);
    const mail = await customer.mail.waitForMessage('the not-out e-mail', (m) =>
      m.parsed.subject!.startsWith('We could not clean your cans'),
    );
    expect(mail.parsed.text).toContain('No charge for this one: your next visit stands, Wednesday, December 23.');
    expect(customer.app.outbox.has('stripe', visitFeeSubject(customer.app.bookings.visit(visit.id)!))).toBe(false);
  });
});
