import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/open';
import { applications, jobAds, staff } from '../db/schema';
import { staffName } from './staff-keyword';

/** The columns of commands/application.ts `applicationRow`, joined from the three tables. */
export const applicationRowColumns = {
  id: applications.id,
  job_id: applications.jobId,
  job_title: jobAds.title,
  staff_id: applications.staffId,
  name: staffName,
  email: staff.email,
  phone: staff.phone,
  status: applications.status,
  archived: applications.archived,
  applied_at: applications.appliedAt,
  updated_at: applications.updatedAt,
  version: applications.version,
};

export const applicationRows = (db: Queryable) =>
  db
    .select(applicationRowColumns)
    .from(applications)
    .innerJoin(staff, eq(staff.id, applications.staffId))
    .innerJoin(jobAds, eq(jobAds.id, applications.jobId));
