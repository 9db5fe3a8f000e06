// Qualifications an applicant holds, their training certificates, and per application which of the
// position's qualifications a recruiter found met.
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { staffQualificationCommands } from '../../../../commands/staff-qualifications';
import { conflict, notFound } from '../../app-error';
import type { Queryable } from '../../db/open';
import { qualifications, staffQualifications, trainingCertificates } from '../../db/schema';
import { versionedUpdate } from '../../kit/versioned-update';
import type { HandlerContext, HandlersFor } from '../types';
import { applicationQualificationHandlers } from './application-qualifications';
import { fullName, loadPerson, positionName, todayIn } from './person';
import { catalogueColumns, missingRequired } from './required-qualifications';

type StaffQualification = {
  id: number; staff_id: number; qualification_id: number; name: string; category: string; reference_number: string | null; issuer: string | null;
  issued_on: string | null; expires_on: string | null; verification: string; note: string | null; expired: boolean; version: number; updated_at: string;
};

const qualificationRows = (db: Queryable, today: string) =>
  db
    .select({
      id: staffQualifications.id, staff_id: staffQualifications.staffId, qualification_id: staffQualifications.qualificationId,
      name: qualifications.name, category: qualifications.category, reference_number: staffQualifications.referenceNumber,
      issuer: staffQualifications.issuer, issued_on: staffQualifications.issuedOn, expires_on: staffQualifications.expiresOn,
      verification: staffQualifications.verification, note: staffQualifications.note,
      expired: sql<boolean>`coalesce(${staffQualifications.expiresOn} < ${today}::date, false)`,
      version: staffQualifications.version, updated_at: staffQualifications.updatedAt,
    })
    .from(staffQualifications)
    .innerJoin(qualifications, eq(qualifications.id, staffQualifications.qualificationId))
    .$dynamic();

const loadQualification = (today: string) => async (db: Queryable, id: number): Promise<StaffQualification | undefined> =>
  (await qualificationRows(db, today).where(eq(staffQualifications.id, id)))[0];

const certificateOut = (row: typeof trainingCertificates.$inferSelect) => ({
  id: row.id, staff_id: row.staffId, topic: row.topic, completed_on: row.completedOn, provider: row.provider,
  certificate_number: row.certificateNumber, expires_on: row.expiresOn, created_at: row.createdAt,
});

async function catalogueEntry(db: Queryable, id: number) {
  const [row] = await db.select(catalogueColumns).from(qualifications).where(eq(qualifications.id, id));
  if (!row) throw notFound('Qualification', id);
  return row;
}

type SaveArgs = Parameters<HandlersFor<typeof staffQualificationCommands>['qualification.save']>[0];

/** The columns a save writes; optional fields left out are cleared, since the form sends the whole record. */
const columnsOf = (a: SaveArgs) => ({
  qualificationId: a.qualification_id, referenceNumber: a.reference_number ?? null, issuer: a.issuer ?? null, issuedOn: a.issued_on ?? null,
  expiresOn: a.expires_on ?? null, verification: a.verification, note: a.note ?? null,
});

async function addQualification(a: SaveArgs, ctx: HandlerContext, today: string) {
  const person = await loadPerson(ctx.db, a.staff_id);
  const kind = await catalogueEntry(ctx.db, a.qualification_id);
  const inserted = await ctx.db.insert(staffQualifications).values({ staffId: person.id, ...columnsOf(a) }).onConflictDoNothing().returning({ id: staffQualifications.id });
  if (!inserted.length) throw conflict(`${fullName(person)} already has ${kind.name} on file: edit that record instead.`);
  const row = (await loadQualification(today)(ctx.db, inserted[0]!.id))!;
  ctx.audit({ entity: 'staff_qualification', entityId: row.id, before: null, after: row });
  return row;
}

