// tempshift.import's dry_run: the import itself, run through the one dry-run path (rpc/execute-command.ts's
// dryRun) and rolled back, so a check can never disagree with the run it stands for. Its answer is then
// told as what would happen: no ids (they went with the rollback), 'Would be added.', nothing imported.
import { registry, type ServerCommand } from '../../../commands';
import type { importTempShifts } from '../../../commands/tempshift';
import type { z } from 'zod';
import { AppError } from '../app-error';
import { dryRun } from '../rpc/execute-command';
import type { HandlerContext } from './types';

type ImportAnswer = z.infer<typeof importTempShifts.result>;

export async function dryRunTempShiftImport(ctx: HandlerContext, providerId: number, csv: string): Promise<ImportAnswer> {
  const command = registry.byId.get('tempshift.import') as ServerCommand;
  // The call that asks for the dry run was authorised already; the import runs under its session.
  const session = ctx.account ? { account: ctx.account, tokenHash: ctx.sessionTokenHash ?? '' } : null;
  const caller = { token: null, clientIp: ctx.clientIp, userAgent: ctx.userAgent, source: 'dry-run' };
  const outcome = await dryRun(ctx, ctx.db, (run) => run.call(command, caller, { session, args: { provider_id: providerId, csv, dry_run: false } }));
  if (!outcome.ok) throw new AppError(outcome.err, outcome.msg, outcome.data as Record<string, unknown> | null);
  const done = outcome.result as ImportAnswer;
  return {
    imported: 0,
    failed: done.failed,
    dry_run: true,
    report: done.report.map((row) => (row.ok ? { ...row, temp_shift_id: null, messages: ['Would be added.'] } : row)),
  };
}
