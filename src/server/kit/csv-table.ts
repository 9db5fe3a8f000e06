// Reads an uploaded CSV with a heading row into its rows and the field each column holds, refusing the
// whole file (on the `file` field) when it cannot be read: not text, not CSV, no heading, a column twice,
// a required column missing, no rows or too many. csv-parse (node-csv) because spreadsheet and job-board
// exports carry quoted commas, line breaks inside quotes and Excel's byte-order mark.
import { parse } from 'csv-parse/sync';
import { invalidArguments } from '../app-error';

export interface CsvTableSpec<Field extends string> {
  /** The headings each field may go by, matched ignoring case, spaces and underscores. */
  headings: Record<Field, readonly string[]>;
  required: readonly Field[];
  /** What one row is, in messages: 'employee', 'candidate'. */
  singular: string;
  plural: string;
  maxRows: number;
}

export interface CsvTable<Field extends string> {
  /** Each row after the heading, with the line it starts on. */
  rows: { line: number; record: string[] }[];
  /** The field of each column, null for a column nobody reads. */
  columns: (Field | null)[];
  /** The file's own heading of a field, for a report that names the column as the user wrote it. */
  headingOf: (field: string) => string;
  ignoredColumns: string[];
}

const normal = (heading: string) => heading.trim().toLowerCase().replace(/[_\s]+/g, ' ');
const refuseFile = (message: string) => invalidArguments([{ path: 'file', message }]);

/** The lookup from a normalised heading to its field, built once per spec. */
export function csvHeadingIndex<Field extends string>(headings: Record<Field, readonly string[]>): Map<string, Field> {
  return new Map((Object.entries(headings) as [Field, readonly string[]][]).flatMap(([field, names]) => names.map((n) => [normal(n), field] as const)));
}

export function readCsvTable<Field extends string>(text: string, spec: CsvTableSpec<Field>, index = csvHeadingIndex(spec.headings)): CsvTable<Field> {
  if (text.includes('\u0000')) throw refuseFile('File is not a CSV text file.');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, info: true }) as typeof records;
  } catch (error) {
    throw refuseFile(`File could not be read as CSV: ${(error as Error).message}`);
  }
  if (!records.length) throw refuseFile(`File is empty: it needs a heading row and at least one ${spec.singular}.`);
  const [heading, ...body] = records;
  const columns = heading.record.map((h) => index.get(normal(h)) ?? null);
  const seen = new Set<Field>();
  columns.forEach((field, i) => {
    if (!field) return;
    if (seen.has(field)) throw refuseFile(`File has two columns for ${field} ('${heading.record[i]}').`);
    seen.add(field);
  });
  const missing = spec.required.filter((f) => !seen.has(f));
  if (missing.length) throw refuseFile(`File is missing the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`);
  if (!body.length) throw refuseFile(`File has a heading row but no ${spec.plural}.`);
  if (body.length > spec.maxRows) throw refuseFile(`File has ${body.length} ${spec.plural}; at most ${spec.maxRows} a file.`);
  return {
    rows: body.map(({ record, info }) => ({ line: info.lines, record })),
    columns,
    headingOf: (field) => heading.record[columns.indexOf(field as Field)] ?? field,
    ignoredColumns: heading.record.filter((_, i) => !columns[i]),
  };
}
