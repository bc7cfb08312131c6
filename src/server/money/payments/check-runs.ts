// The nightly check's runs, one row a night: running, done, or stopped (its time limit, the
// server closing) or failed (Stripe down, refusing), with what it read and changed, and where it
// got to, so the next run goes on from there.
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { recordOf } from '../../platform/db/record-of.ts';

export type CheckRunState = 'running' | 'done' | 'stopped' | 'failed';

export interface CheckRun {
  night: string;
  state: CheckRunState;
  /** When the night's first run began. */
  startedAt: number;
  endedAt: number | null;
  /** How many runs this night took (one, unless one stopped or failed). */
  runs: number;
  read: number;
  applied: number;
  /** Where the last run got to (JSON of the check's progress), for the next to go on from. */
  progress: unknown;
  note: string | null;
}

interface Row {
  night: string;
  state: CheckRunState;
  started_at: number;
  ended_at: number | null;
  runs: number;
  read: number;
  applied: number;
  progress: string | null;
  note: string | null;
}

export class CheckRuns {
  private readonly statements;

  constructor(
    db: Db,
    private readonly clock: Clock,
  ) {
    this.statements = {
      get: db.prepare<[string], Row>('SELECT * FROM payment_checks WHERE night = ?'),
      latest: db.prepare<[], Row>('SELECT * FROM payment_checks ORDER BY night DESC LIMIT 1'),
      start: db.prepare<{ night: string; at: number }>(
        `INSERT INTO payment_checks (night, state, started_at) VALUES (@night, 'running', @at)
         ON CONFLICT (night) DO UPDATE SET state = 'running', ended_at = NULL, runs = runs + 1, note = NULL`,
      ),
      progress: db.prepare<[string, string]>('UPDATE payment_checks SET progress = ? WHERE night = ?'),
      end: db.prepare<{ night: string; state: CheckRunState; at: number; read: number; applied: number; note: string | null }>(
        `UPDATE payment_checks SET state = @state, ended_at = @at, read = read + @read, applied = applied + @applied, note = @note,
           progress = CASE WHEN @state = 'done' THEN NULL ELSE progress END
         WHERE night = @night`,
      ),
    };
  }

  get(night: string): CheckRun | undefined {
    return recordOf(this.statements.get.get(night), runOf);
  }

  /** The latest night's run, as Payments says it. */
  latest(): CheckRun | undefined {
    return recordOf(this.statements.latest.get(), runOf);
  }

  start(night: string) {
    this.statements.start.run({ night, at: this.clock.now() });
  }

  progress(night: string, progress: unknown) {
    this.statements.progress.run(JSON.stringify(progress), night);
  }

  end(night: string, state: Exclude<CheckRunState, 'running'>, counts: { read: number; applied: number }, note: string | null = null) {
    this.statements.end.run({ night, state, at: this.clock.now(), ...counts, note });
  }
}

function runOf(row: Row): CheckRun {
  return {
    night: row.night,
    state: row.state,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    runs: row.runs,
    read: row.read,
    applied: row.applied,
    progress: row.progress === null ? null : (JSON.parse(row.progress) as unknown),
    note: row.note,
  };
}
