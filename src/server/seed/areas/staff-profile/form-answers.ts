// What seeded applicants answered on each staff form, and how far their materials, contract and
// onboarding got, following their staff status. Answers follow Australian care-workforce patterns:
// many temporary visa holders on student visas, most casual, HESTA and AustralianSuper common.
import { autoFillVisaCheck } from '../../../../domain/visa-check';
import { DAY_MS, EPOCH_MS, YEAR_MS, dateAt } from '../../clock';
import { weightedPicker, type Rng } from '../../random';

type Answers = Record<string, unknown>;
export interface SeedPerson { id: number; status: number; firstName: string; surname: string; createdMs: number; levelRate: number | null }

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const pickCare = weightedPicker([['residential_care', 60], ['home_care', 25], ['not_specified', 15]]);
const pickBlock = weightedPicker([['weekly', 45], ['fortnightly', 30], ['weekly_time_specify', 15], ['fortnightly_time_specify', 10]]);
const pickStart = weightedPicker([['one_week', 35], ['two_weeks', 35], ['one_month', 20], ['commencement', 10]]);
const pickCovid = weightedPicker([['yes', 86], ['plan', 10], ['refuse', 4]]);
const pickFlu = weightedPicker([['yes', 70], ['plan', 25], ['refuse', 5]]);
const pickMeds = weightedPicker([['certificate', 35], ['training', 30], ['no', 35]]);
const pickNdis = weightedPicker([['yes', 30], ['in_process', 20], ['willing', 40], ['no', 10]]);
const pickPolice = weightedPicker([['police', 55], ['ndis', 10], ['both', 35]]);
const pickLicence = weightedPicker([[4, 60], [5, 15], [3, 10], [0, 15]]);
const pickCitizenship = weightedPicker([[1, 45], [2, 20], [3, 5], [4, 30]]);
const pickTemporary = weightedPicker<[string, string | null]>([
  [['temporary_restricted', '500'], 40], [['temporary_unrestricted', '485'], 25], [['temporary_restricted', '482'], 10],
  [['temporary_restricted', '417'], 8], [['temporary_restricted', '462'], 5], [['no_work_rights', null], 3], [['not_provided', null], 9],
]);
const pickGender = weightedPicker([['not_specified', 80], ['female', 15], ['male', 5]]);
const LANGUAGES = ['Hindi', 'Punjabi', 'Nepali', 'Mandarin', 'Cantonese', 'Vietnamese', 'Tagalog', 'Arabic', 'Greek', 'Italian', 'Spanish', 'Swahili', 'Sinhala', 'Korean'];
const BSBS = ['062-000', '032-000', '083-004', '012-003', '633-000', '484-799', '923-100'];
const SUPER = [['HESTA', 'HES0001AU', 35], ['AustralianSuper', 'STA0100AU', 25], ['Aware Super', 'FSS0100AU', 12], ['Hostplus', 'HOS0100AU', 10], ['Rest Super', 'RES0103AU', 8], ['Australian Retirement Trust', 'QSU0002AU', 10]] as const;
const pickSuper = weightedPicker(SUPER.map((s) => [s, s[2]] as const));
const RELATIONS = ['Partner', 'Mother', 'Father', 'Sister', 'Brother', 'Friend', 'Husband', 'Wife', 'Daughter', 'Son'];
const CONTACT_NAMES = ['Alex', 'Sam', 'Jordan', 'Maria', 'Priya', 'Michael', 'Linh', 'Grace', 'David', 'Fatima', 'Tom', 'Mei'];
const NOTES = [
  'Police check name differs from passport (married name): marriage certificate sighted.',
  'Passport sighted by video call; certified copy on file.',
  'Flu vaccination statement from pharmacy, this season.',
  'Visa grant notice checked on VEVO; conditions noted.',
  'First aid certificate expires soon: reminded to renew.',
];

const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
/** A day in the past of the seed's epoch (a check, a signature); expiries and start dates may lie beyond it. */
const day = (ms: number) => dateAt(Math.min(ms, EPOCH_MS - DAY_MS));

/**
 * A moment `fraction` of the way from someone's sign-up to the day before the seed's epoch: recruitment
 * steps spread over the time they have been with us, in order, whether they joined years or days ago.
 */
