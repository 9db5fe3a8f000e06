// The columns of commands/interview-fields.ts `interviewRow`: the interview, its application, applicant,
// job and provider, and whether a report is written.
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/open';
import { applications, interviewReports, interviews, jobAds, providers, staff } from '../db/schema';
import { staffName } from './staff-keyword';

export const interviewRowColumns = {
  id: interviews.id,
  application_id: interviews.applicationId,
  staff_id: applications.staffId,
  job_id: applications.jobId,
  name: staffName,
  job_title: jobAds.title,
  provider_name: providers.name,
  scheduled_at: interviews.scheduledAt,
  duration_minutes: interviews.durationMinutes,
  mode: interviews.mode,
  location: interviews.location,
  video_link: interviews.videoLink,
  interviewer: interviews.interviewer,
  message: interviews.message,
  attendance: interviews.attendance,
  attendance_at: interviews.attendanceAt,
  application_status: applications.status,
  report_id: interviewReports.id,
  created_at: interviews.createdAt,
  updated_at: interviews.updatedAt,
  version: interviews.version,
};

export const interviewRows = (db: Queryable) =>
  db
    .select(interviewRowColumns)
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(staff, eq(staff.id, applications.staffId))
    .innerJoin(jobAds, eq(jobAds.id, applications.jobId))
    .innerJoin(providers, eq(providers.id, jobAds.providerId))
    .leftJoin(interviewReports, eq(interviewReports.interviewId, interviews.id));

export const loadInterviewRow = async (db: Queryable, id: number) => (await interviewRows(db).where(eq(interviews.id, id)))[0];
