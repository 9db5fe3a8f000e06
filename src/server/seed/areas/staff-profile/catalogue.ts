// Positions, their pay levels and the qualifications each asks for, after the roles Australian aged,
// disability and community care providers recruit. Data, not code. Pay follows the seed vocabulary's
// award-like ranges, spread evenly over the levels.
import { positions as vocabularyPositions } from '../../vocabulary';

export interface PositionSeed {
  name: string;
  category: string;
  description: string;
  levels: number;
  hourly: readonly [number, number];
  /** Qualification codes: required, then desirable. */
  required: readonly string[];
  desirable: readonly string[];
}

/** [code, name, category, expires] */
export const qualificationSeeds: readonly (readonly [string, string, string, boolean])[] = [
  ['cert3_individual_support', 'Certificate III in Individual Support (Ageing)', 'certificate', false],
  ['cert4_ageing_support', 'Certificate IV in Ageing Support', 'certificate', false],
  ['cert3_disability', 'Certificate III in Individual Support (Disability)', 'certificate', false],
  ['cert4_disability', 'Certificate IV in Disability', 'certificate', false],
  ['cert3_home_community', 'Certificate III in Individual Support (Home and Community)', 'certificate', false],
  ['diploma_nursing', 'Diploma of Nursing', 'certificate', false],
  ['bachelor_nursing', 'Bachelor of Nursing', 'certificate', false],
  ['ahpra_rn', 'AHPRA registration – Registered Nurse', 'registration', true],
  ['ahpra_en', 'AHPRA registration – Enrolled Nurse', 'registration', true],
  ['first_aid', 'HLTAID011 Provide First Aid', 'certificate', true],
  ['cpr', 'HLTAID009 Provide cardiopulmonary resuscitation', 'certificate', true],
  ['medication_assist', 'HLTHPS006 Assist clients with medication', 'certificate', false],
  ['police_check', 'National Police Check', 'check', true],
  ['ndis_worker_screening', 'NDIS Worker Screening Check', 'check', true],
  ['wwcc', 'Working With Children Check', 'check', true],
  ['drivers_licence', 'Australian driver licence (full or provisional)', 'licence', true],
  ['covid_vaccination', 'COVID-19 vaccination', 'vaccination', false],
  ['flu_vaccination', 'Influenza vaccination (this season)', 'vaccination', true],
  ['food_safety_supervisor', 'Food Safety Supervisor certificate', 'certificate', true],
  ['food_handler', 'Food handler training (SITXFSA005)', 'certificate', false],
  ['cert3_commercial_cookery', 'Certificate III in Commercial Cookery', 'certificate', false],
  ['cert3_cleaning', 'Certificate III in Cleaning Operations', 'certificate', false],
  ['cert4_leisure_health', 'Certificate IV in Leisure and Health', 'certificate', false],
  ['cert4_allied_health', 'Certificate IV in Allied Health Assistance', 'certificate', false],
  ['manual_handling', 'Manual handling training', 'certificate', true],
  ['dementia_care', 'Dementia care training (Dementia Australia)', 'certificate', false],
];

const CHECKS = ['police_check', 'covid_vaccination', 'flu_vaccination'];

