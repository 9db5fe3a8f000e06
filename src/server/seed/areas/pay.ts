// Demo rows of the pay area: fortnightly payroll periods over the seeded shifts (closed before the epoch,
// open from it), and for each closed period the payslips and invoices of its worked shifts, priced as
// generate prices them. Older periods are mostly approved, with a few withdrawn and some replaced; the
// latest closed period waits for approval. Each decision has its audit row, so the audit trail has history.
import { inArray, sql } from 'drizzle-orm';
import type { PayDocumentStatus } from '../../../domain/enums/pay';
import type { Queryable } from '../../db/open';
import { accounts, auditLog, invoices, payrollPeriods, payslips } from '../../db/schema';
import { groupBy, insertInvoices, insertPayslips, type DocumentDraft } from '../../queries/pay-build';
import { pricedShifts } from '../../queries/pay-pricing';
import { invoiceFrom, payslipFrom, toInvoiceRow, toPayslipRow } from '../../queries/pay-rows';
import { DAY_MS, EPOCH_MS, dateAt, isoAt } from '../clock';
import type { Rng } from '../random';
import type { AreaSeedContext } from './area-seed';

/** A Monday: every period starts a whole number of fortnights from it. */
const ANCHOR_MS = Date.UTC(2026, 0, 5);
const FORTNIGHT_MS = 14 * DAY_MS;
const FIRST_MS = EPOCH_MS - 125 * DAY_MS;
const LAST_MS = EPOCH_MS + 80 * DAY_MS;

const WITHDRAW_REASONS = [
  'Shift hours disputed by the facility; holding until the timesheet is confirmed.',
  'Wrong pay level applied; worker was promoted to level 2 this fortnight.',
  'Duplicate shift on the roster; awaiting correction.',
];
const REPLACE_REASONS = [
  'Hours corrected after timesheet review.',
  'Recalculated with the public holiday loading.',
  'Break time amended by the facility manager.',
];

type Plan = { status: PayDocumentStatus; chain: boolean };

function planFor(rng: Rng, age: number): Plan {
  if (age === 0) return { status: rng.chance(0.85) ? 'pending' : 'approved', chain: false };
  if (age === 1) return rng.weighted<Plan>([[{ status: 'approved', chain: false }, 78], [{ status: 'pending', chain: false }, 15], [{ status: 'withdrawn', chain: false }, 4], [{ status: 'approved', chain: true }, 3]]);
  return rng.weighted<Plan>([[{ status: 'approved', chain: false }, 91], [{ status: 'withdrawn', chain: false }, 3], [{ status: 'approved', chain: true }, 6]]);
}

interface Made { kind: 'payslip' | 'invoice'; id: number; plan: Plan; replacesId: number | null; at: number; reason: string; by: number | null }

async function seedDocuments(tx: Queryable, rng: Rng, team: readonly (number | null)[], kind: 'payslip' | 'invoice', periodId: number, endMs: number, age: number, groups: Map<number, DocumentDraft['shifts']>): Promise<Made[]> {
  const insert = kind === 'payslip' ? insertPayslips : insertInvoices;
  const createdMs = endMs + DAY_MS + rng.int(6, 10) * 3_600_000;
  const owners = [...groups.keys()].sort((a, b) => a - b);
  const plans = owners.map(() => planFor(rng, age));
  const by = owners.map(() => rng.pick(team));
  const decided = (p: Plan, ms: number, who: number | null) =>
    p.status === 'approved' ? { approvedAt: isoAt(ms + 2 * DAY_MS), approvedBy: who } : p.status === 'withdrawn' ? { withdrawnAt: isoAt(ms + 4 * DAY_MS), withdrawnBy: who } : {};
  // Replaced first, so each replacement can link to it (and at most one is live).
  const chained = owners.map((o, i) => ({ o, i })).filter(({ i }) => plans[i]!.chain);
  const reasons = chained.map(() => rng.pick(REPLACE_REASONS));
  const oldIds = await insert(tx, periodId, chained.map(({ o }, k) => ({
    ownerId: o, shifts: groups.get(o)!, status: 'replaced', createdAt: isoAt(createdMs),
    extra: { replacedAt: isoAt(createdMs + 3 * DAY_MS), replacedBy: by[owners.indexOf(o)]!, reason: reasons[k]! },
  })));
  const oldBy = new Map(chained.map(({ o }, k) => [o, oldIds[k]!]));
  const withdrawReasons = owners.map((_, i) => (plans[i]!.status === 'withdrawn' ? rng.pick(WITHDRAW_REASONS) : ''));
  const ids = await insert(tx, periodId, owners.map((o, i) => {
    const startMs = plans[i]!.chain ? createdMs + 3 * DAY_MS : createdMs;
    return {
      ownerId: o, shifts: groups.get(o)!, status: plans[i]!.status, replacesId: oldBy.get(o) ?? null, createdAt: isoAt(startMs),
      extra: { ...decided(plans[i]!, startMs, by[i]!), reason: withdrawReasons[i]! },
    };
  }));
  return [
    ...chained.map((_, k) => ({ kind, id: oldIds[k]!, plan: { status: 'replaced' as const, chain: false }, replacesId: null, at: createdMs + 3 * DAY_MS, reason: reasons[k]!, by: by[owners.indexOf(chained[k]!.o)]! })),
    ...owners.map((_, i) => ({ kind, id: ids[i]!, plan: plans[i]!, replacesId: oldBy.get(owners[i]!) ?? null, at: plans[i]!.chain ? createdMs + 3 * DAY_MS : createdMs, reason: withdrawReasons[i]!, by: by[i]! })),
  ];
}

