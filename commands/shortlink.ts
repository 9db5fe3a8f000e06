// Short links (spec §7 SMS and links: to_shortlink with short_link): a code served by our own server at
// /s/<code>, which redirects to the target and counts the click. The same target pasted again gets its
// existing code back (one code per target, so its clicks stay together). The tool lists every code —
// also those of referral and generation links, which it shows but leaves to /staff/referral to manage.
// A turned-off code answers 410 Gone. See docs/devops-links.md.
import { z } from 'zod';
import { URL_PATTERN } from '../src/domain/validation/url';
import { defineCommand, type CommandContext } from './define';
import { setBack } from './inverse';
import { keyword, page, pageSize, pagedResult, recordId, sortDir } from './fields';

export const shortLinkRow = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The address people use: PUBLIC_URL/s/<code>. */
  short_url: z.string(),
  target_url: z.string(),
  clicks: z.number().int(),
  last_clicked_at: z.string().nullable(),
  disabled: z.boolean(),
  /** The referral or generation link this code belongs to; such codes are managed on /staff/referral. */
  referral_link_name: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type ShortLinkRow = z.infer<typeof shortLinkRow>;

/** Spec §5 URL: http, https and ftp addresses are accepted. */
export const targetUrl = (what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${what} is required.` : `${what} must be text.`) })
    .trim()
    .min(1, `${what} is required.`)
    .max(2000, `${what} is at most 2,000 characters.`)
    .regex(URL_PATTERN, `${what} must be an http, https or ftp address, like https://example.com/page.`);

const shortLinkId = recordId('Short link id');
const onShortLink = (ctx: CommandContext) => ctx.record?.kind === 'shortLink';
const fillShortLink = (ctx: CommandContext) => (onShortLink(ctx) ? { short_link_id: ctx.record!.id } : {});

export const toShortlink = defineCommand({
  id: 'shortlink.create',
  api: 'to_shortlink',
  title: 'Shorten a link',
  area: 'shortlink',
  kind: 'action',
  keywords: ['short link', 'shorten url', 'url shortener', 'tiny url'],
  args: z.strictObject({ url: targetUrl('URL') }),
  result: z.object({
    /** The short address to share (spec: response short_link). */
    short_link: z.string(),
    item: shortLinkRow,
    /** True when this target already had a code, which is answered again. */
    reused: z.boolean(),
  }),
});

export const shortLinkList = defineCommand({
  id: 'shortlink.list',
  api: 'short_link_list',
  title: 'List short links',
  area: 'shortlink',
  kind: 'query',
  keywords: ['short links', 'clicks', 'url'],
  args: z.strictObject({
    page,
    page_size: pageSize,
    keyword,
    disabled: z.boolean({ error: 'Disabled must be true or false.' }).optional(),
    /** Only codes made by the tool (not referral or generation links). */
    tool_only: z.boolean({ error: 'Tool only must be true or false.' }).optional(),
    sort_by: z.enum(['created_at', 'clicks', 'last_clicked_at'], { error: 'Sort by must be created_at, clicks or last_clicked_at.' }).default('created_at'),
    sort_dir: sortDir,
  }),
  result: pagedResult(shortLinkRow),
});

export const setShortLinkDisabled = defineCommand({
  id: 'shortlink.setDisabled',
  inverse: setBack('shortlink.setDisabled', 'short_link_id', 'disabled', 'disabled', false),
  api: 'set_short_link_disabled',
  title: 'Turn a short link off or on',
  area: 'shortlink',
  kind: 'action',
  reversible: true,
  keywords: ['disable short link', 'enable short link', 'turn off link'],
  when: onShortLink,
  fill: (ctx) => (onShortLink(ctx) ? { short_link_id: ctx.record!.id, disabled: ctx.record!.fields?.disabled !== true } : {}),
  recordArg: 'short_link_id',
  args: z.strictObject({
    short_link_id: shortLinkId,
    /** Off: /s/<code> answers 410 Gone and counts nothing. */
    disabled: z.boolean({ error: 'Disabled must be true or false.' }),
  }),
  result: z.object({ item: shortLinkRow }),
});

export const deleteShortLink = defineCommand({
  id: 'shortlink.delete',
  api: 'delete_short_link',
  title: 'Delete short link',
  area: 'shortlink',
  kind: 'action',
  danger: true,
  keywords: ['remove short link'],
  when: onShortLink,
  fill: fillShortLink,
  recordArg: 'short_link_id',
  args: z.strictObject({ short_link_id: shortLinkId }),
  result: z.object({ id: z.number().int(), deleted: z.literal(true) }),
});

export const shortlinkCommands = [toShortlink, shortLinkList, setShortLinkDisabled, deleteShortLink] as const;
