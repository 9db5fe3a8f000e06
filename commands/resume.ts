// Resumes (spec §7 Staff): an applicant's resume list (resume_list, with is_have_not_reviewed_resume),
// upload, delete and set default; the recruiter's score (update_staff_resume_score: a number, or the
// scorer's answer from the position's rules); and resume blurring: the blur list, one resume's blur
// detail, the boxes a recruiter draws (submit_resume_blur_config) and resume_auto_blurring, which makes a
// redacted copy with the applicant's name, email, phone and address removed.
import { z } from 'zod';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_SIZE_TEXT } from '../src/domain/attachment-rules';
import { FILE_PICKER } from './attachments';
import { defineCommand, type CommandContext } from './define';
import { keyword, page, pagedResult, pageSize, version } from './fields';
import { deletedResult, fromPerson, onPerson, staffId } from './note-fields';
import { blurRegion, blurStatuses, resumeId, resumeRow, scoreReason, type ResumeRow } from './resume-fields';

export { resumeRow, blurRegion, type ResumeRow } from './resume-fields';

const file = z
  .file({ error: 'File must be a file, sent as multipart/form-data.' })
  .max(MAX_ATTACHMENT_BYTES, `File is larger than ${MAX_ATTACHMENT_SIZE_TEXT}, the limit.`);

const withPicker = (ctx: CommandContext) => onPerson(ctx) && ctx.record?.fields?.[FILE_PICKER] === true;
const onResumeConfig = (ctx: CommandContext) => ctx.path.startsWith('/staff/applicants/resume-config/');
const fromResumeConfig = (ctx: CommandContext) => {
  const id = Number(ctx.path.split('/')[4]);
  return onResumeConfig(ctx) && Number.isInteger(id) && id > 0 ? { resume_id: id } : {};
};
const resumeChoice = {
  command: 'resume.list',
  args: (known: Record<string, unknown>) => (known.staff_id ? { staff_id: known.staff_id } : undefined),
  options: (r: { resume_list: ResumeRow[] }) => r.resume_list.map((x) => ({ value: x.id, label: `${x.file_name}${x.is_default ? ' (default)' : ''}` })),
};

export const resumeList = defineCommand({
  id: 'resume.list',
  api: 'resume_list',
  title: 'List resumes',
  area: 'staff',
  kind: 'query',
  keywords: ['cv', 'resumes', 'files'],
  when: onPerson,
  fill: fromPerson,
  args: z.strictObject({ staff_id: staffId }),
  result: z.object({ resume_list: z.array(resumeRow), is_have_not_reviewed_resume: z.boolean() }),
});

export const uploadStaffResume = defineCommand({
  id: 'resume.upload',
  api: 'upload_staff_resume',
  title: 'Upload resume',
  area: 'staff',
  kind: 'action',
  keywords: ['cv', 'upload', 'resume'],
  when: withPicker,
  fill: fromPerson,
  args: z.strictObject({
    staff_id: staffId,
    file,
    /** Make it the default resume (the first one always is). */
    is_default: z.boolean({ error: 'Is default must be true or false.' }).default(false),
  }),
  result: z.object({ resume: resumeRow }),
});

export const deleteStaffResume = defineCommand({
  id: 'resume.delete',
  api: 'delete_staff_resume',
  title: 'Delete resume',
  area: 'staff',
  kind: 'action',
  danger: true,
  keywords: ['cv', 'remove'],
  when: onPerson,
  fill: fromPerson,
  args: z.strictObject({ staff_id: staffId, resume_id: resumeId }),
  argSources: { resume_id: resumeChoice },
  result: deletedResult.extend({ new_default_id: z.number().int().nullable() }),
});

export const setDefaultResume = defineCommand({
  id: 'resume.setDefault',
  api: 'set_default_resume',
  title: 'Set default resume',
  area: 'staff',
  kind: 'action',
  keywords: ['cv', 'primary', 'main'],
  when: onPerson,
  fill: fromPerson,
  args: z.strictObject({ staff_id: staffId, resume_id: resumeId }),
  argSources: { resume_id: resumeChoice },
  result: z.object({ resume_list: z.array(resumeRow) }),
});

export const updateStaffResumeScore = defineCommand({
  id: 'resume.updateScore',
  api: 'update_staff_resume_score',
  title: 'Score resume',
  area: 'staff',
  kind: 'action',
  keywords: ['cv', 'score', 'assess', 'review', 'rate'],
  when: onPerson,
  fill: fromPerson,
  args: z.strictObject({
    staff_id: staffId,
    resume_id: resumeId,
    /** 0 to 100; leave it out to let the scorer apply the position's assessment rules. */
    score: z.number({ error: 'Score must be a number from 0 to 100.' }).int('Score must be a whole number.').min(0, 'Score must be at least 0.').max(100, 'Score must be at most 100.').optional(),
    version,
  }),
  argSources: { resume_id: resumeChoice },
  result: z.object({ resume: resumeRow, scored_by: z.enum(['recruiter', 'rules']), position: z.string().nullable() }),
});

