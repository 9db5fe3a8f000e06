// Demo rows of the providers area.
import type { AreaSeedContext } from './area-seed';

export async function seedProviders(_ctx: AreaSeedContext): Promise<Record<string, number>> {
  return {};
}
