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
        { path: 'resume-config/:id', titleKey: 'route.applicantResumeConfig', hidden: true },
        { path: 'shift-detail/:id', titleKey: 'route.applicantShiftDetail', hidden: true },
        { path: 'interview-report-detail/:id', titleKey: 'route.applicantInterviewReport', hidden: true },
        { path: 'reference-check-detail/:id', titleKey: 'route.applicantReferenceCheck', hidden: true },
        { path: 'candidate-detail/:id', titleKey: 'route.candidateDetail', hidden: true, keywords: ['outer candidate'] },
      ],
    },
    { path: 'referral', titleKey: 'route.referral', keywords: ['generation link'] },
    {
      path: 'enabled-staff', titleKey: 'route.enabledStaff',
      children: [
        { path: '', titleKey: 'route.enabledStaff', command: 'nav.enabledStaff', keywords: ['workers', 'carers'] },
        { path: 'detail/:id', titleKey: 'route.enabledStaffDetail', hidden: true },
        { path: 'reference-check-detail/:id', titleKey: 'route.enabledStaffReferenceCheck', hidden: true },
      ],
    },
    { path: 'level', titleKey: 'route.staffLevel' },
    {
      path: 'configuration', titleKey: 'route.configuration',
      children: [
        { path: '', titleKey: 'route.configurationList' },
        { path: 'virtual-interview', titleKey: 'route.virtualInterview' },
        {
          path: 'resume-assessment-rule', titleKey: 'route.resumeAssessmentRule', redirect: '/staff/configuration/resume-assessment-rule/config',
          children: [
            { path: 'config', titleKey: 'route.resumeAssessmentConfig' },
            { path: 'provider-recognised-names', titleKey: 'route.providerRecognisedNames' },
          ],
        },
        { path: 'job-role-category', titleKey: 'route.jobRoleCategory' },
      ],
    },
    { path: 'push', titleKey: 'route.stationNotices', pending: 'messaging', keywords: ['push', 'notification'] },
    { path: 'email', titleKey: 'route.staffEmail', pending: 'messaging' },
    { path: 'sms', titleKey: 'route.staffSms', pending: 'messaging', keywords: ['text message'] },
  ],
};
