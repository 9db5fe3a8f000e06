// Demo rows of the delivery area.
import type { AreaSeedContext } from './area-seed';

export async function seedDelivery(_ctx: AreaSeedContext): Promise<Record<string, number>> {
  return {};
}
