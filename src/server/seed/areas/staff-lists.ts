import type { AreaSeedContext } from './area-seed';
import { seedFormSaves } from './staff-lists/form-saves';
import { seedMasterBoards } from './staff-lists/master-boards';

/** The staff lists area: master boards, and the form saves the checklist history replays. */
export async function seedStaffLists(ctx: AreaSeedContext): Promise<Record<string, number>> {
  return { ...(await seedMasterBoards(ctx)), ...(await seedFormSaves(ctx)) };
}
