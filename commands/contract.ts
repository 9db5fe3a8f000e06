// Contract templates, onboarding templates and onboarding files of a provider (spec §7 "Providers:
// Contract templates CRUD. Onboarding templates" and "Onboarding files": file_onboarding_list with
// file_list, file_onboarding_add, file_onboarding_delete). A contract template's body is rich text kept
// as sanitised HTML; an onboarding template is an ordered checklist; onboarding files are documents
// handed to workers, checked by content like attachments. See docs/master-board.md.
import { z } from 'zod';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_SIZE_TEXT, attachmentTypes } from '../src/domain/attachment-rules';
import { employmentTypes } from '../src/domain/enums/employment';
import { optionalText, requiredText } from './application-workflow-fields';
import { FILE_PICKER } from './attachments';
import { defineCommand, type CommandContext } from './define';
import { codeOf, keyword, page, pageSize, pagedResult, recordId, version } from './fields';

const providerId = recordId('Provider id');
const contractTemplateId = recordId('Contract template id');
const onboardingTemplateId = recordId('Onboarding template id');
const onboardingFileId = recordId('Onboarding file id');
const deleted = z.object({ id: z.number().int(), deleted: z.literal(true) });

const onTemplate = (ctx: CommandContext) => ctx.record?.kind === 'contractTemplate';
const fromProvider = (ctx: CommandContext) => (ctx.record?.kind === 'provider' ? { provider_id: ctx.record.id } : {});

export const CONTRACT_BODY_LIMIT = 200_000;
const body = z
  .string({ error: (issue) => (issue.input === undefined ? 'Body is required.' : 'Body must be text (HTML).') })
  .max(CONTRACT_BODY_LIMIT, 'Body is at most 200,000 characters.')
  .describe('Rich text (HTML); kept sanitised');

