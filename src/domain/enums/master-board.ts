// Enumerations of the master board area (docs/master-board.md): a temp shift's status, the board's
// permissions a board role may hold, what a provider API key may do, and a key's status.
import { defineEnum } from './define-enum';

/** A temp shift posted to a provider's master board. */
export const tempShiftStatus = defineEnum('tempShiftStatus', [
  ['pending_approval', 'Awaiting approval'],
  ['open', 'Open'],
  ['filled', 'Filled'],
  ['rejected', 'Rejected'],
  ['cancelled', 'Cancelled'],
]);

/** What a board role may do on the provider's master board. */
export const masterBoardPermissions = defineEnum('masterBoardPermissions', [
  ['view_board', 'View the board'],
  ['post_shift', 'Post temp shifts'],
  ['post_without_approval', 'Post without approval'],
  ['approve_shift', 'Approve temp shifts'],
  ['import_shifts', 'Import temp shifts from CSV'],
  ['manage_templates', 'Manage shift templates'],
  ['manage_board', 'Change board settings and style'],
]);

/** What a provider's API key may reach. */
export const providerApiScopes = defineEnum('providerApiScopes', [
  ['temp_shifts:read', 'Read temp shifts'],
  ['temp_shifts:write', 'Post and update temp shifts'],
  ['staff:read', 'Read the provider\u2019s preferred staff'],
  ['timesheets:read', 'Read timesheets'],
]);

export const providerApiKeyStatus = defineEnum('providerApiKeyStatus', [
  ['active', 'Active'],
  ['disabled', 'Disabled'],
]);

/** How the public board lays out its shifts. */
export const masterBoardLayouts = defineEnum('masterBoardLayouts', [
  ['list', 'List'],
  ['cards', 'Cards'],
]);
