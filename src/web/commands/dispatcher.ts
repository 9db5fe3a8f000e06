// The one way the browser runs a command, whatever the surface: validate with the command's schema →
// check `when` → run the client handler or call the server → toast → record in the history.
import { snapshot } from 'valtio';
import { getCommand, recordKindOf, registry, type AnyCommand, type CommandById, type CommandContext, type CommandId, type ResultOf } from '../../../commands';
import { mayRun } from '../../../commands/permissions';
import { ERR } from '../../domain/errors';
import { ApiError } from '../api/api-error';
import { call } from '../api/call';
import { t, tMessage } from '../i18n/i18n';
import { commandContext, noteFreshVersion } from '../state/command-context';
import { recordCommand, type CommandSource } from '../state/command-history';
import { bumpRefresh } from '../state/refresh';
import { session } from '../state/session';
import { toast } from '../state/toasts';
import { trackWrite } from '../state/writes-in-flight';
import { clientHandlerFor } from './client-handlers';
import { commandEffects } from './command-effects';
import { toastJournaledStep } from './undo-toast';

export interface RunOptions {
  signal?: AbortSignal;
  /** Skip the success toast (a screen that shows the outcome itself). */
  quiet?: boolean;
  /** Errors too are the caller's to show, in place (the palette): no toast covers them. */
  inPlace?: boolean;
  /** Leave it out of the history (a screen re-reading its list is not something to replay). */
  record?: boolean;
  /** The context `when` is judged in, when the caller knows better than the focus (a page showing one record). */
  context?: CommandContext;
  /** A refusal as stale goes here instead of a toast (a key: the person is told what changed, with a choice). */
  onConflict?: () => void;
}

export function commandTitle(command: AnyCommand): string {
  return t(`command.${command.id}`, undefined, command.title);
}

/** Whether the signed-in account type may run it (commands/permissions.ts); the server decides until the user is known. */
export function accountMayRun(command: AnyCommand): boolean {
  const type = session.user?.account_type;
  return !type || mayRun(command, type);
}

/** Whether the command can run here: the account may run it, its `when` passes and, for a client command, the browser has a handler. */
export function isAvailable(command: AnyCommand, context?: CommandContext): boolean {
  if (!accountMayRun(command)) return false;
  if (command.kind === 'client') {
    const handler = clientHandlerFor(command.id);
    if (!handler || handler.available?.() === false) return false;
  }
  return command.when ? command.when(context ?? (snapshot(commandContext) as CommandContext)) : true;
}

function refuse(err: number, msg: string, fields: ApiError['fields'] = [], inPlace = false): never {
  if (!inPlace) toast(msg, 'error');
  throw new ApiError({ err, msg, fields, shown: !inPlace });
}

export async function run<Id extends CommandId>(
  id: Id,
  args: Record<string, unknown>,
  source: CommandSource,
  options: RunOptions = {},
): Promise<ResultOf<CommandById<Id>>> {
  const command = registry.byId.get(id) as AnyCommand | undefined;
  if (!command) refuse(ERR.notFound, t('error.unknownCommand', { id }), [], options.inPlace);
  let parsedArgs: Record<string, unknown> = args;
  let ok = false;
  try {
    const parsed = command.args.safeParse(args ?? {});
    if (!parsed.success) {
      const fields = parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: tMessage(i.message) }));
      refuse(ERR.invalidArguments, fields.map((f) => (f.path ? `${f.path}: ${f.message}` : f.message)).join(' '), fields, options.inPlace);
    }
    parsedArgs = parsed.data as Record<string, unknown>;
    if (!isAvailable(command, options.context)) refuse(ERR.forbidden, t('error.notAvailable', { title: commandTitle(command) }), [], options.inPlace);

    let result: unknown;
    if (command.kind === 'client') {
      await clientHandlerFor(command.id)!.run(parsedArgs, { run, isAvailable });
      result = {};
    } else {
      const answer = call(command.api!, parsedArgs, { source, signal: options.signal, toastErrors: !options.inPlace && !options.onConflict });
      const recordKey = command.kind === 'action' ? writeKey(command, parsedArgs) : undefined;
      if (recordKey) trackWrite(recordKey, answer);
      result = await answer;
    }
    ok = true;
    const effect = commandEffects[command.id];
    effect?.onSuccess?.(result, parsedArgs);
    if (command.kind === 'action') {
      noteWrittenVersion(command, parsedArgs, result);
      bumpRefresh();
      const message = effect?.successMessage?.(result, parsedArgs) ?? t('toast.done', { title: commandTitle(command) });
      // An undoable action's toast offers Undo for its own journal step, or says why it cannot be undone.
      if (!options.quiet && !effect?.quiet) {
        if (command.inverse && source !== 'macro') void toastJournaledStep(command, message, (step) => (step ? run('undo.entry', { step }, 'screen') : run('undo.last', {}, 'screen')));
        else toast(message, 'success');
      }
    }
    return result as ResultOf<CommandById<Id>>;
  } catch (error) {
    // A write refused as stale or not allowed means the screen is out of date: re-read it.
    if (error instanceof ApiError && error.err === ERR.conflict) bumpRefresh();
    if (options.onConflict && !options.inPlace && error instanceof ApiError && !error.shown) {
      if (error.err === ERR.conflict) options.onConflict();
      else toast(error.message, 'error');
    }
    throw error;
  } finally {
    commandEffects[command.id]?.onSettled?.(ok);
    if (options.record !== false) recordCommand({ id: command.id, args: parsedArgs, source, at: Date.now(), ok });
  }
}

export { getCommand };

/** `application:8` for a command that names application 8; undefined when it names no record. */
export function writeKey(command: AnyCommand, args: Record<string, unknown>): string | undefined {
  const kind = recordKindOf(command);
  const id = command.recordArg ? args[command.recordArg] : undefined;
  return kind && typeof id === 'number' ? `${kind}:${id}` : undefined;
}

/**
 * A write answers with the record's new version: the focused row and the selection take it at once, so
 * the next key on the same row (a then o) does not send the version the list showed before it reloads.
 */
function noteWrittenVersion(command: AnyCommand, args: Record<string, unknown>, result: unknown): void {
  const kind = recordKindOf(command);
  const id = command.recordArg ? args[command.recordArg] : undefined;
  if (!kind || typeof id !== 'number' || typeof result !== 'object' || result === null) return;
  const row = result as { id?: unknown; version?: unknown };
  if (typeof row.version === 'number' && (row.id === undefined || row.id === id)) noteFreshVersion(kind, id, row.version);
}
