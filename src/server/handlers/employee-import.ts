// import_internal_staff: a CSV of employees read into a per-row report. Each row is checked alone (its
// fields, an email no account has and no earlier row of the file has, a home address the gazetteer
// knows); good rows are imported, bad ones refused with the column and the reason, in one transaction.
// Imported employees get no password: one is issued (and shown once) by reset password. Their accounts
// hold the hash of a random secret nobody knows, hashed once per file, so a file of a thousand rows
// costs one argon2 hash, and signing in as them is refused like any wrong password.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { employeeCsvHeadings, employeeCsvRow, MAX_EMPLOYEE_IMPORT_ROWS, type EmployeeCsvInput, type EmployeeImportRow } from '../../../commands/employee-fields';
import { AppError } from '../app-error';
import { hashPassword } from '../auth/passwords';
import { accounts, employees } from '../db/schema';
import { EMAIL_TAKEN, homePlace } from './employee-support';
import { csvHeadingIndex, readCsvTable } from '../kit/csv-table';
import type { HandlerContext } from './types';

type Field = keyof EmployeeCsvInput;
const headingIndex = csvHeadingIndex<Field>(employeeCsvHeadings);
const REQUIRED: Field[] = ['first_name', 'surname', 'email', 'account_type'];

export async function importEmployeesCsv(file: File, ctx: HandlerContext) {
  // The upload is already in memory (read-body parsed the multipart body): no disk or network wait here.
  const { rows, columns, headingOf, ignoredColumns } = readCsvTable(await file.text(), {
    headings: employeeCsvHeadings, required: REQUIRED, singular: 'employee', plural: 'employees', maxRows: MAX_EMPLOYEE_IMPORT_ROWS,
  }, headingIndex);

  const taken = new Set(
    (await ctx.db.select({ email: sql<string>`lower(${accounts.email})` }).from(accounts)).map((r) => r.email),
  );
  const report: EmployeeImportRow[] = [];
  const good: { line: number; input: EmployeeCsvInput; home: Awaited<ReturnType<typeof homePlace>> }[] = [];
  const inFile = new Map<string, number>();
  for (const { record, line } of rows) {
    const row: Record<string, string> = {};
    columns.forEach((field, i) => {
      const cell = record[i]?.trim();
      if (field && cell) row[field] = cell;
    });
    const email = row.email ?? '';
    const refuse = (field: string | null, message: string) => report.push({ line, email, outcome: 'refused', employee_id: null, field: field && headingOf(field), message });
    const parsed = employeeCsvRow.safeParse(row);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      refuse(String(issue.path[0] ?? 'file'), issue.message);
      continue;
    }
    const key = parsed.data.email.toLowerCase();
    if (taken.has(key)) {
      refuse('email', EMAIL_TAKEN);
      continue;
    }
    if (inFile.has(key)) {
      refuse('email', `Same email address as line ${inFile.get(key)} of this file.`);
      continue;
    }
    let home: Awaited<ReturnType<typeof homePlace>>;
    try {
      home = await homePlace(ctx, parsed.data);
    } catch (error) {
      const first = error instanceof AppError ? (error.data?.fields as { path: string; message: string }[] | undefined)?.[0] : undefined;
      if (!first) throw error;
      refuse(first.path, first.message);
      continue;
    }
    inFile.set(key, line);
    good.push({ line, input: parsed.data, home });
  }

  if (good.length) {
    const lockedHash = await hashPassword(randomBytes(32).toString('base64url'));
    const made = await ctx.db
      .insert(accounts)
      .values(good.map(({ input }) => ({
        email: input.email, name: `${input.first_name} ${input.surname}`, phone: input.phone ?? '', passwordHash: lockedHash,
        accountType: input.account_type, status: 'active',
      })))
      .returning({ id: accounts.id });
    const people = await ctx.db
      .insert(employees)
      .values(good.map(({ input, home }, i) => ({
        accountId: made[i].id, firstName: input.first_name, surname: input.surname, position: input.position ?? '',
        startDate: input.start_date ?? null, endDate: input.end_date ?? null,
        ...(home && { address: home.address, suburb: home.suburb, state: home.state, postcode: home.postcode, lat: home.lat, lng: home.lng }),
      })))
      .returning({ id: employees.id });
    good.forEach(({ line, input }, i) => {
      report.push({ line, email: input.email, outcome: 'imported', employee_id: people[i].id, field: null, message: 'Imported; reset the password to give them one.' });
      ctx.audit({ entity: 'employee', entityId: people[i].id, before: null, after: { ...input, account_id: made[i].id, imported_from_line: line } });
    });
  }
  report.sort((a, b) => a.line - b.line);
  return {
    imported: good.length,
    refused: report.length - good.length,
    rows: report,
    ignored_columns: ignoredColumns,
  };
}
