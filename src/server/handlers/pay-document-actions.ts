// Approve, withdraw and replace for payslips and invoices alike: each checks the one rules table
// (src/domain/pay-documents.ts), writes through the versioned-update kit and leaves before/after images
// for the audit trail (auditing_list reads them back).
import { and, eq, sql } from 'drizzle-orm';
import type { PayDocumentAction } from '../../domain/enums/pay';
import { canActOnPayDocument, payDocumentActionsFrom, payDocumentRefusal, payDocumentRule } from '../../domain/pay-documents';
import { payDocumentActions } from '../../domain/enums/pay';
import { conflict } from '../app-error';
import type { Queryable } from '../db/open';
import type { invoices, payslips } from '../db/schema';
import { loadVersioned, versionedUpdate } from '../kit/versioned-update';
import type { HandlerContext } from './types';

export interface PayDocRow {
  id: number;
  status: string;
  version: number;
}

export interface PayDocumentKind<Row extends PayDocRow> {
  noun: 'Payslip' | 'Invoice';
  entity: 'payslip' | 'invoice';
  table: typeof payslips | typeof invoices;
  load: (db: Queryable, id: number) => Promise<Row | undefined>;
  /** Writes the replacement from the worked shifts now (replaces_id = old.id) and answers its id. */
  rebuild: (ctx: HandlerContext, old: Row) => Promise<number>;
}

function refuseUnlessAllowed(kind: { noun: string }, row: PayDocRow, action: PayDocumentAction): void {
  if (!canActOnPayDocument(row.status, action)) throw conflict(payDocumentRefusal(kind.noun, row.id, row.status, action), { status: row.status });
}

async function decide<Row extends PayDocRow>(ctx: HandlerContext, kind: PayDocumentKind<Row>, id: number, seen: number, action: PayDocumentAction, set: Record<string, unknown>): Promise<Row> {
  return versionedUpdate(ctx, {
    noun: kind.noun, entity: kind.entity, id, seen, table: kind.table as typeof payslips, load: kind.load,
    change: (before) => {
      refuseUnlessAllowed(kind, before, action);
      return set as never;
    },
  });
}

export const approveDocument = <Row extends PayDocRow>(ctx: HandlerContext, kind: PayDocumentKind<Row>, id: number, seen: number) =>
  decide(ctx, kind, id, seen, 'approve', { status: payDocumentRule('approve').to, approvedAt: sql`now()`, approvedBy: ctx.account?.id ?? null });

export const withdrawDocument = <Row extends PayDocRow>(ctx: HandlerContext, kind: PayDocumentKind<Row>, id: number, seen: number, reason: string) =>
  decide(ctx, kind, id, seen, 'withdraw', { status: payDocumentRule('withdraw').to, withdrawnAt: sql`now()`, withdrawnBy: ctx.account?.id ?? null, reason });

/** The old document becomes replaced (kept, readable) and a new pending one links to it; both audited. */
export async function replaceDocument<Row extends PayDocRow>(ctx: HandlerContext, kind: PayDocumentKind<Row>, id: number, seen: number, reason: string): Promise<{ fresh: Row; replaced: Row }> {
  const before = await loadVersioned(ctx.db, { noun: kind.noun, id, seen, load: kind.load });
  refuseUnlessAllowed(kind, before, 'replace');
  const table = kind.table as typeof payslips;
  // The old one gives way first: a worker or provider has at most one live document per period.
  const written = await ctx.db
    .update(table)
    .set({ status: payDocumentRule('replace').to, replacedAt: sql`now()`, replacedBy: ctx.account?.id ?? null, reason, version: before.version + 1, updatedAt: sql`now()` })
    .where(and(eq(table.id, id), eq(table.version, before.version)))
    .returning({ id: table.id });
  if (!written.length) throw conflict(`${kind.noun} ${id} was changed by someone else just now. Reload and try again.`);
  const freshId = await kind.rebuild(ctx, before);
  const replaced = (await kind.load(ctx.db, id))!;
  const fresh = (await kind.load(ctx.db, freshId))!;
  ctx.audit({ entity: kind.entity, entityId: id, before, after: replaced });
  ctx.audit({ entity: kind.entity, entityId: freshId, before: null, after: fresh });
  return { fresh, replaced };
}

/** The detail's action rows: what the table allows from this status, in table order. */
export const documentActions = (status: string) =>
  payDocumentActionsFrom(status).map((action) => {
    const rule = payDocumentRule(action);
    return { action, label: payDocumentActions.label(action) ?? action, danger: rule.danger, needs_reason: rule.reason };
  });
