// Reads a pasted sheet: rows copied from a spreadsheet arrive tab-separated (cells with line breaks or
// tabs quoted, as Excel and Google Sheets copy them), a CSV export comma-separated. The heading row's
// tabs decide which. csv-parse reads both, quotes and byte-order mark included.
import { parse } from 'csv-parse/sync';

export interface Sheet {
  headings: string[];
  /** Each data row with the line it starts on (the heading is line 1), blank rows left out. */
  rows: { line: number; cells: string[] }[];
}

export type SheetReading = { sheet: Sheet; error?: undefined } | { sheet?: undefined; error: string };

export function readSheet(text: string): SheetReading {
  const normalised = text.replace(/\r\n?/g, '\n').replace(/^\n+/, '');
  const firstLine = normalised.slice(0, normalised.indexOf('\n') === -1 ? undefined : normalised.indexOf('\n'));
  const delimiter = firstLine.includes('\t') ? '\t' : ',';
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(normalised, { bom: true, delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true, info: true }) as typeof records;
  } catch (error) {
    return { error: `Sheet data could not be read: ${(error as Error).message}` };
  }
  const filled = records.filter((r) => r.record.some((cell) => cell !== ''));
  if (!filled.length) return { error: 'Sheet data is required: paste rows from a spreadsheet (with their heading row) or CSV text.' };
  const [heading, ...body] = filled;
  if (!body.length) return { error: 'Sheet data has a heading row but no rows to send to.' };
  // info.lines is the line a record ends on; a row's start is one past the previous record's end.
  const starts = new Map<(typeof records)[number], number>();
  records.forEach((r, i) => starts.set(r, i === 0 ? 1 : records[i - 1]!.info.lines + 1));
  return {
    sheet: {
      headings: heading!.record,
      rows: body.map((r) => ({ line: firstNonBlankLine(normalised, starts.get(r)!, r.info.lines), cells: r.record })),
    },
  };
}

/** skip_empty_lines folds blank lines into the next record's range; its first line with text is its row. */
function firstNonBlankLine(text: string, from: number, to: number): number {
  const lines = text.split('\n');
  for (let line = from; line <= to; line++) if ((lines[line - 1] ?? '').trim() !== '') return line;
  return to;
}
