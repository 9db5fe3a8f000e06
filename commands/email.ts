// Email: notification templates, sends to a staff member or a group, the email notice list (spec §7 Staff:
// get_aanotification_email_template, send_aanotification_email; §7 Others; docs/notices-email.md).
// Subjects and bodies may use {{placeholders}} (src/domain/email-placeholders.ts), filled per recipient;
// a body is the rich-text editor's HTML and is sanitised on the server before it is stored or sent.
import { z } from 'zod';
import { placeholderMessage, unknownPlaceholders } from '../src/domain/email-placeholders';
import { requiredText } from './application-workflow-fields';
import { defineCommand } from './define';
import { keyword, oneOfFields, page, pagedResult, pageSize, recordId, sortDir, version } from './fields';
import { staffGroup } from './notice-fields';

/** Text whose {{placeholders}} must all exist. */
const withPlaceholders = (what: string, limit: number) =>
  requiredText(what, limit).superRefine((value, ctx) => {
    const unknown = unknownPlaceholders(value);
    if (unknown.length) ctx.addIssue({ code: 'custom', message: placeholderMessage(what, unknown) });
  });

const subject = withPlaceholders('Subject', 200);
const body = withPlaceholders('Body', 50_000);
const templateId = recordId('Template id');

export const emailTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  updated_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});

export const getEmailTemplates = defineCommand({
  id: 'email.templates',
  api: 'get_aanotification_email_template',
  title: 'List email templates',
  area: 'email',
  kind: 'query',
  keywords: ['email templates', 'notification email'],
  args: z.strictObject({ template_id: templateId.optional(), keyword }),
  result: z.object({
    template_list: z.array(emailTemplate),
    /** The placeholders a subject or body may use. */
    placeholders: z.array(z.string()),
  }),
});

export const saveEmailTemplate = defineCommand({
  id: 'email.saveTemplate',
  api: 'save_aanotification_email_template',
  title: 'Save email template',
  area: 'email',
  kind: 'action',
  reversible: true,
  keywords: ['new email template', 'edit email template'],
  args: z
    .strictObject({
      /** Absent: a new template. */
      template_id: templateId.optional(),
      version: version.optional(),
      name: requiredText('Name', 100),
      subject,
      body,
    })
    .superRefine((args, ctx) => {
      if (args.template_id !== undefined && args.version === undefined) {
        ctx.addIssue({ code: 'custom', path: ['version'], message: 'Version is required: the version of the record you last saw.' });
      }
    }),
  result: z.object({ template: emailTemplate }),
});

export const deleteEmailTemplate = defineCommand({
  id: 'email.deleteTemplate',
  api: 'delete_aanotification_email_template',
  title: 'Delete email template',
  area: 'email',
  kind: 'action',
  danger: true,
  keywords: ['remove email template'],
  args: z.strictObject({ template_id: templateId }),
  result: z.object({ id: z.number().int(), deleted: z.literal(true) }),
});

/** A group email goes to at most this many people at once. */
export const MAX_GROUP_EMAIL = 2_000;

const sendArgs = z
  .strictObject({
    /** One staff member … */
    staff_id: recordId('Staff id').optional(),
    /** … or a group (get_group_staff_list's filters). */
    group: staffGroup.optional(),
    /** The template it was written from, for the notice list; the subject and body sent are these. */
    template_id: templateId.optional(),
    subject,
    body,
  })
  .superRefine((args, ctx) => {
    if (args.staff_id === undefined && args.group === undefined) ctx.addIssue({ code: 'custom', path: ['staff_id'], message: 'Choose a staff member or a group to send to.' });
    if (args.staff_id !== undefined && args.group !== undefined) ctx.addIssue({ code: 'custom', path: ['group'], message: 'Send to a staff member or a group, not both.' });
  })
  .meta(oneOfFields(['staff_id'], ['group']));

export const renderedEmail = z.object({
  staff_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  /** Sanitised HTML with the placeholders filled. */
  body: z.string(),
});

export const previewEmail = defineCommand({
  id: 'email.preview',
  api: 'send_aanotification_email_preview',
  title: 'Preview notification email',
  area: 'email',
  kind: 'query',
  keywords: ['email preview', 'render'],
  args: sendArgs,
  result: z.object({
    recipient_count: z.number().int(),
    /** People of the group without an email address: they are skipped. */
    without_email: z.number().int(),
    /** The email as the first recipients will get it. */
    samples: z.array(renderedEmail),
  }),
});

export const emailSend = z.object({
  id: z.number().int(),
  template_id: z.number().int().nullable(),
  template_name: z.string().nullable(),
  subject: z.string(),
  target: z.enum(['staff', 'group']),
  staff_id: z.number().int().nullable(),
  staff_name: z.string().nullable(),
  filters: staffGroup.partial().nullable(),
  recipient_count: z.number().int(),
  sent_by_name: z.string().nullable(),
  created_at: z.string(),
});

export const sendEmail = defineCommand({
  id: 'email.send',
  irreversible: { reason: 'it sends an email' },
  api: 'send_aanotification_email',
  title: 'Send notification email',
  area: 'email',
  kind: 'action',
  preview: 'email.preview',
  keywords: ['email staff', 'group email', 'notification email'],
  args: sendArgs,
  result: z.object({ send: emailSend }),
});

export const emailNoticeList = defineCommand({
  id: 'email.noticeList',
  api: 'email_notice_list',
  title: 'List sent notification emails',
  area: 'email',
  kind: 'query',
  keywords: ['email notice list', 'sent emails', 'email history'],
  args: z.strictObject({
    keyword,
    target: z.enum(['staff', 'group'], { error: 'Target must be staff or group.' }).optional(),
    page,
    page_size: pageSize,
    sort_by: z.enum(['created_at']).default('created_at'),
    sort_dir: sortDir,
  }),
  result: pagedResult(emailSend),
});

export const emailCommands = [getEmailTemplates, saveEmailTemplate, deleteEmailTemplate, previewEmail, sendEmail, emailNoticeList] as const;
