import type { AreaSeedContext } from './area-seed';
import { seedResumes } from './resumes';
import { seedStaffProfile } from './staff-profile';
import { seedNotes } from './notes';
import { seedInterviews } from './interviews';
import { seedWorkflow } from './workflow';
import { seedAiExportsShifts } from './ai-exports-shifts';
import { seedStaffLists } from './staff-lists';
import { seedJobAds } from './job-ads';
import { seedOuterCandidates } from './outer-candidates';
import { seedReferrals } from './referrals';
import { seedProviders } from './providers';
import { seedPlacesEmployees } from './places-employees';
import { seedMasterBoard } from './master-board';
import { seedAdminArea } from './admin-area';
import { seedOrders } from './orders';
import { seedShiftWork } from './shift-work';
import { seedPay } from './pay';
import { seedDelivery } from './delivery';
import { seedSms } from './sms';
import { seedNotices } from './notices';
import { seedDevops } from './devops';

/** Area seeders in order (later ones may read rows earlier ones wrote). */
export const areaSeeders: readonly ((ctx: AreaSeedContext) => Promise<Record<string, number>>)[] = [
  seedStaffProfile,
  seedResumes,
  seedNotes,
  seedInterviews,
  seedWorkflow,
  seedAiExportsShifts,
  seedStaffLists,
  seedJobAds,
  seedOuterCandidates,
  seedReferrals,
  seedPay,
  seedShiftWork,
  seedOrders,
  seedAdminArea,
  seedMasterBoard,
  seedPlacesEmployees,
  seedProviders,
  seedDelivery,
  seedSms,
  seedNotices,
  seedDevops,
];
