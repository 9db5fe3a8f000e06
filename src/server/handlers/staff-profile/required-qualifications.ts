// Which qualifications an applicant's position requires that they do not hold (or that have expired).
import { and, asc, eq, gte, isNull, notExists, or } from 'drizzle-orm';
import type { Queryable } from '../../db/open';
import { positionQualifications, qualifications, staffQualifications } from '../../db/schema';

export const catalogueColumns = { id: qualifications.id, code: qualifications.code, name: qualifications.name, category: qualifications.category, expires: qualifications.expires };
export type CatalogueRow = { id: number; code: string; name: string; category: string; expires: boolean };

export async function missingRequired(db: Queryable, person: { id: number; positionId: number | null }, today: string): Promise<CatalogueRow[]> {
  if (person.positionId === null) return [];
  const held = db
    .select({ one: staffQualifications.id })
    .from(staffQualifications)
    .where(and(
      eq(staffQualifications.staffId, person.id),
      eq(staffQualifications.qualificationId, qualifications.id),
      or(isNull(staffQualifications.expiresOn), gte(staffQualifications.expiresOn, today)),
    ));
  return db
    .select(catalogueColumns)
    .from(positionQualifications)
    .innerJoin(qualifications, eq(qualifications.id, positionQualifications.qualificationId))
    .where(and(eq(positionQualifications.positionId, person.positionId), eq(positionQualifications.required, true), notExists(held)))
    .orderBy(asc(qualifications.name));
}
