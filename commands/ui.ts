import { z } from 'zod';
import { defineCommand } from './define';

/** Client-only commands: the browser runs them; they never reach the server. */
const none = z.strictObject({});
const empty = z.object({});

export const openPalette = defineCommand({
  id: 'ui.openPalette', title: 'Open command palette', area: 'ui', kind: 'client',
  kbd: 'mod+k', keywords: ['command', 'search'], args: none, result: empty,
});

export const goTo = defineCommand({
  id: 'nav.go', title: 'Go to page', area: 'navigation', kind: 'client',
  keywords: ['navigate', 'open', 'route'],
  args: z.strictObject({ path: z.string().startsWith('/', 'Path must start with /.') }),
  result: empty,
});

export const goApplicants = defineCommand({
  id: 'nav.applicants', title: 'Go to applicants', area: 'navigation', kind: 'client',
  kbd: 'g a', args: none, result: empty,
});

export const goDashboard = defineCommand({
  id: 'nav.dashboard', title: 'Go to dashboard', area: 'navigation', kind: 'client',
  kbd: 'g d', args: none, result: empty,
});

export const toggleSidebar = defineCommand({
  id: 'ui.toggleSidebar', title: 'Toggle sidebar', area: 'ui', kind: 'client',
  kbd: 'mod+b', keywords: ['collapse', 'expand', 'menu'], args: none, result: empty,
});

export const setLanguage = defineCommand({
  id: 'ui.setLanguage', title: 'Switch language', area: 'ui', kind: 'client',
  keywords: ['english', 'chinese', '中文', 'locale'],
  args: z.strictObject({ language: z.enum(['en', 'zh']) }), result: empty,
});

export const focusNext = defineCommand({
  id: 'list.next', title: 'Focus next row', area: 'list', kind: 'client', kbd: 'j', args: none, result: empty,
});

export const focusPrevious = defineCommand({
  id: 'list.previous', title: 'Focus previous row', area: 'list', kind: 'client', kbd: 'k', args: none, result: empty,
});

export const toggleSelected = defineCommand({
  id: 'list.toggleSelected', title: 'Select or unselect focused row', area: 'list', kind: 'client', kbd: 'x', args: none, result: empty,
});

/** Vim-like ranges: x marks one end, shift+x selects every row from there to the focused one. */
export const selectRange = defineCommand({
  id: 'list.selectRange', title: 'Select rows from the last selected to the focused one', area: 'list', kind: 'client', kbd: 'shift+x',
  keywords: ['range', 'select many', 'bulk'], args: none, result: empty,
});

export const openFocused = defineCommand({
  id: 'list.open', title: 'Open focused row', area: 'list', kind: 'client', kbd: 'enter', args: none, result: empty,
});

/** Lists that page on the server: j on the last row and k on the first turn the page as well. */
export const nextPage = defineCommand({
  id: 'list.nextPage', title: 'Next page of the list', area: 'list', kind: 'client', kbd: 'shift+j', args: none, result: empty,
});

export const previousPage = defineCommand({
  id: 'list.previousPage', title: 'Previous page of the list', area: 'list', kind: 'client', kbd: 'shift+k', args: none, result: empty,
});

export const focusListSearch = defineCommand({
  id: 'list.focusSearch', title: 'Search the list', area: 'list', kind: 'client', kbd: '/', keywords: ['find', 'filter'], args: none, result: empty,
});

export const focusListFilters = defineCommand({
  id: 'list.focusFilters', title: 'Filter the list', area: 'list', kind: 'client', kbd: 'f', args: none, result: empty,
});

export const selectAllMatching = defineCommand({
  id: 'list.selectAllMatching', title: 'Select all rows matching the filter', area: 'list', kind: 'client', kbd: 'shift+a',
  keywords: ['select all', 'bulk'], args: none, result: empty,
});

export const cheatSheet = defineCommand({
  id: 'ui.cheatSheet', title: 'Show keyboard shortcuts', area: 'ui', kind: 'client',
  kbd: 'shift+?', keywords: ['help', 'keys', 'hotkeys'], args: none, result: empty,
});

export const setSize = defineCommand({
  id: 'ui.setSize', title: 'Change interface size', area: 'ui', kind: 'client',
  keywords: ['density', 'compact', 'font', 'zoom'],
  args: z.strictObject({ size: z.enum(['default', 'medium', 'small', 'mini']) }), result: empty,
});

/** Tabs of visited views (spec §2): fixed tabs stay whatever is closed. */
export const nextTab = defineCommand({
  id: 'tabs.next', title: 'Next tab', area: 'tabs', kind: 'client', kbd: ']', args: none, result: empty,
});
export const previousTab = defineCommand({
  id: 'tabs.previous', title: 'Previous tab', area: 'tabs', kind: 'client', kbd: '[', args: none, result: empty,
});
export const refreshTab = defineCommand({
  id: 'tabs.refresh', title: 'Refresh this tab', area: 'tabs', kind: 'client', keywords: ['reload'], args: none, result: empty,
});
export const closeTab = defineCommand({
  id: 'tabs.close', title: 'Close this tab', area: 'tabs', kind: 'client', kbd: 'alt+w', args: none, result: empty,
});
export const closeOtherTabs = defineCommand({
  id: 'tabs.closeOthers', title: 'Close other tabs', area: 'tabs', kind: 'client', args: none, result: empty,
});
export const closeAllTabs = defineCommand({
  id: 'tabs.closeAll', title: 'Close all tabs', area: 'tabs', kind: 'client', args: none, result: empty,
});

/** `g` then a letter goes to an area, as in Gmail and GitHub. */
const goArea = <const Id extends string>(id: Id, title: string, kbd: string) =>
  defineCommand({ id, title, area: 'navigation', kind: 'client', kbd, args: none, result: empty });
export const goProviders = goArea('nav.providers', 'Go to providers', 'g p');
export const goJobAds = goArea('nav.jobAds', 'Go to job ads', 'g j');
export const goOrders = goArea('nav.orders', 'Go to shift orders', 'g o');
export const goTimesheets = goArea('nav.timesheets', 'Go to timesheets', 'g t');
export const goIncidents = goArea('nav.incidents', 'Go to incidents', 'g i');
export const goPayslips = goArea('nav.payslips', 'Go to payslips', 'g m');
export const goTools = goArea('nav.tools', 'Go to tools', 'g s');
export const goEnabledStaff = goArea('nav.enabledStaff', 'Go to enabled staff', 'g e');

export const uiCommands = [
  openPalette, goTo, goApplicants, goDashboard, goProviders, goJobAds, goOrders, goTimesheets, goIncidents, goPayslips, goTools,
  goEnabledStaff, toggleSidebar, setLanguage, setSize, focusNext, focusPrevious, toggleSelected, selectRange, openFocused, nextPage, previousPage,
  focusListSearch, focusListFilters, selectAllMatching, cheatSheet,
  nextTab, previousTab, refreshTab, closeTab, closeOtherTabs, closeAllTabs,
] as const;
