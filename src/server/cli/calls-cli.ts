// `npm run calls`: what the receptionist heard, newest first.
//   npm run calls                      recent calls: time, duration, how it ended, who booked, the summary
//   npm run calls -- --limit 100
//   npm run calls -- --csv > calls.csv every call as CSV (spreadsheet-safe), transcripts included
import type { CallRow } from '../calls/call-types.ts';
import { duration } from '../calls/duration.ts';
import { parseArgs } from 'node:util';
import { askedForHelp, toStdout, type Out } from './command.ts';
import { clipToLine, toCsv, toTable, when } from './output.ts';
import { withStores } from './stores.ts';

export const callsCsv = (rows: CallRow[]) =>
  toCsv(rows, {
    call_id: (c) => c.callId,
    received_at: (c) => new Date(c.receivedAt).toISOString(),
    started_at: (c) => c.startedAt,
    ended_at: (c) => c.endedAt,
    duration: (c) => duration(c.durationMs),
    ended_reason: (c) => c.endedReason,
    booked_lead_id: (c) => c.voiceLead?.id,
    booked_lead_name: (c) => c.voiceLead?.name,
    summary: (c) => c.summary,
    success_evaluation: (c) => c.successEvaluation,
    cost: (c) => c.cost,
    transcript: (c) => c.transcript,
  });

export const callsTable = (rows: CallRow[]) =>
  toTable(
    rows.map((c) => ({
      when: when(c.startedAt ? Date.parse(c.startedAt) : c.receivedAt),
      duration: duration(c.durationMs),
      ended: c.endedReason ?? '-',
      booked: c.voiceLead?.name ?? '-',
      summary: clipToLine(c.summary, 80),
    })),
    'No calls yet.',
  );

export async function runCallsCli(argv: string[], dataDir: string, out: Out = toStdout): Promise<number> {
  if (askedForHelp(argv, 'npm run calls [-- --csv | --limit N]', out)) return 0;
  const { values: flags } = parseArgs({ args: argv, options: { csv: { type: 'boolean' }, limit: { type: 'string' } } });
  return withStores(dataDir, ({ calls }) => {
    if (flags.csv) out(callsCsv(calls.list({ limit: Number.MAX_SAFE_INTEGER })));
    else out(callsTable(calls.list({ limit: Number(flags.limit ?? 25) })));
    return 0;
  });
}
