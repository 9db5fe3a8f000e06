// The pay audit trail as CSV (auditing_download): RFC 4180 (comma separated, CRLF line ends, a cell with
// a comma, quote or line break quoted, quotes doubled), and a cell starting with = + - @ (or a tab or
// carriage return) prefixed with ' so a spreadsheet never runs it as a formula.

export function csvCell(value: string | number | null | undefined): string {
  const text = value == null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Cents as plain dollars for a spreadsheet (`1234.56`), not the display text. */
export const centsToDecimal = (cents: number): string => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
