import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { mandatoryTraining } from '../../../domain/enums/candidate';
import type { Queryable } from '../../db/open';
import {
  applicationQualificationChecks, applications, facilities, jobAds, positionLevels, positionQualifications, positions, qualifications, staff, staffForms,
  staffQualifications, trainingCertificates, visaCheckRecords,
} from '../../db/schema';
import { DAY_MS, EPOCH_MS, isoAt } from '../clock';
import type { AreaSeedContext } from './area-seed';
import { levelRate, positionSeeds, qualificationSeeds } from './staff-profile/catalogue';
import { along, applicationAnswers, contractAnswers, materialsAnswers, onboardingAnswers, type SeedPerson } from './staff-profile/form-answers';
import { certificateRows, qualificationRows, type Kind } from './staff-profile/qualification-rows';

/** Statuses whose forms exist, by form: the application once applied, materials from 5, contract from 7, onboarding from 9. */
const HAS_APPLICATION = new Set([2, 16, 3, 13, 4, 5, 6, 7, 8, 9, 14, 10, 12, 11, 15]);
const HAS_MATERIALS = new Set([5, 6, 7, 8, 9, 14, 10, 12]);
const HAS_CONTRACT = new Set([7, 8, 9, 14, 10, 12]);
const HAS_ONBOARDING = new Set([9, 14, 10, 12]);
/** Applications far enough along that a recruiter checks the job's qualifications. */
const CHECKED_APPLICATIONS = [6, 7, 8, 10, 12, 14, 16, 17, 20, 23, 24];
/** 'large' seeds the profile of one person in this many (the demo seeds everyone). */
const LARGE_SAMPLE_EVERY = 20;
const CHUNK = 500;
const RECRUITERS = ['Olivia Brennan', 'Raj Malhotra', 'Sophie Tran', 'Liam O’Connor'];

async function insertChunked<T extends PgTable>(tx: Queryable, table: T, rows: T['$inferInsert'][]) {
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(table).values(rows.slice(i, i + CHUNK) as never);
}

/** Positions, levels, the qualification catalogue and each position's requirements. */
async function seedCatalogue(tx: Queryable) {
  const kinds = await tx.insert(qualifications).values(qualificationSeeds.map(([code, name, category, expires]) => ({ code, name, category, expires }))).returning();
  const kindByCode = new Map(kinds.map((k) => [k.code, k]));
  // Set up a year before the epoch; rates last moved with the award increase of 1 July.
  const createdAt = isoAt(EPOCH_MS - 365 * DAY_MS);
  const july = new Date(EPOCH_MS);
  const rateDay = isoAt(Date.UTC(july.getUTCMonth() >= 6 ? july.getUTCFullYear() : july.getUTCFullYear() - 1, 6, 1));
  const rows = await tx
    .insert(positions)
    .values(positionSeeds.map((p, i) => ({ name: p.name, category: p.category, description: p.description, sortOrder: i, createdAt, updatedAt: createdAt })))
    .returning();
  const levels = rows.flatMap((row, i) => {
    const seed = positionSeeds[i]!;
    return Array.from({ length: seed.levels }, (_, l) => ({ positionId: row.id, level: l + 1, hourlyRate: levelRate(seed.hourly, l + 1, seed.levels), updatedAt: rateDay }));
  });
  await tx.insert(positionLevels).values(levels);
  const wanted = rows.flatMap((row, i) => {
    const seed = positionSeeds[i]!;
    return [...seed.required.map((code) => [code, true] as const), ...seed.desirable.map((code) => [code, false] as const)].map(([code, required]) => ({
      positionId: row.id, qualificationId: kindByCode.get(code)!.id, required,
    }));
  });
  await tx.insert(positionQualifications).values(wanted);
  return { kinds: kinds.length, positions: rows.length, levels: levels.length, requirements: wanted.length };
}

/**
 * Pay levels for everyone from a sent contract on (a contract names the level); lower levels are the
 * most common. One statement, deterministic by id, so 'large' stays quick.
 */
async function assignLevels(tx: Queryable) {
  await tx.execute(sql`
    update ${staff} s set level_id = l.id
    from (select pl.id, lower(p.name) as position, pl.level, count(*) over (partition by p.id) as n
          from ${positionLevels} pl join ${positions} p on p.id = pl.position_id) l
    where l.position = lower(s.position)
      and (s.status in (10, 12) or (s.status in (7, 8, 9, 14) and s.id % 10 <> 0))
      and l.level = 1 + floor(power(((s.id * 7919) % 1000) / 1000.0, 1.7) * l.n)::int`);
}

