// Seeded one-way (virtual) interviews: question sets for the common positions (one switched off), and the
// answers applicants recorded after applying for a job whose position asks them.
import type { positionViConfigs, virtualInterviewAnswers, virtualInterviewInvites } from '../../db/schema';
import { DAY_MS, EPOCH_MS, isoAt } from '../clock';
import type { Rng } from '../random';
import { notAfterEpoch, type SeedApplication } from './interview-seed-source';
import { viQuestionBank } from './interview-vocabulary';

type ConfigInsert = typeof positionViConfigs.$inferInsert;
type AnswerInsert = typeof virtualInterviewAnswers.$inferInsert;
type InviteInsert = typeof virtualInterviewInvites.$inferInsert;

/** Which bank questions each position asks, in order; `enabled: false` keeps a set without using it. */
const sets: readonly { position: string; questions: readonly number[]; enabled: boolean; intro: string }[] = [
  { position: 'Personal Care Worker', questions: [0, 1, 2, 4, 3], enabled: true, intro: 'Five short questions about caring for residents. Take a moment to think before each answer.' },
  { position: 'Assistant in Nursing', questions: [0, 2, 4, 5], enabled: true, intro: 'Four questions about working with the nursing team.' },
  { position: 'Disability Support Worker', questions: [0, 6, 2, 3], enabled: true, intro: 'Tell us how you support people to live the life they choose.' },
  { position: 'Home Care Worker', questions: [0, 1, 4, 3], enabled: true, intro: 'Four questions about supporting clients in their own homes.' },
  { position: 'Enrolled Nurse', questions: [0, 5, 4], enabled: true, intro: '' },
  { position: 'Registered Nurse', questions: [0, 5, 1], enabled: true, intro: 'Three questions; the clinical interview follows with the Director of Nursing.' },
  { position: 'Cook', questions: [0, 4, 3], enabled: false, intro: '' },
];

/** Statuses of applicants who were asked to record a one-way interview, and the share who did. */
const recordedShare: Readonly<Record<number, number>> = { 1: 0.2, 2: 0.45, 3: 0.45, 18: 0.4, 5: 0.5, 6: 0.5, 7: 0.45, 26: 0.5, 25: 0.35, 27: 0.35, 28: 0.3, 4: 0.25, 47: 0.25 };

export function planViConfigs(rng: Rng): ConfigInsert[] {
  return sets.map((set) => {
    const at = isoAt(EPOCH_MS - rng.float(40, 220) * DAY_MS);
    return {
      position: set.position,
      questions: set.questions.map((i) => ({ question: viQuestionBank[i].question, max_seconds: viQuestionBank[i].max_seconds })),
      enabled: set.enabled,
      intro: set.intro,
      createdAt: at,
      updatedAt: at,
      version: 1,
    };
  });
}

export function planViAnswers(rng: Rng, apps: readonly SeedApplication[]): AnswerInsert[] {
  const asked = new Map(sets.filter((s) => s.enabled).map((s) => [s.position, s.questions]));
  const rows: AnswerInsert[] = [];
  for (const app of apps) {
    const questions = asked.get(app.position);
    const share = recordedShare[app.status];
    if (!questions || share === undefined || !rng.chance(share)) continue;
    // Most finish; some stop part-way.
    const answered = rng.chance(0.88) ? questions.length : rng.int(1, questions.length - 1);
    let at = app.appliedMs + rng.float(0.1, 3) * DAY_MS;
    if (at + answered * 300_000 >= EPOCH_MS) continue;
    for (let i = 0; i < answered; i++) {
      const q = viQuestionBank[questions[i]];
      const duration = Math.round(q.max_seconds * rng.float(0.35, 0.95));
      at += duration * 1000 + rng.float(30, 150) * 1000;
      rows.push({ applicationId: app.id, position: i + 1, question: q.question, answerText: rng.pick(q.answers), durationSeconds: duration, recordedAt: isoAt(notAfterEpoch(at)) });
    }
  }
  return rows;
}

/**
 * The invitations behind the answers: everyone who recorded was invited first (a few reminded), and most
 * of those still being asked were invited and have not answered yet (some reminded once or twice).
 */
export function planViInvites(rng: Rng, apps: readonly SeedApplication[], answers: readonly AnswerInsert[]): InviteInsert[] {
  const asked = new Set(sets.filter((s) => s.enabled).map((s) => s.position));
  const firstAnswer = new Map<number, number>();
  for (const a of answers) {
    const at = Date.parse(a.recordedAt as string);
    if (!firstAnswer.has(a.applicationId) || at < firstAnswer.get(a.applicationId)!) firstAnswer.set(a.applicationId, at);
  }
  const rows: InviteInsert[] = [];
  for (const app of apps) {
    if (!asked.has(app.position) || recordedShare[app.status] === undefined) continue;
    const answeredAt = firstAnswer.get(app.id);
    if (answeredAt === undefined && !rng.chance(0.75)) continue;
    const first = app.appliedMs + rng.float(0.02, 0.5) * DAY_MS;
    const until = Math.min(answeredAt ?? EPOCH_MS, EPOCH_MS);
    if (first >= until) continue;
    const sends = rng.chance(answeredAt === undefined ? 0.45 : 0.15) ? rng.int(2, 3) : 1;
    const last = sends === 1 ? first : first + (until - first) * rng.float(0.3, 0.9);
    const token = Array.from({ length: 64 }, () => '0123456789abcdef'[rng.int(0, 15)]).join('');
    rows.push({ applicationId: app.id, firstSentAt: isoAt(first), lastSentAt: isoAt(last), sendCount: sends, tokenHash: token, createdAt: isoAt(first), updatedAt: isoAt(last), version: sends });
  }
  return rows;
}
