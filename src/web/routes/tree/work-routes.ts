// Spec §2: job ads and applications (recruitment), shift orders, timesheets and incidents (orders and money).
import { applicationList } from '../../screens/staff/application-list';
import type { RouteNode } from '../route-types';

export const jobRoutes: RouteNode = {
  path: '/job', titleKey: 'route.job', icon: 'job', redirect: '/job/ads', pending: 'recruitment',
  children: [
    {
      path: 'ads', titleKey: 'route.jobAds',
      children: [
        { path: '', titleKey: 'route.jobAds', command: 'nav.jobAds', keywords: ['jobs', 'positions', 'vacancies'] },
        { path: 'add', titleKey: 'route.jobAdAdd', hidden: true },
        { path: 'edit/:id', titleKey: 'route.jobAdEdit', hidden: true },
        { path: 'view/:id', titleKey: 'route.jobAdView', hidden: true },
      ],
    },
    // A route row, no page file: the kit's list of application.list (?status=, ?archived=, ?application=<id>).
    { path: 'applications', titleKey: 'route.jobApplications', keywords: ['candidates', 'pipeline'], list: applicationList },
    { path: 'export-profile', titleKey: 'route.exportProfile' },
  ],
};

export const orderRoutes: RouteNode = {
  path: '/order', titleKey: 'route.order', icon: 'order', redirect: '/order/shift', pending: 'orders',
  children: [
    {
      path: 'shift', titleKey: 'route.shiftOrders',
      children: [
        { path: '', titleKey: 'route.shiftOrders', command: 'nav.orders', keywords: ['shifts', 'bookings'] },
        { path: 'detail/:id', titleKey: 'route.shiftOrderDetail', hidden: true },
      ],
    },
  ],
};

export const timeSheetRoutes: RouteNode = {
  path: '/time-sheet', titleKey: 'route.timeSheet', icon: 'timesheet', pending: 'orders', command: 'nav.timesheets', keywords: ['hours'],
};

export const incidentRoutes: RouteNode = {
  path: '/incident', titleKey: 'route.incident', icon: 'incident', redirect: '/incident/index', pending: 'orders',
  children: [{ path: 'index', titleKey: 'route.incident', command: 'nav.incidents', keywords: ['accident', 'report'] }],
};
