// The step that made visits rows, on a database as the version before it left it: one-time
// bookings (booked, cancelled), a membership with a moved visit and marked ones, an ended one
// (then 'done'), a reminder waiting in the outbox and the receptionist's note in a lead. After it,
// the running store reads the same visits the old rules gave, and writes the rest ahead.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../src/common/site-config.ts';
import { SettableClock } from '../../src/server/platform/clock/clock.ts';
import { DATABASE_FILE, migrate } from '../../src/server/platform/db/database.ts';
import { openStores } from '../../src/server/app/wiring/stores.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { channelsOn } from '../../src/server/app/wiring/channels.ts';
import { SCHEMA_HISTORY } from '../../src/server/app/schema/schema-history.ts';

const cleanups = cleanupsAfterEach();
const AT = Date.parse('2026-11-22T15:00:00Z');

function previousVersion() {
  const dir = mkdtempSync(join(tmpdir(), 'canfresh-v9-'));
  const db = new Database(join(dir, DATABASE_FILE));
  cleanups.push(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  migrate(db, SCHEMA_HISTORY.slice(0, 9));
  const lead = db.prepare(
    `INSERT INTO leads (id, created_at, source, customer_status, full_name, mobile, email, street, zip, service_type, sms_opt_in, notes, consent)
     VALUES (?, ${AT}, 'voice', 'New', ?, '404-555-0123', 'a@example.com', '1 Main St', '30309', 'Membership', 1, ?, '{}')`,
  );
  const booking = db.prepare(
    `INSERT INTO bookings (id, reference, lead_id, plan_id, pickup_day, first_date, interval_days, ends_on, status, sequence, created_at, updated_at)
     VALUES (@id, @id, @id, 'membership', 'Tuesday', @first, @interval, @ends, @status, 1, ${AT}, ${AT})`,
  );
  const row = (id: string, first: string, interval: number | null, status: string, ends: string | null = null) => {
    lead.run(id, `Customer ${id}`, id === 'member' ? 'Gate code 12 First visit: Wednesday, November 25.' : 'Side gate');
    booking.run({ id, first, interval, status, ends });
  };
  row('once', '2026-11-25', null, 'booked');
  row('gone', '2026-11-25', null, 'cancelled');
  row('member', '2026-11-25', 28, 'booked');
  row('ended', '2026-10-28', 28, 'done', '2026-11-20');
  db.prepare(`INSERT INTO visit_moves (booking_id, from_date, to_date) VALUES ('member', '2026-12-23', '2026-12-30')`).run();
  db.prepare(
    `INSERT INTO visit_marks (booking_id, date, mark, at) VALUES ('member', '2026-11-25', 'done', ${AT}), ('ended', '2026-10-28', 'skipped', ${AT})`,
  ).run();
  db.prepare(
    `INSERT INTO deliveries (channel, subject_kind, subject_id, state, window_started_at, next_attempt_at)
     VALUES ('sms', 'visit-reminder', 'member|2026-12-30', 'pending', ${AT}, ${AT})`,
  ).run();
  return { db };
}

describe('the step that makes visits rows', () => {
  it('turns bookings, moves and marks into visits, and the store reads them as the old rules did', () => {
    const { db } = previousVersion();
    migrate(db, SCHEMA_HISTORY);
    const visits = (id: string) =>
      db
        .prepare<[string], { slot: string; date: string; state: string }>(
          'SELECT slot, date, state FROM visits WHERE booking_id = ? ORDER BY slot',
        )
        .all(id);
    expect(visits('once')).toEqual([{ slot: '2026-11-25', date: '2026-11-25', state: 'scheduled' }]);
    expect(visits('gone')).toEqual([{ slot: '2026-11-25', date: '2026-11-25', state: 'cancelled' }]);
    expect(visits('member').slice(0, 2)).toEqual([
      { slot: '2026-11-25', date: '2026-11-25', state: 'done' },
      { slot: '2026-12-23', date: '2026-12-30', state: 'scheduled' },
    ]);
    expect(visits('ended')).toEqual([{ slot: '2026-10-28', date: '2026-10-28', state: 'skipped' }]);
    const status = db.prepare<[string], { status: string }>('SELECT status FROM bookings WHERE id = ?');
    expect(status.get('ended')?.status).toBe('ended');
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name IN ('visit_moves', 'visit_marks')").all()).toEqual([]);
    const notes = db.prepare<[string], { notes: string }>('SELECT notes FROM leads WHERE id = ?');
    expect(notes.get('member')?.notes).toBe('Gate code 12');
    expect(notes.get('once')?.notes).toBe('Side gate');

    const clock = new SettableClock('2026-11-22T15:00:00Z');
    const { bookings, outbox } = openStores(db, { clock, channels: channelsOn(), booking: siteConfig.booking });
    const member = bookings.get('member')!;
    expect(bookings.nextVisits(member, 3).map((v) => v.date)).toEqual(['2026-12-30', '2027-01-20']);
    // The day's visits are those not given up: 'once', and the member's (done: it took its place); 'gone' is cancelled.
    expect(bookings.visitsOn('2026-11-25')).toBe(2);
    expect(bookings.visitsOn('2026-12-23')).toBe(0);
    // The waiting reminder names the visit now.
    const [reminder] = outbox.due('sms', 10);
    const moved = bookings.visits('member').find((v) => v.date === '2026-12-30')!;
    expect(reminder?.subject).toEqual({ kind: 'visit-reminder', id: `${moved.id}|2026-12-30` });
  });
});
