// Timesheets (spec §7 Timesheets: time_sheet_list, time_sheet_comment_list, comment_time_sheet,
// time_sheet_modify; and timesheet_recalculate, listed under Payslips). One timesheet per worker per
// checked-out shift, made by order_check_out; amounts in integer cents from the rate table. Status moves
// are data (src/domain/timesheet-moves.ts). time_sheet_detail is ours: the record's version query.
import { z } from 'zod';
import { timesheetStatus } from '../src/domain/enums/shift-work';
import { defineCommand, type CommandContext } from './define';
import { codeOf, keyword, page, pageSize, pagedResult, recordId, sortDir, version } from './fields';

const timesheetId = recordId('Timesheet id');
const onTimesheet = (ctx: CommandContext) => ctx.record?.kind === 'timesheet';
const fromTimesheet = (ctx: CommandContext) => (ctx.record && onTimesheet(ctx) ? { timesheet_id: ctx.record.id } : {});
const fromTimesheetVersioned = (ctx: CommandContext) => {
  if (!ctx.record || !onTimesheet(ctx)) return {};
  const seen = ctx.record.fields?.version;
  return typeof seen === 'number' ? { timesheet_id: ctx.record.id, version: seen } : { timesheet_id: ctx.record.id };
};
const status = codeOf('Status', timesheetStatus);
const isoDate = (what: string) => z.iso.date({ error: `${what} must be a date (YYYY-MM-DD).` });
const instant = (what: string) => z.iso.datetime({ offset: true, error: `${what} must be a date-time (ISO 8601, with its offset).` });
const comment = z
  .string({ error: (issue) => (issue.input === undefined ? 'Comment is required.' : 'Comment must be text.') })
  .trim()
  .min(1, 'Comment is required.')
  .max(2000, 'Comment is at most 2,000 characters.');

