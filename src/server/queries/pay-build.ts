// Writes payslips and invoices from priced worked shifts (pay-pricing.ts): one payslip per worker and one
// invoice per provider for a period, with a line per shift. Used by generate, replace and the seed, so
// every document, however made, is priced the same way.
import { gstCents } from '../../domain/pay-documents-money';
import type { PayDocumentStatus } from '../../domain/enums/pay';
import type { Queryable } from '../db/open';
import { invoiceLines, invoices, payslipLines, payslips } from '../db/schema';
import { sumOf, type PricedShift } from './pay-pricing';

export interface DocumentDraft {
  /** Staff id (payslips) or provider id (invoices). */
  ownerId: number;
  shifts: PricedShift[];
  replacesId?: number | null;
  status?: PayDocumentStatus;
  /** Seeded history; the database's now otherwise. */
  createdAt?: string;
  extra?: Partial<typeof payslips.$inferInsert>;
}

export function groupBy(items: readonly PricedShift[], key: 'staffId' | 'providerId'): Map<number, PricedShift[]> {
  const groups = new Map<number, PricedShift[]>();
  for (const item of items) {
    const list = groups.get(item[key]);
    if (list) list.push(item);
    else groups.set(item[key], [item]);
  }
  return groups;
}

const stamps = (d: DocumentDraft) => (d.createdAt ? { createdAt: d.createdAt, updatedAt: d.createdAt } : {});

/** Inserts payslips with their lines; answers their ids in the drafts' order. */
export async function insertPayslips(db: Queryable, periodId: number, drafts: readonly DocumentDraft[]): Promise<number[]> {
  if (!drafts.length) return [];
  const made = await db.insert(payslips).values(drafts.map((d) => ({
    periodId, staffId: d.ownerId, replacesId: d.replacesId ?? null, status: d.status ?? 'pending',
    minutes: sumOf(d.shifts, 'minutes'), grossCents: sumOf(d.shifts, 'amountCents'), ...stamps(d), ...d.extra,
  }))).returning({ id: payslips.id });
  const lines = drafts.flatMap((d, i) => d.shifts.map((s) => ({
    payslipId: made[i]!.id, shiftWorkerId: s.shiftWorkerId, shiftId: s.shiftId, facilityId: s.facilityId, startsAt: s.startsAt, endsAt: s.endsAt,
    breakMinutes: s.breakMinutes, minutes: s.minutes, baseRateCents: s.baseRateCents, amountCents: s.amountCents, parts: s.parts,
  })));
  for (let i = 0; i < lines.length; i += 2000) await db.insert(payslipLines).values(lines.slice(i, i + 2000));
  return made.map((m) => m.id);
}

/** Inserts invoices with their lines (subtotal is the sum of the lines' charges, GST on top). */
export async function insertInvoices(db: Queryable, periodId: number, drafts: readonly DocumentDraft[]): Promise<number[]> {
  if (!drafts.length) return [];
  const made = await db.insert(invoices).values(drafts.map((d) => {
    const subtotal = sumOf(d.shifts, 'chargeCents');
    const gst = gstCents(subtotal);
    return {
      periodId, providerId: d.ownerId, replacesId: d.replacesId ?? null, status: d.status ?? 'pending',
      minutes: sumOf(d.shifts, 'minutes'), subtotalCents: subtotal, gstCents: gst, totalCents: subtotal + gst, ...stamps(d),
      ...(d.extra as Partial<typeof invoices.$inferInsert>),
    };
  })).returning({ id: invoices.id });
  const lines = drafts.flatMap((d, i) => d.shifts.map((s) => ({
    invoiceId: made[i]!.id, shiftWorkerId: s.shiftWorkerId, shiftId: s.shiftId, staffId: s.staffId, facilityId: s.facilityId,
    startsAt: s.startsAt, endsAt: s.endsAt, minutes: s.minutes, payCents: s.amountCents, chargeCents: s.chargeCents,
  })));
  for (let i = 0; i < lines.length; i += 2000) await db.insert(invoiceLines).values(lines.slice(i, i + 2000));
  return made.map((m) => m.id);
}
