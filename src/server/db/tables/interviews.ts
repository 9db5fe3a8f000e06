// Tables of the interviews area: interviews of an application and their reports, recorded one-way
// (virtual) interview answers with the per-position question sets behind them, and referees with the
// reference check each is sent.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InterviewAttendanceCode } from '../../../domain/enums/candidate';
import type { InterviewModeCode, InterviewRecommendationCode, RefereeRelationshipCode } from '../../../domain/enums/interview';
import { createdAt, updatedAt, version } from './columns';
import { accounts, applications } from './core';

/** What a referee answered (reference_check_result's check_result). */
export interface ReferenceAnswers {
  answers: { question: string; answer: string }[];
  ratings: { criterion: string; score: number }[];
  would_rehire: boolean | null;
  comments: string;
}

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** One interview of an application: when, how (place or video link), with whom, and who turned up. */
export const interviews = pgTable('interviews', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(() => applications.id),
  scheduledAt: at('scheduled_at').notNull(),
  durationMinutes: integer('duration_minutes').notNull().default(30),
  /** interviewModes: in_person, video, phone. */
  mode: text('mode').$type<InterviewModeCode>().notNull(),
  location: text('location').notNull().default(''),
  videoLink: text('video_link').notNull().default(''),
  interviewer: text('interviewer').notNull(),
  /** The invitation's words to the applicant. */
  message: text('message').notNull().default(''),
  /** Spec §3 interview attendance. */
  attendance: text('attendance').$type<InterviewAttendanceCode>().notNull().default('unconfirmed'),
  attendanceAt: at('attendance_at'),
  /** Last time the job's provider was sent this interview among the unconfirmed ones. */
  providerNotifiedAt: at('provider_notified_at'),
  createdBy: integer('created_by').references(() => accounts.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [
  index('interviews_application_idx').on(t.applicationId),
  index('interviews_scheduled_idx').on(t.scheduledAt, t.id),
  index('interviews_attendance_scheduled_idx').on(t.attendance, t.scheduledAt, t.id),
]);

/** The interviewer's report: answers to the questions asked, a score per criterion, a recommendation. */
export const interviewReports = pgTable('interview_reports', {
  id: serial('id').primaryKey(),
  interviewId: integer('interview_id').notNull().references(() => interviews.id, { onDelete: 'cascade' }),
  /** [{question, answer}] */
  answers: jsonb('answers').$type<{ question: string; answer: string }[]>().notNull(),
  /** [{criterion, score 1–5, comment}] */
  scores: jsonb('scores').$type<{ criterion: string; score: number; comment: string }[]>().notNull(),
  recommendation: text('recommendation').$type<InterviewRecommendationCode>().notNull(),
  summary: text('summary').notNull().default(''),
  authorId: integer('author_id').references(() => accounts.id),
  authorName: text('author_name').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [uniqueIndex('interview_reports_interview_key').on(t.interviewId)]);

/** The questions a one-way video interview asks for a position, with the time each answer may take. */
export const positionViConfigs = pgTable('position_vi_configs', {
  id: serial('id').primaryKey(),
  position: text('position').notNull(),
  /** [{question, max_seconds}] in the order asked. */
  questions: jsonb('questions').$type<{ question: string; max_seconds: number }[]>().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  intro: text('intro').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [uniqueIndex('position_vi_configs_position_key').on(sql`lower(${t.position})`)]);

/** One recorded answer of an application's one-way interview (the question as it was asked then). */
export const virtualInterviewAnswers = pgTable('virtual_interview_answers', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(() => applications.id),
  position: integer('position').notNull(),
  question: text('question').notNull(),
  answerText: text('answer_text').notNull(),
  durationSeconds: integer('duration_seconds').notNull(),
  recordedAt: at('recorded_at').notNull(),
}, (t) => [uniqueIndex('virtual_interview_answers_application_key').on(t.applicationId, t.position)]);

/**
 * The invitation to record an application's one-way interview: when it first and last went out and how
 * often. Only a hash of the link's token is kept; a resend makes a new token (the old link stops working).
 */
export const virtualInterviewInvites = pgTable('virtual_interview_invites', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(() => applications.id),
  firstSentAt: at('first_sent_at').notNull(),
  lastSentAt: at('last_sent_at').notNull(),
  sendCount: integer('send_count').notNull().default(1),
  tokenHash: text('token_hash').notNull(),
  lastSentBy: integer('last_sent_by').references(() => accounts.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [uniqueIndex('virtual_interview_invites_application_key').on(t.applicationId), index('virtual_interview_invites_sent_idx').on(t.lastSentAt, t.id)]);

/**
 * A referee the applicant named for an application, and the reference check sent to them: one check per
 * referee, so the check is known by the referee's id. Only a hash of the link's token is kept.
 */
export const jobReferees = pgTable('job_referees', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(() => applications.id),
  name: text('name').notNull(),
  /** refereeRelationships */
  relationship: text('relationship').$type<RefereeRelationshipCode>().notNull(),
  organisation: text('organisation').notNull().default(''),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  checkTokenHash: text('check_token_hash'),
  checkSentAt: at('check_sent_at'),
  checkSendCount: integer('check_send_count').notNull().default(0),
  checkAnsweredAt: at('check_answered_at'),
  /** The referee's answers: {answers: [{question, answer}], ratings: [{criterion, score}], would_rehire, comments}. */
  checkAnswers: jsonb('check_answers').$type<ReferenceAnswers>(),
  checkReadAt: at('check_read_at'),
  checkReadBy: integer('check_read_by').references(() => accounts.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [
  index('job_referees_application_idx').on(t.applicationId),
  uniqueIndex('job_referees_token_key').on(t.checkTokenHash),
]);
