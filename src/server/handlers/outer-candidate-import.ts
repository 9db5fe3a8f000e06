// Reads an outer-candidate CSV into a per-row report: the file through kit/csv-table.ts, then each row
// checked alone against the catalogue's row schema.
import { sql } from 'drizzle-orm';
import { csvHeadings, MAX_IMPORT_ROWS, outerCandidateRow, type OuterCandidateInput } from '../../../commands/outer-candidate-fields';
import type { ImportReportRow } from '../../../commands/outer-candidate';
import type { Queryable } from '../db/open';
import { csvHeadingIndex, readCsvTable } from '../kit/csv-table';
import { outerCandidates, staff } from '../db/schema';

type Field = keyof OuterCandidateInput;
const headingIndex = csvHeadingIndex<Field>(csvHeadings);
const REQUIRED: Field[] = ['first_name', 'surname', 'email'];


export interface ParsedImport {
  /** Rows that passed validation, with their line; duplicates are decided later against the database. */
  valid: { line: number; input: OuterCandidateInput }[];
  refused: ImportReportRow[];
  ignoredColumns: string[];
}

/** The file's rows checked one by one; a file that cannot be read at all is refused whole. */
export function parseCandidateCsv(text: string): ParsedImport {
  const { rows, columns, headingOf, ignoredColumns } = readCsvTable(text, {
    headings: csvHeadings, required: REQUIRED, singular: 'candidate', plural: 'candidates', maxRows: MAX_IMPORT_ROWS,
  }, headingIndex);

  const valid: ParsedImport['valid'] = [];
  const refused: ImportReportRow[] = [];
  for (const { record, line } of rows) {
    const row: Record<string, string> = {};
    columns.forEach((field, i) => {
      if (field && record[i] !== undefined) row[field] = record[i];
    });
    const parsed = outerCandidateRow.safeParse(row);
    if (parsed.success) {
      valid.push({ line, input: parsed.data });
    } else {
      const issue = parsed.error.issues[0];
      const field = String(issue.path[0] ?? 'file');
      refused.push({ line, email: (row.email ?? '').trim(), outcome: 'refused', candidate_id: null, field: headingOf(field), message: issue.message });
    }
  }
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
