// `npm run leads`: the business owner's view of the outbox.
//   npm run leads                      recent leads and their delivery state
//   npm run leads -- --csv > leads.csv every lead as CSV (spreadsheet-safe)
//   npm run leads -- --retry <id|failed>  re-queue one lead, or every failed one
// Safe to run while the server is up (SQLite WAL); the server picks up re-queues within 15 s.
import { parseArgs } from 'node:util';
import { CONTACT_FIELDS } from '../../common/contact-schema.ts';
import { openDatabase } from './database.ts';
import { LeadStore } from './lead-store.ts';
import type { LeadRow } from './lead-types.ts';

/** Cells that start with = + - @ (or tab/CR) would run as formulas in a spreadsheet: prefix them with '. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const CSV_COLUMNS = [
  'id',
  'created_at',
  'source',
  'spam',
  'delivery',
  'attempts',
  'last_error',
  ...CONTACT_FIELDS,
  'consent_text',
  'consent_at',
  'consent_ip',
  'consent_user_agent',
  'consent_page_url',
  'call_id',
];

export function toCsv(rows: LeadRow[]): string {
  const lines = rows.map((r) =>
    [
      r.id,
      new Date(r.createdAt).toISOString(),
      r.source,
      r.spam,
      r.state ?? 'not forwarded',
      r.attempts,
      r.lastError,
      ...CONTACT_FIELDS.map((f) => r.lead[f]),
      r.consent.text,
      r.consent.at,
      r.consent.ip,
      r.consent.userAgent,
      r.consent.pageUrl,
      r.callId,
    ]
      .map(csvCell)
      .join(','),
  );
  return [CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}

export function toTable(rows: LeadRow[]): string {
  if (rows.length === 0) return 'No leads yet.\n';
  const table = rows.map((r) => ({
    when: new Date(r.createdAt).toISOString().replace('T', ' ').slice(0, 19),
    id: r.id,
    source: r.source,
    name: r.lead.full_name,
    mobile: r.lead.mobile,
    service: r.lead.service_type,
    delivery: r.spam ? 'spam (kept, not sent)' : (r.state ?? 'not forwarded'),
    tries: String(r.attempts),
  }));
  const keys = Object.keys(table[0]!) as (keyof (typeof table)[0])[];
  const width = (k: (typeof keys)[0]) => Math.max(k.length, ...table.map((row) => row[k].length));
  const line = (cells: Record<string, string>) =>
    keys
      .map((k) => cells[k]!.padEnd(width(k)))
      .join('  ')
      .trimEnd();
  return [line(Object.fromEntries(keys.map((k) => [k, k]))), ...table.map(line)].join('\n') + '\n';
}

export function runLeadsCli(argv: string[], dataDir: string, out: (text: string) => void = (t) => process.stdout.write(t)): number {
  const { values } = parseArgs({
    args: argv,
    options: { csv: { type: 'boolean' }, retry: { type: 'string' }, limit: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    out('npm run leads [-- --csv | --retry <id|failed> | --limit N]\n');
    return 0;
  }
  const db = openDatabase(dataDir);
  try {
    const store = new LeadStore(db);
    if (values.retry) {
      const count = store.outbox.requeue(values.retry);
      out(
        count
          ? `Re-queued ${count} lead${count === 1 ? '' : 's'} for delivery.\n`
          : `Nothing to re-queue for '${values.retry}' (unknown id, or nothing failed).\n`,
      );
      return count ? 0 : 1;
    }
    if (values.csv) {
      out(toCsv(store.list({ limit: Number.MAX_SAFE_INTEGER })));
      return 0;
    }
    out(toTable(store.list({ limit: Number(values.limit ?? 25) })));
    return 0;
  } finally {
    db.close();
  }
}
