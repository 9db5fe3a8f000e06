import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Columns most tables share. */
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
/** Rows that people edit concurrently carry a version; a stale write is a conflict. */
export const version = () => integer('version').notNull().default(1);
