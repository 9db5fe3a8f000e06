// Spec §2: /provider → /provider/providers/enable. All of it comes with "Providers and the admin area".
import type { RouteNode } from '../route-types';

/** The pages of one provider, reached from its manage page (each takes the provider's id). */
const manage: RouteNode = {
  path: 'manage', titleKey: 'route.providerSettings',
  children: [
    { path: 'organisation-info/:id', titleKey: 'route.organisationInfo', hidden: true },
    {
      path: 'operators', titleKey: 'route.operators',
      children: [
        { path: 'list/:id', titleKey: 'route.operatorList', hidden: true },
        { path: 'manage/:id', titleKey: 'route.operatorManage', hidden: true },
      ],
    },
    { path: 'facility/:id', titleKey: 'route.facility', hidden: true },
    { path: 'address-book/:id', titleKey: 'route.addressBook', hidden: true },
    { path: 'attachment/:id', titleKey: 'route.attachment', hidden: true },
    { path: 'block-list/:id', titleKey: 'route.blockList', hidden: true },
    { path: 'master-board/:id', titleKey: 'route.providerMasterBoard', hidden: true },
    {
      path: 'contract-configuration', titleKey: 'route.contractConfiguration',
      children: [
        { path: 'list/:id', titleKey: 'route.contractConfigurationList', hidden: true },
        { path: 'manage/:id', titleKey: 'route.contractConfigurationManage', hidden: true },
      ],
    },
  ],
};

const masterBoard: RouteNode = {
  path: 'master-board', titleKey: 'route.masterBoard', redirect: '/provider/master-board/view',
  children: [
    { path: 'view', titleKey: 'route.masterBoardView' },
    { path: 'qrcode', titleKey: 'route.masterBoardQrcode' },
    { path: 'template', titleKey: 'route.masterBoardTemplate' },
    { path: 'approval', titleKey: 'route.masterBoardApproval' },
    { path: 'config', titleKey: 'route.masterBoardConfig' },
    { path: 'permission', titleKey: 'route.masterBoardPermission' },
    { path: 'roles', titleKey: 'route.masterBoardRoles' },
    {
      path: 'temp-shift', titleKey: 'route.tempShift',
      children: [
        { path: '', titleKey: 'route.tempShift' },
        { path: 'add', titleKey: 'route.tempShiftAdd', hidden: true },
        { path: 'view/:id', titleKey: 'route.tempShiftView', hidden: true },
        { path: 'edit/:id', titleKey: 'route.tempShiftEdit', hidden: true },
        { path: 'import', titleKey: 'route.tempShiftImport', hidden: true },
      ],
    },
    { path: 'style', titleKey: 'route.masterBoardStyle' },
  ],
};

export const providerRoutes: RouteNode = {
  path: '/provider', titleKey: 'route.provider', icon: 'provider', redirect: '/provider/providers/enable', pending: 'providers',
  children: [
    {
      path: 'providers', titleKey: 'route.providers', redirect: '/provider/providers/enable',
      children: [
        { path: 'enable', titleKey: 'route.providersEnabled', command: 'nav.providers', keywords: ['organisations', 'care providers'] },
        { path: 'disabled', titleKey: 'route.providersDisabled' },
        { path: 'manage/:id', titleKey: 'route.providerManage', hidden: true },
      ],
    },
    manage,
    masterBoard,
    { path: 'approve', titleKey: 'route.providerApprove', keywords: ['disable', 'approval'] },
    {
      path: 'employees', titleKey: 'route.employees',
      children: [
        { path: '', titleKey: 'route.employees' },
        { path: 'add', titleKey: 'route.employeeAdd', hidden: true },
        { path: 'view/:id', titleKey: 'route.employeeView', hidden: true },
        { path: 'edit/:id', titleKey: 'route.employeeEdit', hidden: true },
        { path: 'import', titleKey: 'route.employeeImport', hidden: true, keywords: ['csv'] },
      ],
    },
  ],
};
