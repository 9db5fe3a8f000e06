// Demo rows of the admin-area area.
import type { AreaSeedContext } from './area-seed';

export async function seedAdminArea(_ctx: AreaSeedContext): Promise<Record<string, number>> {
  return {};
}
