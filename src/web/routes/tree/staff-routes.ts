// Spec §2: /staff → /staff/applicants. Recruitment builds most of it; messaging the notices, email and SMS.
import { lazy } from 'react';
import type { RouteNode } from '../route-types';

export const staffRoutes: RouteNode = {
  path: '/staff', titleKey: 'route.staff', icon: 'staff', redirect: '/staff/applicants', pending: 'recruitment',
  children: [
    {
      path: 'applicants', titleKey: 'route.applicants',
      children: [
        {
          path: '', titleKey: 'route.applicants', command: 'nav.applicants', keywords: ['staff', 'applications', 'candidates', 'recruitment'],
          screen: lazy(() => import('../../screens/staff/applicants-page')),
        },
        { path: 'detail/:id', titleKey: 'route.applicantDetail', hidden: true, screen: lazy(() => import('../../screens/staff/applicant-detail-page')) },
        { path: 'resume-config/:id', titleKey: 'route.applicantResumeConfig', hidden: true, keywords: ['redact', 'blur resume'], screen: lazy(() => import('../../screens/staff/resumes/resume-config-page')) },
        { path: 'shift-detail/:id', titleKey: 'route.applicantShiftDetail', hidden: true, screen: lazy(() => import('../../screens/staff/shifts/shift-detail-page')) },
        { path: 'interview-report-detail/:id', titleKey: 'route.applicantInterviewReport', hidden: true, screen: lazy(() => import('../../screens/staff/interviews/interview-report-page')) },
        { path: 'reference-check-detail/:id', titleKey: 'route.applicantReferenceCheck', hidden: true, screen: lazy(() => import('../../screens/staff/references/reference-check-page')) },
        { path: 'outer-candidates', titleKey: 'route.outerCandidates', keywords: ['outer candidate', 'import csv', 'invite', 'job board'], screen: lazy(() => import('../../screens/staff/outer/outer-candidates-page')) },
        { path: 'candidate-detail/:id', titleKey: 'route.candidateDetail', hidden: true, keywords: ['outer candidate'], screen: lazy(() => import('../../screens/staff/outer/candidate-detail-page')) },
      ],
    },
    { path: 'referral', titleKey: 'route.referral', keywords: ['generation link', 'referral link', 'short link', 'refer a friend'], screen: lazy(() => import('../../screens/staff/referral/referral-page')) },
    {
      path: 'enabled-staff', titleKey: 'route.enabledStaff',
      children: [
        // The kit's list of staff.enabledList, with the level filter (an id) beside the title.
        { path: '', titleKey: 'route.enabledStaff', command: 'nav.enabledStaff', keywords: ['workers', 'carers'], screen: lazy(() => import('../../screens/staff/lists/enabled-staff-page')) },
        // The applicant tabs (forms, notes, shifts …) apply to an enabled worker as much as to an applicant.
        { path: 'detail/:id', titleKey: 'route.enabledStaffDetail', hidden: true, screen: lazy(() => import('../../screens/staff/lists/enabled-staff-detail-page')) },
        { path: 'reference-check-detail/:id', titleKey: 'route.enabledStaffReferenceCheck', hidden: true, screen: lazy(() => import('../../screens/staff/references/reference-check-page')) },
      ],
    },
    { path: 'level', titleKey: 'route.staffLevel', keywords: ['hourly rate', 'pay level', 'award'], screen: lazy(() => import('../../screens/staff/level/level-page')) },
    {
      path: 'configuration', titleKey: 'route.configuration',
      children: [
        { path: '', titleKey: 'route.configurationList', screen: lazy(() => import('../../screens/staff/profile/configuration-page')) },
        { path: 'virtual-interview', titleKey: 'route.virtualInterview', keywords: ['one-way interview', 'video interview questions'], screen: lazy(() => import('../../screens/staff/interviews/vi-config-page')) },
        {
          path: 'resume-assessment-rule', titleKey: 'route.resumeAssessmentRule', redirect: '/staff/configuration/resume-assessment-rule/config',
          children: [
            { path: 'config', titleKey: 'route.resumeAssessmentConfig', keywords: ['resume scoring', 'seek mapping', 'keywords'], screen: lazy(() => import('../../screens/staff/resumes/assessment-rules-page')) },
            { path: 'provider-recognised-names', titleKey: 'route.providerRecognisedNames', keywords: ['rto', 'training providers'], screen: lazy(() => import('../../screens/staff/resumes/recognised-names-page')) },
          ],
        },
        { path: 'job-role-category', titleKey: 'route.jobRoleCategory', keywords: ['positions', 'qualifications', 'roles'], screen: lazy(() => import('../../screens/staff/profile/job-role-category-page')) },
      ],
    },
    { path: 'push', titleKey: 'route.stationNotices', pending: 'messaging', keywords: ['push', 'notification'], screen: lazy(() => import('../../screens/staff/notice-push-page')) },
    { path: 'email', titleKey: 'route.staffEmail', pending: 'messaging', keywords: ['email template', 'group email'], screen: lazy(() => import('../../screens/staff/email-page')) },
    { path: 'sms', titleKey: 'route.staffSms', pending: 'messaging', keywords: ['text message'], screen: lazy(() => import('../../screens/staff/sms-staff-page')) },
  ],
};