export function along(p: SeedPerson, fraction: number): number {
  return p.createdMs + Math.max(DAY_MS, EPOCH_MS - DAY_MS - p.createdMs) * fraction;
}

/** A tax file number with a correct check digit (the ninth, weight 10 ≡ −1 mod 11). */
function taxFileNumber(rng: Rng): string {
  for (;;) {
    const head = digits(rng, 8);
    const sum = [1, 4, 3, 7, 5, 8, 6, 9].reduce((s, w, i) => s + w * Number(head[i]), 0);
    const check = sum % 11;
    if (check < 10) return `${head}${check}`;
  }
}

export function applicationAnswers(rng: Rng): Answers {
  const citizenship = pickCitizenship(rng);
  const [workRights, subclass] = citizenship === 1 ? ['australian_citizen', null] : citizenship === 2 ? ['permanent_unrestricted', null] : citizenship === 3 ? ['temporary_unrestricted', '444'] : pickTemporary(rng);
  const licence = pickLicence(rng);
  const days = rng.shuffle([...DAYS]).slice(0, rng.int(3, 7));
  // Mornings are the most offered, nights the least; everyone names at least one.
  const shifts = ['am', 'pm', 'night'].filter((_, i) => rng.chance([0.8, 0.65, 0.3][i]!));
  return {
    available_days: DAYS.filter((d) => days.includes(d)),
    available_shifts: shifts.length ? shifts : ['am'],
    hours_per_week: 4 * rng.int(4, 12),
    care_setting: pickCare(rng),
    shift_block_pattern: pickBlock(rng),
    start_timing: pickStart(rng),
    covid_vaccination: pickCovid(rng),
    flu_vaccination: pickFlu(rng),
    medication_competency: pickMeds(rng),
    ndis_screening: pickNdis(rng),
    police_check_type: pickPolice(rng),
    driver_licence: licence,
    has_own_car: licence === 4 || licence === 5 ? rng.chance(0.8) : false,
    citizenship,
    work_rights: workRights,
    visa_subclass: subclass === '444' ? null : subclass,
    gender_preference: pickGender(rng),
    languages: rng.chance(0.35) ? ['English', rng.pick(LANGUAGES)] : ['English'],
  };
}

/** Materials: uploaded at 5, reviewed from 6 on. */
export function materialsAnswers(rng: Rng, p: SeedPerson, app: Answers): Answers {
  const reviewed = p.status !== 5 && p.status !== 15;
  const state = () => (reviewed ? (p.status === 6 && rng.chance(0.4) ? 'verifying' : 'verified') : rng.chance(0.5) ? 'pending' : 'verifying');
  const citizen = app.citizenship === 1;
  const docType = citizen ? (rng.chance(0.7) ? 1 : 2) : rng.chance(0.95) ? 4 : 5;
  const policeState = state();
  const fill = autoFillVisaCheck({ citizenship: app.citizenship as never, workRights: app.work_rights as never, visaSubclass: (app.visa_subclass as string | null) ?? null });
  const checked = reviewed || rng.chance(0.4);
  const temporary = fill.temporary;
  const screening = app.police_check_type !== 'police';
  return {
    identity_document_type: docType,
    identity_document_number: docType === 2 ? digits(rng, 10) : `${docType === 1 ? 'P' : 'E'}${String.fromCharCode(65 + rng.int(0, 25))}${digits(rng, 7)}`,
    identity_document_expires_on: docType === 2 ? null : dateAt(EPOCH_MS + rng.int(200, 3000) * DAY_MS),
    identity_verification: state(),
    police_check_state: policeState,
    police_check_number: policeState === 'pending' && rng.chance(0.5) ? null : `NPC${digits(rng, 9)}`,
    police_check_issued_on: day(p.createdMs - rng.int(0, 700) * DAY_MS),
    ndis_screening_number: screening ? `${digits(rng, 7)}-${digits(rng, 2)}` : null,
    ndis_screening_expires_on: screening ? dateAt(p.createdMs + 5 * YEAR_MS - rng.int(0, 400) * DAY_MS) : null,
    visa_check_validity: checked ? fill.validity : null,
    visa_checked_on: checked ? day(along(p, rng.float(0.3, 0.45))) : null,
    visa_expires_on: checked && temporary ? dateAt(EPOCH_MS + rng.int(-20, 900) * DAY_MS) : null,
    visa_conditions: checked ? fill.conditions : null,
    covid_vaccination_evidence: app.covid_vaccination === 'yes' ? state() : 'pending',
    flu_vaccination_evidence: app.flu_vaccination === 'yes' ? state() : 'pending',
    flu_vaccinated_on: app.flu_vaccination === 'yes' ? day(EPOCH_MS - rng.int(30, 200) * DAY_MS) : null,
    reviewer_note: rng.chance(0.15) ? rng.pick(NOTES) : null,
  };
}