export const timesheetRow = z.object({
  id: z.number().int(),
  shift_id: z.number().int(),
  staff_id: z.number().int(),
  name: z.string(),
  position: z.string(),
  provider_name: z.string(),
  facility_name: z.string(),
  state: z.string(),
  status,
  starts_at: z.string(),
  ends_at: z.string(),
  break_minutes: z.number().int(),
  hours: z.number(),
  amount_cents: z.number().int(),
  /** amount_cents in dollars, as people read it ('$312.50'). */
  amount: z.string(),
  comment_count: z.number().int(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type TimesheetRow = z.infer<typeof timesheetRow>;

const costLine = z.object({
  from: z.string(), to: z.string(), minutes: z.number().int(), loading: z.string(), multiplier: z.number(), cents: z.number().int(), date: z.string(),
  holiday: z.string().optional(), casual: z.boolean(),
});

export const timesheetDetail = timesheetRow.extend({
  hourly_rate_cents: z.number().int(),
  lines: z.array(costLine),
  calculated_at: z.string(),
  approved_by: z.string().nullable(),
  approved_at: z.string().nullable(),
  /** Where the status may go from here (the moves table). */
  next_statuses: z.array(status),
});

export const commentRow = z.object({ id: z.number().int(), timesheet_id: z.number().int(), author_name: z.string(), body: z.string(), created_at: z.string() });

export const timesheetList = defineCommand({
  id: 'timesheet.list',
  api: 'time_sheet_list',
  title: 'List timesheets',
  area: 'timesheet',
  kind: 'query',
  keywords: ['hours', 'timesheets', 'worked', 'approve hours'],
  args: z
    .strictObject({
      page,
      page_size: pageSize,
      keyword,
      status: status.optional(),
      staff_id: recordId('Staff id').optional(),
      shift_id: recordId('Shift id').optional(),
      from: isoDate('From').optional().describe('Shifts starting on or after this day'),
      to: isoDate('To').optional().describe('Shifts starting on or before this day'),
      sort_by: z.enum(['starts_at', 'amount_cents', 'id']).default('starts_at'),
      sort_dir: sortDir,
    })
    .refine((a) => !a.from || !a.to || a.from <= a.to, { path: ['to'], message: 'To must not be before from.' }),
  result: pagedResult(timesheetRow),
});

export const timesheetDetailQuery = defineCommand({
  id: 'timesheet.detail',
  api: 'time_sheet_detail',
  title: 'Open timesheet',
  area: 'timesheet',
  kind: 'query',
  keywords: ['cost lines', 'loadings'],
  when: onTimesheet,
  fill: fromTimesheet,
  recordArg: 'timesheet_id',
  args: z.strictObject({ timesheet_id: timesheetId }),
  result: timesheetDetail,
});

export const timesheetComments = defineCommand({
  id: 'timesheet.comments',
  api: 'time_sheet_comment_list',
  title: 'Timesheet comments',
  area: 'timesheet',
  kind: 'query',
  when: onTimesheet,
  fill: fromTimesheet,
  recordArg: 'timesheet_id',
  args: z.strictObject({ timesheet_id: timesheetId }),
  result: z.object({ list: z.array(commentRow) }),
});

export const commentTimesheet = defineCommand({
  id: 'timesheet.comment',
  api: 'comment_time_sheet',
  title: 'Comment on a timesheet',
  area: 'timesheet',
  kind: 'action',
  kbd: 'alt+k',
  keywords: ['note', 'ask worker', 'comment'],
  when: onTimesheet,
  fill: fromTimesheet,
  recordArg: 'timesheet_id',
  args: z.strictObject({ timesheet_id: timesheetId, body: comment }),
  result: z.object({ comment: commentRow }),
});

export const modifyTimesheet = defineCommand({
  id: 'timesheet.modify',
  api: 'time_sheet_modify',
  title: 'Modify timesheet',
  area: 'timesheet',
  kind: 'action',
  keywords: ['approve', 'query', 'change hours', 'status'],
  when: onTimesheet,
  fill: fromTimesheetVersioned,
  recordArg: 'timesheet_id',
  args: z
    .strictObject({
      timesheet_id: timesheetId,
      version,
      status: status.optional(),
      starts_at: instant('Start').optional(),
      ends_at: instant('End').optional(),
      break_minutes: z.number({ error: 'Break must be a number of minutes.' }).int('Break must be whole minutes.').min(0, 'Break must not be negative.').max(240, 'Break is at most 240 minutes.').optional(),
      /** Saved as a comment; querying a timesheet needs one (what is wrong with it). */
      comment: comment.optional(),
    })
    .refine((a) => a.status !== 'queried' || a.comment !== undefined, { path: ['comment'], message: 'Say what is wrong: a query needs a comment.' })
    .refine((a) => !a.starts_at || !a.ends_at || a.starts_at < a.ends_at, { path: ['ends_at'], message: 'End must be after the start.' }),
  result: timesheetDetail,
});

export const approveTimesheet = defineCommand({
  id: 'timesheet.approve',
  api: 'time_sheet_approve',
  title: 'Approve timesheet',
  area: 'timesheet',
  kind: 'action',
  kbd: 'alt+y',
  keywords: ['approve hours', 'sign off'],
  when: onTimesheet,
  fill: fromTimesheetVersioned,
  recordArg: 'timesheet_id',
  args: z.strictObject({ timesheet_id: timesheetId, version }),
  result: timesheetDetail,
});

/**
 * A comment with the timesheet it is on, as the comments list shows it. Fields that no other list has
 * carry their English column title (`meta.title`); their Chinese sits with this file's zh titles.
 */
export const commentListRow = commentRow.extend({
  worker_name: z.string().meta({ title: 'Worker' }),
  facility_name: z.string().meta({ title: 'Facility' }),
  author_name: z.string().meta({ title: 'By' }),
  body: z.string().meta({ title: 'Comment' }),
});

/** Every timesheet's comments, newest first: what workers were asked and answered, across timesheets. */
export const timesheetCommentList = defineCommand({
  id: 'timesheet.commentList',
  api: 'time_sheet_all_comment_list',
  title: 'Comments on timesheets',
  area: 'timesheet',
  kind: 'query',
  keywords: ['comments', 'queries', 'worker answers'],
  args: z.strictObject({
    page,
    page_size: pageSize,
    /** Words in the comment, the worker's name or the author's. */
    keyword,
    timesheet_id: timesheetId.optional(),
    sort_by: z.enum(['created_at', 'id']).default('created_at'),
    sort_dir: sortDir,
  }),
  result: pagedResult(commentListRow),
});

export const recalculateTimesheet = defineCommand({
  id: 'timesheet.recalculate',
  api: 'timesheet_recalculate',
  title: 'Recalculate timesheet',
  area: 'timesheet',
  kind: 'action',
  kbd: 'alt+l',
  keywords: ['recost', 'rate table', 'amount', 'loadings'],
  when: onTimesheet,
  fill: fromTimesheetVersioned,
  recordArg: 'timesheet_id',
  args: z.strictObject({ timesheet_id: timesheetId, version }),
  result: timesheetDetail.extend({ previous_amount_cents: z.number().int() }),
});

export const timesheetCommands = [
  timesheetList, timesheetDetailQuery, timesheetComments, timesheetCommentList, commentTimesheet, modifyTimesheet, approveTimesheet, recalculateTimesheet,
] as const;
