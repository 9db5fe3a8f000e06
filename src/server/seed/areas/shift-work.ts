// Demo rows of the shift-work area.
import type { AreaSeedContext } from './area-seed';

export async function seedShiftWork(_ctx: AreaSeedContext): Promise<Record<string, number>> {
  return {};
}
