// Our own people and shifts for the order-staff, timesheet and incident suites: a NSW facility, workers
// who hold every credential a Personal Care Worker shift needs (or lack one on purpose), and shifts at
// chosen hours from now.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { trainingByPositionCategory } from '../../src/domain/assignment-rules';
import type { Queryable } from '../../src/server/db/open';
import { facilities, positionQualifications, positions, qualifications, shifts, staff, staffQualifications, trainingCertificates } from '../../src/server/db/schema';

export const HOUR = 3_600_000;
export const POSITION = 'Personal Care Worker';

export interface Fixture {
  facility: { id: number; providerId: number };
  /** Required qualification ids of the position, by code. */
  required: Map<string, number>;
}

export async function fixture(db: Queryable): Promise<Fixture> {
  const [facility] = await db.select().from(facilities).where(eq(facilities.state, 'NSW')).limit(1);
  const [position] = await db.select().from(positions).where(eq(sql`lower(${positions.name})`, POSITION.toLowerCase()));
  const rows = await db
    .select({ id: qualifications.id, code: qualifications.code })
    .from(positionQualifications)
    .innerJoin(qualifications, eq(qualifications.id, positionQualifications.qualificationId))
    .where(and(eq(positionQualifications.positionId, position.id), eq(positionQualifications.required, true)));
  return { facility: { id: facility.id, providerId: facility.providerId }, required: new Map(rows.map((r) => [r.code, r.id])) };
}

let serial = 0;

/** An enabled Personal Care Worker in NSW holding every credential, except those named in `leaveOut`. */
export async function worker(db: Queryable, f: Fixture, opts: { status?: number; leaveOut?: string[]; expired?: string[]; name?: string } = {}): Promise<number> {
  serial += 1;
  const [first, last] = (opts.name ?? `Test Worker${serial}`).split(' ');
  const [person] = await db
    .insert(staff)
    .values({ firstName: first, surname: last, email: `shift.worker.${serial}.${Date.now()}@example.com`, phone: '0412 000 111', status: opts.status ?? 10, position: POSITION, state: 'NSW', suburb: 'Parramatta' })
    .returning({ id: staff.id });
  const held = [...f.required].filter(([code]) => !opts.leaveOut?.includes(code));
  if (held.length) {
    await db.insert(staffQualifications).values(held.map(([code, id]) => ({
      staffId: person.id, qualificationId: id, verification: 'verified', issuedOn: '2020-01-01', expiresOn: opts.expired?.includes(code) ? '2021-01-01' : '2099-01-01',
    })));
  }
  const topics = trainingByPositionCategory.care ?? [];
  await db.insert(trainingCertificates).values(topics.map((topic) => ({ staffId: person.id, topic, completedOn: '2024-01-01', provider: 'Test RTO' })));
  return person.id;
}

/** A shift at the fixture's facility, `start` hours from now, `length` hours long. */
export async function shift(db: Queryable, f: Fixture, start: number, length = 8, position = POSITION): Promise<number> {
  const now = Date.now();
  const [row] = await db
    .insert(shifts)
    .values({ providerId: f.facility.providerId, facilityId: f.facility.id, position, startsAt: new Date(now + start * HOUR).toISOString(), endsAt: new Date(now + (start + length) * HOUR).toISOString(), breakMinutes: 30 })
    .returning({ id: shifts.id });
  return row.id;
}

export async function removeQualification(db: Queryable, staffId: number, qualificationIds: number[]) {
  await db.delete(staffQualifications).where(and(eq(staffQualifications.staffId, staffId), inArray(staffQualifications.qualificationId, qualificationIds)));
}
