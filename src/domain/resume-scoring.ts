// The resume scorer: applies a position's assessment rules to a resume's text and says, with reasons,
// how well it fits. Pure and deterministic: the resume calls, the outer-candidate import and the
// applicant screens all call `scoreResume` and show its reasons as they are.
//
// Points out of 100: keywords 40 (by weight found), required qualifications 30 (share held),
// experience 20 (years found against the minimum), recognised providers 10 (any named). A resume
// missing a required qualification does not pass, whatever its score.

export const SCORE_WEIGHTS = { keywords: 40, qualifications: 30, experience: 20, recognised: 10 } as const;

export interface KeywordRule {
  term: string;
  /** 1 to 5: how much the keyword counts against the others. */
  weight: number;
}

export interface AssessmentRules {
  keywords: readonly KeywordRule[];
  required_qualifications: readonly string[];
  /** Years of relevant experience wanted; 0 when any will do. */
  min_experience_years: number;
  /** Training organisations and employers whose names count in a resume's favour. */
  recognised_names: readonly string[];
  /** The score at or above which a resume passes (0 to 100). */
  pass_score: number;
}

export interface ScoreReason {
  rule: 'keyword' | 'qualification' | 'experience' | 'recognised';
  met: boolean;
  points: number;
  /** A sentence a recruiter reads: what was looked for and what was found. */
  text: string;
}

export interface ResumeScore {
  score: number;
  passed: boolean;
  reasons: ScoreReason[];
  /** Years of experience read from the text (the largest "N years" it states), or null. */
  experience_years: number | null;
}

/** Lower case, accents kept, every run of non-letters one space: 'Cert. III' ≈ 'cert iii'. */
export function normaliseText(text: string): string {
  return ` ${text.toLowerCase().replace(/[^\p{L}\p{N}+#]+/gu, ' ').trim()} `;
}

/** Whether a phrase occurs as whole words in normalised text. */
export function mentions(normalisedText: string, phrase: string): boolean {
  const p = normaliseText(phrase);
  return p.trim().length > 0 && normalisedText.includes(p);
}

// Common ways a resume writes a qualification, so a rule 'Certificate III in Individual Support' also
// matches 'Cert III Individual Support' and 'CHC33021'.
const QUALIFICATION_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'certificate iii in individual support': ['cert iii individual support', 'cert 3 individual support', 'certificate 3 in individual support', 'chc33015', 'chc33021'],
  'certificate iv in ageing support': ['cert iv ageing support', 'cert 4 ageing support', 'chc43015'],
  'certificate iv in disability': ['cert iv disability', 'chc43115', 'chc43121'],
  'diploma of nursing': ['enrolled nurse', 'hlt54115', 'hlt54121'],
  'bachelor of nursing': ['registered nurse', 'b nursing'],
  'first aid': ['hltaid011', 'hltaid003', 'provide first aid'],
  cpr: ['hltaid009', 'cardiopulmonary resuscitation'],
  'ndis worker screening': ['ndis screening', 'ndis worker check', 'ndis check'],
  'police check': ['police clearance', 'national police check', 'criminal history check'],
};

function holdsQualification(text: string, qualification: string): boolean {
  const key = normaliseText(qualification).trim();
  return [qualification, ...(QUALIFICATION_ALIASES[key] ?? [])].some((q) => mentions(text, q));
}

const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20 };

/** The largest number of years the text claims ('5 years', '3+ yrs', 'two years'), or null. */
export function experienceYearsIn(text: string): number | null {
  let best: number | null = null;
  const pattern = /\b(\d{1,2}(?:\.\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s*\+?\s*(?:years?|yrs?)\b/gi;
  for (const m of text.matchAll(pattern)) {
    const n = WORD_NUMBERS[m[1].toLowerCase()] ?? Number(m[1]);
    if (Number.isFinite(n) && n <= 50 && (best === null || n > best)) best = n;
  }
  return best;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function scoreResume(resumeText: string, rules: AssessmentRules): ResumeScore {
  const text = normaliseText(resumeText);
  const reasons: ScoreReason[] = [];

  // Keywords: the share of keyword weight the resume mentions.
  const totalWeight = rules.keywords.reduce((sum, k) => sum + Math.max(0, k.weight), 0);
  for (const k of rules.keywords) {
    const met = mentions(text, k.term);
    const points = totalWeight > 0 && met ? (SCORE_WEIGHTS.keywords * k.weight) / totalWeight : 0;
    reasons.push({ rule: 'keyword', met, points: round1(points), text: met ? `Mentions "${k.term}".` : `Does not mention "${k.term}".` });
  }
  const keywordPoints = totalWeight > 0 ? reasons.reduce((s, r) => s + (r.rule === 'keyword' ? r.points : 0), 0) : SCORE_WEIGHTS.keywords;

  // Required qualifications: each an equal share.
  let qualificationPoints: number = SCORE_WEIGHTS.qualifications;
  let missingRequired = 0;
  if (rules.required_qualifications.length) {
    const share = SCORE_WEIGHTS.qualifications / rules.required_qualifications.length;
    qualificationPoints = 0;
    for (const q of rules.required_qualifications) {
      const met = holdsQualification(text, q);
      if (met) qualificationPoints += share;
      else missingRequired++;
      reasons.push({ rule: 'qualification', met, points: round1(met ? share : 0), text: met ? `Holds the required ${q}.` : `No sign of the required ${q}.` });
    }
  }

  // Experience: full points at the minimum, in proportion below it.
  const years = experienceYearsIn(resumeText);
  const min = Math.max(0, rules.min_experience_years);
  const experiencePoints = min === 0 ? SCORE_WEIGHTS.experience : Math.min(1, (years ?? 0) / min) * SCORE_WEIGHTS.experience;
  if (min > 0) {
    const met = (years ?? 0) >= min;
    reasons.push({
      rule: 'experience', met, points: round1(experiencePoints),
      text: years === null ? `States no years of experience; ${min} wanted.` : `States ${years} year${years === 1 ? '' : 's'} of experience; ${min} wanted.`,
    });
  }

  // Recognised providers: any one named earns the points.
  const named = rules.recognised_names.filter((n) => mentions(text, n));
  const recognisedPoints = rules.recognised_names.length === 0 ? 0 : named.length ? SCORE_WEIGHTS.recognised : 0;
  if (rules.recognised_names.length) {
    reasons.push({
      rule: 'recognised', met: named.length > 0, points: recognisedPoints,
      text: named.length ? `Names recognised provider${named.length > 1 ? 's' : ''}: ${named.join(', ')}.` : 'Names no recognised training provider or employer.',
    });
  }

  // With no recognised names configured, the other parts share the whole 100.
  const available = 100 - (rules.recognised_names.length ? 0 : SCORE_WEIGHTS.recognised);
  const raw = keywordPoints + qualificationPoints + experiencePoints + recognisedPoints;
  const score = Math.max(0, Math.min(100, Math.round((raw * 100) / available)));
  return { score, passed: score >= rules.pass_score && missingRequired === 0, reasons, experience_years: years };
}
