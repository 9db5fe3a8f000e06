// Demo rows of the master-board area.
import type { AreaSeedContext } from './area-seed';

export async function seedMasterBoard(_ctx: AreaSeedContext): Promise<Record<string, number>> {
  return {};
}