const details: Readonly<Record<string, Omit<PositionSeed, 'name' | 'hourly'>>> = {
  'Personal Care Worker': {
    category: 'care', levels: 4, description: 'Daily living support for residents: personal hygiene, mobility, meals and companionship.',
    required: ['cert3_individual_support', 'first_aid', 'cpr', ...CHECKS], desirable: ['medication_assist', 'dementia_care', 'manual_handling'],
  },
  'Assistant in Nursing': {
    category: 'care', levels: 3, description: 'Supports nurses with clinical care under supervision in residential aged care.',
    required: ['cert3_individual_support', 'first_aid', 'cpr', ...CHECKS], desirable: ['medication_assist', 'cert4_ageing_support'],
  },
  'Disability Support Worker': {
    category: 'disability', levels: 4, description: 'Supports NDIS participants at home, in supported independent living and in the community.',
    required: ['cert3_disability', 'first_aid', 'cpr', 'ndis_worker_screening', 'covid_vaccination'], desirable: ['cert4_disability', 'drivers_licence', 'wwcc', 'medication_assist'],
  },
  'Registered Nurse': {
    category: 'nursing', levels: 5, description: 'Leads clinical care on shift: assessments, medication, wound care and care plans.',
    required: ['bachelor_nursing', 'ahpra_rn', 'cpr', ...CHECKS], desirable: ['dementia_care'],
  },
  'Enrolled Nurse': {
    category: 'nursing', levels: 3, description: 'Clinical care and medication rounds under the direction of a registered nurse.',
    required: ['diploma_nursing', 'ahpra_en', 'cpr', ...CHECKS], desirable: ['dementia_care', 'first_aid'],
  },
  'Home Care Worker': {
    category: 'community', levels: 3, description: 'Visits clients on Home Care Packages: personal care, domestic assistance and transport.',
    required: ['cert3_home_community', 'first_aid', 'drivers_licence', ...CHECKS], desirable: ['medication_assist', 'ndis_worker_screening'],
  },
  Cleaner: {
    category: 'support', levels: 2, description: 'Keeps rooms and shared areas clean and infection-safe.',
    required: ['police_check', 'covid_vaccination', 'flu_vaccination'], desirable: ['cert3_cleaning', 'manual_handling'],
  },
  Cook: {
    category: 'hospitality', levels: 3, description: 'Prepares texture-modified and cultural menus for residents with dietary needs.',
    required: ['cert3_commercial_cookery', 'food_safety_supervisor', ...CHECKS], desirable: ['food_handler'],
  },
  'Kitchen Hand': {
    category: 'hospitality', levels: 2, description: 'Food preparation, dishwashing and meal service in a care kitchen.',
    required: ['food_handler', ...CHECKS], desirable: ['manual_handling'],
  },
  'Lifestyle Coordinator': {
    category: 'lifestyle', levels: 2, description: 'Plans the activities calendar, outings and resident wellbeing programs.',
    required: ['cert4_leisure_health', 'first_aid', ...CHECKS], desirable: ['dementia_care', 'drivers_licence'],
  },
  'Laundry Assistant': {
    category: 'support', levels: 2, description: 'Sorts, washes and returns residents’ clothing and linen.',
    required: ['police_check', 'covid_vaccination'], desirable: ['manual_handling'],
  },
  'Recreational Activities Officer': {
    category: 'lifestyle', levels: 2, description: 'Runs group and one-to-one activities: music, exercise, art and outings.',
    required: ['first_aid', ...CHECKS], desirable: ['cert4_leisure_health', 'dementia_care'],
  },
  'Clinical Care Coordinator': {
    category: 'nursing', levels: 2, description: 'Oversees care plans, clinical staff and accreditation for a facility.',
    required: ['bachelor_nursing', 'ahpra_rn', ...CHECKS], desirable: ['dementia_care'],
  },
  'Physiotherapy Assistant': {
    category: 'allied_health', levels: 2, description: 'Runs exercise and falls-prevention programs set by the physiotherapist.',
    required: ['cert4_allied_health', 'first_aid', ...CHECKS], desirable: ['manual_handling'],
  },
};

/** Lifestyle Assistant is recruited but not in the seed's job vocabulary, so it has no applicants yet. */
const extra: PositionSeed = {
  name: 'Lifestyle Assistant', hourly: [29, 33], category: 'lifestyle', levels: 2,
  description: 'Helps the lifestyle team run activities and outings.',
  required: ['first_aid', ...CHECKS], desirable: ['cert4_leisure_health'],
};

export const positionSeeds: readonly PositionSeed[] = [
  ...vocabularyPositions.map(([p]) => {
    const d = details[p.title];
    if (!d) throw new Error(`seed: no position details for ${p.title}`);
    return { name: p.title, hourly: p.hourly, ...d };
  }),
  extra,
];

/** Hourly rate of level `level` (1-based) of `count`, evenly from the bottom to the top of the range. */
export function levelRate(hourly: readonly [number, number], level: number, count: number): number {
  const [min, max] = hourly;
  const step = count > 1 ? (max - min) / (count - 1) : 0;
  return Math.round((min + step * (level - 1)) * 100) / 100;
}
