// Job-ad settings beside the ad itself (core.ts job_ads): how each provider may post, and where an ad
// is mirrored on outside job boards.
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { jobAds, providers } from './core';

/** A provider's job posting status (docs/job-ads.md): open, approval_required or suspended. No row = open. */
export const providerJobSettings = pgTable('provider_job_settings', {
  id: serial('id').primaryKey(),
  providerId: integer('provider_id').notNull().references(() => providers.id),
  jobStatus: text('job_status').notNull().default('open'),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [uniqueIndex('provider_job_settings_provider_key').on(t.providerId)]);

/** The same ad on an outside board (SEEK, Indeed…): one external id per board is ours only once. */
export const externalJobMappings = pgTable('external_job_mappings', {
  id: serial('id').primaryKey(),
  jobId: integer('job_id').notNull().references(() => jobAds.id),
  source: text('source').notNull(),
  externalId: text('external_id').notNull(),
  externalUrl: text('external_url').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [
  uniqueIndex('external_job_mappings_source_key').on(t.source, t.externalId),
  index('external_job_mappings_job_idx').on(t.jobId),
]);
