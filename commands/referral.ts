// Referral and generation links (spec §7 Staff: referred_applicant_list, generation_link_list,
// create_new_generation, edit_generation with link_item, referral_link_list, referral_registered_members).
// A generation link is a campaign's registration link (a flyer, a job board, a careers day); a referral link
// is one enabled staff member's own. Both are short links served at /s/<code>, which count their clicks.
import { z } from 'zod';
import { WEB_URL_PATTERN } from '../src/domain/validation/url';
import { defineCommand, type CommandContext } from './define';
import { keyword, page, pageSize, pagedResult, recordId, version } from './fields';

export const linkItem = z.object({
  id: z.number().int(),
  name: z.string(),
  channel: z.string(),
  note: z.string(),
  code: z.string(),
  /** Where people are sent: /s/<code> on our server. */
  short_url: z.string(),
  target_url: z.string(),
  clicks: z.number().int(),
  registered_count: z.number().int(),
  referrer_staff_id: z.number().int().nullable(),
  referrer_name: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type LinkItem = z.infer<typeof linkItem>;

export const registeredMember = z.object({
  /** The applicant's staff id (rows are applicants, so the palette acts on them). */
  id: z.number().int(),
  staff_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  position: z.string(),
  status: z.number().int(),
  link_id: z.number().int(),
  link_name: z.string(),
  referrer_staff_id: z.number().int().nullable(),
  referrer_name: z.string().nullable(),
  registered_at: z.string(),
});

const linkId = recordId('Link id');
const onLink = (ctx: CommandContext) => ctx.record?.kind === 'referralLink';

const name = z
  .string({ error: (issue) => (issue.input === undefined ? 'Name is required.' : 'Name must be text.') })
  .trim()
  .min(1, 'Name is required.')
  .max(100, 'Name is at most 100 characters.');
const channel = z.string({ error: 'Channel must be text.' }).trim().max(60, 'Channel is at most 60 characters.');
const note = z.string({ error: 'Note must be text.' }).trim().max(500, 'Note is at most 500 characters.');
const targetUrl = z
  .string({ error: 'Target URL must be text.' })
  .trim()
  .max(2000, 'Target URL is at most 2,000 characters.')
  .regex(WEB_URL_PATTERN, 'Target URL must be an http or https address.');

const linkList = { page, page_size: pageSize, keyword, active: z.boolean({ error: 'Active must be true or false.' }).optional() };

export const generationLinkList = defineCommand({
  id: 'referral.generationLinks',
  api: 'generation_link_list',
  title: 'List generation links',
  area: 'referral',
  kind: 'query',
  keywords: ['campaign', 'registration link', 'short link', 'clicks'],
  args: z.strictObject(linkList),
  result: pagedResult(linkItem),
});

export const referralLinkList = defineCommand({
  id: 'referral.links',
  api: 'referral_link_list',
  title: 'List referral links',
  area: 'referral',
  kind: 'query',
  keywords: ['refer a friend', 'staff referral', 'clicks'],
  args: z.strictObject({ ...linkList, referrer_staff_id: recordId('Referrer staff id').optional() }),
  result: pagedResult(linkItem),
});

export const createNewGeneration = defineCommand({
  id: 'referral.createGeneration',
  api: 'create_new_generation',
  title: 'Create generation link',
  area: 'referral',
  kind: 'action',
  keywords: ['new link', 'campaign', 'referral link', 'short link'],
  args: z.strictObject({
    name,
    channel: channel.optional(),
    note: note.optional(),
    /** An enabled staff member: the link becomes their referral link. */
    referrer_staff_id: recordId('Referrer staff id').optional(),
    /** Where the link leads; the registration page when absent. */
    target_url: targetUrl.optional(),
  }),
  result: z.object({ link_item: linkItem }),
});

export const editGeneration = defineCommand({
  id: 'referral.editGeneration',
  api: 'edit_generation',
  title: 'Edit generation link',
  area: 'referral',
  kind: 'action',
  reversible: true,
  keywords: ['rename', 'deactivate', 'activate', 'link'],
  when: onLink,
  fill: (ctx) => {
    if (!ctx.record || !onLink(ctx)) return {};
    const seen = ctx.record.fields?.version;
    return typeof seen === 'number' ? { link_id: ctx.record.id, version: seen } : { link_id: ctx.record.id };
  },
  recordArg: 'link_id',
  args: z.strictObject({
    link_id: linkId,
    version,
    name: name.optional(),
    channel: channel.optional(),
    note: note.optional(),
    active: z.boolean({ error: 'Active must be true or false.' }).optional(),
    target_url: targetUrl.optional(),
  }),
  result: z.object({ link_item: linkItem }),
});

export const referredApplicantList = defineCommand({
  id: 'referral.referredApplicants',
  api: 'referred_applicant_list',
  title: 'List referred applicants',
  area: 'referral',
  kind: 'query',
  keywords: ['referrals', 'referred by', 'refer a friend'],
  args: z.strictObject({ page, page_size: pageSize, keyword, referrer_staff_id: recordId('Referrer staff id').optional() }),
  result: pagedResult(registeredMember),
});

export const referralRegisteredMembers = defineCommand({
  id: 'referral.registeredMembers',
  api: 'referral_registered_members',
  title: 'List members registered through links',
  area: 'referral',
  kind: 'query',
  keywords: ['registrations', 'sign ups', 'campaign results'],
  fill: (ctx) => (onLink(ctx) ? { link_id: ctx.record!.id } : {}),
  args: z.strictObject({ page, page_size: pageSize, keyword, link_id: linkId.optional() }),
  result: pagedResult(registeredMember),
});

export const referralCommands = [
  generationLinkList, referralLinkList, createNewGeneration, editGeneration, referredApplicantList, referralRegisteredMembers,
] as const;
