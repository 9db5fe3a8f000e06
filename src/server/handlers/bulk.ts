// Handlers of commands/bulk.ts: dry run, start, step, stop and read bulk runs. docs/bulk.md.
import type { bulkCommands } from '../../../commands/bulk';
import { mayRun } from '../../../commands/permissions';
import { recordKindOf, registry, type AnyCommand, type ServerCommand } from '../../../commands';
import { ERR } from '../../domain/errors';
import { AppError, invalidArguments } from '../app-error';
import { bulkableCommand, databaseOf, rowBody } from '../kit/bulk-row-call';
import { dryRunRows } from '../kit/bulk-dry-run';
import { createRun, listRows, ownRun, recentRuns, stopRun, viewRun } from '../kit/bulk-runs';
import { stepRun } from '../kit/bulk-step';
import { resolveTarget, type BulkTarget } from '../kit/bulk-target';
import { fieldErrors } from '../rpc/validation';
import type { HandlerContext, HandlersFor } from './types';

/**
 * The shared arguments must suit the command whatever the row: checked once with the first row's id, so a
 * bad status is one clear refusal of the run rather than the same refusal on every row.
 */
function checkShared(command: ServerCommand & { recordArg: string }, shared: Record<string, unknown>, firstId: number): void {
  const probe = command.args.safeParse(rowBody(command, shared, { id: firstId, version: 0 }));
  if (probe.success) return;
  const problems = fieldErrors(probe.error).filter((f) => f.path !== command.recordArg && f.path !== 'version');
  if (problems.length) throw invalidArguments(problems.map((f) => ({ ...f, path: f.path ? `args.${f.path}` : 'args' })));
}

async function rowsFor(command: ServerCommand & { recordArg: string }, shared: Record<string, unknown>, target: BulkTarget, ctx: HandlerContext) {
  const rows = await resolveTarget(command, target, ctx);
  if (!rows.length) throw invalidArguments([{ path: 'target', message: 'Nothing to act on: no record matches.' }]);
  checkShared(command, shared, rows[0].id);
  return rows;
}

export const bulkHandlers: HandlersFor<typeof bulkCommands> = {
  'bulk.dryRun': async (args, ctx) => {
    const command = bulkableCommand(args.command_id);
    const rows = await rowsFor(command, args.args, args.target, ctx);
    return dryRunRows(command, args.args, rows, ctx);
  },

  'bulk.start': async (args, ctx) => {
    const command = bulkableCommand(args.command_id);
    if (!mayRun(command, ctx.account?.accountType)) {
      throw new AppError(ERR.forbidden, `Your account may not run '${command.title}'. Ask an administrator if you need it.`);
    }
    const rows = await rowsFor(command, args.args, args.target, ctx);
    const run = await createRun(ctx.db, { accountId: ctx.account!.id, commandId: command.id, args: args.args, target: args.target, source: args.source }, rows);
    ctx.audit({ entity: 'bulk_run', entityId: run.id, before: null, after: { command_id: command.id, total: run.total, target: 'list' in args.target ? { list: args.target.list, filter: args.target.filter } : { ids: run.total } } });
    return viewRun(ctx.db, run);
  },

  'bulk.step': async (args, ctx) => {
    const db = databaseOf(ctx);
    await stepRun(await ownRun(db, args.run_id, ctx), args.batch_size, ctx);
    return viewRun(db, await ownRun(db, args.run_id, ctx));
  },

  'bulk.stop': async (args, ctx) => {
    const run = await ownRun(ctx.db, args.run_id, ctx, true);
    await stopRun(ctx.db, run);
    ctx.audit({ entity: 'bulk_run', entityId: run.id, before: { status: run.status }, after: { status: run.status === 'running' ? 'stopped' : run.status } });
    return viewRun(ctx.db, await ownRun(ctx.db, args.run_id, ctx));
  },

  'bulk.status': async (args, ctx) => viewRun(ctx.db, await ownRun(ctx.db, args.run_id, ctx)),

  'bulk.rows': async (args, ctx) => {
    const run = await ownRun(ctx.db, args.run_id, ctx);
    const command = registry.byId.get(run.commandId as never) as AnyCommand | undefined;
    return listRows(ctx.db, run.id, args, command ? recordKindOf(command) : undefined);
  },

  'bulk.runs': async (args, ctx) => {
    const runs = await recentRuns(ctx.db, ctx.account!.id, args.unfinished);
    return { list: await Promise.all(runs.map((run) => viewRun(ctx.db, run))) };
  },
};
