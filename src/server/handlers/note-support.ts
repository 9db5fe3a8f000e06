// What the note, tag and attachment handlers share: who is writing, and that the applicant exists.
import { eq } from 'drizzle-orm';
import { notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { staff } from '../db/schema';
import type { HandlerContext } from './types';

/** The signed-in account as an author (every command but sign-in has one). */
export function author(ctx: HandlerContext): { id: number; name: string } {
  const account = ctx.account!;
  return { id: account.id, name: account.name || account.email };
}

export async function requirePerson(db: Queryable, staffId: number): Promise<void> {
  const [row] = await db.select({ id: staff.id }).from(staff).where(eq(staff.id, staffId));
  if (!row) throw notFound('Applicant', staffId);
}
