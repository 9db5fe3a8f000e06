// Labelled palette queries (what a user types, and the page or command they mean), with the palette's
// first-list ranking and a Fuse.js baseline set up as the spec's header search (§9: threshold 0.4, keys
// title and path) over the same items. Shared by test/bench/palette-vs-fuse.ts and the unit test.
// The queries were written before either matcher was run on them; typos are the kind people make
// (dropped, doubled and swapped letters). Targets are a route path or a command id.
import Fuse from 'fuse.js';
import { HEADER_SEARCH_THRESHOLD } from '../../src/domain/constants';
import '../../src/web/i18n/area-strings';
import { rankTop } from '../../src/web/palette/match';
import { actionItems, isHint, navigateItems, type RootItem } from '../../src/web/palette/palette-items';
import { hintsFor, recordHintItems } from '../../src/web/palette/record-hints';
import { session } from '../../src/web/state/session';
import { setLanguage } from '../../src/web/state/settings';

export type Language = 'en' | 'zh';
export interface Labelled { query: string; target: string; language: Language }

const en = (query: string, target: string): Labelled => ({ query, target, language: 'en' });
const zh = (query: string, target: string): Labelled => ({ query, target, language: 'zh' });

export const LABELLED: Labelled[] = [
  // Pages by name
  en('dashboard', '/dashboard'),
  en('applicants', '/staff/applicants'),
  en('enabled staff', '/staff/enabled-staff'),
  en('job ads', '/job/ads'),
  en('applications', '/job/applications'),
  en('payslips', '/account/payslip'),
  en('invoices', '/account/invoice'),
  en('timesheets', '/time-sheet'),
  en('incidents', '/incident/index'),
  en('shift orders', '/order/shift'),
  en('qr codes', '/provider/master-board/qrcode'),
  en('board templates', '/provider/master-board/template'),
  en('temp shifts', '/provider/master-board/temp-shift'),
  en('audit log', '/admin/audit'),
  en('admin users', '/admin/users'),
  en('short links', '/tools/short-link'),
  en('link routes', '/tools/routers'),
  en('app versions', '/dev-ops/version'),
  en('utm', '/dev-ops/utm'),
  en('referral links', '/staff/referral'),
  en('staff levels', '/staff/level'),
  en('virtual interview', '/staff/configuration/virtual-interview'),
  en('outer candidates', '/staff/applicants/outer-candidates'),
  en('disabled providers', '/provider/providers/disabled'),
  en('active providers', '/provider/providers/enable'),
  en('export profiles', '/job/export-profile'),
  en('internal employees', '/provider/employees'),
  en('toolbox', '/tools/index'),
  en('announcements to providers', '/tools/announcement-to-provider'),
  en('admin roles', '/admin/roles'),
  en('menus', '/admin/menus'),
  en('station notices', '/staff/push'),
  en('job role categories', '/staff/configuration/job-role-category'),
  en('board style', '/provider/master-board/style'),
  en('disable approvals', '/provider/approve'),
  // Prefixes and paths
  en('dash', '/dashboard'),
  en('timesh', '/time-sheet'),
  en('paysl', '/account/payslip'),
  en('time-sheet', '/time-sheet'),
  en('dev-ops/version', '/dev-ops/version'),
  en('account/invoice', '/account/invoice'),
  en('master-board/style', '/provider/master-board/style'),
  // Pages with typos
  en('dashbaord', '/dashboard'),
  en('aplicants', '/staff/applicants'),
  en('payslps', '/account/payslip'),
  en('invocies', '/account/invoice'),
  en('timeshets', '/time-sheet'),
  en('incidnets', '/incident/index'),
  en('enabeld staff', '/staff/enabled-staff'),
  en('job aplications', '/job/applications'),
  en('shrot links', '/tools/short-link'),
  en('anouncements', '/tools/announcement-to-provider'),
  en('internal emploees', '/provider/employees'),
  en('qr codse', '/provider/master-board/qrcode'),
  en('audt log', '/admin/audit'),
  en('refferal links', '/staff/referral'),
  en('virtaul interview', '/staff/configuration/virtual-interview'),
  en('tolbox', '/tools/index'),
  en('disabeld providers', '/provider/providers/disabled'),
  // Commands by name
  en('log out', 'auth.logout'),
  en('logout', 'auth.logout'),
  en('toggle sidebar', 'ui.toggleSidebar'),
  en('switch language', 'ui.setLanguage'),
  en('keyboard shortcuts', 'ui.cheatSheet'),
  en('close all tabs', 'tabs.closeAll'),
  en('refresh tab', 'tabs.refresh'),
  en('undo', 'undo.last'),
  en('undo history', 'undo.history'),
  en('repeat last', 'macro.repeat'),
  en('run macro', 'macro.run'),
  en('record macro', 'macro.record'),
  en('add employee', 'employee.add'),
  en('add facility', 'facility.add'),
  en('generate payslips', 'payslip.generate'),
  en('generate invoices', 'invoice.generate'),
  en('send sms to phone', 'sms.sendToPhone'),
  en('shorten a link', 'shortlink.create'),
  en('create order', 'order.create'),
  en('estimate cost', 'order.estimateCost'),
  en('add admin user', 'admin.addUser'),
  en('create api key', 'apikey.add'),
  en('post job ad', 'job.posting'),
  en('who am i', 'auth.userInfo'),
  en('search audit log', 'audit.list'),
  en('send notification email', 'email.send'),
  en('mark notices read', 'notice.setRead'),
  en('open notifications', 'notice.open'),
  en('sync menu', 'admin.syncMenus'),
  en('block worker', 'provider.block'),
  en('import temp shifts', 'tempshift.import'),
  en('look up postcode', 'place.postcode'),
  en('next tab', 'tabs.next'),
  en('interface size', 'ui.setSize'),
  en('dry run macro', 'macro.dryRun'),
  en('share macro', 'macro.share'),
  // Commands with typos
  en('toggle sidbar', 'ui.toggleSidebar'),
  en('swich language', 'ui.setLanguage'),
  en('keybord shortcuts', 'ui.cheatSheet'),
  en('generate payslisp', 'payslip.generate'),
  en('shroten a link', 'shortlink.create'),
  en('add emplyee', 'employee.add'),
  en('reapeat last', 'macro.repeat'),
  en('estimte cost', 'order.estimateCost'),
  en('imoprt temp shifts', 'tempshift.import'),
  en('sned sms to phone', 'sms.sendToPhone'),
  en('crate api key', 'apikey.add'),
  en('lgout', 'auth.logout'),
  // Chinese titles (the palette in Chinese), and English typed there
  zh('仪表盘', '/dashboard'),
  zh('申请人', '/staff/applicants'),
  zh('工资单', '/account/payslip'),
  zh('发票', '/account/invoice'),
  zh('审计日志', '/admin/audit'),
  zh('短链接', '/tools/short-link'),
  zh('切换语言', 'ui.setLanguage'),
  zh('退出登录', 'auth.logout'),
  zh('临时班次', '/provider/master-board/temp-shift'),
  zh('招聘广告', '/job/ads'),
  zh('二维码', '/provider/master-board/qrcode'),
  zh('添加内部员工', 'employee.add'),
  zh('payslips', '/account/payslip'),
  zh('dashbaord', '/dashboard'),
];