export const contractTemplate = z.object({
  id: z.number().int(),
  provider_id: z.number().int(),
  name: z.string(),
  employment_type: codeOf('Employment type', employmentTypes),
  active: z.boolean(),
  /** Words of the body, for the list; the body itself comes with the detail. */
  word_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export const contractTemplateDetail = contractTemplate.extend({ body: z.string(), provider_name: z.string() });
export type ContractTemplateDetail = z.infer<typeof contractTemplateDetail>;

export const contractTemplateList = defineCommand({
  id: 'contract.templateList',
  api: 'contract_template_list',
  title: 'List contract templates',
  area: 'contract',
  kind: 'query',
  keywords: ['contract configuration', 'employment contract'],
  fill: fromProvider,
  args: z.strictObject({
    page, page_size: pageSize, keyword,
    provider_id: providerId,
    employment_type: codeOf('Employment type', employmentTypes).optional(),
    active: z.boolean({ error: 'Active must be true or false.' }).optional(),
  }),
  result: pagedResult(contractTemplate),
});

export const contractTemplateDetailQuery = defineCommand({
  id: 'contract.templateDetail',
  api: 'contract_template_detail',
  title: 'Show contract template',
  area: 'contract',
  kind: 'query',
  fill: (ctx) => (onTemplate(ctx) ? { contract_template_id: ctx.record!.id } : {}),
  args: z.strictObject({ contract_template_id: contractTemplateId }),
  result: z.object({ template: contractTemplateDetail, version: z.number().int() }),
});

export const addContractTemplate = defineCommand({
  id: 'contract.addTemplate',
  api: 'add_contract_template',
  title: 'Add contract template',
  area: 'contract',
  kind: 'action',
  keywords: ['new contract', 'contract configuration'],
  fill: fromProvider,
  args: z.strictObject({
    provider_id: providerId,
    name: requiredText('Name', 120),
    employment_type: codeOf('Employment type', employmentTypes),
    body,
    active: z.boolean({ error: 'Active must be true or false.' }).optional(),
  }),
  result: z.object({ template: contractTemplateDetail }),
});

export const editContractTemplate = defineCommand({
  id: 'contract.editTemplate',
  api: 'edit_contract_template',
  title: 'Edit contract template',
  area: 'contract',
  kind: 'action',
  reversible: true,
  keywords: ['contract configuration', 'rename', 'deactivate'],
  when: onTemplate,
  fill: (ctx) => {
    if (!onTemplate(ctx)) return {};
    const seen = ctx.record!.fields?.version;
    return typeof seen === 'number' ? { contract_template_id: ctx.record!.id, version: seen } : { contract_template_id: ctx.record!.id };
  },
  recordArg: 'contract_template_id',
  args: z.strictObject({
    contract_template_id: contractTemplateId,
    version,
    name: requiredText('Name', 120).optional(),
    employment_type: codeOf('Employment type', employmentTypes).optional(),
    body: body.optional(),
    active: z.boolean({ error: 'Active must be true or false.' }).optional(),
  }),
  result: z.object({ template: contractTemplateDetail }),
});

export const deleteContractTemplate = defineCommand({
  id: 'contract.deleteTemplate',
  api: 'delete_contract_template',
  title: 'Delete contract template',
  area: 'contract',
  kind: 'action',
  danger: true,
  when: onTemplate,
  fill: (ctx) => (onTemplate(ctx) ? { contract_template_id: ctx.record!.id } : {}),
  recordArg: 'contract_template_id',
  args: z.strictObject({ contract_template_id: contractTemplateId }),
  result: deleted,
});

const checklistItem = z.strictObject({
  title: requiredText('Item title', 120),
  description: z.string({ error: 'Item description must be text.' }).trim().max(500, 'Item description is at most 500 characters.').default(''),
  required: z.boolean({ error: 'Required must be true or false.' }).default(true),
});
const items = z
  .array(checklistItem, { error: 'Items must be a list of checklist items.' })
  .min(1, 'Add at least one checklist item.')
  .max(50, 'At most 50 checklist items.')
  .refine((list) => new Set(list.map((i) => i.title.toLowerCase())).size === list.length, 'Each item title once.')
  .describe('Checklist items, in order');

export const onboardingTemplate = z.object({
  id: z.number().int(),
  provider_id: z.number().int(),
  name: z.string(),
  items: z.array(z.object({ title: z.string(), description: z.string(), required: z.boolean() })),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});

export const onboardingTemplateList = defineCommand({
  id: 'contract.onboardingTemplates',
  api: 'onboarding_template_list',
  title: 'List onboarding templates',
  area: 'contract',
  kind: 'query',
  keywords: ['onboarding checklist'],
  fill: fromProvider,
  args: z.strictObject({ provider_id: providerId }),
  result: z.object({ list: z.array(onboardingTemplate) }),
});

export const addOnboardingTemplate = defineCommand({
  id: 'contract.addOnboardingTemplate',
  api: 'add_onboarding_template',
  title: 'Add onboarding template',
  area: 'contract',
  kind: 'action',
  keywords: ['onboarding checklist', 'new'],
  fill: fromProvider,
  args: z.strictObject({ provider_id: providerId, name: requiredText('Name', 120), items }),
  result: z.object({ template: onboardingTemplate }),
});

export const editOnboardingTemplate = defineCommand({
  id: 'contract.editOnboardingTemplate',
  api: 'edit_onboarding_template',
  title: 'Edit onboarding template',
  area: 'contract',
  kind: 'action',
  reversible: true,
  keywords: ['onboarding checklist', 'reorder'],
  args: z.strictObject({ onboarding_template_id: onboardingTemplateId, version, name: requiredText('Name', 120).optional(), items: items.optional() }),
  result: z.object({ template: onboardingTemplate }),
});

export const deleteOnboardingTemplate = defineCommand({
  id: 'contract.deleteOnboardingTemplate',
  api: 'delete_onboarding_template',
  title: 'Delete onboarding template',
  area: 'contract',
  kind: 'action',
  danger: true,
  args: z.strictObject({ onboarding_template_id: onboardingTemplateId }),
  result: deleted,
});

export const onboardingFile = z.object({
  id: z.number().int(),
  provider_id: z.number().int(),
  title: z.string(),
  file_name: z.string(),
  type: z.enum(attachmentTypes.map((t) => t.id) as ['pdf', 'png', 'jpeg', 'docx']),
  mime_type: z.string(),
  size: z.number().int(),
  uploaded_by_name: z.string().nullable(),
  created_at: z.string(),
});

export const fileOnboardingList = defineCommand({
  id: 'contract.onboardingFiles',
  api: 'file_onboarding_list',
  title: 'List onboarding files',
  area: 'contract',
  kind: 'query',
  keywords: ['onboarding documents', 'handbook', 'policy'],
  fill: fromProvider,
  args: z.strictObject({ provider_id: providerId }),
  result: z.object({ file_list: z.array(onboardingFile) }),
});

export const fileOnboardingAdd = defineCommand({
  id: 'contract.addOnboardingFile',
  api: 'file_onboarding_add',
  title: 'Add onboarding file',
  area: 'contract',
  kind: 'action',
  keywords: ['upload', 'onboarding documents', 'handbook'],
  // A file comes from a picker: offered where a screen has one (commands/attachments.ts FILE_PICKER).
  when: (ctx) => ctx.record?.kind === 'provider' && ctx.record.fields?.[FILE_PICKER] === true,
  args: z.strictObject({
    provider_id: providerId,
    title: optionalText('Title', 120),
    file: z.file({ error: 'File is required: a PDF, PNG, JPEG or DOCX file sent as multipart/form-data.' })
      .max(MAX_ATTACHMENT_BYTES, `File is larger than ${MAX_ATTACHMENT_SIZE_TEXT}, the limit.`),
  }),
  result: z.object({ file: onboardingFile }),
});

export const fileOnboardingDelete = defineCommand({
  id: 'contract.deleteOnboardingFile',
  api: 'file_onboarding_delete',
  title: 'Delete onboarding file',
  area: 'contract',
  kind: 'action',
  danger: true,
  args: z.strictObject({ onboarding_file_id: onboardingFileId }),
  result: deleted,
});

export const fileOnboardingDownload = defineCommand({
  id: 'contract.downloadOnboardingFile',
  api: 'file_onboarding_download',
  title: 'Download onboarding file',
  area: 'contract',
  kind: 'query',
  args: z.strictObject({ onboarding_file_id: onboardingFileId }),
  result: z.object({ file_name: z.string(), mime_type: z.string(), content_base64: z.string() }),
});

export const contractCommands = [
  contractTemplateList, contractTemplateDetailQuery, addContractTemplate, editContractTemplate, deleteContractTemplate,
  onboardingTemplateList, addOnboardingTemplate, editOnboardingTemplate, deleteOnboardingTemplate,
  fileOnboardingList, fileOnboardingAdd, fileOnboardingDelete, fileOnboardingDownload,
] as const;
