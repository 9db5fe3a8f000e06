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

export const openFocused = defineCommand({
  id: 'list.open', title: 'Open focused row', area: 'list', kind: 'client', kbd: 'enter', args: none, result: empty,
});

export const cheatSheet = defineCommand({
  id: 'ui.cheatSheet', title: 'Show keyboard shortcuts', area: 'ui', kind: 'client',
  kbd: 'shift+?', keywords: ['help', 'keys', 'hotkeys'], args: none, result: empty,
});

export const uiCommands = [openPalette, goTo, goApplicants, goDashboard, toggleSidebar, setLanguage, focusNext, focusPrevious, toggleSelected, openFocused, cheatSheet] as const;