/** What an item stands for: its route or its command id. */
export const targetOf = (item: RootItem): string =>
  'route' in item.target ? item.target.route : 'command' in item.target ? item.target.command.id : `record:${item.target.record.kind}:${item.target.record.id}`;

/** The lists the palette's first list matches (signed in as an administrator, nothing focused). */
export interface PaletteLists { navigate: RootItem[]; actionsAndHints: RootItem[]; all: RootItem[] }

export async function paletteLists(language: Language): Promise<PaletteLists> {
  session.user = { id: 1, name: 'Admin', email: 'admin@example.com', avatar: '', account_type: 'super_account', roles: ['admin'] } as typeof session.user;
  await setLanguage(language);
  const navigate = navigateItems();
  const actions = actionItems();
  return { navigate, actionsAndHints: [...actions, ...recordHintItems()], all: [...navigate, ...actions] };
}

const noBoost = () => 0;
const LIMIT = 8;

/**
 * The palette's first item for a query, as use-root-results orders it: Navigate and Actions each
 * ranked (8 each), hints kept only for a clear match, groups by their best tier, Navigate first on a tie.
 */
export function paletteFirst(lists: PaletteLists, query: string): RootItem | undefined {
  const navigate = rankTop(lists.navigate, query, noBoost, LIMIT);
  const actions = rankTop(lists.actionsAndHints, query, noBoost, LIMIT);
  const hints = new Set(hintsFor(actions.items.filter(isHint), query).map((h) => h.value));
  const actionItemsShown = actions.items.filter((i) => !isHint(i) || hints.has(i.value));
  if (!navigate.items.length) return actionItemsShown[0];
  if (!actionItemsShown.length) return navigate.items[0];
  return actions.best < navigate.best ? actionItemsShown[0] : navigate.items[0];
}

export interface FuseEntry { title: string; path: string; target: string }

/** The header search's Fuse set-up (spec §9 threshold; keys title and path) over the same items. */
export function fuseIndex(lists: PaletteLists): Fuse<FuseEntry> {
  const entries = lists.all.map((item) => ({ title: item.title, path: 'route' in item.target ? item.target.route : '', target: targetOf(item) }));
  return new Fuse(entries, { threshold: HEADER_SEARCH_THRESHOLD, ignoreLocation: true, keys: ['title', 'path'] });
}

export function fuseFirst(index: Fuse<FuseEntry>, query: string): string | undefined {
  return index.search(query, { limit: 1 })[0]?.item.target;
}
