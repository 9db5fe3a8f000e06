// Handlers of commands/undo.ts: the journal's steps, what undo would take back, and taking it back.
import type { undoCommands } from '../../../commands/undo';
import { conflict, notLoggedIn } from '../app-error';
import { describeStep, findStep, lastUndoableStep, recentSteps, undoStep } from '../kit/journal-undo';
import type { HandlerContext, HandlersFor } from './types';

function accountId(ctx: HandlerContext): number {
  if (!ctx.account) throw notLoggedIn('Not logged in.');
  return ctx.account.id;
}

export const undoHandlers: HandlersFor<typeof undoCommands> = {
  async 'undo.preview'(_args, ctx) {
    const { entries, skipped } = await lastUndoableStep(ctx.db, accountId(ctx));
    return { step: entries ? await describeStep(ctx.db, entries) : null, skipped };
  },

  async 'undo.last'(_args, ctx) {
    const { entries, skipped } = await lastUndoableStep(ctx.db, accountId(ctx));
    if (!entries) {
      const why = skipped.length ? ` ${skipped.length === 1 ? 'The one step left' : `The ${skipped.length} steps left`} cannot be: ${skipped[0].reason}.` : '';
      throw conflict(`Nothing to undo: you have no command left that can be taken back.${why}`, { skipped });
    }
    return { undone: await undoStep(ctx, entries, 'api'), skipped };
  },

  async 'undo.history'({ limit }, ctx) {
    const steps = await recentSteps(ctx.db, accountId(ctx), limit);
    return { steps: await Promise.all(steps.map((entries) => describeStep(ctx.db, entries))) };
  },

  async 'undo.entry'({ step }, ctx) {
    return { undone: await undoStep(ctx, await findStep(ctx.db, accountId(ctx), step), 'api') };
  },
};
