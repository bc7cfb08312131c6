// `npm run calls`: what the receptionist heard, newest first.
//   npm run calls                      recent calls: time, duration, how it ended, who booked, the summary
//   npm run calls -- --limit 100
//   npm run calls -- --csv > calls.csv every call as CSV (spreadsheet-safe), transcripts included
import { parseArgs } from 'node:util';
import { duration } from '../notify/email-messages.ts';
import { toCsv, toTable, when } from './cli-output.ts';
import { openDatabase } from './database.ts';
import { LeadStore } from './lead-store.ts';
import type { CallRow } from './lead-types.ts';

export const callsCsv = (rows: CallRow[]) =>
  toCsv(rows, {
    call_id: (c) => c.callId,
    received_at: (c) => new Date(c.receivedAt).toISOString(),
    started_at: (c) => c.startedAt,
    ended_at: (c) => c.endedAt,
    duration: (c) => duration(c.durationMs),
    ended_reason: (c) => c.endedReason,
    booked_lead_id: (c) => c.bookedLead?.id,
    booked_lead_name: (c) => c.bookedLead?.name,
    summary: (c) => c.summary,
    success_evaluation: (c) => c.successEvaluation,
    cost: (c) => c.cost,
    transcript: (c) => c.transcript,
  });

const oneLineOf = (text: string | null, max: number) => {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line || '-';
};

export const callsTable = (rows: CallRow[]) =>
  toTable(
    rows.map((c) => ({
      when: when(c.startedAt ? Date.parse(c.startedAt) : c.receivedAt),
      duration: duration(c.durationMs),
      ended: c.endedReason ?? '-',
      booked: c.bookedLead?.name ?? '-',
      summary: oneLineOf(c.summary, 80),
    })),
    'No calls yet.',
  );

export function runCallsCli(argv: string[], dataDir: string, out: (text: string) => void = (t) => process.stdout.write(t)): number {
  const { values } = parseArgs({
    args: argv,
    options: { csv: { type: 'boolean' }, limit: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    out('npm run calls [-- --csv | --limit N]\n');
    return 0;
  }
  const db = openDatabase(dataDir);
  try {
    const store = new LeadStore(db);
    if (values.csv) out(callsCsv(store.listCalls({ limit: Number.MAX_SAFE_INTEGER })));
    else out(callsTable(store.listCalls({ limit: Number(values.limit ?? 25) })));
    return 0;
  } finally {
    db.close();
  }
}
