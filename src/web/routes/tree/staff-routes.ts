// Spec §2: /staff → /staff/applicants. Recruitment builds most of it; messaging the notices, email and SMS.
import { lazy } from 'react';
import type { RouteNode } from '../route-types';

/** The enabled staff page's sections (field names of staff.detail's `staff`). */
const enabledStaffSections = [
  { titleKey: 'applicantDetail.section.profile', fields: ['name', 'gender', 'birth_date', 'age', 'position', 'experience', 'tags'] },
  { titleKey: 'applicantDetail.section.contact', fields: ['email', 'phone', 'suburb', 'state', 'postcode'] },
  { titleKey: 'applicantDetail.section.record', fields: ['id', 'status', 'created_at', 'updated_at'] },
];

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
        // A route row, no page file: the kit's list of staff.enabledList.
        {
          path: '', titleKey: 'route.enabledStaff', command: 'nav.enabledStaff', keywords: ['workers', 'carers'],
          list: {
            command: 'staff.enabledList', kind: 'staff',
            show: ['name', 'age', 'position', 'experience', 'phone', 'email', 'suburb', 'state', 'tags', 'created_at'],
            // 'NSW' reads faster than 'New South Wales' in a column and leaves room for the rest.
            columns: { state: { format: 'text' } },
          },
        },
        {
          path: 'detail/:id', titleKey: 'route.enabledStaffDetail', hidden: true,
          detail: { command: 'staff.detail', kind: 'staff', record: 'staff', sections: enabledStaffSections },
        },
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
