// `npm run calls`: what the receptionist heard, newest first.
//   npm run calls                      recent calls: time, duration, how it ended, who booked, the summary
//   npm run calls -- --limit 100
//   npm run calls -- --csv > calls.csv every call as CSV (spreadsheet-safe), transcripts included
//   npm run calls -- --follow-up       the calls the team must get back to
import type { BusinessCalendar } from '../../platform/clock/business-calendar.ts';
import type { CallRow } from '../../conversations/calls/call-types.ts';
import { duration } from '../../conversations/calls/duration.ts';
import { displayPhone } from '../../../common/phone-display.ts';
import { parseArgs } from 'node:util';
import { askedForHelp, toStdout, type Out } from './command.ts';
import { clipToLine, toTable, when } from './output.ts';
import { toCsv } from '../../platform/http/csv.ts';
import { withStores, type StoreTarget } from './stores.ts';

export const callsCsv = (rows: CallRow[]) =>
  toCsv(rows, {
    call_id: (c) => c.callId,
    received_at: (c) => new Date(c.receivedAt).toISOString(),
    started_at: (c) => c.startedAt,
    ended_at: (c) => c.endedAt,
    duration: (c) => duration(c.durationMs),
    ended_reason: (c) => c.endedReason,
    call_type: (c) => c.callType,
    // As written at home ('(404) 555-0199'): a cell starting with + would be escaped with a visible apostrophe.
    caller_number: (c) => (c.callerNumber ? displayPhone(c.callerNumber) : ''),
    outcome: (c) => c.outcome,
    service_interest: (c) => c.serviceInterest,
    follow_up: (c) => (c.followUp === null ? '' : c.followUp ? 'yes' : 'no'),
    follow_up_reason: (c) => c.followUpReason,
    recording_url: (c) => c.recordingUrl,
    booked_lead_id: (c) => c.voiceLead?.id,
    booked_lead_name: (c) => c.voiceLead?.name,
    summary: (c) => c.summary,
    success_evaluation: (c) => c.successEvaluation,
    cost: (c) => c.cost,
    transcript: (c) => c.transcript,
  });

export const callsTable = (rows: CallRow[], calendar: BusinessCalendar) =>
  toTable(
    rows.map((c) => ({
      when: when(calendar, c.startedAt ? Date.parse(c.startedAt) : c.receivedAt),
      duration: duration(c.durationMs),
      type: c.callType ?? '-',
      caller: c.callerNumber ? displayPhone(c.callerNumber) : '-',
      ended: c.endedReason ?? '-',
      outcome: c.outcome ?? '-',
      'follow up': c.followUp ? clipToLine(c.followUpReason || 'yes', 40) : '-',
      booked: c.voiceLead?.name ?? '-',
      summary: clipToLine(c.summary, 80),
    })),
    'No calls yet.',
  );

export async function runCallsCli(argv: string[], target: StoreTarget, out: Out = toStdout): Promise<number> {
  if (askedForHelp(argv, 'npm run calls [-- --csv | --limit N | --follow-up]', out)) return 0;
  const { values: flags } = parseArgs({
    args: argv,
    options: { csv: { type: 'boolean' }, limit: { type: 'string' }, 'follow-up': { type: 'boolean' } },
  });
  const followUp = Boolean(flags['follow-up']);
  return withStores(target, ({ calls, bookings }) => {
    if (flags.csv) out(callsCsv(calls.list({ limit: Number.MAX_SAFE_INTEGER, followUp })));
    else out(callsTable(calls.list({ limit: Number(flags.limit ?? 25), followUp }), bookings.dates.calendar));
    return 0;
  });
}
