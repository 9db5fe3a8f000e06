// Tables of the admin area (docs/admin-area.md): auth entries grouped into role auth lists, provider roles
// that hold auths (a platform template, or a provider's own customised copy), and the menu entries the
// console's route table syncs here. Admin users are the `accounts` table (core.ts); api entries are the
// command catalogue itself, so they have no table to drift from.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { providers } from './core';

/** One permission a role can hold: a name, the group (role auth list) it is shown under, its menus and apis. */
export const adminAuths = pgTable('admin_auths', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  /** The role auth list it belongs to (Shifts, Workers, Billing …). */
  groupName: text('group_name').notNull(),
  description: text('description').notNull().default(''),
  /** Console route paths this auth opens (admin_menus.path). */
  menus: text('menus').array().notNull().default(sql`'{}'::text[]`),
  /** Api names (the catalogue's `api`) this auth allows. */
  apis: text('apis').array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [uniqueIndex('admin_auths_code_key').on(t.code)]);

/**
 * A role provider operators are given. A row without a provider is a platform template; a provider
 * customises a template by copying it (`basedOnId`) and changing its auths.
 */
export const providerRoles = pgTable('provider_roles', {
  id: serial('id').primaryKey(),
  providerId: integer('provider_id').references(() => providers.id, { onDelete: 'cascade' }),
  basedOnId: integer('based_on_id'),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** admin_auths.code of every auth the role holds. */
  auths: text('auths').array().notNull().default(sql`'{}'::text[]`),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [
  uniqueIndex('provider_roles_name_key').on(sql`coalesce(${t.providerId}, 0)`, sql`lower(${t.name})`),
  index('provider_roles_provider_idx').on(t.providerId),
]);

/** A console page as the route table last synced it: what auths can name as menus. */
export const adminMenus = pgTable('admin_menus', {
  id: serial('id').primaryKey(),
  path: text('path').notNull(),
  titleKey: text('title_key').notNull(),
  /** English title at the time of the sync, for the server's own messages and the audit. */
  title: text('title').notNull(),
  parentPath: text('parent_path'),
  icon: text('icon').notNull().default(''),
  hidden: boolean('hidden').notNull().default(false),
  sort: integer('sort').notNull(),
  /** The page's command (route `reads`), when it names one. */
  command: text('command'),
  /** The route left the table at a later sync; kept so auths naming it can be fixed. */
  removed: boolean('removed').notNull().default(false),
  syncedAt: timestamp('synced_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [uniqueIndex('admin_menus_path_key').on(t.path)]);
