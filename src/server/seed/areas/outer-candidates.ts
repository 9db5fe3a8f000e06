// Outer candidates for the demo: people a recruiter pulled from job boards, TAFE placement lists and
// careers days. About half are still only imported, a third were invited, and some registered (they are
// then applicants, with the same name and email). Most carry a resume summary; about half are scored.
import { desc, ne } from 'drizzle-orm';
import { outerCandidates, staff } from '../../db/schema';
import { DAY_MS, EPOCH_MS, isoAt } from '../clock';
import type { AreaSeedContext } from './area-seed';

const COUNT = { demo: 64, large: 240 } as const;
const ENABLED = 10;

const firstNames = ['Aroha', 'Mei', 'Oliver', 'Fatima', 'Liam', 'Priya', 'Grace', 'Tane', 'Sofia', 'Nguyen', 'Jack', 'Amelia', 'Hamid', 'Chloe', 'Rahul', 'Isla', 'Kwame', 'Zara', 'Ethan', 'Leilani', 'Ruby', 'Mateo', 'Anh', 'Harper'];
const surnames = ['Ngata', 'Chen', 'Walker', 'Hassan', 'O’Connor', 'Sharma', 'Thompson', 'Tipene', 'Rossi', 'Tran', 'Mitchell', 'Kaur', 'Nguyen', 'Papadopoulos', 'Singh', 'Murphy', 'Mensah', 'Ali', 'Campbell', 'Kealoha', 'Brown', 'Garcia', 'Pham', 'Wilson'];
const positions = ['Personal Care Worker', 'Assistant in Nursing', 'Registered Nurse', 'Enrolled Nurse', 'Disability Support Worker', 'Home Care Worker'];
const places: [suburb: string, state: string, postcode: string][] = [
  ['Parramatta', 'NSW', '2150'], ['Penrith', 'NSW', '2750'], ['Geelong', 'VIC', '3220'], ['Dandenong', 'VIC', '3175'], ['Ipswich', 'QLD', '4305'],
  ['Townsville', 'QLD', '4810'], ['Joondalup', 'WA', '6027'], ['Elizabeth', 'SA', '5112'], ['Launceston', 'TAS', '7250'], ['Belconnen', 'ACT', '2617'],
];
const sources = ['SEEK', 'SEEK', 'Indeed', 'TAFE NSW placement list', 'Careers day – Western Sydney', 'LinkedIn', 'Jora', 'Referral from facility'];
const resumes = [
  'Certificate III in Individual Support (Ageing). {years} years in residential aged care: personal care, manual handling, dementia support. First Aid and CPR current. NDIS Worker Screening cleared.',
  'Certificate IV in Disability. {years} years supporting NDIS participants in community and SIL homes; medication assistance, behaviour support plans, community access. Manual driver licence.',
  'Bachelor of Nursing, AHPRA registered. {years} years on medical wards and in residential aged care; wound care, medication rounds, care planning. Available for night shifts.',
  'Diploma of Nursing (Enrolled Nurse). {years} years in aged care; medication administration, palliative care, clinical handover. Police check current.',
  'Currently completing Certificate III in Individual Support; 120 hours placement at an aged care home. Casual hospitality experience, first aid certificate.',
  'Home care worker, {years} years: domestic assistance, personal care, shopping and appointments with clients in their homes. Own car, comprehensive insurance.',
];
const notes = ['', '', 'Prefers casual shifts near home.', 'Asked about night shifts.', 'Available from January.', 'Wants permanent part-time.'];

export async function seedOuterCandidates({ tx, scale, stream }: AreaSeedContext): Promise<Record<string, number>> {
  const rng = stream('outer-candidates');
  const total = COUNT[scale];
  // Registered ones are recent applicants (not yet enabled) who came in through an invitation.
  const recent = await tx.select({ id: staff.id, first: staff.firstName, surname: staff.surname, email: staff.email, phone: staff.phone, position: staff.position, suburb: staff.suburb, state: staff.state, postcode: staff.postcode, createdAt: staff.createdAt })
    .from(staff).where(ne(staff.status, ENABLED)).orderBy(desc(staff.createdAt)).limit(Math.round(total * 0.15));
  const rows: (typeof outerCandidates.$inferInsert)[] = [];
  const used = new Set<string>();
  for (let i = 0; i < total; i++) {
    const created = EPOCH_MS - rng.int(1, 120) * DAY_MS - rng.int(0, 86_000) * 1000;
    const years = rng.int(1, 12);
    const resumeText = rng.chance(0.85) ? rng.pick(resumes).replace('{years}', String(years)) : '';
    const scored = resumeText !== '' && rng.chance(0.55);
    const score = scored ? Math.min(98, Math.max(22, Math.round(40 + years * 4 + rng.int(-15, 20)))) : null;
    const common = {
      source: rng.pick(sources), note: rng.pick(notes), resumeText,
      resumeScore: score, scoreNote: score === null ? '' : score >= 70 ? 'Strong fit: qualifications and recent aged care experience.' : score >= 50 ? 'Possible fit: check currency of certificates.' : 'Weak fit: little direct care experience.',
      scoredAt: score === null ? null : isoAt(created + rng.int(1, 5) * DAY_MS),
      createdAt: isoAt(created),
    };
    const person = i < recent.length ? recent[i] : null;
    if (person && !used.has(person.email.toLowerCase())) {
      used.add(person.email.toLowerCase());
      const invited = Date.parse(person.createdAt) - rng.int(2, 20) * DAY_MS;
      rows.push({
        ...common, firstName: person.first, surname: person.surname, email: person.email, phone: person.phone, position: person.position,
        suburb: person.suburb, state: person.state, postcode: person.postcode, status: 'registered', invitedAt: isoAt(invited), inviteCount: 1,
        staffId: person.id, createdAt: isoAt(invited - rng.int(1, 10) * DAY_MS),
      });
      continue;
    }
    const first = rng.pick(firstNames);
    const last = rng.pick(surnames);
    let email = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + `${rng.int(1, 99)}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com.au', 'bigpond.com'])}`;
    while (used.has(email)) email = `${rng.int(100, 999)}${email}`;
    used.add(email);
    const [suburb, state, postcode] = rng.pick(places);
    const invited = rng.chance(0.4);
    rows.push({
      ...common, firstName: first, surname: last, email, phone: `04${String(rng.int(10_000_000, 99_999_999))}`, position: rng.pick(positions),
      suburb, state, postcode, status: invited ? 'invited' : 'imported',
      invitedAt: invited ? isoAt(created + rng.int(1, 6) * DAY_MS) : null, inviteCount: invited ? rng.int(1, 2) : 0,
    });
  }
  await tx.insert(outerCandidates).values(rows);
  return { outer_candidates: rows.length };
}
