import { eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { staff } from '../db/schema';

// The name, the email and the phone's digits each have a trigram index (migration 0011, docs/search.md).
// A keyword is matched against exactly the indexed expressions, so the planner can use them.
export const staffName = sql<string>`${staff.firstName} || ' ' || ${staff.surname}`;

/** Escapes LIKE's wildcards so a keyword is always literal text. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The SQL behind a keyword: name, email or phone contain it; a number also matches the id. */
export function staffKeywordFilter(keyword: string): SQL | undefined {
  const pattern = containing(keyword);
  const digits = keyword.replace(/\D/g, '');
  const clauses: (SQL | undefined)[] = [ilike(staffName, pattern), ilike(staff.email, pattern)];
  // Digits have no case: LIKE on the stored digits column is ILIKE's answer, at less cost.
  if (digits.length >= 3) clauses.push(like(staff.phoneDigits, `%${digits}%`));
  if (/^\d{1,9}$/.test(keyword)) clauses.push(eq(staff.id, Number(keyword)));
  return or(...clauses);
}

/** Whether a trigram index can narrow a keyword: it needs three letters or digits in a row (docs/search.md). */
export const hasTrigram = (keyword: string) => /[\p{L}\p{N}]{3}/u.test(keyword);

/**
 * Rows of another table (applications…) whose applicant matches the keyword. The applicants are found
 * first, through their trigram indexes, as one array the outer query reads by its applicant index: joined
 * instead, the planner guessed the match count badly and walked every application (docs/search.md).
 * A keyword too short for the indexes matches most applicants, so it stays a semi-join the planner can
 * answer by walking the list's sort order until the page is full.
 */
export function applicantKeywordFilter(staffId: PgColumn, keyword: string): SQL {
  const filter = staffKeywordFilter(keyword);
  if (!hasTrigram(keyword)) return sql`exists (select 1 from ${staff} where ${staff.id} = ${staffId} and ${filter})`;
  return sql`${staffId} = any(array(select ${staff.id} from ${staff} where ${filter}))`;
}
