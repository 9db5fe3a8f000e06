// The English strings of each area's screens (t('<area>.<key>')). They are not part of the login path:
// area-strings.ts registers them when the signed-in shell loads, before any of these screens renders.
import { profileEn } from './areas/profile-en';
import { notesEn } from './areas/notes-en';
import { resumesEn } from './areas/resumes-en';
import { workflowEn } from './areas/workflow-en';
import { interviewsEn } from './areas/interviews-en';
import { aiExportsEn } from './areas/ai-exports-en';
import { staffListsEn } from './areas/staff-lists-en';
import { jobAdsEn } from './areas/job-ads-en';
import { outerCandidatesEn } from './areas/outer-candidates-en';
import { referralEn } from './areas/referral-en';
import { payEn } from './areas/pay-en';
import { shiftWorkEn } from './areas/shift-work-en';
import { ordersEn } from './areas/orders-en';
import { adminAreaEn } from './areas/admin-area-en';
import { masterBoardEn } from './areas/master-board-en';
import { placesEmployeesEn } from './areas/places-employees-en';
import { providersEn } from './areas/providers-en';
import { deliveryEn } from './areas/delivery-en';
import { smsEn } from './areas/sms-en';
import { noticesEn } from './areas/notices-en';
import { devopsEn } from './areas/devops-en';
import { dashboardAreaEn } from './areas/dashboard-area-en';
import { bulkEn } from './areas/bulk-en';
import { undoEn } from './areas/undo-en';
import { recordRevealEn } from './areas/record-reveal-en';
import { macrosEn } from './areas/macros-en';
import { liveEn } from './areas/live-en';

export const areasEn = {
  profile: profileEn,
  notes: notesEn,
  resumes: resumesEn,
  workflow: workflowEn,
  interviews: interviewsEn,
  aiExports: aiExportsEn,
  staffLists: staffListsEn,
  jobAds: jobAdsEn,
  outerCandidates: outerCandidatesEn,
  referral: referralEn,
  pay: payEn,
  shiftWork: shiftWorkEn,
  orders: ordersEn,
  adminArea: adminAreaEn,
  masterBoard: masterBoardEn,
  placesEmployees: placesEmployeesEn,
  providers: providersEn,
  delivery: deliveryEn,
  sms: smsEn,
  notices: noticesEn,
  devops: devopsEn,
  dashboardArea: dashboardAreaEn,
  bulk: bulkEn,
  undo: undoEn,
  recordReveal: recordRevealEn,
  macros: macrosEn,
  live: liveEn,
};
