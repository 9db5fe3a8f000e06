import type { Db } from '../db/open';

export interface SeedOptions {
  scale: 'demo' | 'large';
}

/** Placeholder until the seed generator lands (being written now). */
export async function seedWorld(_db: Db, _options: SeedOptions): Promise<Record<string, number>> {
  return {};
}
