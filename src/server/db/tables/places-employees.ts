// Tables of the places-employees area: a provider's address book, the marketplace's internal employees
// (a profile beside their sign-in account) and the console's file library. Facilities are in core.ts.
import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { accounts, providers } from './core';

/** A provider's saved addresses (head office, billing, depots); at most one is the default. */
export const providerAddresses = pgTable('provider_addresses', {
  id: serial('id').primaryKey(),
  providerId: integer('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  address: text('address').notNull(),
  suburb: text('suburb').notNull(),
  state: text('state').notNull(),
  postcode: text('postcode').notNull(),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  contactName: text('contact_name').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [
  index('provider_addresses_provider_idx').on(t.providerId, t.id),
  // The database, not only the handler, keeps one default per provider.
  uniqueIndex('provider_addresses_one_default').on(t.providerId).where(sql`${t.isDefault}`),
]);

/**
 * An internal employee (admin staff of the marketplace): the profile beside their `accounts` row, which
 * keeps what signing in needs (email, password hash, account type, status).
 */
export const employees = pgTable('employees', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  surname: text('surname').notNull(),
  position: text('position').notNull().default(''),
  startDate: date('start_date', { mode: 'string' }),
  endDate: date('end_date', { mode: 'string' }),
  /** Home address, resolved through the places adapter. */
  address: text('address').notNull().default(''),
  suburb: text('suburb').notNull().default(''),
  state: text('state').notNull().default(''),
  postcode: text('postcode').notNull().default(''),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  /** When a temporary password was last issued; null: imported, no password given yet. */
  passwordIssuedAt: timestamp('password_issued_at', { withTimezone: true, mode: 'string' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [uniqueIndex('employees_account_key').on(t.accountId), index('employees_created_idx').on(t.createdAt, t.id)]);

/** The console's shared documents (/files): kept in the file store, listed here. */
export const libraryFiles = pgTable('library_files', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  fileName: text('file_name').notNull(),
  storageKey: text('storage_key').notNull(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  uploadedById: integer('uploaded_by_id').references(() => accounts.id, { onDelete: 'set null' }),
  uploadedByName: text('uploaded_by_name').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('library_files_storage_key').on(t.storageKey), index('library_files_created_idx').on(t.createdAt, t.id)]);
