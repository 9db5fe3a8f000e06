// UTM summaries (spec §7 Others: utm_summary_list, add): one row per day and source / medium / campaign
// with its visits, sign-ups and applications, added as each day's figures come in and listed with
// filters, a date range and totals; utm_summary_chart gives visits and sign-ups by source per day for
// the chart on /dev-ops/utm. See docs/devops-links.md.
import { z } from 'zod';
import { isoDate } from './application-workflow-fields';
import { defineCommand, type CommandContext } from './define';
import { keyword, page, pageSize, pagedResult, recordId, sortDir } from './fields';

export const utmRow = z.object({
  id: z.number().int(),
  day: z.string(),
  source: z.string(),
  medium: z.string(),
  campaign: z.string(),
  visits: z.number().int(),
  sign_ups: z.number().int(),
  applications: z.number().int(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type UtmRow = z.infer<typeof utmRow>;

const totals = z.object({ visits: z.number().int(), sign_ups: z.number().int(), applications: z.number().int() });

/** utm_source and friends: what campaigns put in links, so lower-case words with - _ . and digits. */
const tag = (what: string, required: boolean) => {
  const base = z
    .string({ error: (issue) => (issue.input === undefined ? `${what} is required.` : `${what} must be text.`) })
    .trim()
    .toLowerCase()
    .max(100, `${what} is at most 100 characters.`)
    .regex(/^[a-z0-9._-]*$/, `${what} uses only letters, digits, ., - and _ (as in a utm_ parameter).`);
  return required ? base.min(1, `${what} is required.`) : base;
};
const count = (what: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? `${what} is required.` : `${what} must be a number.`) })
    .int(`${what} must be a whole number.`)
    .min(0, `${what} must not be negative.`)
    .max(10_000_000, `${what} is at most 10,000,000.`);

const range = {
  date_from: isoDate('From date').optional(),
  date_to: isoDate('To date').optional(),
};
const toAfterFrom = (a: { date_from?: string; date_to?: string }) => !a.date_from || !a.date_to || a.date_from <= a.date_to;
const RANGE_MESSAGE = { message: 'To date must be on or after the from date.', path: ['date_to'] };

export const utmSummaryList = defineCommand({
  id: 'utm.list',
  api: 'utm_summary_list',
  title: 'List UTM summaries',
  area: 'utm',
  kind: 'query',
  keywords: ['utm', 'campaign', 'traffic', 'visits', 'sign ups'],
  args: z.strictObject({
    page,
    page_size: pageSize,
    keyword,
    source: tag('Source', false).optional(),
    medium: tag('Medium', false).optional(),
    campaign: tag('Campaign', false).optional(),
    ...range,
    sort_by: z.enum(['day', 'visits', 'sign_ups', 'applications'], { error: 'Sort by must be day, visits, sign_ups or applications.' }).default('day'),
    sort_dir: sortDir,
  }).refine(toAfterFrom, RANGE_MESSAGE),
  /** `totals` sum every matching row, not only the page. */
  result: pagedResult(utmRow).extend({ totals }),
});

export const addUtmSummary = defineCommand({
  id: 'utm.add',
  api: 'utm_summary_add',
  title: 'Add UTM summary',
  area: 'utm',
  kind: 'action',
  keywords: ['utm', 'campaign figures', 'record visits'],
  args: z.strictObject({
    day: isoDate('Day'),
    source: tag('Source', true),
    medium: tag('Medium', false).optional(),
    campaign: tag('Campaign', false).optional(),
    visits: count('Visits'),
    sign_ups: count('Sign-ups'),
    applications: count('Applications'),
  }),
  result: z.object({ summary: utmRow }),
});

const onUtm = (ctx: CommandContext) => ctx.record?.kind === 'utmSummary';

export const deleteUtmSummary = defineCommand({
  id: 'utm.delete',
  api: 'utm_summary_delete',
  title: 'Delete UTM summary',
  area: 'utm',
  kind: 'action',
  danger: true,
  keywords: ['remove utm row'],
  when: onUtm,
  fill: (ctx) => (onUtm(ctx) ? { utm_id: ctx.record!.id } : {}),
  recordArg: 'utm_id',
  args: z.strictObject({ utm_id: recordId('UTM summary id') }),
  result: z.object({ id: z.number().int(), deleted: z.literal(true) }),
});

export const utmChart = defineCommand({
  id: 'utm.chart',
  api: 'utm_summary_chart',
  title: 'Chart UTM visits and sign-ups',
  area: 'utm',
  kind: 'query',
  keywords: ['utm chart', 'traffic by source'],
  args: z.strictObject({ ...range, medium: tag('Medium', false).optional(), campaign: tag('Campaign', false).optional() }).refine(toAfterFrom, RANGE_MESSAGE),
  result: z.object({
    /** Every day of the range, oldest first (days without rows count 0). */
    days: z.array(z.string()),
    /** The busiest sources by visits (at most 6), then 'other' for the rest. */
    series: z.array(z.object({ source: z.string(), visits: z.array(z.number().int()), sign_ups: z.array(z.number().int()) })),
  }),
});

export const utmCommands = [utmSummaryList, addUtmSummary, deleteUtmSummary, utmChart] as const;
