// How the owner's commands print: an aligned table for the terminal, CSV that is safe to open in
// a spreadsheet (platform/http/csv.ts), and times in the business's own time zone.
import type { BusinessCalendar } from '../../platform/clock/business-calendar.ts';

/** Columns padded to their widest cell, the keys of the first row as the header. */
export function toTable(rows: Record<string, string>[], empty: string): string {
  if (rows.length === 0) return `${empty}\n`;
  const keys = Object.keys(rows[0]!);
  const width = (k: string) => Math.max(k.length, ...rows.map((row) => (row[k] ?? '').length));
  const line = (cells: Record<string, string>) =>
    keys
      .map((k) => (cells[k] ?? '').padEnd(width(k)))
      .join('  ')
      .trimEnd();
  return [line(Object.fromEntries(keys.map((k) => [k, k]))), ...rows.map(line)].join('\n') + '\n';
}

/** '2026-11-22 10:04:05', in the business's time zone (its calendar). */
export const when = (calendar: BusinessCalendar, ms: number) => calendar.dateTimeOf(ms);

/** Text squeezed onto one table line of at most `max` characters ('-' when empty). */
export function clipToLine(text: string | null, max: number): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line || '-';
}
