// Seeded interviews and their reports, following each application's status: pending ones wait in the
// diary (some confirmed, some not), declined and cancelled ones say so, and everyone who got further was
// interviewed, most with a report whose tone matches how far they went.
import type { InterviewAttendanceCode } from '../../../domain/enums/candidate';
import type { InterviewModeCode, InterviewRecommendationCode } from '../../../domain/enums/interview';
import { reportCriteria, reportQuestions } from '../../../domain/interview-templates';
import type { interviewReports, interviews } from '../../db/schema';
import { DAY_MS, EPOCH_MS, isoAt } from '../clock';
import { weightedPicker, type Rng } from '../random';
import { answerNotes, genericNotes, interviewerNames, invitationMessages, reportSummaries } from './interview-vocabulary';
import { between, notAfterEpoch, workdayStart, type SeedApplication } from './interview-seed-source';

type InterviewInsert = typeof interviews.$inferInsert;
type ReportInsert = typeof interviewReports.$inferInsert;
type Quality = 'good' | 'weak' | 'mixed';
type When = 'future' | 'around' | 'past' | 'expired';

interface Plan {
  /** Share of applications in the status that had an interview. */
  share: number;
  when: When;
  attendance: (rng: Rng, future: boolean) => InterviewAttendanceCode;
  /** Share of held interviews with a report, and its tone. */
  report?: { share: number; quality: Quality };
}

const fixed = (a: InterviewAttendanceCode) => () => a;
const pendingAttendance = weightedPicker<InterviewAttendanceCode>([['unconfirmed', 5], ['accepted', 2], ['going', 3]]);
const pastPending = weightedPicker<InterviewAttendanceCode>([['going', 2], ['unconfirmed', 1]]);
const held: Plan = { share: 1, when: 'past', attendance: fixed('interviewed'), report: { share: 0.9, quality: 'good' } };

const plans: Readonly<Record<number, Plan>> = {
  5: { share: 1, when: 'around', attendance: (rng, future) => (future ? pendingAttendance(rng) : pastPending(rng)) },
  26: { share: 1, when: 'future', attendance: fixed('accepted') },
  27: { share: 1, when: 'around', attendance: fixed('not_going') },
  25: { share: 1, when: 'around', attendance: fixed('cancelled') },
  28: { share: 1, when: 'expired', attendance: fixed('unconfirmed') },
  6: { share: 1, when: 'past', attendance: fixed('interviewed'), report: { share: 0.85, quality: 'mixed' } },
  ...Object.fromEntries([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 20, 21, 22, 23, 24, 30, 31].map((s) => [s, held])),
  4: { share: 0.3, when: 'past', attendance: (rng) => (rng.chance(0.3) ? 'not_attending' : 'interviewed'), report: { share: 0.8, quality: 'weak' } },
  47: { share: 0.2, when: 'past', attendance: (rng) => (rng.chance(0.3) ? 'not_attending' : 'interviewed'), report: { share: 0.8, quality: 'weak' } },
  44: { share: 0.2, when: 'past', attendance: fixed('cancelled') },
  45: { share: 0.25, when: 'past', attendance: (rng) => (rng.chance(0.5) ? 'not_going' : 'cancelled') },
};

/** Applications waiting for or past an interview that had an earlier one fall through (rescheduled). */
const RESCHEDULED_SHARE = 0.12;
const pickMode = weightedPicker<InterviewModeCode>([['in_person', 6], ['video', 3], ['phone', 1]]);
const pickDuration = weightedPicker([[30, 6], [45, 3], [60, 1]]);

function scheduledMs(rng: Rng, app: SeedApplication, when: When): number | null {
  const day = (() => {
    switch (when) {
      case 'future': return EPOCH_MS + rng.float(1, 28) * DAY_MS;
      case 'around': return EPOCH_MS + rng.float(-3, 28) * DAY_MS;
      case 'expired': return EPOCH_MS - rng.float(5, 40) * DAY_MS;
      case 'past': {
        const last = notAfterEpoch(Math.max(app.appliedMs + DAY_MS, app.updatedMs - DAY_MS));
        return between(rng, app.appliedMs + 2 * DAY_MS, last);
      }
    }
  })();
  const past = when === 'past' || when === 'expired';
  let start = workdayStart(rng, Math.max(day, app.appliedMs + DAY_MS), app.state, past);
  // A held (or missed) interview ended before the seed's now, a week earlier if need be.
  if (past && start >= EPOCH_MS - 3 * 3_600_000) start -= 7 * DAY_MS;
  // Never before the application: one made too late for a past interview gets none.
  if (start < app.appliedMs + 3 * 3_600_000) start = workdayStart(rng, app.appliedMs + 2 * DAY_MS, app.state);
  return past && start >= EPOCH_MS - 3 * 3_600_000 ? null : start;
}

