// Resumes and resume assessment for the demo: rules for the main care positions, the recognised names
// and SEEK mapping, and a resume for most recent applicants (their text written from their own details,
// so the scorer and the blur screen have something real to work on). Scores come from the real scorer;
// about half are reviewed, and some carry boxes a recruiter drew. The files are demo files (their
// download is a stand-in page naming the file); 'large' seeds a bounded sample.
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { scoreResume, type AssessmentRules } from '../../../domain/resume-scoring';
import { DEMO_KEY_PREFIX, demoDocument } from '../../adapters/file-store-demo';
import { accounts, attachments, positions, recognisedProviderNames, resumeAssessmentRules, seekRoleMappings, staff, staffResumes } from '../../db/schema';
import { DAY_MS, EPOCH_MS, isoAt } from '../clock';
import type { AreaSeedContext } from './area-seed';
import * as v from './resume-vocabulary';

const SAMPLE = { demo: 600, large: 1_500 } as const;
const CHUNK = 500;

export async function seedResumes(ctx: AreaSeedContext): Promise<Record<string, number>> {
  const { tx } = ctx;
  const rng = ctx.stream('resumes');
  await tx.insert(recognisedProviderNames).values(v.recognisedNames.map(([name, kind]) => ({ name, kind, createdAt: isoAt(EPOCH_MS - 200 * DAY_MS) })));
  const names = v.recognisedNames.map(([n]) => n);

  const all = await tx.select({ id: positions.id, name: positions.name }).from(positions);
  const byName = new Map(all.map((p) => [p.name, p.id]));
  const [admin] = await tx.select({ id: accounts.id, name: accounts.name }).from(accounts).where(eq(accounts.accountType, 'super_account')).orderBy(accounts.id).limit(1);
  const rules = new Map<string, AssessmentRules>();
  for (const [position, r] of Object.entries(v.assessmentRules)) {
    const positionId = byName.get(position);
    if (!positionId) continue;
    rules.set(position, { keywords: r.keywords.map(([term, weight]) => ({ term, weight })), required_qualifications: r.required, min_experience_years: r.years, pass_score: r.pass, recognised_names: names });
    await tx.insert(resumeAssessmentRules).values({
      positionId, keywords: [...rules.get(position)!.keywords], requiredQualifications: r.required, minExperienceYears: r.years, passScore: r.pass,
      updatedById: admin?.id ?? null, updatedByName: admin?.name ?? null, updatedAt: isoAt(EPOCH_MS - 30 * DAY_MS),
    });
  }
  const mappings = v.seekRoles.filter(([, p]) => byName.has(p)).map(([seekRole, p]) => ({ seekRole, positionId: byName.get(p)!, createdAt: isoAt(EPOCH_MS - 90 * DAY_MS) }));
  if (mappings.length) await tx.insert(seekRoleMappings).values(mappings);

  const people = await tx.select().from(staff).orderBy(desc(staff.createdAt), desc(staff.id)).limit(SAMPLE[ctx.scale]);
  const files: (typeof attachments.$inferInsert)[] = [];
  const rows: (Omit<typeof staffResumes.$inferInsert, 'attachmentId'> & { key: string })[] = [];
  for (const person of people) {
    if (!rng.chance(0.8)) continue;
    const years = rng.chance(0.2) ? 0 : rng.int(1, 12);
    const fill = (line: string) => line
      .replaceAll('{first}', person.firstName).replaceAll('{surname}', person.surname).replaceAll('{email}', person.email).replaceAll('{phone}', person.phone)
      .replaceAll('{street}', rng.pick(v.streets)).replaceAll('{suburb}', person.suburb).replaceAll('{state}', person.state).replaceAll('{postcode}', person.postcode)
      .replaceAll('{position}', person.position || 'Care worker').replaceAll('{years}', String(years))
      .replaceAll('{employer}', rng.pick(names.slice(7))).replaceAll('{college}', rng.pick(names.slice(0, 6)));
    const text = [...v.resumeHeader, years ? rng.pick(v.resumeSummaries.slice(0, 3)) : v.resumeSummaries[3], rng.pick(v.resumeSkills), rng.pick(v.resumeQualifications), rng.pick(v.resumeQualifications)].map(fill).join('\n');
    const at = Math.min(EPOCH_MS - DAY_MS, Date.parse(person.createdAt) + rng.int(0, 3) * DAY_MS);
    const fileName = `${person.firstName} ${person.surname} resume.pdf`;
    const key = `${DEMO_KEY_PREFIX}resume-${person.id}.pdf`;
    files.push({
      staffId: person.id, fileName, storageKey: key, mimeType: 'application/pdf',
      sizeBytes: demoDocument(fileName).byteLength, uploadedById: null, uploadedByName: `${person.firstName} ${person.surname}`, createdAt: isoAt(at),
    });
    const rule = rules.get(person.position);
    const reviewed = rule !== undefined && rng.chance(0.5);
    const scored = reviewed ? scoreResume(text, rule) : null;
    const configured = rng.chance(0.15);
    rows.push({
      key, staffId: person.id, isDefault: true, resumeText: text, createdAt: isoAt(at), updatedAt: isoAt(at),
      score: scored?.score ?? null, scoreReasons: scored?.reasons ?? [], reviewed, reviewedAt: reviewed ? isoAt(at + DAY_MS) : null,
      reviewedByName: reviewed ? (admin?.name ?? 'Administrator') : null,
      blurStatus: configured ? 'configured' : 'not_configured',
      blurRegions: configured ? [{ page: 1, x: 0.08, y: 0.05, width: 0.6, height: 0.08 }] : [],
    });
  }
  for (let i = 0; i < files.length; i += CHUNK) {
    const made = await tx.insert(attachments).values(files.slice(i, i + CHUNK)).returning({ id: attachments.id, key: attachments.storageKey });
    const idOf = new Map(made.map((m) => [m.key, m.id]));
    await tx.insert(staffResumes).values(rows.slice(i, i + CHUNK).map(({ key, ...row }) => ({ ...row, attachmentId: idOf.get(key)! })));
  }
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(staffResumes).where(inArray(staffResumes.staffId, people.map((p) => p.id).concat([0])));
  return { staff_resumes: Number(count.n), resume_assessment_rules: rules.size, seek_role_mappings: mappings.length, recognised_provider_names: names.length };
}
