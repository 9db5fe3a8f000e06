// Resume assessment configuration (spec §7 Staff; /staff/configuration/resume-assessment-rule): the rules
// the resume scorer (src/domain/resume-scoring.ts) applies per position, imported from a CSV too; the
// SEEK role mapping (cb_seek_role_mapping) that says which position a SEEK role title is; and the
// recognised provider names that count in a resume's favour.
import { z } from 'zod';
import { defineCommand, type CommandContext } from './define';
import { recordId, version } from './fields';
import { scoreReason } from './resume-fields';

const positionId = recordId('Position id');
const onRules = (ctx: CommandContext) => ctx.path.startsWith('/staff/configuration/resume-assessment-rule');

const term = z.string({ error: 'Keyword must be text.' }).trim().min(1, 'Keyword must not be empty.').max(80, 'Keyword is at most 80 characters.');

export const keywordRule = z.strictObject({
  term,
  weight: z.number({ error: 'Keyword weight must be a number from 1 to 5.' }).int('Keyword weight must be a whole number.').min(1, 'Keyword weight must be at least 1.').max(5, 'Keyword weight must be at most 5.').default(1),
});

export const assessmentConfig = z.object({
  position_id: z.number().int(),
  position: z.string(),
  keywords: z.array(z.object({ term: z.string(), weight: z.number().int() })),
  required_qualifications: z.array(z.string()),
  min_experience_years: z.number().int(),
  pass_score: z.number().int(),
  updated_by_name: z.string().nullable(),
  updated_at: z.string().nullable(),
  /** 0 while the position has no rules yet: save with version 0 to create them. */
  version: z.number().int(),
});

export const assessmentPositionList = defineCommand({
  id: 'assessment.positionList',
  api: 'resume_assessment_position_list',
  title: 'Resume assessment positions',
  area: 'configuration',
  kind: 'query',
  keywords: ['resume rules', 'scoring', 'positions'],
  args: z.strictObject({}),
  result: z.object({
    position_list: z.array(z.object({
      id: z.number().int(), name: z.string(), category: z.string(), has_rules: z.boolean(),
      keyword_count: z.number().int(), required_count: z.number().int(), pass_score: z.number().int().nullable(), updated_at: z.string().nullable(),
    })),
  }),
});

export const assessmentData = defineCommand({
  id: 'assessment.data',
  api: 'resume_assessment_data',
  title: 'Resume assessment rules',
  area: 'configuration',
  kind: 'query',
  keywords: ['resume rules', 'scoring'],
  args: z.strictObject({ position_id: positionId }),
  result: z.object({ config: assessmentConfig, recognised_name_list: z.array(z.string()) }),
});

export const saveAssessment = defineCommand({
  id: 'assessment.save',
  api: 'save_resume_assessment',
  title: 'Save resume assessment rules',
  area: 'configuration',
  kind: 'action',
  keywords: ['resume rules', 'scoring', 'keywords'],
  when: onRules,
  args: z.strictObject({
    position_id: positionId,
    keywords: z.array(keywordRule, { error: 'Keywords must be a list.' }).max(60, 'At most 60 keywords.'),
    required_qualifications: z
      .array(z.string({ error: 'Required qualification must be text.' }).trim().min(1, 'Required qualification must not be empty.').max(120, 'Required qualification is at most 120 characters.'), { error: 'Required qualifications must be a list.' })
      .max(20, 'At most 20 required qualifications.'),
    min_experience_years: z.number({ error: 'Minimum experience must be a number of years.' }).int('Minimum experience must be whole years.').min(0, 'Minimum experience must be at least 0 years.').max(40, 'Minimum experience is at most 40 years.'),
    pass_score: z.number({ error: 'Pass score must be a number from 0 to 100.' }).int('Pass score must be a whole number.').min(0, 'Pass score must be at least 0.').max(100, 'Pass score must be at most 100.'),
    version,
  }),
  result: z.object({ config: assessmentConfig }),
});

export const importRow = z.object({ line: z.number().int(), ok: z.boolean(), message: z.string() });