export const haveCandidateResumeNotReviewed = defineCommand({
  id: 'resume.notReviewed',
  api: 'have_candidate_resume_not_reviewed',
  title: 'Has unreviewed resumes?',
  area: 'staff',
  kind: 'query',
  keywords: ['cv', 'review', 'unread'],
  when: onPerson,
  fill: fromPerson,
  args: z.strictObject({ staff_id: staffId }),
  result: z.object({ is_have_not_reviewed_resume: z.boolean(), not_reviewed_count: z.number().int() }),
});

export const blurListRow = z.object({
  id: z.number().int(),
  staff_id: z.number().int(),
  staff_name: z.string(),
  position: z.string(),
  file_name: z.string(),
  type: z.string(),
  blur_status: z.enum(blurStatuses),
  region_count: z.number().int(),
  blurred_at: z.string().nullable(),
  created_at: z.string(),
});

export const resumeBlurList = defineCommand({
  id: 'resume.blurList',
  api: 'resume_blur_list',
  title: 'Resume blur list',
  area: 'staff',
  kind: 'query',
  keywords: ['redact', 'blur', 'anonymise', 'cv'],
  args: z.strictObject({
    page,
    page_size: pageSize,
    keyword,
    blur_status: z.enum(blurStatuses, { error: `Blur status must be one of ${blurStatuses.join(', ')}.` }).optional(),
    staff_id: staffId.optional(),
  }),
  result: pagedResult(blurListRow),
});

export const blurDetail = z.object({
  resume: resumeRow,
  staff_name: z.string(),
  position: z.string(),
  mime_type: z.string(),
  /** PDFs are redacted by their text and the boxes; PNGs by the boxes alone; others cannot be. */
  can_blur: z.boolean(),
  blur_note: z.string(),
  regions: z.array(blurRegion),
  /** A PDF's text layer, for drawing boxes on: each piece in fractions of its page (top-left origin); `personal` marks the ones holding a detail. Empty for images. */
  pages: z.array(z.object({
    aspect: z.number(),
    pieces: z.array(z.object({ text: z.string(), x: z.number(), y: z.number(), width: z.number(), height: z.number(), personal: z.boolean() })),
  })),
  details_removed: z.number().int(),
  blurred_at: z.string().nullable(),
});

export const resumeBlurDetail = defineCommand({
  id: 'resume.blurDetail',
  api: 'resume_blur_detail',
  title: 'Resume blur detail',
  area: 'staff',
  kind: 'query',
  keywords: ['redact', 'blur', 'cv'],
  when: onResumeConfig,
  fill: fromResumeConfig,
  args: z.strictObject({ resume_id: resumeId }),
  result: z.object({ detail: blurDetail }),
});

export const submitResumeBlurConfig = defineCommand({
  id: 'resume.submitBlurConfig',
  api: 'submit_resume_blur_config',
  title: 'Save blur boxes',
  area: 'staff',
  kind: 'action',
  keywords: ['redact', 'blur', 'boxes', 'regions'],
  when: onResumeConfig,
  fill: fromResumeConfig,
  args: z.strictObject({
    resume_id: resumeId,
    regions: z.array(blurRegion, { error: 'Regions must be a list of boxes.' }).max(100, 'At most 100 regions.'),
    version,
  }),
  result: z.object({ detail: blurDetail }),
});

export const resumeAutoBlurring = defineCommand({
  id: 'resume.autoBlur',
  api: 'resume_auto_blurring',
  title: 'Make redacted copy',
  area: 'staff',
  kind: 'action',
  keywords: ['redact', 'blur', 'anonymise', 'hide personal details'],
  when: onResumeConfig,
  fill: fromResumeConfig,
  args: z.strictObject({ resume_id: resumeId }),
  result: z.object({ detail: blurDetail, details_removed: z.number().int(), regions_applied: z.number().int() }),
});

export { scoreReason };

export const resumeCommands = [
  resumeList, uploadStaffResume, deleteStaffResume, setDefaultResume, updateStaffResumeScore, haveCandidateResumeNotReviewed,
  resumeBlurList, resumeBlurDetail, submitResumeBlurConfig, resumeAutoBlurring,
] as const;