export async function seedStaffProfile({ tx, scale, stream }: AreaSeedContext): Promise<Record<string, number>> {
  const catalogue = await seedCatalogue(tx);
  await assignLevels(tx);

  const people = await tx
    .select({ id: staff.id, status: staff.status, firstName: staff.firstName, surname: staff.surname, createdAt: staff.createdAt, positionId: positions.id, rate: positionLevels.hourlyRate })
    .from(staff)
    .leftJoin(positions, eq(sql`lower(${positions.name})`, sql`lower(${staff.position})`))
    .leftJoin(positionLevels, eq(positionLevels.id, staff.levelId))
    .where(scale === 'large' ? sql`${staff.id} % ${LARGE_SAMPLE_EVERY} = 0` : undefined)
    .orderBy(asc(staff.id));
  const requirements = await tx
    .select({ positionId: positionQualifications.positionId, required: positionQualifications.required, id: qualifications.id, code: qualifications.code, expires: qualifications.expires })
    .from(positionQualifications)
    .innerJoin(qualifications, eq(qualifications.id, positionQualifications.qualificationId))
    .orderBy(asc(qualifications.id));
  const kindsOf = (positionId: number | null, required: boolean): Kind[] => requirements.filter((r) => r.positionId === positionId && r.required === required);
  const facilityNames = (await tx.select({ name: facilities.name }).from(facilities).orderBy(asc(facilities.id)).limit(60)).map((f) => f.name);

  const formRng = stream('staff-profile/forms');
  const qualRng = stream('staff-profile/qualifications');
  const forms: (typeof staffForms.$inferInsert)[] = [];
  const held: (typeof staffQualifications.$inferInsert)[] = [];
  const certificates: (typeof trainingCertificates.$inferInsert)[] = [];
  const visaChecks: (typeof visaCheckRecords.$inferInsert)[] = [];
  const topics = mandatoryTraining.codes as readonly string[];

  for (const row of people) {
    const p: SeedPerson = { id: row.id, status: row.status, firstName: row.firstName, surname: row.surname, createdMs: Date.parse(row.createdAt), levelRate: row.rate };
    const savedAt = (fraction: number) => isoAt(along(p, Math.min(0.99, fraction + formRng.float(0, 0.05))));
    const form = (name: string, data: Record<string, unknown>, fraction: number) =>
      forms.push({ staffId: p.id, form: name, data, version: formRng.int(1, 4), updatedAt: savedAt(fraction) });
    // A fifth of early applicants applied with a resume alone (quick apply) and have no application form yet.
    const quick = [2, 16, 3].includes(p.status) && formRng.chance(0.2);
    if (HAS_APPLICATION.has(p.status) && !quick && !((p.status === 11 || p.status === 15) && formRng.chance(0.35))) {
      const app = applicationAnswers(formRng);
      form('application', app, 0.02);
      if (HAS_MATERIALS.has(p.status)) {
        const materials = materialsAnswers(formRng, p, app);
        form('materials', materials, 0.45);
        if (materials.visa_check_validity) {
          visaChecks.push({
            staffId: p.id, source: formRng.chance(0.7) ? 'auto' : 'manual', citizenship: app.citizenship as number, workRights: app.work_rights as string,
            visaSubclass: (app.visa_subclass as string | null) ?? null, validity: materials.visa_check_validity as string, conditions: materials.visa_conditions as string,
            checkedByName: formRng.pick(RECRUITERS), checkedAt: `${materials.visa_checked_on as string}T0${formRng.int(0, 6)}:${formRng.int(10, 59)}:00.000Z`,
          });
        }
      }
      if (HAS_CONTRACT.has(p.status)) form('contract', contractAnswers(formRng, p), 0.72);
      if (HAS_ONBOARDING.has(p.status)) {
        const onboarding = onboardingAnswers(formRng, p, topics, formRng.pick(facilityNames.length ? facilityNames : ['Head office']));
        form('onboarding', onboarding, 0.93);
        certificates.push(...certificateRows(qualRng, p, onboarding.mandatory_training_done as string[]));
      }
    }
    held.push(...qualificationRows(qualRng, p, kindsOf(row.positionId, true), kindsOf(row.positionId, false)));
  }
  await insertChunked(tx, staffForms, forms);
  await insertChunked(tx, staffQualifications, held);
  await insertChunked(tx, trainingCertificates, certificates);
  await insertChunked(tx, visaCheckRecords, visaChecks);
  const checks = await seedApplicationChecks(tx, stream, scale);
  return {
    qualifications: catalogue.kinds, positions: catalogue.positions, position_levels: catalogue.levels, position_qualifications: catalogue.requirements,
    staff_forms: forms.length, staff_qualifications: held.length, training_certificates: certificates.length, visa_check_records: visaChecks.length,
    application_qualification_checks: checks,
  };
}

/** About three in five applications past the interview have their qualification checks saved. */
async function seedApplicationChecks(tx: Queryable, stream: AreaSeedContext['stream'], scale: AreaSeedContext['scale']): Promise<number> {
  const rng = stream('staff-profile/application-checks');
  const apps = await tx
    .select({ id: applications.id, staffId: applications.staffId, position: jobAds.position, updatedAt: applications.updatedAt })
    .from(applications)
    .innerJoin(jobAds, eq(jobAds.id, applications.jobId))
    .where(and(inArray(applications.status, CHECKED_APPLICATIONS), scale === 'large' ? sql`${applications.staffId} % ${LARGE_SAMPLE_EVERY} = 0` : undefined))
    .orderBy(asc(applications.id));
  const asked = await tx
    .select({ position: positions.name, id: positionQualifications.qualificationId })
    .from(positionQualifications)
    .innerJoin(positions, eq(positions.id, positionQualifications.positionId));
  const held = new Set((await tx.select({ staffId: staffQualifications.staffId, id: staffQualifications.qualificationId }).from(staffQualifications)).map((h) => `${h.staffId}:${h.id}`));
  const rows = apps
    .filter(() => rng.chance(0.6))
    .map((a) => ({
      applicationId: a.id,
      items: asked.filter((q) => q.position === a.position).map((q) => {
        const has = held.has(`${a.staffId}:${q.id}`);
        return { qualification_id: q.id, met: has && rng.chance(0.95), note: !has && rng.chance(0.3) ? 'Enrolled, completing in the next intake.' : null };
      }),
      version: rng.int(1, 3),
      updatedAt: a.updatedAt,
    }));
  await insertChunked(tx, applicationQualificationChecks, rows);
  return rows.length;
}
