import { describe, expect, it } from 'vitest';
import { validLead } from '../../../../tests/support/valid-lead.ts';
import { SettableClock } from '../../platform/clock/clock.ts';
import { openStores } from '../wiring/stores.ts';
import { commandUnderTest } from '../../../../tests/support/command-under-test.ts';
import { runScheduleCli } from './schedule-cli.ts';
import { EMAIL_ON } from '../wiring/channels.ts';
import { openBusinessDatabase } from '../schema/schema-history.ts';

// Sunday, November 22, 2026, 10:00 in Atlanta.
const clock = new SettableClock('2026-11-22T15:00:00Z');
const consent = { text: 't', at: '', phone: '', ip: '', userAgent: '', pageUrl: '' };

// The server's channels with texts on: a booking made here is told to the customer as the inbox's is.
const CHANNELS = { ...EMAIL_ON, texts: true };
const { dir, run } = commandUnderTest(runScheduleCli, { clock, channels: CHANNELS });

/** Two leads from the form; the first one booked on Wednesday the 25th with a one-time clean. */
async function seed() {
  const db = openBusinessDatabase(dir());
  const { leads } = openStores(db, { clock, channels: CHANNELS });
  const a = await leads.add({
    source: 'form',
    lead: { ...validLead, full_name: 'Avery Ames', zip: '30331', notes: '=HYPERLINK("x")' },
    consent,
  });
  const b = await leads.add({ source: 'form', lead: { ...validLead, full_name: 'Blake Burns', service_type: 'One-Time' }, consent });
  const c = await leads.add({ source: 'form', lead: { ...validLead, full_name: 'Casey Commercial', service_type: 'Commercial' }, consent });
  db.close();
  return { a: a.id, b: b.id, c: c.id };
}

describe('npm run schedule', () => {
  it('--book turns a contact request into a booking on a date with room; refuses what cannot be booked', async () => {
    const { a, b, c } = await seed();
    expect(await run('--book', b, '2026-11-25')).toMatchObject({
      code: 0,
      output: expect.stringMatching(/^Booked Blake Burns on Wednesday, November 25: reference [A-Z2-9]{6}\.\n$/),
    });
    expect((await run('--book', b, '2026-11-25')).output).toMatch(/^Blake Burns was already booked/);
    expect(await run('--book', a, '2026-11-26')).toEqual({
      code: 1,
      output: 'Not booked: We have no service that day. Dates with room: 2026-12-03, 2026-12-10.\n',
    });
    expect((await run('--book', a, '2026-11-24')).code).toBe(0); // a Tuesday: for a Monday pickup
    expect(await run('--book', c, '2026-11-25')).toEqual({
      code: 1,
      output: 'A commercial lead gets a proposal, not an instant date: call them back.\n',
    });
    expect(await run('--book', 'no-such-lead', '2026-11-25')).toEqual({ code: 1, output: 'No lead with id no-such-lead.\n' });
    expect((await run('--book', a, '25/11/2026')).code).toBe(1);

    // The customer's confirmation e-mail and text are queued for the running server to send (the
    // same two a booking from the inbox queues); the history says the owner did it.
    const db = openBusinessDatabase(dir());
    const { bookings, outbox } = openStores(db, { clock, channels: CHANNELS });
    const [visit] = bookings.day('2026-11-25');
    const [change] = bookings.history(visit!.booking.id);
    expect(change).toMatchObject({ what: 'booked', by: 'owner' });
    expect(outbox.due('customer-email', 10)).toHaveLength(2);
    expect(outbox.due('sms', 10).map((d) => d.subject)).toContainEqual({ kind: 'booking-change', id: String(change!.id) });
    db.close();
  });

  it("prints the next service day's stops in driving order with the count against capacity; --days, --date and --csv", async () => {
    const { a, b } = await seed();
    await run('--book', b, '2026-11-23');
    await run('--book', a, '2026-11-23');
    const { output: text } = await run();
    expect(text.split('\n')[0]).toBe('Monday November 23: 2 visits (of 40)');
    // From the yard downtown: Midtown (Blake, 30309, 5 km) before southwest Atlanta (Avery, 30331, 12 km).
    const [, header, first, second] = text.split('\n');
    expect(header).toMatch(/^stop\s+name\s+street\s+zip/);
    expect(first).toMatch(/^1\s+Blake Burns\s.*30309/);
    expect(second).toMatch(/^2\s+Avery Ames\s.*30331/);
    expect((await run('--days', '3')).output.match(/^\w+day \w+ \d+: /gm)).toEqual([
      'Monday November 23: ',
      'Tuesday November 24: ',
      'Wednesday November 25: ',
    ]);
    expect((await run('--date', '2026-11-24')).output).toBe('Tuesday November 24: 0 visits (of 40)\n');
    const csv = (await run('--csv')).output;
    expect(csv.split('\r\n')[0]).toBe('\uFEFFdate,state,zip,name,street,plan,phone,email,notes,reference,payment,deep_clean');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect((await run('--date', 'tomorrow')).code).toBe(1);
    expect((await run('--days', '0')).code).toBe(1);
  });

  it('with trucks, lists each day by truck as it would be planned, and keeps no plan for a day ahead', async () => {
    const { a, b } = await seed();
    await run('--book', b, '2026-11-23');
    await run('--book', a, '2026-11-23');
    const db = openBusinessDatabase(dir());
    const { trucks } = openStores(db, { clock, channels: CHANNELS });
    const yard = { name: 'Five Points', latitude: 33.7537, longitude: -84.3915 };
    for (const name of ['North', 'South'])
      trucks.add({ name, yard, roomCans: 10, tankCans: null, days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], crew: [] });
    const { output } = await run('--date', '2026-11-23');
    expect(output.split('\n')[0]).toBe('Monday November 23: 2 visits on 2 trucks');
    expect(output).toMatch(/^North: \d+ of 10 cans$/m);
    expect(output).toMatch(/^South: \d+ of 10 cans$/m);
    expect(output.match(/Avery Ames|Blake Burns/g)).toHaveLength(2);
    expect(trucks.planOf('2026-11-23')).toBeUndefined();
    db.close();
  });
});
