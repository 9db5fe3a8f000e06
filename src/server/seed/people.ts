// Care workers (the staff table): who they are, where they live and how far through recruitment they
// are. Planned first in compact arrays (status, home suburb, sign-up time) that the application
// generator reads later; the rows themselves are built a chunk at a time and then dropped.
import { experienceBands } from '../../domain/enums/candidate';
import { staffStatus, type StaffStatusCode } from '../../domain/enums/staff-status';
import type { staff } from '../db/schema';
import { createdAtFor, dateAt, EPOCH_MS, isoAt, YEAR_MS } from './clock';
import { quotaSequence, Rng, weightedPicker, type Weighted } from './random';
import { stateWeights, suburbsByState, suburbs } from './suburbs';
import { emailDomains, nameGroups, positions, staffTags } from './vocabulary';

export type StaffRow = typeof staff.$inferInsert;

/** Weighted towards the middle of recruitment, where admins spend their day; every code is listed. */
const statusWeights: Readonly<Record<StaffStatusCode, number>> = {
  0: 4, 1: 6, 2: 10, 3: 8, 4: 6, 5: 8, 6: 7, 7: 5, 8: 4, 9: 5, 10: 14, 11: 7, 12: 3, 13: 6, 14: 4, 15: 2, 16: 5,
};

export interface StaffPlan {
  readonly firstId: number;
  readonly count: number;
  readonly status: Int32Array;
  /** Index into `suburbs`. */
  readonly suburb: Uint8Array;
  /** Sign-up time in epoch ms, increasing with the id. */
  readonly createdAt: Float64Array;
}

/** Decides status, home and sign-up time for everyone up front (a few bytes each). */
export function planStaff(rng: Rng, count: number, firstId: number, minPerStatus: number): StaffPlan {
  const weights: Weighted<number> = staffStatus.codes.map((code) => [code, statusWeights[code]]);
  const status = quotaSequence(rng, weights, count, minPerStatus);
  const pickState = weightedPicker(stateWeights);
  const suburb = new Uint8Array(count);
  const createdAt = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    suburb[i] = rng.pick(suburbsByState.get(pickState(rng))!);
    createdAt[i] = createdAtFor(i, count, 3 * 365, rng.next());
  }
  return { firstId, count, status, suburb, createdAt };
}

const pickGroup = weightedPicker(nameGroups);
const pickPosition = weightedPicker(positions);
const pickDomain = weightedPicker<string>([[emailDomains[0], 6], [emailDomains[1], 2], [emailDomains[2], 2]]);
// Aged and disability care is a mostly female workforce.
const pickGender = weightedPicker<1 | 2 | 3>([[2, 76], [1, 20], [3, 4]]);
const pickTagCount = weightedPicker([[0, 35], [1, 30], [2, 20], [3, 10], [4, 5]]);
// Index into experienceBands.codes (no_experience … gte_10yrs), so young people can be capped.
const pickExperience = weightedPicker([10, 8, 8, 10, 16, 24, 15, 9].map((weight, index) => [index, weight] as const));

/** ASCII letters only, so O'Brien and D'Souza give obrien and dsouza. */
const slug = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** The handful of ways people actually spell their address, e.g. priya.nguyen37 or pnguyen. */
const emailPatterns = weightedPicker<(f: string, s: string, yy: string, rng: Rng) => string>([
  [(f, s, _yy, rng) => `${f}.${s}${rng.chance(0.5) ? rng.int(1, 99) : ''}`, 40],
  [(f, s) => `${f}${s}`, 15],
  [(f, s) => `${f[0]}${s}`, 15],
  [(f, s) => `${f}_${s}`, 10],
  [(f, s) => `${f}.${s[0]}`, 5],
  [(f, s) => `${s}.${f}`, 5],
  [(f, _s, yy) => `${f}${yy}`, 10],
]);

export class StaffFactory {
  // Uniqueness is checked, not hoped for: 100,000 people share a few thousand name pairs.
  private readonly emails = new Set<string>();
  private readonly phones = new Set<number>();

  constructor(private readonly rng: Rng, private readonly plan: StaffPlan) {}

  /** Rows [from, to) of the plan. */
  rows(from: number, to: number): StaffRow[] {
    const out: StaffRow[] = [];
    for (let i = from; i < to; i++) out.push(this.row(i));
    return out;
  }

  private row(i: number): StaffRow {
    const { rng, plan } = this;
    const status = plan.status[i];
    const place = suburbs[plan.suburb[i]];
    const gender = pickGender(rng);
    const group = pickGroup(rng);
    const firstNames = gender === 2 ? group.female : gender === 1 ? group.male : rng.chance(0.5) ? group.female : group.male;
    const firstName = rng.pick(firstNames);
    // Some surnames come from another background (marriage, adoption, anglicised names).
    const surname = rng.pick(rng.chance(0.15) ? pickGroup(rng).surnames : group.surnames);
    // Ages 19–69 at the epoch, so they stay within 18–70 for a year either side of it.
    const age = 19 + Math.floor(50 * Math.pow((rng.next() + rng.next()) / 2, 1.1));
    const birthMs = EPOCH_MS - (age + rng.next()) * YEAR_MS;
    const createdAt = plan.createdAt[i];
    // Someone who never verified their email usually never filled in the profile either.
    const profileless = status === 0 && rng.chance(0.5);
    return {
      id: plan.firstId + i,
      firstName,
      surname,
      email: this.email(firstName, surname, dateAt(birthMs).slice(2, 4)),
      phone: this.phone(),
      birthDate: profileless ? null : dateAt(birthMs),
      gender: profileless ? null : gender,
      status,
      position: pickPosition(rng).title,
      experience: experienceBands.codes[Math.min(pickExperience(rng), age < 21 ? 4 : age < 24 ? 5 : 7)],
      suburb: place.name,
      state: place.state,
      postcode: place.postcode,
      tags: this.tags(),
      createdAt: isoAt(createdAt),
      // Most edits happen soon after signing up.
      updatedAt: isoAt(createdAt + (EPOCH_MS - createdAt) * Math.pow(rng.next(), 3)),
    };
  }

  private email(firstName: string, surname: string, yy: string): string {
    const { rng } = this;
    const f = slug(firstName);
    const s = slug(surname);
    let local = emailPatterns(rng)(f, s, yy, rng);
    const domain = pickDomain(rng);
    while (this.emails.has(`${local}@${domain}`)) local = `${f}.${s}${rng.int(1, 9999)}`;
    this.emails.add(`${local}@${domain}`);
    return `${local}@${domain}`;
  }

  /** 04 then 8 digits, stored without spaces (the console groups them 4-3-3 for display). */
  private phone(): string {
    let digits = this.rng.int(0, 99_999_999);
    while (this.phones.has(digits)) digits = this.rng.int(0, 99_999_999);
    this.phones.add(digits);
    return `04${String(digits).padStart(8, '0')}`;
  }

  private tags(): string[] {
    const count = pickTagCount(this.rng);
    if (count === 0) return [];
    return this.rng.shuffle([...staffTags]).slice(0, count);
  }
}
