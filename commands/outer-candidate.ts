// Outer candidates (spec §7 'Outer candidates'): people found outside the console, imported from CSV with a
// per-row report, invited by email to register, scored on their resume, and followed to their applications.
import { z } from 'zod';
import { defineCommand, type CommandContext } from './define';
import { editBack } from './inverse';
import { keyword, page, pageSize, pagedResult, recordId, sortDir, version } from './fields';
import { MAX_IMPORT_BYTES, outerCandidateFields, outerCandidateStatuses } from './outer-candidate-fields';

export const outerCandidateRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string(),
  position: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  source: z.string(),
  note: z.string(),
  resume_score: z.number().int().nullable(),
  score_note: z.string(),
  scored_at: z.string().nullable(),
  status: z.enum(outerCandidateStatuses),
  invited_at: z.string().nullable(),
  invite_count: z.number().int(),
  /** Their applicant record once they registered. */
  staff_id: z.number().int().nullable(),
  application_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type OuterCandidateRow = z.infer<typeof outerCandidateRowSchema>;

export const outerApplicationRow = z.object({
  id: z.number().int(),
  outer_candidate_id: z.number().int(),
  candidate_name: z.string(),
  staff_id: z.number().int(),
  job_id: z.number().int(),
  job_title: z.string(),
  status: z.number().int(),
  archived: z.boolean(),
  applied_at: z.string(),
});

export const importReportRow = z.object({
  /** The line of the file (the heading is line 1). */
  line: z.number().int(),
  email: z.string(),
  outcome: z.enum(['imported', 'duplicate', 'refused']),
  candidate_id: z.number().int().nullable(),
  /** For a refused row, the column at fault. */
  field: z.string().nullable(),
  message: z.string(),
});
export type ImportReportRow = z.infer<typeof importReportRow>;

const candidateId = recordId('Outer candidate id');
const onCandidate = (ctx: CommandContext) => ctx.record?.kind === 'outerCandidate';
const fromCandidate = (ctx: CommandContext) => {
  if (!ctx.record || !onCandidate(ctx)) return {};
  const seen = ctx.record.fields?.version;
  return typeof seen === 'number' ? { outer_candidate_id: ctx.record.id, version: seen } : { outer_candidate_id: ctx.record.id };
};

export const importOuterCandidates = defineCommand({
  id: 'outer.import',
  api: 'import_outer_candidate',
  title: 'Import outer candidates from CSV',
  area: 'outerCandidate',
  kind: 'action',
  keywords: ['csv', 'upload', 'bulk', 'job board', 'seek', 'indeed', 'candidates'],
  // A file comes from the screen's picker (shift+o there); the palette cannot type one.
  when: (ctx) => ctx.record?.kind === 'outerCandidate' && ctx.record.fields?.file_picker === true,
  args: z.strictObject({
    file: z
      .file({ error: 'File is required: a CSV file sent as multipart/form-data.' })
      .max(MAX_IMPORT_BYTES, `File is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB, the limit.`),
  }),
  result: z.object({
    imported: z.number().int(),
    duplicates: z.number().int(),
    refused: z.number().int(),
    rows: z.array(importReportRow),
    /** Headings the file has that no field reads (a job board's own columns). */
    ignored_columns: z.array(z.string()),
  }),
});

export const outerCandidateList = defineCommand({
  id: 'outer.list',
  api: 'outer_candidate_list',
  title: 'List outer candidates',
  area: 'outerCandidate',
  kind: 'query',
  keywords: ['imported', 'candidates', 'external', 'invite'],
  args: z.strictObject({
    page,
    page_size: pageSize,
    keyword,
    status: z.enum(outerCandidateStatuses, { error: `Status must be one of ${outerCandidateStatuses.join(', ')}.` }).optional(),
    scored: z.boolean({ error: 'Scored must be true or false.' }).optional(),
    sort_by: z.enum(['created_at', 'name', 'resume_score']).default('created_at'),
    sort_dir: sortDir,
  }),
  result: pagedResult(outerCandidateRowSchema),
});

export const outerCandidateDetail = defineCommand({
  id: 'outer.detail',
  api: 'outer_candidate_detail',
  title: 'Open outer candidate',
  area: 'outerCandidate',
  kind: 'query',
  when: onCandidate,
  fill: (ctx) => (onCandidate(ctx) ? { outer_candidate_id: ctx.record!.id } : {}),
  recordArg: 'outer_candidate_id',
  args: z.strictObject({ outer_candidate_id: candidateId }),
  result: z.object({ candidate: outerCandidateRowSchema.extend({ resume_text: z.string() }) }),
});

