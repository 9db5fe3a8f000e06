// Tables of the devops and links area: link routes (a path of our server redirected to a target and
// counted), app versions per platform, and UTM summaries (one row per day, source, medium and campaign).
// Short links themselves live in referrals.ts (short_links), shared with referral links.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { accounts } from './core';

/** GET <path> answers 302 to target_url and counts the hit (public-routes.ts); path is stored lower-case. */
export const linkRoutes = pgTable('link_routes', {
  id: serial('id').primaryKey(),
  path: text('path').notNull(),
  targetUrl: text('target_url').notNull(),
  note: text('note').notNull().default(''),
  active: boolean('active').notNull().default(true),
  hits: bigint('hits', { mode: 'number' }).notNull().default(0),
  lastHitAt: timestamp('last_hit_at', { withTimezone: true, mode: 'string' }),
  createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [
  uniqueIndex('link_routes_path_key').on(t.path),
  check('link_routes_path_check', sql`${t.path} like '/%' and length(${t.path}) between 2 and 200`),
]);

/** A release of the workers' app; `platform` is a code of appPlatforms (ios, android, web). */
export const appVersions = pgTable('app_versions', {
  id: serial('id').primaryKey(),
  platform: text('platform').notNull(),
  /** The release's own version ('2.14.0'); `version` below is the row's edit version. */
  versionName: text('version_name').notNull(),
  /** Major, minor and patch as numbers, so 1.10.0 sorts after 1.9.3. */
  major: integer('major').notNull(),
  minor: integer('minor').notNull(),
  patch: integer('patch').notNull(),
  buildNumber: integer('build_number').notNull(),
  forceUpdate: boolean('force_update').notNull().default(false),
  notes: text('notes').notNull().default(''),
  releasedOn: date('released_on', { mode: 'string' }).notNull(),
  createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [
  uniqueIndex('app_versions_platform_version_key').on(t.platform, t.versionName),
  index('app_versions_order_idx').on(t.platform, t.major, t.minor, t.patch, t.buildNumber),
]);

/** One day's visits, sign-ups and applications for one source / medium / campaign. */
export const utmSummaries = pgTable('utm_summaries', {
  id: serial('id').primaryKey(),
  day: date('day', { mode: 'string' }).notNull(),
  source: text('source').notNull(),
  medium: text('medium').notNull().default(''),
  campaign: text('campaign').notNull().default(''),
  visits: integer('visits').notNull().default(0),
  signUps: integer('sign_ups').notNull().default(0),
  applications: integer('applications').notNull().default(0),
  createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('utm_summaries_day_key').on(t.day, t.source, t.medium, t.campaign),
  index('utm_summaries_source_idx').on(t.source, t.day),
  check('utm_summaries_counts_check', sql`${t.visits} >= 0 and ${t.signUps} >= 0 and ${t.applications} >= 0`),
]);
