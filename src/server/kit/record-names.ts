// What a person calls a record, for many ids at once: the bulk dry run and results name the rows they list
// ('Jane Citizen #12') instead of bare ids. One query per call, whatever the count. A kind with no entry
// here is shown by its id alone (those are configuration rows a person picks by id anyway).
import { sql, type SQL } from 'drizzle-orm';
import type { RecordKind } from '../../../commands';
import type { Queryable } from '../db/open';

const person = (alias: string) => `trim(${alias}.first_name || ' ' || ${alias}.surname)`;

/** `select id, name from … where <alias>.id = any(ids)`: the table and the name expression per kind. */
const NAMES: Partial<Record<RecordKind, { from: string; name: string }>> = {
  applicant: { from: 'staff s', name: person('s') },
  staff: { from: 'staff s', name: person('s') },
  application: { from: 'applications s join staff p on p.id = s.staff_id', name: person('p') },
  provider: { from: 'providers s', name: 's.name' },
  facility: { from: 'facilities s', name: 's.name' },
  jobAd: { from: 'job_ads s', name: 's.title' },
  shift: { from: 'shifts s join facilities f on f.id = s.facility_id', name: `s.position || ' · ' || f.name` },
  interview: { from: 'interviews s join applications a on a.id = s.application_id join staff p on p.id = a.staff_id', name: person('p') },
  referee: { from: 'job_referees s', name: 's.name' },
  outerCandidate: { from: 'outer_candidates s', name: person('s') },
  employee: { from: 'employees s', name: person('s') },
  operator: { from: 'provider_operators s', name: person('s') },
  adminUser: { from: 'accounts s', name: 's.name' },
  payslip: { from: 'payslips s join staff p on p.id = s.staff_id', name: person('p') },
  invoice: { from: 'invoices s join providers p on p.id = s.provider_id', name: 'p.name' },
  timesheet: { from: 'timesheets s join staff p on p.id = s.staff_id', name: person('p') },
  incident: { from: 'incidents s', name: 's.title' },
  tempShift: { from: 'temp_shifts s', name: `s.position || ' · ' || s.shift_date` },
  candidateExport: { from: 'candidate_exports s join staff p on p.id = s.staff_id', name: person('p') },
  disableRequest: { from: 'provider_disable_requests s join providers p on p.id = s.provider_id', name: 'p.name' },
  providerRole: { from: 'provider_roles s', name: 's.name' },
  contractTemplate: { from: 'contract_templates s', name: 's.name' },
};

/** The kinds this file can name (the rest show their id). */
export const namedKinds = Object.keys(NAMES) as RecordKind[];

/** The names of the given records of one kind, by id; ids it cannot name (no entry, no row) are absent. */
export async function recordNames(db: Queryable, kind: RecordKind | null | undefined, ids: readonly number[]): Promise<Map<number, string>> {
  const spec = kind ? NAMES[kind] : undefined;
  const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id));
  if (!spec || !unique.length) return new Map();
  const query: SQL = sql`select s.id as id, ${sql.raw(spec.name)} as name from ${sql.raw(spec.from)} where s.id = any(${`{${unique.join(',')}}`}::int[])`;
  const result = (await db.execute(query)) as unknown as { rows: { id: number; name: string | null }[] };
  return new Map(result.rows.filter((r) => r.name).map((r) => [Number(r.id), String(r.name)]));
}
