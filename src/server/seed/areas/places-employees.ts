// Demo rows of the places-employees area.
import type { AreaSeedContext } from './area-seed';

export async function seedPlacesEmployees(_ctx: AreaSeedContext): Promise<Record<string, number>> {
  return {};
}
