// The columns of commands/reference-check.ts `refereeRow`: the referee, their check's state and dates,
// and the application and applicant they speak for.
import { eq, sql } from 'drizzle-orm';
import type { ReferenceCheckStateCode } from '../../domain/enums/interview';
import type { Queryable } from '../db/open';
import { applications, jobAds, jobReferees, staff } from '../db/schema';
import { staffName } from './staff-keyword';

/** Derived from the dates, so it can never disagree with them. */
export const checkState = sql<ReferenceCheckStateCode>`case
  when ${jobReferees.checkReadAt} is not null then 'read'
  when ${jobReferees.checkAnsweredAt} is not null then 'answered'
  when ${jobReferees.checkSentAt} is not null then 'sent'
  else 'not_sent' end`;

export const refereeRowColumns = {
  id: jobReferees.id,
  application_id: jobReferees.applicationId,
  staff_id: applications.staffId,
  applicant_name: staffName,
  job_title: jobAds.title,
  name: jobReferees.name,
  relationship: jobReferees.relationship,
  organisation: jobReferees.organisation,
  email: jobReferees.email,
  phone: jobReferees.phone,
  check_state: checkState,
  check_sent_at: jobReferees.checkSentAt,
  check_send_count: jobReferees.checkSendCount,
  check_answered_at: jobReferees.checkAnsweredAt,
  check_read_at: jobReferees.checkReadAt,
  created_at: jobReferees.createdAt,
  updated_at: jobReferees.updatedAt,
  version: jobReferees.version,
};

export const refereeRows = (db: Queryable) =>
  db
    .select(refereeRowColumns)
    .from(jobReferees)
    .innerJoin(applications, eq(applications.id, jobReferees.applicationId))
    .innerJoin(staff, eq(staff.id, applications.staffId))
    .innerJoin(jobAds, eq(jobAds.id, applications.jobId));

export const loadRefereeRow = async (db: Queryable, id: number) => (await refereeRows(db).where(eq(jobReferees.id, id)))[0];
