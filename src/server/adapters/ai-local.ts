// The default AI adapter: no network, no account, the same answer every time. Summaries are extractive
// (TextRank, ai-extractive.ts); recommendations apply the rules of ai-fit-rules.ts to the profile, the
// job and what the candidate said, and name every rule that counted.
import type { AiAdapter, AiReason, CandidateProfile, ConversationMessage, JobInfo, Recommendation } from './ai';
import { extractSummary, formatSummary, splitSentences } from './ai-extractive';
import { fitOfScore } from './ai-fit';
import { experienceLabel, experienceYears, MIN_CANDIDATE_MESSAGES, positionFamilies, speechRules, tagRules, yearsWanted } from './ai-fit-rules';

export const LOCAL_MODEL = 'local-extractive';
/** Where every candidate starts; a near-perfect one lands in the 80s, a mismatch in the 20s. */
const BASE_SCORE = 35;

const sameFamily = (a: string, b: string) => positionFamilies.some((f) => f.includes(a) && f.includes(b));
const appliesTo = (roles: readonly string[] | undefined, position: string) => !roles || roles.includes(position);

/** A quote short enough for one line of a reason. */
function quote(sentence: string): string {
  const text = sentence.trim().replace(/\s+/g, ' ');
  return text.length <= 110 ? `“${text}”` : `“${text.slice(0, 107).replace(/\s+\S*$/, '')}…”`;
}

interface Scored extends AiReason {
  weight: number;
}

function profileReasons(profile: CandidateProfile, job: JobInfo): Scored[] {
  const out: Scored[] = [];
  const add = (weight: number, text: string) => out.push({ kind: weight >= 0 ? 'strength' : 'concern', weight, text });

  if (!profile.position) add(-5, `No position on the profile; the job is ${job.position}.`);
  else if (profile.position === job.position) add(15, `Profile position is ${job.position}, the role applied for.`);
  else if (sameFamily(profile.position, job.position)) add(6, `Profile position ${profile.position} is close to ${job.position}.`);
  else add(-15, `Profile position is ${profile.position}; the job is ${job.position}.`);

  const years = experienceYears[profile.experience] ?? 0;
  const wanted = yearsWanted[job.position] ?? 0;
  const band = experienceLabel[profile.experience] ?? profile.experience;
  if (years < wanted) add(-15, `Has ${band}; a ${job.position} role usually wants at least ${wanted} year${wanted === 1 ? '' : 's'}.`);
  else if (years >= 2) add(8, `Has ${band}.`);
  else if (years === 0) add(-5, `Has ${band} yet: check placement hours and training.`);

  if (profile.state === 'Overseas') add(-20, 'Lives overseas: check the visa and an arrival date.');
  else if (profile.state && profile.state !== job.state) add(-15, `Lives in ${profile.state}; the job is in ${job.state}: ask about relocating.`);
  else if (profile.suburb && profile.suburb === job.suburb) add(6, `Lives in ${profile.suburb}, where the job is.`);
  else if (profile.state) add(3, `Lives in ${profile.state}, the job's state.`);

  for (const rule of tagRules) {
    if (profile.tags.includes(rule.tag) && appliesTo(rule.roles, job.position)) add(rule.weight, rule.text);
  }
  return out;
}

function speechReasons(messages: readonly ConversationMessage[], job: JobInfo): Scored[] {
  const said = messages.filter((m) => m.sender === 'candidate');
  if (said.length < MIN_CANDIDATE_MESSAGES) {
    return [{ kind: 'concern', weight: 0, text: said.length === 0 ? 'No screening conversation yet.' : `Only ${said.length} message${said.length === 1 ? '' : 's'} from the candidate so far.` }];
  }
  const out: Scored[] = [];
  const used = new Set<string>();
  for (const sentence of said.flatMap((m) => splitSentences(m.body))) {
    const rule = speechRules.find((r) => !used.has(r.topic) && appliesTo(r.roles, job.position) && r.pattern.test(sentence));
    if (!rule) continue;
    used.add(rule.topic);
    out.push({ kind: rule.kind, weight: rule.weight, text: `${rule.says}: ${quote(sentence)}` });
  }
  return out;
}

export function recommendLocally(profile: CandidateProfile, job: JobInfo, messages: readonly ConversationMessage[]): Recommendation {
  const scored = [...profileReasons(profile, job), ...speechReasons(messages, job)];
  const score = Math.max(0, Math.min(100, Math.round(BASE_SCORE + scored.reduce((s, r) => s + r.weight, 0))));
  // Strengths first, the weightiest first within each kind; a stable order for equal weights.
  const reasons = scored
    .map((r, i) => ({ ...r, i }))
    .sort((a, b) => (a.kind === b.kind ? Math.abs(b.weight) - Math.abs(a.weight) || a.i - b.i : a.kind === 'strength' ? -1 : 1))
    .slice(0, 10)
    .map(({ kind, text }) => ({ kind, text }));
  return { fit: fitOfScore(score), score, reasons, model: LOCAL_MODEL };
}

export const localAi: AiAdapter = {
  model: LOCAL_MODEL,
  async summarise(messages) {
    return { summary: formatSummary(extractSummary(messages)), model: LOCAL_MODEL, message_count: messages.length };
  },
  async recommend({ profile, job, messages }) {
    return recommendLocally(profile, job, messages);
  },
};
