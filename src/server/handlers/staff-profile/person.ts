// The applicant as the profile commands need them: the staff row with their position and pay level.
import { eq, sql } from 'drizzle-orm';
import { notFound } from '../../app-error';
import type { Queryable } from '../../db/open';
import { positionLevels, positions, staff } from '../../db/schema';

export const levelName = (level: number) => `Level ${level}`;

export interface Person {
  id: number;
  firstName: string;
  surname: string;
  email: string;
  phone: string;
  birthDate: string | null;
  gender: number | null;
  status: number;
  position: string;
  positionId: number | null;
  experience: string;
  suburb: string;
  state: string;
  postcode: string;
  tags: string[];
  levelId: number | null;
  level: number | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** The row, or a 404 naming the applicant. */
export async function loadPerson(db: Queryable, id: number): Promise<Person> {
  const [row] = await db
    .select({
      id: staff.id, firstName: staff.firstName, surname: staff.surname, email: staff.email, phone: staff.phone,
      birthDate: staff.birthDate, gender: staff.gender, status: staff.status, position: staff.position,
      positionId: positions.id, experience: staff.experience, suburb: staff.suburb, state: staff.state,
      postcode: staff.postcode, tags: staff.tags, levelId: staff.levelId, level: positionLevels.level,
      createdAt: staff.createdAt, updatedAt: staff.updatedAt, version: staff.version,
    })
    .from(staff)
    .leftJoin(positions, eq(sql`lower(${positions.name})`, sql`lower(${staff.position})`))
    .leftJoin(positionLevels, eq(positionLevels.id, staff.levelId))
    .where(eq(staff.id, id));
  if (!row) throw notFound('Applicant', id);
  return row;
}

/** 'Personal Care Worker · Level 2', or the position alone. */
export function positionName(person: { position: string; level: number | null }): string {
  const position = person.position || 'No position';
  return person.level === null ? position : `${position} · ${levelName(person.level)}`;
}

/** Dates are compared as the east coast reads the calendar, the latest in Australia. */
export function todayIn(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export const fullName = (p: { firstName: string; surname: string }) => `${p.firstName} ${p.surname}`;
