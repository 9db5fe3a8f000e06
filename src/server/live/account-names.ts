// The names consoles show for who changed a record or has it open (issue 24): read once per account per
// minute on each instance, not once per console, since one write is sent to every open console.
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../db/open';
import { accounts } from '../db/schema';

const NAME_FOR_MS = 60_000;
const known = new Map<number, { name: Promise<string>; at: number }>();

/** The accounts' names by id; an account that is gone (or a failed read) has none. */
export async function accountNames(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  const now = Date.now();
  const missing = [...new Set(ids)].filter((id) => {
    const entry = known.get(id);
    return !entry || now - entry.at > NAME_FOR_MS;
  });
  if (missing.length) {
    const read = db.select({ id: accounts.id, name: accounts.name }).from(accounts).where(inArray(accounts.id, missing));
    for (const id of missing) {
      const name = read.then((rows) => rows.find((r) => r.id === id)?.name ?? '').catch(() => '');
      known.set(id, { name, at: now });
    }
  }
  const names = new Map<number, string>();
  for (const id of new Set(ids)) {
    const name = await known.get(id)!.name;
    if (name) names.set(id, name);
  }
  return names;
}
