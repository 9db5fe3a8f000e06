// What the assignment check needs to know, read for one shift and many people at once (a search page,
// the palette's suggestions, one assignment): the people, their other shifts near this one, the
// provider's block list, the credentials the shift's position requires and the training its family needs.
import { and, eq, exists, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { checkAssignment, sortConflicts, type AssignmentFacts, type Conflict } from '../../domain/assignment-check';
import { MIN_REST_HOURS, trainingByPositionCategory } from '../../domain/assignment-rules';
import { mandatoryTraining } from '../../domain/enums/candidate';
import { stateTimeZone } from '../../domain/state-time-zones';
import { notFound } from '../app-error';
import type { Queryable } from '../db/open';
import {
  facilities, positionQualifications, positions, providerBlockedStaff, providers, qualifications, shifts, shiftWorkers, staff, staffQualifications, trainingCertificates,
} from '../db/schema';
import { staffName } from './staff-keyword';
import { shiftStatusSql } from './shift-status';

const HOUR_MS = 3_600_000;

export interface ShiftFacts {
  id: number;
  providerId: number;
  providerName: string;
  facilityId: number;
  facilityName: string;
  state: string;
  position: string;
  startsAt: string;
  endsAt: string;
  breakMinutes: number;
  canceledAt: string | null;
  workersNeeded: number;
  /** Credentials the order asks for beyond its position's: qualification codes or mandatory training topics. */
  competencies: string[];
  levelId: number | null;
  employmentType: number;
  status: 'available' | 'upcoming' | 'in_progress' | 'completed' | 'canceled';
  version: number;
}

export async function loadShift(db: Queryable, id: number, now: Date): Promise<ShiftFacts> {
  const [row] = await db
    .select({
      id: shifts.id, providerId: shifts.providerId, providerName: providers.name, facilityId: shifts.facilityId, facilityName: facilities.name,
      state: facilities.state, position: shifts.position, startsAt: shifts.startsAt, endsAt: shifts.endsAt, breakMinutes: shifts.breakMinutes,
      canceledAt: shifts.canceledAt, workersNeeded: shifts.workersNeeded, competencies: shifts.competencies, levelId: shifts.levelId,
      employmentType: shifts.employmentType, status: shiftStatusSql(now), version: shifts.version,
    })
    .from(shifts)
    .innerJoin(facilities, eq(facilities.id, shifts.facilityId))
    .innerJoin(providers, eq(providers.id, shifts.providerId))
    .where(eq(shifts.id, id));
  if (!row) throw notFound('Shift', id);
  return row;
}

/** The facility's calendar day of an instant (YYYY-MM-DD). */
export function localDay(iso: string, state: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: stateTimeZone(state), year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

export const personColumns = {
  id: staff.id, name: staffName, email: staff.email, phone: staff.phone, position: staff.position, state: staff.state, suburb: staff.suburb, status: staff.status,
};
export type Person = { id: number; name: string; email: string; phone: string; position: string; state: string; suburb: string; status: number };

/** Each person's conflicts with the shift, hard ones first, by staff id. */
export async function checkPeople(db: Queryable, shift: ShiftFacts, people: readonly Person[]): Promise<Map<number, Conflict[]>> {
  const out = new Map<number, Conflict[]>();
  if (!people.length) return out;
  const ids = people.map((p) => p.id);
  const window = MIN_REST_HOURS * HOUR_MS;
  const from = new Date(Date.parse(shift.startsAt) - window).toISOString();
  const to = new Date(Date.parse(shift.endsAt) + window).toISOString();

  const [others, blocks, position] = await Promise.all([
    db
      .select({ staffId: shiftWorkers.staffId, id: shifts.id, startsAt: shifts.startsAt, endsAt: shifts.endsAt, facilityName: facilities.name })
      .from(shiftWorkers)
      .innerJoin(shifts, eq(shifts.id, shiftWorkers.shiftId))
      .innerJoin(facilities, eq(facilities.id, shifts.facilityId))
      .where(and(inArray(shiftWorkers.staffId, ids), isNull(shifts.canceledAt), ne(shifts.id, shift.id), lt(shifts.startsAt, to), gt(shifts.endsAt, from))),
    db
      .select({ staffId: providerBlockedStaff.staffId, reason: providerBlockedStaff.reason })
      .from(providerBlockedStaff)
      .where(and(eq(providerBlockedStaff.providerId, shift.providerId), inArray(providerBlockedStaff.staffId, ids))),
    db.select({ id: positions.id, category: positions.category }).from(positions).where(eq(sql`lower(${positions.name})`, shift.position.toLowerCase())),
  ]);
  // What the position requires, and what the order itself asks for (its competencies).
  const byPosition = position[0]
    ? db
      .select({ one: sql`1` })
      .from(positionQualifications)
      .where(and(eq(positionQualifications.positionId, position[0].id), eq(positionQualifications.required, true), eq(positionQualifications.qualificationId, qualifications.id)))
    : undefined;
  const asked = shift.competencies.length ? inArray(qualifications.code, shift.competencies) : undefined;
  const required = byPosition || asked
    ? await db.select({ id: qualifications.id, name: qualifications.name }).from(qualifications).where(or(byPosition ? exists(byPosition) : undefined, asked)).orderBy(qualifications.name)
    : [];
  const trainingCodes = mandatoryTraining.codes as readonly string[];
  const topics = [...new Set([
    ...(position[0] ? (trainingByPositionCategory[position[0].category] ?? []) : []),
    ...shift.competencies.filter((c) => trainingCodes.includes(c)),
  ])];
  const [held, certificates] = await Promise.all([
    required.length
      ? db
        .select({ staffId: staffQualifications.staffId, qualificationId: staffQualifications.qualificationId, expiresOn: staffQualifications.expiresOn, verification: staffQualifications.verification })
        .from(staffQualifications)
        .where(and(inArray(staffQualifications.staffId, ids), inArray(staffQualifications.qualificationId, required.map((r) => r.id))))
      : Promise.resolve([]),
    topics.length
      ? db
        .select({ staffId: trainingCertificates.staffId, topic: trainingCertificates.topic, expiresOn: trainingCertificates.expiresOn })
        .from(trainingCertificates)
        .where(and(inArray(trainingCertificates.staffId, ids), inArray(trainingCertificates.topic, [...topics])))
      : Promise.resolve([]),
  ]);

  const shiftLastDay = localDay(shift.endsAt, shift.state);
  for (const person of people) {
    const facts: AssignmentFacts = {
      shift: { id: shift.id, position: shift.position, startsAt: shift.startsAt, endsAt: shift.endsAt },
      shiftLastDay,
      worker: { id: person.id, name: person.name, status: person.status, position: person.position },
      otherShifts: others.filter((o) => o.staffId === person.id),
      block: blocks.find((b) => b.staffId === person.id) ?? null,
      providerName: shift.providerName,
      required: required.map((r) => {
        const h = held.find((x) => x.staffId === person.id && x.qualificationId === r.id);
        return { name: r.name, held: h ? { expiresOn: h.expiresOn, verification: h.verification } : null };
      }),
      training: topics.map((topic) => {
        // The certificate that lasts longest counts (one without an expiry lasts for ever).
        const mine = certificates.filter((c) => c.staffId === person.id && c.topic === topic);
        const best = mine.sort((a, b) => (a.expiresOn === null ? 1 : b.expiresOn === null ? -1 : a.expiresOn.localeCompare(b.expiresOn))).at(-1);
        return { topic, label: mandatoryTraining.label(topic) ?? topic, held: best ? { expiresOn: best.expiresOn } : null };
      }),
    };
    out.set(person.id, sortConflicts(checkAssignment(facts)));
  }
  return out;
}

export async function loadPerson(db: Queryable, id: number): Promise<Person> {
  const [row] = await db.select(personColumns).from(staff).where(eq(staff.id, id));
  if (!row) throw notFound('Staff', id);
  return row;
}
