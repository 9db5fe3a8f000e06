// The score an outer candidate's resume earns under their position's assessment rules (issue 8's
// resume assessment: src/domain/resume-scoring.ts), for a score call that gives none itself.
import { eq, sql } from 'drizzle-orm';
import { scoreResume } from '../../domain/resume-scoring';
import { conflict } from '../app-error';
import type { Queryable } from '../db/open';
import { positions, resumeAssessmentRules } from '../db/schema';
import { recognisedNames } from './resume-rows';

export async function ruleScore(db: Queryable, candidate: { id: number; position: string; resume_text: string }): Promise<{ score: number; note: string }> {
  if (!candidate.resume_text.trim()) throw conflict(`Outer candidate ${candidate.id} has no resume text to score; give a score yourself.`);
  const [row] = await db
    .select({ position: positions.name, rule: resumeAssessmentRules })
    .from(positions)
    .innerJoin(resumeAssessmentRules, eq(resumeAssessmentRules.positionId, positions.id))
    .where(sql`lower(${positions.name}) = lower(${candidate.position})`);
  if (!row) throw conflict(`There are no resume assessment rules for the position '${candidate.position || 'none'}' of outer candidate ${candidate.id}; give a score yourself.`);
  const result = scoreResume(candidate.resume_text, {
    keywords: row.rule.keywords, required_qualifications: row.rule.requiredQualifications, min_experience_years: row.rule.minExperienceYears,
    pass_score: row.rule.passScore, recognised_names: await recognisedNames(db),
  });
  const met = result.reasons.filter((r) => r.met).map((r) => r.text);
  const note = `${result.passed ? 'Passes' : 'Does not pass'} the ${row.position} rules${met.length ? `: ${met.join(' ')}` : '.'}`;
  return { score: result.score, note: note.slice(0, 500) };
}
