import { count, sql } from 'drizzle-orm';
import type { Config } from './config';
import { generatePassword, hashPassword } from './auth/passwords';
import type { Db } from './db/open';
import { accounts, staff } from './db/schema';
import { seedWorld } from './seed';

/**
 * The first administrator: ADMIN_EMAIL with ADMIN_PASSWORD, or a generated password printed once.
 * There is no fixed default password.
 */
export async function ensureAdmin(db: Db, config: Config, log: (line: string) => void): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(accounts);
  if (n > 0) return;
  const password = config.adminPassword ?? generatePassword();
  await db.insert(accounts).values({
    email: config.adminEmail,
    name: 'Administrator',
    passwordHash: await hashPassword(password),
    accountType: 'super_account',
    status: 'active',
  });
  if (config.adminPassword) log(`Created admin account ${config.adminEmail} with ADMIN_PASSWORD.`);
  else log(`Created admin account ${config.adminEmail} with password: ${password}\n  (shown once; set ADMIN_PASSWORD to choose it)`);
}

/** A new, empty database gets the demo world once; a database with people in it is never touched. */
export async function seedIfEmpty(db: Db, config: Config, log: (line: string) => void): Promise<void> {
  if (config.seedScale === 'none') return;
  const [{ n }] = await db.select({ n: count() }).from(staff);
  if (n > 0) return;
  const started = Date.now();
  const counts = await seedWorld(db, { scale: config.seedScale });
  // Fresh statistics and visibility map, so counts use index-only scans from the first request.
  await db.execute(sql`vacuum analyze`);
  log(`Seeded the ${config.seedScale} world in ${((Date.now() - started) / 1000).toFixed(1)} s: ${Object.entries(counts).map(([k, v]) => `${v} ${k}`).join(', ')}.`);
}
