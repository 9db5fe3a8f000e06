// Spec §2: accounts (money), files and administration (providers and admin), tools and DevOps (messaging).
import { lazy } from 'react';
import { ADMIN_ROLE } from '../../../domain/constants';
import type { RouteNode } from '../route-types';
import { adminApis } from '../../screens/admin/admin-lists';

export const accountRoutes: RouteNode = {
  path: '/account', titleKey: 'route.account', icon: 'account', redirect: '/account/payslip', pending: 'orders',
  children: [
    { path: 'payslip', titleKey: 'route.payslip', command: 'nav.payslips', keywords: ['pay', 'wages'], screen: lazy(() => import('../../screens/account/payslip-page')) },
    { path: 'invoice', titleKey: 'route.invoice', keywords: ['billing'], screen: lazy(() => import('../../screens/account/invoice-page')) },
    { path: 'audit', titleKey: 'route.accountAudit', keywords: ['approve', 'withdraw', 'audit trail', 'csv'], screen: lazy(() => import('../../screens/account/audit-page')) },
  ],
};

export const fileRoutes: RouteNode = {
  path: '/files', titleKey: 'route.files', icon: 'files', redirect: '/files/list', pending: 'providers',
  children: [
    { path: 'list', titleKey: 'route.files', keywords: ['documents', 'uploads'], screen: lazy(() => import('../../screens/files/files-page')) },
    { path: 'add', titleKey: 'route.fileAdd', hidden: true, screen: lazy(() => import('../../screens/files/file-add-page')) },
  ],
};

export const toolRoutes: RouteNode = {
  path: '/tools', titleKey: 'route.tools', icon: 'tools', redirect: '/tools/index', pending: 'messaging',
  children: [
    { path: 'index', titleKey: 'route.toolsIndex', command: 'nav.tools', keywords: ['outbox', 'email', 'failed messages'], reads: 'outbox.list', screen: lazy(() => import('../../screens/tools/tools-index-page')) },
    { path: 'announcement-to-provider', titleKey: 'route.announcementToProvider', keywords: ['notice', 'broadcast'], screen: lazy(() => import('../../screens/tools/announcement-page')) },
    { path: 'sms', titleKey: 'route.toolsSms', keywords: ['batch sms', 'text message'], screen: lazy(() => import('../../screens/tools/sms-page')) },
    { path: 'short-link', titleKey: 'route.shortLink', keywords: ['url', 'shorten', 'clicks'], reads: 'shortlink.list', screen: lazy(() => import('../../screens/tools/shortlink-page')) },
    { path: 'undo-history', titleKey: 'route.undoHistory', keywords: ['undo', 'journal', 'my changes', 'take back'], reads: 'undo.history', screen: lazy(() => import('../../undo/undo-journal-page')) },
    { path: 'routers', titleKey: 'route.routers', keywords: ['link routes', 'redirects'], reads: 'linkroute.list', screen: lazy(() => import('../../screens/tools/routers-page')) },
  ],
};

export const devOpsRoutes: RouteNode = {
  path: '/dev-ops', titleKey: 'route.devOps', icon: 'devops', redirect: '/dev-ops/version', pending: 'messaging', roles: [ADMIN_ROLE],
  children: [
    {
      path: 'version', titleKey: 'route.appVersion',
      children: [
        { path: '', titleKey: 'route.appVersion', keywords: ['release', 'app'], reads: 'appversion.list', screen: lazy(() => import('../../screens/dev-ops/version-page')) },
        { path: 'add', titleKey: 'route.appVersionAdd', hidden: true, screen: lazy(() => import('../../screens/dev-ops/version-add-page')) },
      ],
    },
    {
      path: 'utm', titleKey: 'route.utm',
      children: [
        { path: '', titleKey: 'route.utm', keywords: ['campaign', 'chart'], reads: 'utm.list', screen: lazy(() => import('../../screens/dev-ops/utm-page')) },
        { path: 'add', titleKey: 'route.utmAdd', hidden: true, screen: lazy(() => import('../../screens/dev-ops/utm-add-page')) },
      ],
    },
  ],
};

export const adminRoutes: RouteNode = {
  path: '/admin', titleKey: 'route.admin', icon: 'admin', redirect: '/admin/users', pending: 'providers', roles: [ADMIN_ROLE],
  children: [
    { path: 'users', titleKey: 'route.adminUsers', keywords: ['accounts', 'sessions', 'account types'], reads: 'admin.users', screen: lazy(() => import('../../screens/admin/users-page')) },
    { path: 'roles', titleKey: 'route.adminRoles', keywords: ['permissions', 'auths', 'provider roles'], reads: 'role.list', screen: lazy(() => import('../../screens/admin/roles-page')) },
    { path: 'menus', titleKey: 'route.adminMenus', keywords: ['routes', 'pages'], reads: 'admin.menus', screen: lazy(() => import('../../screens/admin/menus-page')) },
    { path: 'audit', titleKey: 'route.adminAudit', keywords: ['audit trail', 'change log', 'history', 'sign-ins', 'who changed'], reads: 'audit.list', screen: lazy(() => import('../../screens/admin/audit-log-page')) },
    { path: 'apis', titleKey: 'route.adminApis', keywords: ['endpoints', 'permissions', 'account types'], list: adminApis },
  ],
};
