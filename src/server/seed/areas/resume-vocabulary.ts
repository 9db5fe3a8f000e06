// What the demo's resumes, rules and mappings are made of: how Australian care workers write a resume,
// the training organisations and employers recruiters recognise, and SEEK's role titles.

export const recognisedNames: readonly (readonly [name: string, kind: 'training' | 'employer'])[] = [
  ['TAFE NSW', 'training'], ['TAFE Queensland', 'training'], ['Chisholm Institute', 'training'], ['Box Hill Institute', 'training'],
  ['Swinburne University', 'training'], ['Australian Catholic University', 'training'], ['Careers Australia', 'training'],
  ['Bupa Aged Care', 'employer'], ['Regis Aged Care', 'employer'], ['Uniting', 'employer'], ['Anglicare', 'employer'],
  ['BlueCare', 'employer'], ['Estia Health', 'employer'], ['Opal HealthCare', 'employer'], ['Baptistcare', 'employer'],
];

/** Rules per position name: keywords with weights, required qualifications, minimum years, pass score. */
export const assessmentRules: Readonly<Record<string, { keywords: [string, number][]; required: string[]; years: number; pass: number }>> = {
  'Personal Care Worker': {
    keywords: [['dementia', 3], ['manual handling', 2], ['personal care', 2], ['palliative care', 1], ['medication', 1], ['hoist', 1]],
    required: ['Certificate III in Individual Support', 'First Aid'], years: 1, pass: 60,
  },
  'Assistant in Nursing': {
    keywords: [['acute', 2], ['observations', 2], ['dementia', 2], ['manual handling', 1], ['wound care', 1]],
    required: ['Certificate III in Individual Support'], years: 1, pass: 55,
  },
  'Disability Support Worker': {
    keywords: [['NDIS', 3], ['behaviour support', 2], ['community access', 2], ['personal care', 1], ['autism', 1]],
    required: ['NDIS Worker Screening', 'First Aid'], years: 1, pass: 60,
  },
  'Registered Nurse': {
    keywords: [['AHPRA', 3], ['clinical', 2], ['care plans', 2], ['medication management', 2], ['wound care', 1], ['aged care', 1]],
    required: ['Bachelor of Nursing'], years: 2, pass: 65,
  },
  'Enrolled Nurse': {
    keywords: [['AHPRA', 3], ['medication', 2], ['wound care', 2], ['aged care', 1]],
    required: ['Diploma of Nursing'], years: 1, pass: 60,
  },
  'Home Care Worker': {
    keywords: [['home care', 3], ['driver', 2], ['domestic assistance', 2], ['personal care', 1], ['transport', 1]],
    required: ['Certificate III in Individual Support', 'Police Check'], years: 1, pass: 55,
  },
};

export const seekRoles: readonly (readonly [seek: string, position: string])[] = [
  ['Aged Care Worker', 'Personal Care Worker'], ['Personal Carer', 'Personal Care Worker'], ['Care Worker', 'Personal Care Worker'],
  ['AIN', 'Assistant in Nursing'], ['Assistant in Nursing (AIN)', 'Assistant in Nursing'],
  ['Disability Support Worker', 'Disability Support Worker'], ['Support Worker (NDIS)', 'Disability Support Worker'],
  ['Registered Nurse - Aged Care', 'Registered Nurse'], ['RN', 'Registered Nurse'], ['Enrolled Nurse (EN)', 'Enrolled Nurse'],
  ['Community Support Worker', 'Home Care Worker'], ['In Home Carer', 'Home Care Worker'], ['Cook - Aged Care', 'Cook'],
];

/** Lines a resume is made of; {first} {surname} {email} {phone} {suburb} {state} {postcode} {years} {employer} {college}. */
export const resumeHeader = ['{first} {surname}', '{email} | {phone}', '{street} {suburb} {state} {postcode}'];
export const resumeSummaries = [
  'Caring and reliable {position} with {years} years of experience in residential aged care.',
  '{position} with {years} years supporting older people and people with disability in their homes.',
  'Compassionate {position}; {years} years of personal care, dementia support and palliative care.',
  'Recently qualified {position} who completed a placement of 120 hours at {employer}.',
];
export const resumeSkills = [
  'Skills: manual handling, hoist transfers, personal care, medication prompting.',
  'Skills: dementia care, behaviour support, community access, NDIS plans.',
  'Skills: wound care, observations, care plans, medication management.',
  'Skills: home care, domestic assistance, transport, meal preparation; driver licence.',
];
export const resumeQualifications = [
  'Certificate III in Individual Support (CHC33021), {college}.',
  'Cert III Individual Support, {college}; HLTAID011 Provide First Aid.',
  'Diploma of Nursing, {college}; AHPRA registered.',
  'Bachelor of Nursing, Australian Catholic University; AHPRA registered.',
  'NDIS Worker Screening check; National police check; First Aid and CPR.',
];
export const streets = ['12 Church Street', '4/18 Station Road', '77 Victoria Avenue', '9 Wattle Place', '150 George Street', '23 Banksia Crescent'];