/** Contract: sent at 7, signed from 8 on. */
export function contractAnswers(rng: Rng, p: SeedPerson): Answers {
  const employment = weightedPicker([[1, 70], [3, 20], [2, 10]])(rng);
  const rate = p.levelRate ?? 32;
  const sentMs = along(p, rng.float(0.55, 0.65));
  const signed = p.status !== 7;
  const fund = pickSuper(rng);
  const details = signed || rng.chance(0.3);
  return {
    employment_type: employment,
    pay_basis: 2,
    pay_rate: Math.round(rate * (employment === 1 ? 1.25 : 1) * 100) / 100,
    start_date: dateAt(sentMs + rng.int(7, 21) * DAY_MS),
    contract_sent_on: day(sentMs),
    contract_signed_on: signed ? day(along(p, rng.float(0.66, 0.72))) : null,
    tax_file_number: details ? taxFileNumber(rng) : null,
    tax_declaration: details ? ['tax_free_threshold', 'hecs_or_help', 'student_startup_loan'].filter((_, i) => rng.chance([0.85, 0.2, 0.05][i]!)) : null,
    bank_account_name: details ? `${p.firstName} ${p.surname}` : null,
    bank_bsb: details ? rng.pick(BSBS) : null,
    bank_account_number: details ? digits(rng, rng.int(8, 9)) : null,
    super_fund_name: details ? fund[0] : null,
    super_fund_usi: details ? fund[1] : null,
    super_member_number: details ? digits(rng, rng.int(7, 10)) : null,
    emergency_contact_name: details ? `${rng.pick(CONTACT_NAMES)} ${p.surname}` : null,
    emergency_contact_relationship: details ? rng.pick(RELATIONS) : null,
    emergency_contact_phone: details ? `04${digits(rng, 8)}` : null,
    emergency_contact_email: details && rng.chance(0.4) ? `${rng.pick(CONTACT_NAMES).toLowerCase()}.${p.surname.toLowerCase().replace(/[^a-z]/g, '')}@example.com` : null,
  };
}

/** Onboarding: started at 9, done from 14 on. */
export function onboardingAnswers(rng: Rng, p: SeedPerson, topics: readonly string[], facility: string): Answers {
  const done = p.status !== 9;
  const trained = done ? (rng.chance(0.95) ? topics : topics.slice(0, 8)) : topics.slice(0, rng.int(2, 8));
  const inductionMs = along(p, rng.float(0.8, 0.92));
  const size = weightedPicker([['s', 15], ['m', 30], ['l', 25], ['xl', 15], ['xs', 5], ['2xl', 7], ['3xl', 3]])(rng);
  const enabled = p.status === 10 || p.status === 12;
  return {
    mandatory_training_done: trained,
    induction_completed_on: done ? day(inductionMs) : null,
    induction_facility: facility,
    orientation_shift_on: done || rng.chance(0.5) ? dateAt(inductionMs + rng.int(1, 7) * DAY_MS) : null,
    buddy_name: done || rng.chance(0.5) ? `${rng.pick(CONTACT_NAMES)} (${rng.chance(0.5) ? 'senior PCW' : 'RN'})` : null,
    uniform_size: size,
    uniform_issued: done || rng.chance(0.3),
    id_badge_issued: done ? rng.chance(0.97) : rng.chance(0.2),
    app_account_created: enabled || (done && rng.chance(0.6)),
    policies_acknowledged: done || rng.chance(0.6),
    onboarding_note: rng.chance(0.1) ? 'Prefers morning shifts for the first month while finishing placement hours.' : null,
  };
}
