// How the owner's commands print: an aligned table for the terminal, CSV that is safe to open in
// a spreadsheet (cells that would run as formulas are escaped), and times in the business's own
// time zone.
import type { BusinessCalendar } from '../../platform/clock/business-calendar.ts';

/** Cells that start with = + - @ (or tab/CR) would run as formulas in a spreadsheet: prefix them with '. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A header line of the column names, then a line per row, CRLF-separated as spreadsheets expect,
 * after UTF-8's byte-order mark: a spreadsheet opened by a double click reads 'María', not 'MarÃ­a'.
 */
export function toCsv<T>(rows: T[], columns: Record<string, (row: T) => unknown>): string {
  const cells = Object.values(columns);
  const lines = rows.map((row) => cells.map((cell) => csvCell(cell(row))).join(','));
  return `${CSV_BOM}${[Object.keys(columns).join(','), ...lines].join('\r\n')}\r\n`;
}

export const CSV_BOM = '\uFEFF';

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
