// A bulk target → the exact rows to act on, each with the version it is to be written with. Explicit ids
// keep the version the user saw (one not given is read through the record kind's version query);
// 'all matching' reads its list command page by page (every page, no cap) with the filter the user saw,
// and each row brings its version as listed.
import { mayRun } from '../../../commands/permissions';
import { registry, takesVersion, versionQueryOf, type ServerCommand } from '../../../commands';
import type { bulkTarget } from '../../../commands/bulk';
import { AppError, invalidArguments } from '../app-error';
import { ERR } from '../../domain/errors';
import { handlerOf } from '../rpc/handler-table';
import type { HandlerContext } from '../handlers/types';
import { fieldErrors } from '../rpc/validation';
import type { RowTarget } from './bulk-row-call';
import { inArray } from 'drizzle-orm';
import { applications } from '../db/schema';
import type { z } from 'zod';

export type BulkTarget = z.infer<typeof bulkTarget>;

const PAGE = 200;

/** A query command's handler, called as the rpc path would: the account's rule, then its schema. */
async function callQuery(commandId: string, body: Record<string, unknown>, ctx: HandlerContext, path: string): Promise<unknown> {
  const command = registry.byId.get(commandId as never) as ServerCommand | undefined;
  if (!command || command.kind !== 'query') throw invalidArguments([{ path, message: `No list command ${commandId}.` }]);
  if (!mayRun(command, ctx.account?.accountType)) throw new AppError(ERR.forbidden, `Your account may not run '${command.title}'.`);
  const parsed = command.args.safeParse(body);
  if (!parsed.success) throw invalidArguments(fieldErrors(parsed.error).map((f) => ({ ...f, path: f.path ? `target.filter.${f.path}` : 'target.filter' })));
  return handlerOf(command.id)(parsed.data, ctx);
}

/** Every row of a list command under a filter: all pages, in the list's own order, each id once. */
async function matchingRows(list: string, filter: Record<string, unknown>, ctx: HandlerContext): Promise<RowTarget[]> {
  const command = registry.byId.get(list as never) as ServerCommand | undefined;
  const shape = command?.args.shape as Record<string, unknown> | undefined;
  if (!command || command.kind !== 'query' || !shape || !('page' in shape) || !('page_size' in shape)) {
    throw invalidArguments([{ path: 'target.list', message: `${list} is not a paged list command.` }]);
  }
  const { page: _page, page_size: _size, ...rest } = filter;
  const rows: RowTarget[] = [];
  const seen = new Set<number>();
  for (let page = 1; ; page++) {
    const answer = (await callQuery(list, { ...rest, page, page_size: PAGE }, ctx, 'target.list')) as { list?: { id?: unknown; version?: unknown }[] };
    const listed = answer.list ?? [];
    for (const row of listed) {
      if (typeof row.id !== 'number' || seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push({ id: row.id, version: typeof row.version === 'number' ? row.version : null });
    }
    if (listed.length < PAGE) return rows;
  }
}

/** The version of one record now, through its kind's version query; null when it has none. */
async function currentVersion(command: ServerCommand, id: number, ctx: HandlerContext): Promise<number | null> {
  const query = versionQueryOf(command);
  if (!query) return null;
  try {
    const answer = (await callQuery(query.commandId, { [query.idArg]: id }, ctx, 'target.ids')) as { version?: unknown };
    return typeof answer.version === 'number' ? answer.version : null;
  } catch (error) {
    // A record that cannot be read is refused by its own row (not found), not by the whole run.
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * The records rows of another kind name, each once, in the rows' order: the applicant (staff_id) of each
 * application. Only what the command takes: a text to applicants over applications, not the reverse.
 */
async function namedBy(command: ServerCommand, via: { kind: 'application'; ids: number[] }, ctx: HandlerContext): Promise<{ id: number }[]> {
  if (command.recordArg !== 'staff_id') {
    throw invalidArguments([{ path: 'target.via.kind', message: `${command.title} does not act on the people that applications name.` }]);
  }
  const rows = await ctx.db.select({ id: applications.id, staffId: applications.staffId }).from(applications).where(inArray(applications.id, via.ids));
  const staffOf = new Map(rows.map((r) => [r.id, r.staffId]));
  return via.ids.flatMap((id) => (staffOf.has(id) ? [{ id: staffOf.get(id)! }] : []));
}

export async function resolveTarget(command: ServerCommand, target: BulkTarget, ctx: HandlerContext): Promise<RowTarget[]> {
  if ('list' in target) return matchingRows(target.list, target.filter, ctx);
  const chosen: { id: number; version?: number }[] = 'via' in target ? await namedBy(command, target.via, ctx) : target.ids;
  const seen = new Set<number>();
  const rows: RowTarget[] = [];
  for (const row of chosen) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    const version = row.version ?? (takesVersion(command) ? await currentVersion(command, row.id, ctx) : null);
    rows.push({ id: row.id, version });
  }
  return rows;
}
