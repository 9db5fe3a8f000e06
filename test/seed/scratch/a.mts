import { sql } from 'drizzle-orm';
import { openDatabase, migrateDatabase } from '../../../src/server/db/open';
for (const opts of [{ kind: 'memory' as const }, { kind: 'postgres' as const, url: 'postgres://postgres@127.0.0.1:5432/test' }]) {
  const d = await openDatabase(opts);
  const r = await d.db.execute(sql`select * from unnest(${sql.param(['a', "b'c", 'd,"e'])}::text[], ${sql.param([1, 2, 3])}::int[], ${sql.param(['{x,y}', '{}', '{"a b"}'])}::text[]) as t(a, b, c)`);
  console.log(opts.kind, JSON.stringify((r as any).rows ?? r));
  const r2 = await d.db.execute(sql`select c::text[] as tags from unnest(${sql.param(['{x,y}', '{}', '{"a b"}'])}::text[]) as t(c)`);
  console.log(JSON.stringify((r2 as any).rows ?? r2));
  await d.close();
}