export const removeOuterCandidate = defineCommand({
  id: 'outer.remove',
  api: 'remove_outer_candidate',
  title: 'Remove outer candidate',
  area: 'outerCandidate',
  kind: 'action',
  danger: true,
  keywords: ['delete', 'discard'],
  when: onCandidate,
  fill: fromCandidate,
  recordArg: 'outer_candidate_id',
  args: z.strictObject({ outer_candidate_id: candidateId, version }),
  result: z.object({ id: z.number().int(), deleted: z.literal(true) }),
});

export const inviteOuterCandidate = defineCommand({
  id: 'outer.invite',
  api: 'invite_outer_candidate',
  title: 'Invite outer candidate to register',
  area: 'outerCandidate',
  irreversible: { reason: 'it sends a message' },
  kind: 'action',
  kbd: 'shift+i',
  keywords: ['email', 'registration link', 'invite'],
  when: onCandidate,
  fill: fromCandidate,
  recordArg: 'outer_candidate_id',
  args: z.strictObject({ outer_candidate_id: candidateId, version }),
  result: z.object({ candidate: outerCandidateRowSchema, registration_link: z.string() }),
});

const optional = <T extends z.ZodType>(schema: T) => schema.optional();

export const editOuterCandidate = defineCommand({
  id: 'outer.edit',
  inverse: editBack('outer.edit', 'outer_candidate_id', ['first_name', 'surname', 'email', 'phone', 'position', 'suburb', 'state', 'postcode', 'source', 'note']),
  api: 'edit_outer_candidate',
  title: 'Edit outer candidate',
  area: 'outerCandidate',
  kind: 'action',
  reversible: true,
  keywords: ['change', 'update', 'email', 'phone'],
  when: onCandidate,
  fill: fromCandidate,
  recordArg: 'outer_candidate_id',
  args: z.strictObject({
    outer_candidate_id: candidateId,
    version,
    first_name: optional(outerCandidateFields.first_name),
    surname: optional(outerCandidateFields.surname),
    email: optional(outerCandidateFields.email),
    phone: optional(outerCandidateFields.phone),
    position: optional(outerCandidateFields.position),
    suburb: optional(outerCandidateFields.suburb),
    state: optional(outerCandidateFields.state),
    postcode: optional(outerCandidateFields.postcode),
    source: optional(outerCandidateFields.source),
    note: optional(outerCandidateFields.note),
  }),
  result: outerCandidateRowSchema,
});

export const outerApplicationList = defineCommand({
  id: 'outer.applications',
  api: 'outer_application_list',
  title: 'List applications of outer candidates',
  area: 'outerCandidate',
  kind: 'query',
  keywords: ['applications', 'registered', 'applied'],
  fill: (ctx) => (onCandidate(ctx) ? { outer_candidate_id: ctx.record!.id } : {}),
  args: z.strictObject({ page, page_size: pageSize, keyword, outer_candidate_id: candidateId.optional() }),
  result: pagedResult(outerApplicationRow),
});

export const updateOuterCandidateScore = defineCommand({
  id: 'outer.score',
  inverse: editBack('outer.score', 'outer_candidate_id', ['resume_score', 'score_note']),
  api: 'update_outer_candidate_resume_score',
  title: 'Score outer candidate resume',
  area: 'outerCandidate',
  kind: 'action',
  reversible: true,
  keywords: ['resume', 'score', 'rating', 'assess'],
  when: onCandidate,
  fill: fromCandidate,
  recordArg: 'outer_candidate_id',
  args: z.strictObject({
    outer_candidate_id: candidateId,
    version,
    /** Absent: scored by the position's resume assessment rules (src/domain/resume-scoring.ts). */
    resume_score: z
      .number({ error: 'Resume score must be a number.' })
      .int('Resume score must be a whole number.')
      .min(0, 'Resume score must be at least 0.')
      .max(100, 'Resume score must be at most 100.')
      .optional(),
    score_note: z.string({ error: 'Score note must be text.' }).trim().max(500, 'Score note is at most 500 characters.').optional(),
  }),
  result: outerCandidateRowSchema,
});

export const outerCandidateCommands = [
  importOuterCandidates, outerCandidateList, outerCandidateDetail, removeOuterCandidate, inviteOuterCandidate, editOuterCandidate,
  outerApplicationList, updateOuterCandidateScore,
] as const;
