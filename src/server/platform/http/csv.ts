// CSV that is safe to open in a spreadsheet: cells that would run as formulas are escaped, and the
// file starts with UTF-8's byte-order mark. The owner's exports and commands both write it.

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
