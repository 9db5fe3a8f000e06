// Link routes (spec §7 SMS and links: link_route_list, add_link_route, edit_link_route,
// delete_link_route): a path of our own server (/go/winter-campaign) that redirects to a target and counts
// its hits. A path may never shadow the API, short links, static files or a console page
// (src/domain/link-route-paths.ts); paths are unique and lower-case. See docs/devops-links.md.
import { z } from 'zod';
import { LINK_ROUTE_PATH_PATTERN, linkRoutePathProblem } from '../src/domain/link-route-paths';
import { defineCommand, type CommandContext } from './define';
import { editBack } from './inverse';
import { keyword, messageFrom, page, pageSize, pagedResult, recordId, sortDir, version } from './fields';
import { targetUrl } from './shortlink';

export const linkRouteRow = z.object({
  id: z.number().int(),
  path: z.string(),
  /** The full address: PUBLIC_URL + path. */
  url: z.string(),
  target_url: z.string(),
  note: z.string(),
  active: z.boolean(),
  hits: z.number().int(),
  last_hit_at: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type LinkRouteRow = z.infer<typeof linkRouteRow>;

const routeId = recordId('Link route id');
const onRoute = (ctx: CommandContext) => ctx.record?.kind === 'linkRoute';

const path = z
  .string({ error: (issue) => (issue.input === undefined ? 'Path is required.' : 'Path must be text.') })
  .trim()
  .toLowerCase()
  .regex(LINK_ROUTE_PATH_PATTERN, messageFrom(linkRoutePathProblem, 'Path is invalid.'))
  .describe('A path of this server, like /go/winter-campaign')
  .meta({ examples: ['/go/winter-campaign'] });
const note = z.string({ error: 'Note must be text.' }).trim().max(500, 'Note is at most 500 characters.');
const active = z.boolean({ error: 'Active must be true or false.' });

export const linkRouteList = defineCommand({
  id: 'linkroute.list',
  api: 'link_route_list',
  title: 'List link routes',
  area: 'linkRoute',
  kind: 'query',
  keywords: ['routers', 'redirects', 'vanity url', 'hits'],
  args: z.strictObject({
    page,
    page_size: pageSize,
    keyword,
    active: active.optional(),
    sort_by: z.enum(['created_at', 'path', 'hits', 'last_hit_at'], { error: 'Sort by must be created_at, path, hits or last_hit_at.' }).default('created_at'),
    sort_dir: sortDir,
  }),
  result: pagedResult(linkRouteRow),
});

export const addLinkRoute = defineCommand({
  id: 'linkroute.add',
  api: 'add_link_route',
  title: 'Add link route',
  area: 'linkRoute',
  kind: 'action',
  keywords: ['new redirect', 'router', 'vanity url'],
  args: z.strictObject({ path, target_url: targetUrl('Target URL'), note: note.optional(), active: active.optional() }),
  result: z.object({ route: linkRouteRow }),
});

export const editLinkRoute = defineCommand({
  id: 'linkroute.edit',
  inverse: editBack('linkroute.edit', 'route_id', ['path', 'target_url', 'note', 'active']),
  api: 'edit_link_route',
  title: 'Edit link route',
  area: 'linkRoute',
  kind: 'action',
  reversible: true,
  keywords: ['change redirect', 'retarget', 'turn off route', 'router'],
  when: onRoute,
  fill: (ctx) => {
    if (!ctx.record || !onRoute(ctx)) return {};
    const seen = ctx.record.fields?.version;
    return typeof seen === 'number' ? { route_id: ctx.record.id, version: seen } : { route_id: ctx.record.id };
  },
  recordArg: 'route_id',
  args: z.strictObject({
    route_id: routeId,
    version,
    path: path.optional(),
    target_url: targetUrl('Target URL').optional(),
    note: note.optional(),
    active: active.optional(),
  }),
  result: z.object({ route: linkRouteRow }),
});

export const deleteLinkRoute = defineCommand({
  id: 'linkroute.delete',
  api: 'delete_link_route',
  title: 'Delete link route',
  area: 'linkRoute',
  kind: 'action',
  danger: true,
  keywords: ['remove redirect', 'router'],
  when: onRoute,
  fill: (ctx) => (onRoute(ctx) ? { route_id: ctx.record!.id } : {}),
  recordArg: 'route_id',
  args: z.strictObject({ route_id: routeId }),
  result: z.object({ id: z.number().int(), deleted: z.literal(true) }),
});

export const linkRouteCommands = [linkRouteList, addLinkRoute, editLinkRoute, deleteLinkRoute] as const;
