// Demo rows of the notices area.
import type { AreaSeedContext } from './area-seed';

export async function seedNotices(_ctx: AreaSeedContext): Promise<Record<string, number>> {
  return {};
}
