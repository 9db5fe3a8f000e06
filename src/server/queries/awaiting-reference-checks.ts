// Reference checks sent for an application that no referee has answered yet, as warnings in words:
// completing recruitment while one still awaits an answer is allowed, but never by surprise (issue 22 §5).
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { refereeRelationships } from '../../domain/enums/interview';
import type { Queryable } from '../db/open';
import { jobReferees } from '../db/schema';

const sentOn = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Australia/Sydney' });

export async function awaitingReferenceWarnings(db: Queryable, applicationId: number): Promise<string[]> {
  const rows = await db
    .select({ name: jobReferees.name, relationship: jobReferees.relationship, sentAt: jobReferees.checkSentAt })
    .from(jobReferees)
    .where(and(eq(jobReferees.applicationId, applicationId), isNotNull(jobReferees.checkSentAt), isNull(jobReferees.checkAnsweredAt)))
    .orderBy(asc(jobReferees.checkSentAt), asc(jobReferees.id));
  return rows.map((r) => {
    const who = `${r.name} (${(refereeRelationships.label(r.relationship) ?? 'Referee').toLowerCase()})`;
    return `The reference check sent to ${who} on ${sentOn.format(new Date(r.sentAt!))} still awaits an answer.`;
  });
}
