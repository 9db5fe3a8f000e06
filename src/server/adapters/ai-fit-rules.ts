// The local adapter's fit rules, as data: how positions relate, how much experience a role wants, which
// profile tags matter for which roles, and what a candidate's own words in the screening conversation
// say for or against them. Each rule adds to or takes from the score (ai-local.ts starts it at 35).

/** Roles that share most of their work, so experience in one carries to another. */
export const positionFamilies: readonly (readonly string[])[] = [
  ['Registered Nurse', 'Enrolled Nurse', 'Clinical Care Coordinator'],
  ['Personal Care Worker', 'Assistant in Nursing', 'Home Care Worker', 'Disability Support Worker'],
  ['Cleaner', 'Laundry Assistant', 'Kitchen Hand', 'Cook'],
  ['Lifestyle Coordinator', 'Recreational Activities Officer', 'Physiotherapy Assistant'],
];

/** Years of experience each experienceBands code stands for (its middle, roughly). */
export const experienceYears: Readonly<Record<string, number>> = {
  no_experience: 0,
  complete_placement: 0.25,
  lt_6mos: 0.3,
  '6mos_to_1yr': 0.75,
  '1_to_2yrs': 1.5,
  '2_to_5yrs': 3.5,
  '5_to_10yrs': 7,
  gte_10yrs: 10,
};

export const experienceLabel: Readonly<Record<string, string>> = {
  no_experience: 'no paid experience',
  complete_placement: 'a completed placement',
  lt_6mos: 'under 6 months of experience',
  '6mos_to_1yr': '6 months to a year of experience',
  '1_to_2yrs': '1–2 years of experience',
  '2_to_5yrs': '2–5 years of experience',
  '5_to_10yrs': '5–10 years of experience',
  gte_10yrs: '10 or more years of experience',
};

/** Roles that want experience before they hire; the rest train on the job. */
export const yearsWanted: Readonly<Record<string, number>> = {
  'Registered Nurse': 1,
  'Enrolled Nurse': 0.5,
  'Clinical Care Coordinator': 3,
  'Lifestyle Coordinator': 1,
};

const CARE = ['Personal Care Worker', 'Assistant in Nursing', 'Home Care Worker', 'Disability Support Worker', 'Enrolled Nurse', 'Registered Nurse'];

export interface TagRule {
  tag: string;
  /** Roles it matters for; every role when absent. */
  roles?: readonly string[];
  weight: number;
  text: string;
}

export const tagRules: readonly TagRule[] = [
  { tag: 'police check', weight: 5, text: 'Has a police check on file.' },
  { tag: 'flu vaccinated', weight: 3, text: 'Flu vaccination recorded.' },
  { tag: 'first aid', weight: 3, roles: CARE, text: 'Holds first aid.' },
  { tag: 'medication competent', weight: 5, roles: ['Personal Care Worker', 'Assistant in Nursing', 'Home Care Worker', 'Enrolled Nurse'], text: 'Medication competent.' },
  { tag: 'NDIS', weight: 6, roles: ['Disability Support Worker'], text: 'NDIS experience or screening.' },
  { tag: 'driver', weight: 6, roles: ['Home Care Worker', 'Disability Support Worker'], text: 'Drives, which home visits need.' },
  { tag: 'own car', weight: 4, roles: ['Home Care Worker', 'Disability Support Worker'], text: 'Has their own car for client visits.' },
  { tag: 'dementia care', weight: 4, roles: CARE, text: 'Dementia care experience.' },
  { tag: 'palliative care', weight: 3, roles: CARE, text: 'Palliative care experience.' },
  { tag: 'manual handling', weight: 2, roles: CARE, text: 'Manual handling trained.' },
  { tag: 'night shifts', weight: 4, text: 'Works night shifts.' },
  { tag: 'weekend availability', weight: 4, text: 'Available on weekends.' },
];

export interface SpeechRule {
  /** Rules of one topic count once, the first that matches (a police check 'still processing' is not also a police check in hand). */
  topic: string;
  /** Matched against each sentence the candidate said. */
  pattern: RegExp;
  kind: 'strength' | 'concern';
  weight: number;
  /** What the reason says before quoting the candidate. */
  says: string;
  roles?: readonly string[];
}

/** What the candidate's own words say; the first rule a sentence matches counts, each topic once. */
export const speechRules: readonly SpeechRule[] = [
  { topic: 'work_rights', pattern: /\b(student visa|48 hours a fortnight|work restrictions?|visa (expires|runs out|ends))\b/i, kind: 'concern', weight: -8, says: 'Work rights may be limited' },
  { topic: 'police', pattern: /\bpolice (check|clearance)\b.*\b(waiting|applied|in progress|expired|processing)\b|\b(waiting|applied) .*police (check|clearance)/i, kind: 'concern', weight: -3, says: 'Police check not yet in hand' },
  { topic: 'qualification', pattern: /\b(cert(ificate)?\.?\s*(iii|3|iv|4)|diploma of nursing|bachelor of nursing|ahpra)\b/i, kind: 'strength', weight: 8, says: 'Relevant qualification' },
  { topic: 'police', pattern: /\bpolice (check|clearance)\b/i, kind: 'strength', weight: 3, says: 'Police check' },
  { topic: 'ndis', pattern: /\bndis (worker )?screening\b/i, kind: 'strength', weight: 4, says: 'NDIS worker screening' },
  { topic: 'driving', pattern: /\b(no car|don'?t drive|do not drive|no (driver'?s )?licen[cs]e)\b/i, kind: 'concern', weight: -8, says: 'Cannot drive to clients', roles: ['Home Care Worker', 'Disability Support Worker'] },
  { topic: 'driving', pattern: /\b(own car|driver'?s licen[cs]e|full licen[cs]e)\b/i, kind: 'strength', weight: 5, says: 'Can drive to clients', roles: ['Home Care Worker', 'Disability Support Worker'] },
  { topic: 'availability_limit', pattern: /\b(can'?t|cannot|unable to|not able to) (work|do)\b/i, kind: 'concern', weight: -5, says: 'Limits on availability' },
  { topic: 'availability', pattern: /\b(weekends?|nights?|night shifts?|any shift|all shifts|flexible|full[- ]time)\b/i, kind: 'strength', weight: 5, says: 'Availability' },
  { topic: 'start', pattern: /\b(start (immediately|straight away|right away|asap|next week))\b/i, kind: 'strength', weight: 4, says: 'Can start soon' },
  { topic: 'notice', pattern: /\b(\d+|two|three|four|six) weeks'? notice\b/i, kind: 'concern', weight: -2, says: 'Notice period' },
  { topic: 'care_experience', pattern: /\b(dementia|palliative|memory support|behaviours? of concern)\b/i, kind: 'strength', weight: 4, says: 'Relevant care experience' },
];

/** Fewer candidate messages than this is too little to judge by. */
export const MIN_CANDIDATE_MESSAGES = 3;