function videoLink(rng: Rng): string {
  return `https://meet.example.com/${rng.int(100, 999)}-${rng.int(1000, 9999)}-${rng.int(100, 999)}`;
}

function interviewRow(rng: Rng, id: number, app: SeedApplication, when: When, attendanceOf: Plan['attendance']): InterviewInsert | null {
  const start = scheduledMs(rng, app, when);
  if (start === null) return null;
  const future = start > EPOCH_MS;
  const attendance = attendanceOf(rng, future);
  // Invited a few days ahead, after applying, never after the interview or the seed's now.
  const created = Math.min(Math.max(app.appliedMs + 3_600_000, Math.min(start - rng.float(2, 9) * DAY_MS, EPOCH_MS - 2 * DAY_MS)), start - 3_600_000, EPOCH_MS - 3_600_000);
  const duration = pickDuration(rng);
  const end = start + duration * 60_000;
  const attendanceMs =
    attendance === 'unconfirmed' ? null
      : attendance === 'interviewed' || attendance === 'not_attending' ? notAfterEpoch(end + rng.float(0.2, 6) * 3_600_000)
        : notAfterEpoch(between(rng, created, Math.min(start, EPOCH_MS)));
  const mode = pickMode(rng);
  return {
    id,
    applicationId: app.id,
    scheduledAt: isoAt(start),
    durationMinutes: duration,
    mode,
    location: mode === 'in_person' ? app.place : '',
    videoLink: mode === 'video' ? videoLink(rng) : '',
    interviewer: rng.pick(interviewerNames),
    message: rng.pick(invitationMessages),
    attendance,
    attendanceAt: attendanceMs === null ? null : isoAt(attendanceMs),
    providerNotifiedAt: null,
    createdBy: null,
    createdAt: isoAt(created),
    updatedAt: isoAt(attendanceMs ?? created),
    version: attendanceMs === null ? 1 : 2,
  };
}

function recommendationFor(average: number): InterviewRecommendationCode {
  if (average >= 4.4) return 'strongly_recommend';
  if (average >= 3.5) return 'recommend';
  if (average >= 2.8) return 'unsure';
  return 'not_recommend';
}

function reportRow(rng: Rng, interview: InterviewInsert, position: string, quality: Quality): ReportInsert {
  const good = quality === 'good' || (quality === 'mixed' && rng.chance(0.65));
  const questions = reportQuestions(position).slice(0, rng.int(4, 6));
  const answers = questions.map((question) => {
    const notes = answerNotes[question] ?? genericNotes;
    return { question, answer: rng.pick(good ? notes.good : notes.weak) };
  });
  const scores = reportCriteria.map((criterion) => ({
    criterion,
    score: good ? (rng.chance(0.8) ? rng.int(4, 5) : 3) : rng.chance(0.75) ? rng.int(2, 3) : rng.pick([1, 4]),
    comment: '',
  }));
  const average = scores.reduce((sum, s) => sum + s.score, 0) / scores.length;
  const recommendation = recommendationFor(average);
  const held = Date.parse(interview.attendanceAt!);
  const written = between(rng, held + 600_000, Math.min(held + 2 * DAY_MS, EPOCH_MS - 600_000));
  return {
    interviewId: interview.id!,
    answers,
    scores,
    recommendation,
    summary: rng.pick(reportSummaries[recommendation]),
    authorId: null,
    authorName: interview.interviewer.split(',')[0],
    createdAt: isoAt(written),
    updatedAt: isoAt(written),
    version: 1,
  };
}

export interface InterviewPlan {
  interviews: InterviewInsert[];
  reports: ReportInsert[];
}

/** Interviews (ids from `firstId`, in application order) and their reports. */
export function planInterviews(rng: Rng, apps: readonly SeedApplication[], firstId: number): InterviewPlan {
  const out: InterviewPlan = { interviews: [], reports: [] };
  let id = firstId;
  for (const app of apps) {
    const plan = plans[app.status];
    if (!plan || !rng.chance(plan.share)) continue;
    if ((app.status === 5 || app.status === 6) && rng.chance(RESCHEDULED_SHARE)) {
      // The first attempt fell through a week or so before the one the status reflects.
      const earlier = interviewRow(rng, id, { ...app, updatedMs: Math.min(app.updatedMs, EPOCH_MS) - 7 * DAY_MS }, 'past', (r) => (r.chance(0.5) ? 'cancelled' : 'not_attending'));
      if (earlier) (out.interviews.push(earlier), id++);
    }
    const row = interviewRow(rng, id, app, plan.when, plan.attendance);
    if (!row) continue;
    id++;
    out.interviews.push(row);
    if (row.attendance === 'interviewed' && plan.report && rng.chance(plan.report.share)) out.reports.push(reportRow(rng, row, app.position, plan.report.quality));
  }
  return out;
}
