// Spec §2: /provider → /provider/providers/enable. All of it comes with "Providers and the admin area".
import { lazy } from 'react';
import type { RouteNode } from '../route-types';
import { employeeList } from '../../screens/provider/employees/employee-list';
import { disabledProviderList, disableRequestList } from '../../screens/provider/providers/provider-lists';

/** The pages of one provider, reached from its manage page (each takes the provider's id). */
const manage: RouteNode = {
  path: 'manage', titleKey: 'route.providerSettings',
  children: [
    { path: 'organisation-info/:id', titleKey: 'route.organisationInfo', hidden: true, screen: lazy(() => import('../../screens/provider/organisation/organisation-info-page')) },
    {
      path: 'operators', titleKey: 'route.operators',
      children: [
        { path: 'list/:id', titleKey: 'route.operatorList', hidden: true, screen: lazy(() => import('../../screens/provider/operators/operator-list-page')) },
        { path: 'manage/:id', titleKey: 'route.operatorManage', hidden: true, screen: lazy(() => import('../../screens/provider/operators/operator-manage-page')) },
      ],
    },
    { path: 'facility/:id', titleKey: 'route.facility', hidden: true, screen: lazy(() => import('../../screens/provider/facility/facility-page')) },
    { path: 'address-book/:id', titleKey: 'route.addressBook', hidden: true, screen: lazy(() => import('../../screens/provider/address-book/address-book-page')) },
    { path: 'attachment/:id', titleKey: 'route.attachment', hidden: true, screen: lazy(() => import('../../screens/provider/attachments/attachment-page')) },
    { path: 'block-list/:id', titleKey: 'route.blockList', hidden: true, screen: lazy(() => import('../../screens/provider/block-list/block-list-page')) },
    { path: 'master-board/:id', titleKey: 'route.providerMasterBoard', hidden: true, screen: lazy(() => import('../../screens/provider/master-board/manage-page')) },
    {
      path: 'contract-configuration', titleKey: 'route.contractConfiguration',
      children: [
        { path: 'list/:id', titleKey: 'route.contractConfigurationList', hidden: true, screen: lazy(() => import('../../screens/provider/contract/contract-list-page')) },
        { path: 'manage/:id', titleKey: 'route.contractConfigurationManage', hidden: true, screen: lazy(() => import('../../screens/provider/contract/contract-manage-page')) },
      ],
    },
  ],
};

const masterBoard: RouteNode = {
  path: 'master-board', titleKey: 'route.masterBoard', redirect: '/provider/master-board/view',
  children: [
    { path: 'view', titleKey: 'route.masterBoardView', keywords: ['kiosk', 'public board', 'temp shifts'], screen: lazy(() => import('../../screens/provider/master-board/view-page')) },
    { path: 'qrcode', titleKey: 'route.masterBoardQrcode', keywords: ['qr', 'poster'], screen: lazy(() => import('../../screens/provider/master-board/qrcode-page')) },
    { path: 'template', titleKey: 'route.masterBoardTemplate', keywords: ['shift templates'], screen: lazy(() => import('../../screens/provider/master-board/template-page')) },
    { path: 'approval', titleKey: 'route.masterBoardApproval', keywords: ['approve shifts', 'pending'], screen: lazy(() => import('../../screens/provider/master-board/approval-page')) },
    { path: 'config', titleKey: 'route.masterBoardConfig', keywords: ['board settings'], screen: lazy(() => import('../../screens/provider/master-board/config-page')) },
    { path: 'permission', titleKey: 'route.masterBoardPermission', keywords: ['api keys', 'provider api'], screen: lazy(() => import('../../screens/provider/master-board/permission-page')) },
    { path: 'roles', titleKey: 'route.masterBoardRoles', screen: lazy(() => import('../../screens/provider/master-board/roles-page')) },
    {
      path: 'temp-shift', titleKey: 'route.tempShift',
      children: [
        { path: '', titleKey: 'route.tempShift', keywords: ['open shifts', 'master board'], screen: lazy(() => import('../../screens/provider/master-board/temp-shift-list-page')) },
        { path: 'add', titleKey: 'route.tempShiftAdd', hidden: true, screen: lazy(() => import('../../screens/provider/master-board/temp-shift-form-page')) },
        { path: 'view/:id', titleKey: 'route.tempShiftView', hidden: true, screen: lazy(() => import('../../screens/provider/master-board/temp-shift-view-page')) },
        { path: 'edit/:id', titleKey: 'route.tempShiftEdit', hidden: true, screen: lazy(() => import('../../screens/provider/master-board/temp-shift-form-page')) },
        { path: 'import', titleKey: 'route.tempShiftImport', hidden: true, keywords: ['csv'], screen: lazy(() => import('../../screens/provider/master-board/temp-shift-import-page')) },
      ],
    },
    { path: 'style', titleKey: 'route.masterBoardStyle', keywords: ['colours', 'branding'], screen: lazy(() => import('../../screens/provider/master-board/style-page')) },
  ],
};

export const providerRoutes: RouteNode = {
  path: '/provider', titleKey: 'route.provider', icon: 'provider', redirect: '/provider/providers/enable', pending: 'providers',
  children: [
    {
      path: 'providers', titleKey: 'route.providers', redirect: '/provider/providers/enable',
      children: [
        { path: 'enable', titleKey: 'route.providersEnabled', command: 'nav.providers', keywords: ['organisations', 'care providers'], screen: lazy(() => import('../../screens/provider/providers/enabled-page')) },
        { path: 'disabled', titleKey: 'route.providersDisabled', list: disabledProviderList },
        { path: 'manage/:id', titleKey: 'route.providerManage', hidden: true, screen: lazy(() => import('../../screens/provider/providers/provider-manage-page')) },
      ],
    },
    manage,
    masterBoard,
    { path: 'approve', titleKey: 'route.providerApprove', keywords: ['disable', 'approval'], list: disableRequestList },
    {
      path: 'employees', titleKey: 'route.employees',
      children: [
        { path: '', titleKey: 'route.employees', keywords: ['internal staff', 'admin staff'], list: employeeList },
        { path: 'add', titleKey: 'route.employeeAdd', hidden: true, screen: lazy(() => import('../../screens/provider/employees/employee-add-page')) },
        { path: 'view/:id', titleKey: 'route.employeeView', hidden: true, screen: lazy(() => import('../../screens/provider/employees/employee-view-page')) },
        { path: 'edit/:id', titleKey: 'route.employeeEdit', hidden: true, screen: lazy(() => import('../../screens/provider/employees/employee-edit-page')) },
        { path: 'import', titleKey: 'route.employeeImport', hidden: true, keywords: ['csv'], screen: lazy(() => import('../../screens/provider/employees/employee-import-page')) },
      ],
    },
  ],
};
