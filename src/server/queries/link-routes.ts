// Following a link route: the path's target, counting the hit in the same statement. A path the console or
// the server answers itself is never looked up (src/domain/link-route-paths.ts), so console pages and
// static files cost no query.
import { eq, sql } from 'drizzle-orm';
import { mayBeLinkRoute, normaliseRequestPath } from '../../domain/link-route-paths';
import type { Queryable } from '../db/open';
import { linkRoutes } from '../db/schema';

/** The target of a request path, counting the hit; 'gone' for a route turned off; null when none. */
export async function followLinkRoute(db: Queryable, requestPath: string): Promise<string | 'gone' | null> {
  if (!mayBeLinkRoute(requestPath)) return null;
  const path = normaliseRequestPath(requestPath);
  const [row] = await db
    .update(linkRoutes)
    .set({ hits: sql`${linkRoutes.hits} + case when ${linkRoutes.active} then 1 else 0 end`, lastHitAt: sql`case when ${linkRoutes.active} then now() else ${linkRoutes.lastHitAt} end` })
    .where(eq(linkRoutes.path, path))
    .returning({ target: linkRoutes.targetUrl, active: linkRoutes.active });
  if (!row) return null;
  return row.active ? row.target : 'gone';
}
