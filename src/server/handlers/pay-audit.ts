// The pay audit trail (auditing_list, auditing_download): every approve, withdraw and replace of a payslip
// or an invoice, read back from the audit rows those actions wrote (their before/after images), so the
// trail is exactly what happened in the same transactions.
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ParsedArgsOf } from '../../../commands';
import type { auditingDownload, auditingList } from '../../../commands/payslip';
import { formatCents } from '../../domain/pay-documents-money';
import { centsToDecimal, toCsv } from '../../domain/pay-documents-csv';
import type { Queryable } from '../db/open';
import { accounts, auditLog } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { containing } from '../queries/staff-keyword';

const ACTION_APIS = ['payslip_approve', 'payslip_withdraw', 'payslip_replace', 'invoice_approve', 'invoice_withdraw', 'invoice_replace'];
const scope = and(inArray(auditLog.entity, ['payslip', 'invoice']), inArray(auditLog.api, ACTION_APIS))!;

const action = sql<'approve' | 'withdraw' | 'replace'>`split_part(${auditLog.api}, '_', 2)`;
const name = sql<string>`coalesce(${auditLog.after}->>'name', '')`;
const number = sql<string>`case when ${auditLog.entity} = 'payslip' then 'PS-' else 'INV-' end || lpad(${auditLog.entityId}, 6, '0')`;

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  kind: sql<'payslip' | 'invoice'>`${auditLog.entity}`,
  document_id: sql<number>`${auditLog.entityId}::int`,
  number,
  name,
  period: sql<string>`coalesce(${auditLog.after}->>'period', '')`,
  action,
  from_status: sql<'pending' | 'approved' | 'withdrawn' | 'replaced' | null>`${auditLog.before}->>'status'`,
  to_status: sql<'pending' | 'approved' | 'withdrawn' | 'replaced'>`${auditLog.after}->>'status'`,
  amount_cents: sql<number>`coalesce((${auditLog.after}->>'gross_cents')::int, (${auditLog.after}->>'total_cents')::int, 0)`,
  // The reason belongs to the withdraw or replace that gave it (the new document of a replacement has none).
  reason: sql<string>`case when ${action} = 'approve' then '' else coalesce(${auditLog.after}->>'reason', '') end`,
  by: sql<string>`coalesce(${accounts.name}, 'System')`,
  source: auditLog.source,
};

type Stored = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];
const rows = (db: Queryable) => db.select(columns).from(auditLog).leftJoin(accounts, eq(accounts.id, auditLog.accountId)).$dynamic();

const sydneyDay = sql`(${auditLog.at} at time zone 'Australia/Sydney')::date`;
const filters = {
  kind: (kind: string) => eq(auditLog.entity, kind),
  action: (a: string) => eq(action, a),
  period_id: (id: number) => sql`(${auditLog.after}->>'period_id')::int = ${id}`,
  keyword: (keyword: string): SQL | undefined => {
    const digits = /^(ps-?|inv-?)?0*(\d{1,9})$/i.exec(keyword);
    // PS-000123 is payslip 123, INV-000123 invoice 123; a bare number either.
    const kind = digits?.[1] ? (digits[1].toLowerCase().startsWith('ps') ? 'payslip' : 'invoice') : undefined;
    const number = digits ? and(eq(auditLog.entityId, digits[2]!), kind ? eq(auditLog.entity, kind) : undefined) : undefined;
    return or(ilike(name, containing(keyword)), number);
  },
  from: (day: string) => sql`${sydneyDay} >= ${day}::date`,
  to: (day: string) => sql`${sydneyDay} <= ${day}::date`,
};

const spec: PagedListSpec<ParsedArgsOf<typeof auditingList>, Stored> = {
  name: 'auditing_list',
  rows,
  matching: (db, cols) => db.select(cols).from(auditLog).$dynamic(),
  filters,
  sorts: { at: auditLog.at },
  tieBreak: auditLog.id,
};

const withAmount = (r: Stored) => ({ ...r, document_id: Number(r.document_id), amount_cents: Number(r.amount_cents), amount: formatCents(Number(r.amount_cents)) });

export async function auditList(db: Queryable, args: ParsedArgsOf<typeof auditingList>) {
  const page = await pagedList(db, spec, args, scope);
  return { ...page, list: page.list.map(withAmount) };
}

/** At most this many rows in one file; narrow the filters for more. */
const DOWNLOAD_LIMIT = 50_000;
const HEADER = ['at', 'kind', 'number', 'name', 'period', 'action', 'from_status', 'to_status', 'amount_aud', 'reason', 'by', 'source'];

export async function auditDownload(db: Queryable, args: ParsedArgsOf<typeof auditingDownload>) {
  const clauses: SQL[] = [scope];
  for (const [key, value] of Object.entries(args)) {
    if (value === undefined || value === '') continue;
    const clause = (filters as Record<string, (v: never) => SQL | undefined>)[key]?.(value as never);
    if (clause) clauses.push(clause);
  }
  const found = (await rows(db).where(and(...clauses)).orderBy(sql`${auditLog.at} desc`, sql`${auditLog.id} desc`).limit(DOWNLOAD_LIMIT)).map(withAmount);
  const content = toCsv(HEADER, found.map((r) => [
    new Date(r.at).toISOString(), r.kind, r.number, r.name, r.period, r.action, r.from_status, r.to_status, centsToDecimal(r.amount_cents), r.reason, r.by, r.source,
  ]));
  const stamp = new Date().toISOString().slice(0, 10);
  return { filename: `pay-audit-${stamp}.csv`, content_type: 'text/csv; charset=utf-8', content, row_count: found.length };
}
