// Tags on applicants (spec §7 Staff: get_tag_list, add_staff_tag, delete_staff_tag). One pool of tags,
// matched without regard to case, so 'night shifts' and 'Night Shifts' are one tag spelt as first typed.
// Adding and removing are set operations (doing one twice changes nothing), so they take no version.
import { z } from 'zod';
import { toggleMember } from './inverse';
import { defineCommand } from './define';
import { fromPerson, onPerson, staffId } from './note-fields';

export const TAG_MAX = 40;

/** A tag as typed: spaces collapsed, 1 to 40 characters. */
export const tagName = z
  .string({ error: (issue) => (issue.input === undefined ? 'Tag is required.' : 'Tag must be text.') })
  .transform((v) => v.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1, 'Tag is required.').max(TAG_MAX, `Tag is at most ${TAG_MAX} characters.`));

const tagListResult = z.object({ staff_id: z.number().int(), tag_list: z.array(z.string()) });

export const tagList = defineCommand({
  id: 'tag.list',
  api: 'get_tag_list',
  title: 'List tags',
  area: 'staff',
  kind: 'query',
  keywords: ['tags', 'labels', 'tag pool'],
  args: z.strictObject({
    /** With an applicant: their tags too, as tag_list. */
    staff_id: staffId.optional(),
    keyword: z.string().trim().max(TAG_MAX, `Keyword is at most ${TAG_MAX} characters.`).optional(),
  }),
  result: z.object({
    /** Every tag in use, most used first, with how many applicants carry it. */
    tag_pool: z.array(z.object({ name: z.string(), count: z.number().int() })),
    tag_list: z.array(z.string()),
  }),
});

export const addStaffTag = defineCommand({
  id: 'tag.add',
  api: 'add_staff_tag',
  title: 'Add tag to applicant',
  area: 'staff',
  inverse: toggleMember('tag.delete', 'tags', 'tag', false),
  kind: 'action',
  kbd: 't',
  keywords: ['tag', 'label'],
  when: onPerson,
  fill: fromPerson,
  recordArg: 'staff_id',
  args: z.strictObject({ staff_id: staffId, tag: tagName }),
  result: tagListResult,
});

export const deleteStaffTag = defineCommand({
  id: 'tag.delete',
  api: 'delete_staff_tag',
  title: 'Remove tag from applicant',
  area: 'staff',
  inverse: toggleMember('tag.add', 'tags', 'tag', true),
  kind: 'action',
  keywords: ['untag', 'remove tag', 'label'],
  when: onPerson,
  fill: fromPerson,
  recordArg: 'staff_id',
  args: z.strictObject({ staff_id: staffId, tag: tagName }),
  argSources: {
    tag: {
      command: 'tag.list',
      args: (known) => (known.staff_id ? { staff_id: known.staff_id } : undefined),
      options: (r: { tag_list: string[] }) => r.tag_list.map((name) => ({ value: name, label: name })),
    },
  },
  result: tagListResult,
});

export const tagCommands = [tagList, addStaffTag, deleteStaffTag] as const;