export const importAssessmentFile = defineCommand({
  id: 'assessment.importFile',
  api: 'resume_assessment_import_file',
  title: 'Import resume assessment rules',
  area: 'configuration',
  kind: 'action',
  keywords: ['csv', 'import', 'resume rules'],
  when: onRules,
  args: z.strictObject({
    /** The CSV's text: position,rule,value,weight (rule: keyword, required, min_years, pass_score, recognised). */
    csv: z.string({ error: 'CSV is required: the text of the rules file.' }).min(1, 'CSV is required: the text of the rules file.').max(500_000, 'CSV is at most 500,000 characters.'),
    /** Replace each named position's keywords and qualifications instead of adding to them. */
    replace: z.boolean({ error: 'Replace must be true or false.' }).default(false),
  }),
  result: z.object({ rows: z.array(importRow), imported: z.number().int(), rejected: z.number().int(), positions_changed: z.array(z.string()) }),
});

export const mappingRow = z.object({ id: z.number().int(), seek_role: z.string(), position_id: z.number().int(), position: z.string() });

export const seekRoleMappingData = defineCommand({
  id: 'assessment.seekMapping',
  api: 'cb_seek_role_mapping_data',
  title: 'SEEK role mapping',
  area: 'configuration',
  kind: 'query',
  keywords: ['seek', 'mapping', 'roles'],
  args: z.strictObject({}),
  result: z.object({ mapping_list: z.array(mappingRow), position_list: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
});

export const saveSeekRoleMapping = defineCommand({
  id: 'assessment.saveSeekMapping',
  api: 'cb_seek_role_mapping_save',
  title: 'Save SEEK role mapping',
  area: 'configuration',
  kind: 'action',
  keywords: ['seek', 'mapping', 'roles'],
  when: onRules,
  args: z.strictObject({
    mapping_list: z
      .array(z.strictObject({
        seek_role: z.string({ error: 'SEEK role is required.' }).trim().min(1, 'SEEK role is required.').max(120, 'SEEK role is at most 120 characters.'),
        position_id: positionId,
      }), { error: 'Mapping list must be a list.' })
      .max(300, 'At most 300 mappings.')
      .refine((list) => new Set(list.map((m) => m.seek_role.toLowerCase())).size === list.length, 'Each SEEK role may be mapped once.'),
  }),
  result: z.object({ mapping_list: z.array(mappingRow) }),
});

export const recognisedName = z.object({ id: z.number().int(), name: z.string(), kind: z.enum(['training', 'employer']) });

export const getProviderRecognisedNames = defineCommand({
  id: 'assessment.recognisedNames',
  api: 'get_provider_recognised_names',
  title: 'Recognised provider names',
  area: 'configuration',
  kind: 'query',
  keywords: ['rto', 'training providers', 'employers'],
  args: z.strictObject({}),
  result: z.object({ recognised_name_list: z.array(recognisedName) }),
});

export const saveProviderRecognisedNames = defineCommand({
  id: 'assessment.saveRecognisedNames',
  api: 'save_provider_recognised_names',
  title: 'Save recognised provider names',
  area: 'configuration',
  kind: 'action',
  keywords: ['rto', 'training providers', 'employers'],
  when: onRules,
  args: z.strictObject({
    recognised_name_list: z
      .array(z.strictObject({
        name: z.string({ error: 'Name is required.' }).trim().min(2, 'Name must be at least 2 characters.').max(120, 'Name is at most 120 characters.'),
        kind: z.enum(['training', 'employer'], { error: 'Kind must be training or employer.' }).default('training'),
      }), { error: 'Recognised name list must be a list.' })
      .max(500, 'At most 500 names.')
      .refine((list) => new Set(list.map((n) => n.name.toLowerCase())).size === list.length, 'Each name may be listed once.'),
  }),
  result: z.object({ recognised_name_list: z.array(recognisedName) }),
});

export const scoreResumeText = defineCommand({
  id: 'assessment.tryScore',
  api: 'resume_assessment_try_score',
  title: 'Try the rules on a resume',
  area: 'configuration',
  kind: 'query',
  keywords: ['score', 'test rules', 'preview'],
  args: z.strictObject({
    position_id: positionId,
    text: z.string({ error: 'Text is required: paste a resume.' }).trim().min(1, 'Text is required: paste a resume.').max(100_000, 'Text is at most 100,000 characters.'),
  }),
  result: z.object({ score: z.number().int(), passed: z.boolean(), reasons: z.array(scoreReason), experience_years: z.number().nullable() }),
  // The position has no assessment rules to score with yet.
  errors: ['conflict'],
});

export const resumeAssessmentCommands = [
  assessmentPositionList, assessmentData, saveAssessment, importAssessmentFile, seekRoleMappingData, saveSeekRoleMapping,
  getProviderRecognisedNames, saveProviderRecognisedNames, scoreResumeText,
] as const;
