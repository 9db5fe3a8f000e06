import { z } from 'zod';
import { defineCommand, type CommandContext } from './define';
import { recordId, version } from './fields';
import { catalogueQualification } from './staff-qualifications';

/** A job role category (spec §3 'Level: position, level, hourly_rate'; /staff/configuration/job-role-category). */
export const positionRow = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  level_count: z.number().int(),
  /** Lowest and highest hourly rate over its levels. */
  min_rate: z.number().nullable(),
  max_rate: z.number().nullable(),
  staff_count: z.number().int(),
  required_count: z.number().int(),
  version: z.number().int(),
});

export const levelRow = z.object({
  id: z.number().int(),
  position_id: z.number().int(),
  position: z.string(),
  level: z.number().int(),
  name: z.string(),
  hourly_rate: z.number(),
  staff_count: z.number().int(),
  version: z.number().int(),
  updated_at: z.string(),
});
export type LevelRow = z.infer<typeof levelRow>;

const positionId = recordId('Position id');
const onLevel = (ctx: CommandContext) => ctx.record?.kind === 'positionLevel';

export const positionList = defineCommand({
  id: 'position.list',
  api: 'get_position_list',
  title: 'List positions',
  area: 'staff',
  kind: 'query',
  keywords: ['job role category', 'roles', 'personal care worker', 'nurse'],
  args: z.strictObject({}),
  result: z.object({ position_list: z.array(positionRow) }),
});

export const positionLevelList = defineCommand({
  id: 'position.levels',
  api: 'get_position_level_list',
  title: 'List position levels',
  area: 'staff',
  kind: 'query',
  keywords: ['levels', 'hourly rate', 'pay rates', 'award'],
  args: z.strictObject({ position_id: positionId.optional() }),
  result: z.object({ level_list: z.array(levelRow) }),
});

export const editLevelHourlyRate = defineCommand({
  id: 'position.editLevelRate',
  api: 'edit_position_level_hourly_rate',
  title: 'Edit level hourly rate',
  area: 'staff',
  kind: 'action',
  keywords: ['pay rate', 'level', 'award increase'],
  reversible: true,
  when: onLevel,
  fill: (ctx) => {
    if (!ctx.record || !onLevel(ctx)) return {};
    const seen = ctx.record.fields?.version;
    return typeof seen === 'number' ? { level_id: ctx.record.id, version: seen } : { level_id: ctx.record.id };
  },
  recordArg: 'level_id',
  args: z.strictObject({
    level_id: recordId('Level id'),
    // The national minimum wage from 1 July 2025; no award level pays less.
    hourly_rate: z
      .number({ error: (issue) => (issue.input === undefined ? 'Hourly rate is required.' : 'Hourly rate must be a number.') })
      .min(24.95, 'Hourly rate must be at least 24.95 (the national minimum wage).')
      .max(300, 'Hourly rate must be at most 300.')
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Hourly rate has at most 2 decimals.'),
    version,
  }),
  result: levelRow,
});

export const positionQualificationList = defineCommand({
  id: 'position.qualifications',
  api: 'get_position_qualification_list',
  title: 'Show qualifications a position requires',
  area: 'staff',
  kind: 'query',
  keywords: ['requirements', 'job role category'],
  args: z.strictObject({ position_id: positionId }),
  result: z.object({
    position_id: z.number().int(),
    position_name: z.string(),
    version: z.number().int(),
    qualification_list: z.array(catalogueQualification.extend({ required: z.boolean() })),
  }),
});

export const savePositionQualifications = defineCommand({
  id: 'position.saveQualifications',
  api: 'save_position_qualifications',
  title: 'Save qualifications a position requires',
  area: 'staff',
  kind: 'action',
  when: (ctx) => ctx.record?.kind === 'position',
  args: z.strictObject({
    position_id: positionId,
    version,
    qualifications: z
      .array(z.strictObject({ qualification_id: recordId('Qualification'), required: z.boolean({ error: 'Required must be true or false.' }) }), { error: 'Qualifications must be a list.' })
      .max(40, 'Qualifications has at most 40 entries.')
      .refine((items) => new Set(items.map((i) => i.qualification_id)).size === items.length, 'Qualifications lists a qualification twice.'),
  }),
  result: z.object({ position_id: z.number().int(), version: z.number().int(), qualification_list: z.array(catalogueQualification.extend({ required: z.boolean() })) }),
});

export const positionCommands = [positionList, positionLevelList, editLevelHourlyRate, positionQualificationList, savePositionQualifications] as const;
