// Tables of the staff lists area: a staff member's standing on the providers' master boards.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { accounts, facilities, providers, staff } from './core';

/**
 * One row per staff member whose board has ever been edited: the board's version, so two recruiters
 * editing one person's board cannot overwrite each other. A person without a row has version 0.
 */
export const staffMasterBoards = pgTable('staff_master_boards', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [uniqueIndex('staff_master_boards_staff_key').on(t.staffId)]);

/**
 * Where a staff member is preferred (with a priority, 1 = first call) or blocked (with the reason), at a
 * whole provider (no facility) or at one of its facilities. One entry per staff, provider and facility.
 */
export const staffMasterBoardEntries = pgTable('staff_master_board_entries', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
  providerId: integer('provider_id').notNull().references(() => providers.id),
  facilityId: integer('facility_id').references(() => facilities.id),
  standing: text('standing').notNull(),
  priority: integer('priority'),
  note: text('note').notNull().default(''),
  updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('staff_master_board_entries_place_key').on(t.staffId, t.providerId, sql`coalesce(${t.facilityId}, 0)`),
  // A provider's own master board reads who is preferred or blocked there.
  index('staff_master_board_entries_provider_idx').on(t.providerId, t.standing),
  check('staff_master_board_entries_standing_check', sql`${t.standing} in ('preferred', 'blocked')`),
  check('staff_master_board_entries_priority_check', sql`(${t.standing} = 'preferred') = (${t.priority} is not null)`),
]);
