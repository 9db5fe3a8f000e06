// Failed and refused sign-ins leave an audit row (issue 13) even though the sign-in's own transaction
// rolls back: written here, after the attempt, outside it. The row names the account tried when it
// exists (so the audit screen finds attempts on a person), never the password.
import { sql } from 'drizzle-orm';
import { login } from '../../../commands/auth';
import type { Db } from '../db/open';
import { accounts, auditLog } from '../db/schema';

/** The audit row's entity for a sign-in that did not sign anyone in; the audit screen filters on it. */
export const SIGN_IN_FAILED_ENTITY = 'sign_in_failed';

export interface SignInRefusal {
  email: string;
  clientIp: string;
  source: string;
  err: number;
  reason: string;
}

/** The one row every refused sign-in step writes, named by the account's address. */
async function insertRefusal(db: Db, row: { accountId: number | null; command: { id: string; api?: string }; args: object; email: string; clientIp: string; source: string; err: number; reason: string }) {
  await db.insert(auditLog).values({
    accountId: row.accountId,
    command: row.command.id,
    api: row.command.api!,
    source: row.source,
    args: row.args,
    entity: SIGN_IN_FAILED_ENTITY,
    entityId: row.email.toLowerCase(),
    before: null,
    after: { err: row.err, reason: row.reason },
    clientIp: row.clientIp,
  });
}

/** A sign-in code that was not sent (auth/code-sends.ts), by the command that would have sent it. */
export async function auditCodeSendRefusal(db: Db, refusal: { accountId: number; command: { id: string; api?: string }; clientIp: string; source: string; err: number; reason: string }): Promise<void> {
  const [account] = await db.select({ email: accounts.email }).from(accounts).where(sql`${accounts.id} = ${refusal.accountId}`);
  await insertRefusal(db, { ...refusal, args: {}, email: account?.email ?? String(refusal.accountId) });
}

export async function auditSignInRefusal(db: Db, refusal: SignInRefusal): Promise<void> {
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(sql`lower(${accounts.email}) = lower(${refusal.email})`).limit(1);
  await insertRefusal(db, { ...refusal, accountId: account?.id ?? null, command: login, args: { username: refusal.email } });
}
