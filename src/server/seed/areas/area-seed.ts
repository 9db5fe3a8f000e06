import type { Queryable } from '../../db/open';
import type { Rng } from '../random';

/**
 * What an area seeder gets: the seed's transaction (staff, job ads and applications are already in), the
 * scale, and its own named random streams. Dates come from ../clock (EPOCH_MS), never the real clock, so
 * a re-seed gives the same rows. Keep 'large' bounded: sample a share of rows, insert with insertRows.
 */
export interface AreaSeedContext {
  tx: Queryable;
  scale: 'demo' | 'large';
  stream(name: string): Rng;
}
