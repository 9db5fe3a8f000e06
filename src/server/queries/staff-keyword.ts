import { eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { staff } from '../db/schema';

export const staffName = sql<string>`${staff.firstName} || ' ' || ${staff.surname}`;

/** Escapes LIKE's wildcards so a keyword is always literal text. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The SQL behind a keyword: name, email or phone contain it; a number also matches the id. */
export function staffKeywordFilter(keyword: string): SQL | undefined {
  const pattern = containing(keyword);
  const digits = keyword.replace(/\D/g, '');
  const clauses: (SQL | undefined)[] = [ilike(staffName, pattern), ilike(staff.email, pattern)];
  if (digits.length >= 3) clauses.push(ilike(sql`regexp_replace(${staff.phone}, '\\D', '', 'g')`, `%${digits}%`));
  if (/^\d{1,9}$/.test(keyword)) clauses.push(eq(staff.id, Number(keyword)));
  return or(...clauses);
}
