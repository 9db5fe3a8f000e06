// Demo rows of the sms area.
import type { AreaSeedContext } from './area-seed';

export async function seedSms(_ctx: AreaSeedContext): Promise<Record<string, number>> {
  return {};
}
