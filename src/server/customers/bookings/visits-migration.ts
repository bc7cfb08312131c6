// Step 10: every visit a row. Until this step a booking held only its first date and a rule;
// one membership visit moved was a row in visit_moves, and a visit marked done or skipped a row
// in visit_marks. Here each booking's visits are written out as rows of `visits`:
//
// - a one-time clean: one visit on its date;
// - a membership: one visit for each slot (every interval from its first date) through its end,
//   or, while it runs, through the latest date anything was recorded for it (the running store
//   writes the rest of its window ahead on first use, from the site's rules);
// - a moved visit keeps its slot and takes the date it moved to; a marked one takes its mark;
// - a cancelled booking's unmarked visits are cancelled (before this step none of its dates was
//   shown or counted anywhere).
//
// A booking's status keeps to the agreement: 'done' (a membership that ended) becomes 'ended'.
// The day-before reminders still waiting name a visit instead of a booking, and the
// 'First visit: …' the receptionist wrote into a lead's notes leaves them (the webhook adds it
// when it sends, from the booking).
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';

interface OldBooking {
  id: string;
  first_date: string;
  interval_days: number | null;
  ends_on: string | null;
  status: 'booked' | 'cancelled' | 'ended';
  updated_at: number;
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The receptionist's note as it was appended to a lead's notes at booking. */
const FIRST_VISIT_NOTE = /\s*First visit: [A-Z][a-z]+, [A-Z][a-z]+ \d{1,2}\.$/;

/** The bookings' table rebuilt ('done' becomes 'ended', no CHECK left for it), and the visits' own. */
const TABLES = `
    CREATE TABLE bookings_new (
      id TEXT PRIMARY KEY,
      reference TEXT NOT NULL UNIQUE,
      lead_id TEXT NOT NULL REFERENCES leads (id),
      plan_id TEXT NOT NULL,
      pickup_day TEXT NOT NULL,
      first_date TEXT NOT NULL,
      interval_days INTEGER,
      ends_on TEXT,
      status TEXT NOT NULL CHECK (status IN ('booked', 'cancelled', 'ended')),
      sequence INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      dedupe_key TEXT UNIQUE,
      written_until TEXT
    );
    INSERT INTO bookings_new (id, reference, lead_id, plan_id, pickup_day, first_date, interval_days, ends_on, status, sequence, created_at, updated_at, dedupe_key)
      SELECT id, reference, lead_id, plan_id, pickup_day, first_date, interval_days, ends_on,
             CASE status WHEN 'done' THEN 'ended' ELSE status END, sequence, created_at, updated_at, dedupe_key
        FROM bookings;
    DROP TABLE bookings;
    ALTER TABLE bookings_new RENAME TO bookings;
    CREATE INDEX bookings_lead ON bookings (lead_id);
    CREATE INDEX bookings_running ON bookings (status, interval_days);
    -- A visit's state has no CHECK: the states a crew adds (cans not out, no access) need no table rebuild.
    CREATE TABLE visits (
      id TEXT PRIMARY KEY,
      booking_id TEXT NOT NULL REFERENCES bookings (id),
      slot TEXT NOT NULL,
      date TEXT NOT NULL,
      state TEXT NOT NULL,
      moved_from TEXT,
      changed_at INTEGER NOT NULL,
      changed_by TEXT NOT NULL,
      UNIQUE (booking_id, slot)
    );
    CREATE INDEX visits_date ON visits (date, state);
  `;

export function visitsAsRows(db: Database.Database) {
  db.exec(TABLES);
  writeVisits(db);
  renameReminders(db);
  dropFirstVisitNotes(db);
}

/** Each booking's visits written out as rows, its moves and marks taken in; the old tables dropped. */
function writeVisits(db: Database.Database) {
  const moves = db.prepare<[string], { from_date: string; to_date: string }>(
    'SELECT from_date, to_date FROM visit_moves WHERE booking_id = ?',
  );
  const marks = db.prepare<[string], { date: string; mark: string; at: number }>(
    'SELECT date, mark, at FROM visit_marks WHERE booking_id = ?',
  );
  const insert = db.prepare(
    `INSERT INTO visits (id, booking_id, slot, date, state, moved_from, changed_at, changed_by)
     VALUES (@id, @booking_id, @slot, @date, @state, @moved_from, @changed_at, 'system')`,
  );
  const writtenUntil = db.prepare<[string, string]>('UPDATE bookings SET written_until = ? WHERE id = ?');

  for (const booking of db
    .prepare<[], OldBooking>('SELECT id, first_date, interval_days, ends_on, status, updated_at FROM bookings')
    .all()) {
    const moved = new Map(moves.all(booking.id).map((m) => [m.from_date, m.to_date]));
    const marked = new Map(marks.all(booking.id).map((m) => [m.date, m]));
    let through = booking.first_date;
    if (booking.interval_days !== null) {
      // A visit moved earlier than its slot, or marked, may belong to the slot after it.
      const recorded = [...moved.keys(), ...[...moved.values(), ...marked.keys()].map((date) => addDays(date, booking.interval_days!))];
      through = booking.ends_on ?? recorded.reduce((last, date) => (date > last ? date : last), booking.first_date);
    }
    for (let slot = booking.first_date; slot <= through; slot = addDays(slot, booking.interval_days ?? 1)) {
      const date = moved.get(slot) ?? slot;
      const mark = marked.get(date);
      insert.run({
        id: randomUUID(),
        booking_id: booking.id,
        slot,
        date,
        state: mark?.mark ?? (booking.status === 'cancelled' ? 'cancelled' : 'scheduled'),
        moved_from: date === slot ? null : slot,
        changed_at: mark?.at ?? booking.updated_at,
      });
      if (booking.interval_days === null) break;
    }
    if (booking.interval_days !== null) writtenUntil.run(through, booking.id);
  }
  db.exec('DROP TABLE visit_moves; DROP TABLE visit_marks;');
}

/** The day-before reminders still waiting name a visit, not a booking. */
function renameReminders(db: Database.Database) {
  const visitOn = db.prepare<[string, string], { id: string }>(
    "SELECT id FROM visits WHERE booking_id = ? AND date = ? AND state != 'cancelled'",
  );
  const reminders = db.prepare<[], { id: number; subject_id: string }>(
    "SELECT id, subject_id FROM deliveries WHERE subject_kind = 'visit-reminder'",
  );
  const renameReminder = db.prepare<[string, number]>('UPDATE deliveries SET subject_id = ? WHERE id = ?');
  for (const { id, subject_id } of reminders.all()) {
    const [bookingId = '', date = ''] = subject_id.split('|');
    const visit = visitOn.get(bookingId, date);
    if (visit) renameReminder.run(`${visit.id}|${date}`, id);
  }
}

/** The receptionist's 'First visit: …' leaves the leads' notes (the webhook adds it from the booking). */
function dropFirstVisitNotes(db: Database.Database) {
  const noted = db.prepare<[], { id: string; notes: string }>(
    "SELECT l.id, l.notes FROM leads l WHERE l.notes LIKE '%First visit: %' AND EXISTS (SELECT 1 FROM bookings b WHERE b.lead_id = l.id)",
  );
  const setNotes = db.prepare<[string, string]>('UPDATE leads SET notes = ? WHERE id = ?');
  for (const { id, notes } of noted.all()) setNotes.run(notes.replace(FIRST_VISIT_NOTE, ''), id);
}
