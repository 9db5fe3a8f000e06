// Demo rows of the pay area.
import type { AreaSeedContext } from './area-seed';

export async function seedPay(_ctx: AreaSeedContext): Promise<Record<string, number>> {
  return {};
}