export const staffQualificationHandlers: HandlersFor<typeof staffQualificationCommands> = {
  async 'qualification.catalogue'(_args, ctx) {
    return { qualification_list: await ctx.db.select(catalogueColumns).from(qualifications).orderBy(asc(qualifications.category), asc(qualifications.name)) };
  },

  async 'qualification.list'({ staff_id }, ctx) {
    const today = todayIn(ctx.now);
    const person = await loadPerson(ctx.db, staff_id);
    const held = await qualificationRows(ctx.db, today).where(eq(staffQualifications.staffId, staff_id)).orderBy(asc(qualifications.name));
    const certificates = await ctx.db.select().from(trainingCertificates).where(eq(trainingCertificates.staffId, staff_id)).orderBy(desc(trainingCertificates.completedOn), desc(trainingCertificates.id));
    return {
      staff_id,
      position_name: positionName(person),
      qualification_list: held,
      certificate_list: certificates.map(certificateOut),
      missing_required: await missingRequired(ctx.db, person, today),
    };
  },

  async 'qualification.save'(a, ctx) {
    const today = todayIn(ctx.now);
    if (a.id === undefined) return addQualification(a, ctx, today);
    const kind = await catalogueEntry(ctx.db, a.qualification_id);
    const [other] = await ctx.db
      .select({ id: staffQualifications.id })
      .from(staffQualifications)
      .where(and(eq(staffQualifications.staffId, a.staff_id), eq(staffQualifications.qualificationId, a.qualification_id), ne(staffQualifications.id, a.id)));
    if (other) throw conflict(`Applicant ${a.staff_id} already has ${kind.name} on file (record ${other.id}): edit that record instead.`);
    return versionedUpdate(ctx, {
      noun: 'Qualification record',
      id: a.id,
      seen: a.version!,
      load: loadQualification(today),
      table: staffQualifications,
      entity: 'staff_qualification',
      change: (before) => {
        if (before.staff_id !== a.staff_id) throw conflict(`Qualification record ${a.id} belongs to applicant ${before.staff_id}, not ${a.staff_id}.`);
        return columnsOf(a);
      },
    });
  },

  async 'qualification.delete'({ id, version }, ctx) {
    const today = todayIn(ctx.now);
    const before = await loadQualification(today)(ctx.db, id);
    if (!before) throw notFound('Qualification record', id);
    if (before.version !== version) {
      throw conflict(`Qualification record ${id} was changed by someone else (now version ${before.version}, you had ${version}). Reload and try again.`, { current_version: before.version });
    }
    const deleted = await ctx.db.delete(staffQualifications).where(and(eq(staffQualifications.id, id), eq(staffQualifications.version, version))).returning({ id: staffQualifications.id });
    if (!deleted.length) throw conflict(`Qualification record ${id} was changed by someone else just now. Reload and try again.`);
    ctx.audit({ entity: 'staff_qualification', entityId: id, before, after: null });
    return { id, staff_id: before.staff_id };
  },

  async 'qualification.addCertificate'(a, ctx) {
    const person = await loadPerson(ctx.db, a.staff_id);
    const [row] = await ctx.db
      .insert(trainingCertificates)
      .values({ staffId: person.id, topic: a.topic, completedOn: a.completed_on, provider: a.provider, certificateNumber: a.certificate_number ?? null, expiresOn: a.expires_on ?? null })
      .returning();
    const certificate = certificateOut(row!);
    ctx.audit({ entity: 'training_certificate', entityId: certificate.id, before: null, after: certificate });
    return { certificate };
  },

  async 'qualification.deleteCertificate'({ id }, ctx) {
    const [row] = await ctx.db.delete(trainingCertificates).where(eq(trainingCertificates.id, id)).returning();
    if (!row) throw notFound('Training certificate', id);
    ctx.audit({ entity: 'training_certificate', entityId: id, before: certificateOut(row), after: null });
    return { id, staff_id: row.staffId };
  },

  ...applicationQualificationHandlers,
};
