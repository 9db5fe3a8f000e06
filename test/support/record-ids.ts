// Real ids from the seeded demo database for the id fields of command arguments (staff_id → staff,
// admin_note_id → application_admin_notes), so a generated request names records that exist.
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/open';

/** Field names (without _id) whose table is not simply their plural. */
const TABLES: Record<string, string> = {
  account: 'accounts', user: 'accounts', administrator: 'accounts', order: 'shifts', shift: 'shifts',
  referee: 'job_referees', report: 'interview_reports', admin_note: 'application_admin_notes',
  check_note: 'application_check_notes', level: 'position_levels', period: 'payroll_periods',
  export: 'candidate_exports', summary: 'ai_summaries', link: 'referral_links', route: 'link_routes',
  utm: 'utm_summaries', run: 'bulk_runs', api: 'provider_api_keys', auth: 'admin_auths', role: 'provider_roles',
  block: 'provider_blocked_staff', request: 'provider_disable_requests', job: 'job_ads',
  board_role: 'master_board_roles', address: 'provider_addresses', temp_shift: 'temp_shifts',
  conversation: 'sms_conversations', referrer_staff: 'staff', exclude_application: 'applications',
  resume: 'staff_resumes', notice: 'station_notices', mapping: 'external_job_mappings',
  template: 'email_templates', file: 'candidate_export_files', qualification: 'qualifications',
  operator: 'provider_operators', audit: 'audit_log',
};

const plurals = (base: string) => [`${base}s`, `${base}es`, base.replace(/y$/, 'ies'), base];

export interface RecordIds {
  (name: string): number[];
  /** Names asked for that no table answered. */
  unknown: Set<string>;
}

/** ids (ascending, up to five) by field name; a name no table matches gets none. */
export async function recordIds(database: Database): Promise<RecordIds> {
  const rows = async (query: string) => ((await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
  const tables = new Set(
    (await rows(`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'id'`)).map((r) => String(r.table_name)),
  );
  const cache = new Map<string, number[]>();
  const known = new Map<string, number[]>();
  for (const table of tables) {
    known.set(table, (await rows(`select id from "${table}" order by id limit 5`)).map((r) => Number(r.id)).filter(Number.isInteger));
  }
  const ids = ((name: string) => {
    const cached = cache.get(name);
    if (cached) return cached;
    const base = name.replace(/_ids?$/, '');
    const table = [TABLES[base], ...plurals(base)].find((t) => t && tables.has(t));
    const found = table ? known.get(table) ?? [] : [];
    if (!table) ids.unknown.add(name);
    cache.set(name, found);
    return found;
  }) as RecordIds;
  ids.unknown = new Set();
  return ids;
}
