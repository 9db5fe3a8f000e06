// Reads an outer-candidate CSV into a per-row report. csv-parse (node-csv) because job-board and
// spreadsheet exports carry quoted commas, line breaks inside quotes and Excel's byte-order mark, which
// a split(',') gets wrong; it is maintained, dependency-free and RFC 4180 compliant.
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { csvHeadings, MAX_IMPORT_ROWS, outerCandidateRow, type OuterCandidateInput } from '../../../commands/outer-candidate-fields';
import type { ImportReportRow } from '../../../commands/outer-candidate';
import { invalidArguments } from '../app-error';
import type { Queryable } from '../db/open';
import { outerCandidates, staff } from '../db/schema';

type Field = keyof OuterCandidateInput;
const normal = (heading: string) => heading.trim().toLowerCase().replace(/[_\s]+/g, ' ');
const headingIndex = new Map<string, Field>(
  (Object.entries(csvHeadings) as [Field, readonly string[]][]).flatMap(([field, names]) => names.map((n) => [normal(n), field] as const)),
);
const REQUIRED: Field[] = ['first_name', 'surname', 'email'];

const refuseFile = (message: string) => invalidArguments([{ path: 'file', message }]);

export interface ParsedImport {
  /** Rows that passed validation, with their line; duplicates are decided later against the database. */
  valid: { line: number; input: OuterCandidateInput }[];
  refused: ImportReportRow[];
  ignoredColumns: string[];
}

/** The file's rows checked one by one; a file that cannot be read at all is refused whole. */
export function parseCandidateCsv(text: string): ParsedImport {
  if (text.includes('\u0000')) throw refuseFile('File is not a CSV text file.');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, info: true }) as typeof records;
  } catch (error) {
    throw refuseFile(`File could not be read as CSV: ${(error as Error).message}`);
  }
  if (!records.length) throw refuseFile('File is empty: it needs a heading row and at least one candidate.');
  const [heading, ...body] = records;
  const columns = heading.record.map((h) => headingIndex.get(normal(h)) ?? null);
  const seen = new Set<Field>();
  columns.forEach((field, i) => {
    if (!field) return;
    if (seen.has(field)) throw refuseFile(`File has two columns for ${field} ('${heading.record[i]}').`);
    seen.add(field);
  });
  const missing = REQUIRED.filter((f) => !seen.has(f));
  if (missing.length) throw refuseFile(`File is missing the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`);
  if (!body.length) throw refuseFile('File has a heading row but no candidates.');
  if (body.length > MAX_IMPORT_ROWS) throw refuseFile(`File has ${body.length} candidates; at most ${MAX_IMPORT_ROWS} a file.`);
  const headingOf = (field: string) => heading.record[columns.indexOf(field as Field)] ?? field;

  const valid: ParsedImport['valid'] = [];
  const refused: ImportReportRow[] = [];
  for (const { record, info } of body) {
    const row: Record<string, string> = {};
    columns.forEach((field, i) => {
      if (field && record[i] !== undefined) row[field] = record[i];
    });
    const parsed = outerCandidateRow.safeParse(row);
    if (parsed.success) {
      valid.push({ line: info.lines, input: parsed.data });
    } else {
      const issue = parsed.error.issues[0];
      const field = String(issue.path[0] ?? 'file');
      refused.push({ line: info.lines, email: (row.email ?? '').trim(), outcome: 'refused', candidate_id: null, field: headingOf(field), message: issue.message });
    }
  }
  const ignoredColumns = heading.record.filter((_, i) => !columns[i]);
  return { valid, refused, ignoredColumns };
}

/** Which addresses are already someone: an outer candidate, or an applicant who registered already. */
export async function knownEmails(db: Queryable, emails: string[]): Promise<Map<string, string>> {
  const known = new Map<string, string>();
  if (!emails.length) return known;
  const lowered = sql.join(emails.map((e) => sql`${e.toLowerCase()}`), sql`, `);
  const candidates = await db
    .select({ id: outerCandidates.id, email: sql<string>`lower(${outerCandidates.email})` })
    .from(outerCandidates)
    .where(sql`lower(${outerCandidates.email}) in (${lowered})`);
  for (const c of candidates) known.set(c.email, `Already imported as outer candidate ${c.id}.`);
  const people = await db.select({ id: staff.id, email: sql<string>`lower(${staff.email})` }).from(staff).where(sql`lower(${staff.email}) in (${lowered})`);
  for (const p of people) if (!known.has(p.email)) known.set(p.email, `Already registered as applicant ${p.id}.`);
  return known;
}
