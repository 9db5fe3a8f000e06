// Spec §2: job ads and applications (recruitment), shift orders, timesheets and incidents (orders and money).
import { lazy } from 'react';
import type { RouteNode } from '../route-types';
import { defineList } from '../../screens/generic/screen-spec';
import { employmentTypes } from '../../../domain/enums/employment';
import { incidentList } from '../../screens/incident/incident-list';
import { timesheetList } from '../../screens/time-sheet/time-sheet-list';

export const jobRoutes: RouteNode = {
  path: '/job', titleKey: 'route.job', icon: 'job', redirect: '/job/ads', pending: 'recruitment',
  children: [
    {
      path: 'ads', titleKey: 'route.jobAds',
      children: [
        {
          path: '', titleKey: 'route.jobAds', command: 'nav.jobAds', keywords: ['jobs', 'positions', 'vacancies'],
          list: { command: 'job.list', kind: 'jobAd', show: ['id', 'title', 'position', 'provider_name', 'suburb', 'state', 'employment_type', 'pay_rate', 'status', 'application_count', 'created_at'],
            columns: { employment_type: { enum: employmentTypes } } },
        },
        { path: 'add', titleKey: 'route.jobAdAdd', hidden: true, command: 'nav.newJobAd', screen: lazy(() => import('../../screens/job/ads/job-ad-form-page')) },
        { path: 'edit/:id', titleKey: 'route.jobAdEdit', hidden: true, screen: lazy(() => import('../../screens/job/ads/job-ad-form-page')) },
        { path: 'view/:id', titleKey: 'route.jobAdView', hidden: true, screen: lazy(() => import('../../screens/job/ads/job-ad-view-page')) },
      ],
    },
    // The power recruiter's page: the application list (?status=, ?archived=, ?job_id=) beside the focused one (?application=<id>).
    { path: 'applications', titleKey: 'route.jobApplications', keywords: ['candidates', 'pipeline'], screen: lazy(() => import('../../screens/job/applications-page')) },
    { path: 'export-profile', titleKey: 'route.exportProfile', keywords: ['candidate export', 'profile', 'provider'], screen: lazy(() => import('../../screens/job/export-profile/export-profile-page')) },
  ],
};

export const orderRoutes: RouteNode = {
  path: '/order', titleKey: 'route.order', icon: 'order', redirect: '/order/shift',
  children: [
    {
      path: 'shift', titleKey: 'route.shiftOrders',
      children: [
        { path: '', titleKey: 'route.shiftOrders', command: 'nav.orders', keywords: ['shifts', 'bookings'], screen: lazy(() => import('../../screens/order/order-list-page')) },
        { path: 'detail/:id', titleKey: 'route.shiftOrderDetail', hidden: true, screen: lazy(() => import('../../screens/order/detail/order-detail-page')) },
        { path: 'create', titleKey: 'route.shiftOrderCreate', hidden: true, keywords: ['new order', 'on behalf'], screen: lazy(() => import('../../screens/order/create/order-create-page')) },
      ],
    },
  ],
};

export const timeSheetRoutes: RouteNode = {
  path: '/time-sheet', titleKey: 'route.timeSheet', icon: 'timesheet', pending: 'orders',
  children: [
    { path: '', titleKey: 'route.timeSheet', command: 'nav.timesheets', keywords: ['hours'], list: timesheetList },
    // Titled by its command; the rows are comments, not a record kind: Enter opens the timesheet they are on.
    {
      path: 'comments', titleKey: 'command.timesheet.commentList', keywords: ['timesheet comments', 'queries', 'worker answers'],
      list: defineList({
        command: 'timesheet.commentList', testId: 'timesheet-comments', show: ['created_at', 'worker_name', 'facility_name', 'author_name', 'body'],
        open: (row) => `/time-sheet?timesheet=${row.timesheet_id}`, actions: [],
      }),
    },
  ],
};

export const incidentRoutes: RouteNode = {
  path: '/incident', titleKey: 'route.incident', icon: 'incident', redirect: '/incident/index', pending: 'orders',
  children: [
    { path: 'index', titleKey: 'route.incident', command: 'nav.incidents', keywords: ['accident', 'report'], list: incidentList },
    { path: 'detail/:id', titleKey: 'route.incident', hidden: true, screen: lazy(() => import('../../screens/incident/incident-detail-page')) },
  ],
};
