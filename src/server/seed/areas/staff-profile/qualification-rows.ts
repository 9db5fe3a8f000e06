// The qualifications seeded applicants hold and their training certificates: most of what their position
// requires once they reach interviews, all of it (bar the odd expired first aid) once enabled.
import { DAY_MS, YEAR_MS, dateAt, isoAt } from '../../clock';
import { weightedPicker, type Rng } from '../../random';
import type { staffQualifications, trainingCertificates } from '../../../db/schema';
import { along, type SeedPerson } from './form-answers';

type QualificationRow = typeof staffQualifications.$inferInsert;
type CertificateRow = typeof trainingCertificates.$inferInsert;
export interface Kind { id: number; code: string; expires: boolean }

const RTOS = ['TAFE NSW', 'TAFE Queensland', 'Chisholm Institute', 'Box Hill Institute', 'North Metropolitan TAFE', 'TAFE SA', 'Careers Australia', 'Health Skills Australia'];
const UNIVERSITIES = ['Western Sydney University', 'Deakin University', 'Australian Catholic University', 'Curtin University', 'University of Tasmania', 'Griffith University'];
const FIRST_AID = ['St John Ambulance Australia', 'Australian Red Cross', 'Royal Life Saving Society', 'Allens Training'];
const TRAINING = weightedPicker([['Ausmed Education', 30], ['HammondCare Academy', 15], ['Aged Care Training Australia', 25], ['Provider e-learning', 30]]);
const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');

/** Share of required qualifications held, by staff status (none before the interview). */
const HELD: Readonly<Record<number, number>> = { 4: 0.6, 5: 0.75, 6: 0.85, 7: 0.92, 8: 0.95, 9: 0.97, 14: 0.98, 10: 0.99, 12: 0.97, 11: 0.4, 15: 0.5 };

function issuerAndNumber(rng: Rng, code: string): [string, string | null] {
  if (code.startsWith('ahpra')) return ['Ahpra (Nursing and Midwifery Board)', `NMW000${digits(rng, 7)}`];
  if (code === 'bachelor_nursing') return [rng.pick(UNIVERSITIES), null];
  if (code === 'first_aid' || code === 'cpr') return [rng.pick(FIRST_AID), `${digits(rng, 8)}`];
  if (code === 'police_check') return ['Australian Criminal Intelligence Commission (accredited body)', `NPC${digits(rng, 9)}`];
  if (code === 'ndis_worker_screening') return ['State worker screening unit', `${digits(rng, 7)}-${digits(rng, 2)}`];
  if (code === 'wwcc') return ['Office of the Children’s Guardian', `WWC${digits(rng, 7)}E`];
  if (code === 'drivers_licence') return ['State road authority', digits(rng, 8)];
  if (code.endsWith('vaccination')) return ['Australian Immunisation Register', null];
  return [rng.pick(RTOS), `${digits(rng, 6)}`];
}

/** How long a lapsing qualification lasts. */
const lifetime = (code: string) => (code === 'cpr' || code === 'flu_vaccination' || code.startsWith('ahpra') ? 1 : code === 'ndis_worker_screening' ? 5 : 3);

export function qualificationRows(rng: Rng, p: SeedPerson, required: readonly Kind[], desirable: readonly Kind[]): QualificationRow[] {
  const share = HELD[p.status];
  if (share === undefined) return [];
  const held = [...required.filter(() => rng.chance(share)), ...desirable.filter(() => rng.chance(0.25))];
  return held.map((kind) => {
    const [issuer, reference] = issuerAndNumber(rng, kind.code);
    const issuedMs = p.createdMs - rng.int(30, kind.expires ? 330 * lifetime(kind.code) : 3000) * DAY_MS;
    // A few lapse before anyone notices: recruiters chase these.
    const expiresMs = kind.expires ? issuedMs + lifetime(kind.code) * YEAR_MS - (rng.chance(0.06) ? 400 * DAY_MS : 0) : null;
    const verification = p.status <= 5 || p.status === 13 ? (rng.chance(0.5) ? 'pending' : 'verifying') : p.status === 6 && rng.chance(0.3) ? 'verifying' : 'verified';
    const updated = along(p, rng.float(0.2, 0.6));
    return {
      staffId: p.id, qualificationId: kind.id, referenceNumber: reference, issuer, issuedOn: dateAt(issuedMs),
      expiresOn: expiresMs === null ? null : dateAt(expiresMs), verification, note: null,
      createdAt: isoAt(updated), updatedAt: isoAt(updated),
    };
  });
}

export function certificateRows(rng: Rng, p: SeedPerson, topics: readonly string[]): CertificateRow[] {
  return topics.map((topic) => {
    const completed = along(p, rng.float(0.72, 0.97));
    const firstAid = topic === 'first_aid';
    return {
      staffId: p.id, topic, completedOn: dateAt(completed), provider: firstAid ? rng.pick(FIRST_AID) : TRAINING(rng),
      certificateNumber: rng.chance(0.7) ? `${topic.slice(0, 3).toUpperCase()}-${digits(rng, 6)}` : null,
      expiresOn: firstAid ? dateAt(completed + 3 * YEAR_MS) : topic === 'infection_control' ? dateAt(completed + YEAR_MS) : null,
      createdAt: isoAt(completed),
    };
  });
}
