// Demo rows of the orders area.
import type { AreaSeedContext } from './area-seed';

export async function seedOrders(_ctx: AreaSeedContext): Promise<Record<string, number>> {
  return {};
}
