// Handlers of commands/audit.ts: the audit log read back for the admin area's audit screen. What kind of
// row it is (its outcome) follows from how the rows are written: refused calls (rpc/permission.ts) and
// failed sign-ins (auth/sign-in-audit.ts) name their own entity; successful sign-ins are auth.login rows.
// Every row names who acted in account_id: the session's account, or the account a sign-in was for.
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { registry, type ParsedArgsOf } from '../../../commands';
import type { auditCommands, auditLogList, AuditRow } from '../../../commands/audit';
import { notFound } from '../app-error';
import { SIGN_IN_FAILED_ENTITY } from '../auth/sign-in-audit';
import type { Queryable } from '../db/open';
import { accounts, auditLog } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { REFUSED_ENTITY } from '../rpc/permission';
import { containing } from '../queries/staff-keyword';
import type { HandlersFor } from './types';

const outcome = sql<AuditRow['outcome']>`case
  when ${auditLog.entity} = ${REFUSED_ENTITY} then 'refused'
  when ${auditLog.entity} = ${SIGN_IN_FAILED_ENTITY} then 'sign_in_failed'
  when ${auditLog.command} = 'auth.login' then 'sign_in'
  else 'change' end`;

const columns = {
  id: auditLog.id, at: auditLog.at, outcome, account_id: auditLog.accountId, account_name: accounts.name, account_email: accounts.email,
  command: auditLog.command, api: auditLog.api, source: auditLog.source, entity: auditLog.entity, entity_id: auditLog.entityId,
  client_ip: auditLog.clientIp,
};

const rows = (db: Queryable) => db.select(columns).from(auditLog).leftJoin(accounts, eq(accounts.id, auditLog.accountId)).$dynamic();
type Stored = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];

/** The days of the audit screen are the marketplace's days (Sydney), as the pay audit's are. */
const sydneyDay = sql`(${auditLog.at} at time zone 'Australia/Sydney')::date`;

const spec: PagedListSpec<ParsedArgsOf<typeof auditLogList>, Stored> = {
  name: 'admin_audit_log',
  rows,
  // The person filter needs the accounts join; the others read audit_log alone.
  matching: (db, cols) => db.select(cols).from(auditLog).leftJoin(accounts, eq(accounts.id, auditLog.accountId)).$dynamic(),
  filters: {
    person: (text: string): SQL | undefined => or(ilike(accounts.name, containing(text)), ilike(accounts.email, containing(text))),
    account_id: (id: number) => eq(auditLog.accountId, id),
    command: (text: string) => or(ilike(auditLog.command, `${escapeLike(text)}%`), ilike(auditLog.api, `${escapeLike(text)}%`)),
    entity: (kind: string) => eq(auditLog.entity, kind),
    entity_id: (id: string) => eq(auditLog.entityId, id),
    outcome: (value: string) => sql`${outcome} = ${value}`,
    from: (day: string) => sql`${sydneyDay} >= ${day}::date`,
    to: (day: string) => sql`${sydneyDay} <= ${day}::date`,
  },
  sorts: {},
  tieBreak: auditLog.id,
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const titleOf = (command: string) => registry.byId.get(command)?.title ?? command;

function asRow(row: Stored): AuditRow {
  return { ...row, id: Number(row.id), title: titleOf(row.command) };
}

/** Top-level fields whose values differ between two images (either may be missing). */
function changedFields(before: unknown, after: unknown): string[] {
  const asObject = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
  const a = asObject(before);
  const b = asObject(after);
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
}

export const auditHandlers: HandlersFor<typeof auditCommands> = {
  'audit.list': async (args, ctx) => {
    const page = await pagedList(ctx.db, spec, args);
    return { ...page, list: page.list.map(asRow) };
  },
  'audit.entry': async ({ audit_id }, ctx) => {
    const [found] = await ctx.db
      .select({ ...columns, args: auditLog.args, before: auditLog.before, after: auditLog.after })
      .from(auditLog).leftJoin(accounts, eq(accounts.id, auditLog.accountId))
      .where(and(eq(auditLog.id, audit_id)));
    if (!found) throw notFound('Audit entry', audit_id);
    const { args, before, after, ...row } = found;
    return { entry: { ...asRow(row), args, before, after }, changed: changedFields(before, after) };
  },
};
