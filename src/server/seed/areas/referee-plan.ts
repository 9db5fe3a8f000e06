// Seeded referees and their reference checks: applicants who reached an interview name one to three
// referees; the further they got, the more checks were sent, answered and read.
import type { RefereeRelationshipCode } from '../../../domain/enums/interview';
import type { jobReferees, ReferenceAnswers } from '../../db/schema';
import { DAY_MS, EPOCH_MS, isoAt } from '../clock';
import { weightedPicker, type Rng } from '../random';
import { emailDomains, nameGroups } from '../vocabulary';
import { between, type SeedApplication } from './interview-seed-source';
import { referenceAnswers, referenceComments, referenceQuestions, refereeOrganisations } from './interview-vocabulary';

type RefereeInsert = typeof jobReferees.$inferInsert;

interface Stage {
  /** Share of applications that named referees. */
  named: number;
  sent: number;
  answered: number;
  read: number;
}

const late: Stage = { named: 1, sent: 0.92, answered: 0.85, read: 0.7 };
const stages: Readonly<Record<number, Stage>> = {
  5: { named: 0.4, sent: 0.35, answered: 0.3, read: 0.2 },
  26: { named: 0.4, sent: 0.35, answered: 0.3, read: 0.2 },
  6: { named: 1, sent: 0.65, answered: 0.55, read: 0.4 },
  ...Object.fromEntries([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 20, 21, 22, 23, 24, 30, 31].map((s) => [s, late])),
};

const pickCount = weightedPicker([[2, 70], [1, 15], [3, 15]]);
const pickRelationship = weightedPicker<RefereeRelationshipCode>([
  ['direct_manager', 30], ['supervisor', 25], ['team_leader', 20], ['colleague', 10], ['educator', 10], ['client_or_family', 3], ['other', 2],
]);
const pickGroup = weightedPicker(nameGroups);
const RATED = ['Reliability', 'Quality of care', 'Teamwork', 'Communication'];

const hex = (rng: Rng, length: number) => Array.from({ length }, () => rng.int(0, 15).toString(16)).join('');

function answersOf(rng: Rng): ReferenceAnswers {
  const good = rng.chance(0.85);
  const pool = good ? referenceAnswers.good : referenceAnswers.weak;
  return {
    answers: referenceQuestions.map((question, i) => ({ question, answer: rng.pick(pool[i]) })),
    ratings: RATED.map((criterion) => ({ criterion, score: good ? rng.int(4, 5) : rng.int(2, 4) })),
    would_rehire: good ? rng.chance(0.95) : rng.chance(0.6) ? true : rng.chance(0.5) ? false : null,
    comments: rng.pick(referenceComments),
  };
}

function referee(rng: Rng, app: SeedApplication, index: number, stage: Stage): RefereeInsert {
  const group = pickGroup(rng);
  const first = rng.pick(rng.chance(0.6) ? group.female : group.male);
  const surname = rng.pick(group.surnames);
  const local = `${first}.${surname}`.toLowerCase().replace(/[^a-z.]/g, '');
  const created = between(rng, app.appliedMs + 60_000, Math.min(app.appliedMs + 6 * DAY_MS, EPOCH_MS - 60_000));
  const row: RefereeInsert = {
    applicationId: app.id,
    name: `${first} ${surname}`,
    relationship: pickRelationship(rng),
    organisation: rng.pick(refereeOrganisations),
    email: `${local}${index > 0 ? index + 1 : ''}@${rng.pick(emailDomains)}`,
    phone: `04${String(rng.int(0, 99_999_999)).padStart(8, '0')}`,
    checkTokenHash: null,
    checkSentAt: null,
    checkSendCount: 0,
    checkAnsweredAt: null,
    checkAnswers: null,
    checkReadAt: null,
    createdAt: isoAt(created),
    updatedAt: isoAt(created),
    version: 1,
  };
  if (!rng.chance(stage.sent)) return row;
  const window = between(rng, created + 3_600_000, Math.min(Math.max(app.updatedMs, created + 2 * DAY_MS), EPOCH_MS - 3_600_000));
  const sent = Math.min(Math.max(window, created + 60_000), EPOCH_MS - 1_000);
  const sendCount = rng.chance(0.15) ? 2 : 1;
  Object.assign(row, { checkTokenHash: hex(rng, 64), checkSentAt: isoAt(sent), checkSendCount: sendCount, updatedAt: isoAt(sent), version: 2 });
  const answered = sent + rng.float(0.3, 5) * DAY_MS;
  if (answered >= EPOCH_MS || !rng.chance(stage.answered / stage.sent)) return row;
  Object.assign(row, { checkAnsweredAt: isoAt(answered), checkAnswers: answersOf(rng), updatedAt: isoAt(answered) });
  const read = answered + rng.float(0.05, 3) * DAY_MS;
  if (read >= EPOCH_MS || !rng.chance(stage.read / stage.answered)) return row;
  Object.assign(row, { checkReadAt: isoAt(read), checkReadBy: null, updatedAt: isoAt(read), version: 3 });
  return row;
}

export function planReferees(rng: Rng, apps: readonly SeedApplication[]): RefereeInsert[] {
  const rows: RefereeInsert[] = [];
  for (const app of apps) {
    const stage = stages[app.status];
    if (!stage || !rng.chance(stage.named)) continue;
    const count = app.status === 5 || app.status === 26 ? rng.int(1, 2) : pickCount(rng);
    for (let i = 0; i < count; i++) rows.push(referee(rng, app, i, stage));
  }
  return rows;
}