/** Audit rows as the actions would have written them: before and after images of each decision. */
async function auditRows(tx: Queryable, made: Made[]) {
  const slipIds = made.filter((m) => m.kind === 'payslip').map((m) => m.id);
  const invIds = made.filter((m) => m.kind === 'invoice').map((m) => m.id);
  const images = new Map<string, Record<string, unknown>>();
  for (let i = 0; i < slipIds.length; i += 5000) {
    for (const r of await payslipFrom(tx).where(inArray(payslips.id, slipIds.slice(i, i + 5000)))) images.set(`payslip:${r.id}`, toPayslipRow(r));
  }
  for (let i = 0; i < invIds.length; i += 5000) {
    for (const r of await invoiceFrom(tx).where(inArray(invoices.id, invIds.slice(i, i + 5000)))) images.set(`invoice:${r.id}`, toInvoiceRow(r));
  }
  const rows: (typeof auditLog.$inferInsert)[] = [];
  const row = (m: Made, action: 'approve' | 'withdraw' | 'replace', before: unknown, after: unknown, atMs: number, args: Record<string, unknown>) => rows.push({
    command: `${m.kind}.${action}`, api: `${m.kind}_${action}`, source: 'screen', accountId: m.by, args: { [`${m.kind}_id`]: m.id, ...args },
    entity: m.kind, entityId: String(m.id), before, after, at: isoAt(atMs),
  });
  for (const m of made) {
    const after = images.get(`${m.kind}:${m.id}`)!;
    const as = (status: PayDocumentStatus, extra: Record<string, unknown> = {}) => ({ ...after, status, ...extra });
    if (m.plan.status === 'approved') row(m, 'approve', as('pending', { approved_at: null, approved_by: null }), after, m.at + 2 * DAY_MS, { version: 1 });
    if (m.plan.status === 'withdrawn') row(m, 'withdraw', as('pending', { withdrawn_at: null, reason: '' }), after, m.at + 4 * DAY_MS, { version: 1, reason: m.reason });
    if (m.plan.status === 'replaced') row(m, 'replace', as('pending', { reason: '', replaced_by_id: null }), after, m.at, { version: 1, reason: m.reason });
    if (m.replacesId !== null) row(m, 'replace', null, as('pending', { approved_at: null, approved_by: null }), m.at, { replaces_id: m.replacesId });
  }
  // In time order, so ids read as the trail happened.
  rows.sort((a, b) => String(a.at).localeCompare(String(b.at)));
  for (let i = 0; i < rows.length; i += 2000) await tx.insert(auditLog).values(rows.slice(i, i + 2000));
  return rows.length;
}

export async function seedPay({ tx, stream }: AreaSeedContext): Promise<Record<string, number>> {
  const rng = stream('pay');
  const starts: number[] = [];
  for (let ms = ANCHOR_MS + Math.floor((FIRST_MS - ANCHOR_MS) / FORTNIGHT_MS) * FORTNIGHT_MS; ms < LAST_MS; ms += FORTNIGHT_MS) starts.push(ms);
  const periods = await tx.insert(payrollPeriods).values(starts.map((ms) => {
    const endMs = ms + 13 * DAY_MS;
    const closed = endMs < EPOCH_MS - DAY_MS;
    return { startsOn: dateAt(ms), endsOn: dateAt(endMs), payOn: dateAt(endMs + 4 * DAY_MS), status: closed ? ('closed' as const) : ('open' as const), closedAt: closed ? isoAt(endMs + 2 * DAY_MS) : null, createdAt: isoAt(ms - 7 * DAY_MS) };
  })).returning({ id: payrollPeriods.id, startsOn: payrollPeriods.startsOn, endsOn: payrollPeriods.endsOn, status: payrollPeriods.status });

  const closed = periods.filter((p) => p.status === 'closed').sort((a, b) => b.startsOn.localeCompare(a.startsOn));
  // Who decides: the first administrator and the recruitment team's accounts (seeded by notes).
  const team = (await tx.select({ id: accounts.id }).from(accounts).orderBy(accounts.id).limit(4)).map((a) => a.id as number | null);
  if (!team.length) team.push(null);
  const made: Made[] = [];
  for (const [age, period] of closed.entries()) {
    const worked = await pricedShifts(tx, period.id, sql`true`);
    if (!worked.length) continue;
    const endMs = Date.parse(`${period.endsOn}T00:00:00Z`);
    made.push(...await seedDocuments(tx, rng, team, 'payslip', period.id, endMs, age, groupBy(worked, 'staffId')));
    made.push(...await seedDocuments(tx, rng, team, 'invoice', period.id, endMs, age, groupBy(worked, 'providerId')));
  }
  const audits = await auditRows(tx, made);
  const count = async (table: typeof payslips | typeof invoices) => (await tx.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return { payroll_periods: periods.length, payslips: await count(payslips), invoices: await count(invoices), pay_audit_rows: audits };
}
