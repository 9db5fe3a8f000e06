import { z } from 'zod';
import { defineCommand } from './define';
import { searchableKinds } from './record-kinds';

export { searchableKinds };

export const recordHit = z.object({
  kind: z.enum(searchableKinds),
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  /** The console route that shows this record. */
  path: z.string(),
});
export type RecordHit = z.infer<typeof recordHit>;

export const searchRecords = defineCommand({
  id: 'search.records',
  api: 'search_records',
  title: 'Search records',
  area: 'search',
  kind: 'query',
  keywords: ['find', 'lookup', 'applicant', 'provider', 'facility', 'job'],
  args: z.strictObject({
    q: z.string({ error: 'Search text is required.' }).trim().min(2, 'Type at least 2 characters.').max(100, 'Search text is at most 100 characters.'),
    kinds: z.array(z.enum(searchableKinds)).min(1).optional(),
    limit: z.number().int().min(1).max(20).default(6).describe('Most hits per kind'),
  }),
  result: z.object({ hits: z.array(recordHit) }),
});

export const searchCommands = [searchRecords] as const;
