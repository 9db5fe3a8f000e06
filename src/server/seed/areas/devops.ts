// Demo rows of the devops area.
import type { AreaSeedContext } from './area-seed';

export async function seedDevops(_ctx: AreaSeedContext): Promise<Record<string, number>> {
  return {};
}
