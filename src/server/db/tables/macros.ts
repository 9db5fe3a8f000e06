// Macros (issue 12): a user's named command scripts in the line format of commands/macro-format.ts.
// The text is the macro; name, description and step count are kept beside it for lists. docs/macros.md.
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';

export const macros = pgTable('macros', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  text: text('text').notNull(),
  stepCount: integer('step_count').notNull(),
  /** Visible to the whole team; only the owner edits, shares or deletes it. */
  shared: boolean('shared').notNull().default(false),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('macros_owner_idx').on(t.ownerId), index('macros_shared_idx').on(t.shared)]);
