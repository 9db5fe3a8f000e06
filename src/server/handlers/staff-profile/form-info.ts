// get_staff_form_info: everything the applicant's Forms tab shows, in one answer (spec §3 'Staff form info').
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ResultOf } from '../../../../commands';
import type { staffFormInfo } from '../../../../commands/staff-forms';
import { staffChecklist } from '../../../domain/staff-forms/checklist';
import type { Queryable } from '../../db/open';
import { applications, staffPrescreenSettings, tags, visaCheckRecords } from '../../db/schema';
import { readForms, shown, type StoredForm } from './form-store';
import { fullName, levelName, loadPerson, positionName, todayIn, type Person } from './person';
import { missingRequired } from './required-qualifications';

const IN_PRESCREEN = 18;
const PRE_SCREEN = 3;

export async function lastVisaCheck(db: Queryable, staffId: number) {
  const [row] = await db.select().from(visaCheckRecords).where(eq(visaCheckRecords.staffId, staffId)).orderBy(desc(visaCheckRecords.checkedAt), desc(visaCheckRecords.id)).limit(1);
  return row ? visaRecordOut(row) : null;
}

export function visaRecordOut(row: typeof visaCheckRecords.$inferSelect) {
  return {
    id: row.id,
    checked_at: row.checkedAt,
    checked_by: row.checkedByName,
    source: row.source as 'auto' | 'manual',
    citizenship: row.citizenship,
    work_rights: row.workRights,
    visa_subclass: row.visaSubclass,
    validity: row.validity,
    conditions: row.conditions,
  };
}

export async function checklistFor(db: Queryable, person: Person, forms: Record<string, StoredForm>, now: Date) {
  const today = todayIn(now);
  const missing = await missingRequired(db, person, today);
  return staffChecklist({
    application: forms.application!.version ? forms.application!.data : null,
    materials: forms.materials!.version ? forms.materials!.data : null,
    contract: forms.contract!.version ? forms.contract!.data : null,
    onboarding: forms.onboarding!.version ? forms.onboarding!.data : null,
    missingQualifications: missing.map((q) => q.name),
    today,
  });
}

export function applicantBasic(person: Person) {
  return {
    id: person.id, first_name: person.firstName, surname: person.surname, name: fullName(person), email: person.email, phone: person.phone,
    birth_date: person.birthDate, gender: person.gender, position: person.position, position_id: person.positionId,
    suburb: person.suburb, state: person.state, postcode: person.postcode, created_at: person.createdAt,
  };
}

export async function staffFormInfoAnswer(db: Queryable, staffId: number, now: Date): Promise<ResultOf<typeof staffFormInfo>> {
  const person = await loadPerson(db, staffId);
  const forms = await readForms(db, person);
  const [apps] = await db
    .select({
      all: count(),
      inPrescreen: sql<number>`count(*) filter (where ${applications.status} = ${IN_PRESCREEN})::int`,
      prescreen: sql<number>`count(*) filter (where ${inArray(applications.status, [PRE_SCREEN, IN_PRESCREEN])})::int`,
    })
    .from(applications)
    .where(eq(applications.staffId, staffId));
  const [setting] = await db.select({ show: staffPrescreenSettings.showToProviders }).from(staffPrescreenSettings).where(eq(staffPrescreenSettings.staffId, staffId));
  const pool = await db.select({ name: tags.name }).from(tags).orderBy(asc(sql`lower(${tags.name})`));
  return {
    staff_id: person.id,
    version: person.version,
    staff_status: person.status,
    level_id: person.levelId,
    level_name: person.level === null ? null : levelName(person.level),
    position_name: positionName(person),
    tag_list: person.tags,
    tag_pool: pool.map((t) => t.name),
    last_visa_check_record: await lastVisaCheck(db, staffId),
    // Applied with a resume alone, never answering the application form.
    all_is_quick_apply: Number(apps?.all ?? 0) > 0 && forms.application.version === 0,
    is_show_inprescreen_to_providers: setting?.show ?? false,
    in_prescreen_num: Number(apps?.inPrescreen ?? 0),
    all_prescreen_num: Number(apps?.prescreen ?? 0),
    applicant_basic: applicantBasic(person),
    form_application: shown(forms.application) as never,
    form_materials: shown(forms.materials) as never,
    form_contract: shown(forms.contract) as never,
    form_onboarding: shown(forms.onboarding) as never,
    checklist_info: await checklistFor(db, person, forms, now),
  };
}
