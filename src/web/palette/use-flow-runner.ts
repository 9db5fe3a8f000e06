// Runs a command the palette has finished asking for: a confirm step first when it is destructive or
// runs over every matching row, its preview when it has one (the confirming Enter runs it), then the
// command itself, once or once per row. Errors stay in place (no toast covers them); a record someone
// else changed since it was shown gets the changed-record notice instead (live/palette-changed.ts), and
// any other stale version takes the server's current one, so the next Enter acts on the record as it is
// now. An action over rows becomes a server bulk run (status 'bulk', src/web/bulk/); a query over rows is
// called once per row here.
import { useCallback, useRef } from 'react';
import { snapshot } from 'valtio';
import type { AnyCommand, CommandContext, CommandId } from '../../../commands';
import { ERR } from '../../domain/errors';
import { ApiError, errorMessage, isAbort } from '../api/api-error';
import { commandEffects } from '../commands/command-effects';
import { run } from '../commands/dispatcher';
import { recordKindOf } from '../../../commands/record-kinds';
import { t, tMessage } from '../i18n/i18n';
import { clearSelection, commandContext } from '../state/command-context';
import type { CommandSource } from '../state/command-history';
import { closePalette } from '../state/palette';
import { readMatchingRows } from './matching-rows';
import { reachFor } from '../../../commands/confirm-reach';
import { asBulk, callArgs, needsConfirm, runsOverRows, showsDryRun, type Flow, type RowOutcome } from './palette-flow';
import { readVersion } from './read-version';
import { previewReadsVersion } from '../commands/arg-walk';
import type { ShownRecord } from '../live/changed-record-check';
import { checkBeforeSending, isChangedRecord, shownInPalette, tellChangedFromPalette } from '../live/palette-changed';

type SetFlow = (update: (f: Flow | null) => Flow | null) => void;

function failed(cur: Flow, error: unknown): Flow {
  const next: Flow = { ...cur, status: 'asking', index: Math.max(0, cur.steps.length - 1), error: tMessage(errorMessage(error)), preview: undefined };
  const current = error instanceof ApiError && error.err === ERR.conflict ? (error.data as { current_version?: unknown } | null)?.current_version : undefined;
  // The server says which version is current: take it and re-read the choices after the user has seen why.
  return typeof current === 'number' && 'version' in cur.known ? { ...next, known: { ...cur.known, version: current }, fetched: {} } : next;
}

const here = () => snapshot(commandContext).path;

/** The context `when` is judged in: the record the flow acts on (one row of several, or one found by search). */
function contextFor(f: Flow, rowId?: number): CommandContext | undefined {
  const kind = recordKindOf(f.command) ?? f.record?.kind;
  if (rowId !== undefined && kind) return { path: here(), record: { kind, id: rowId } };
  return f.record ? { path: here(), record: f.record } : undefined;
}

/**
 * The arguments of one call, the version read first where the row's is not known, in the flow's context.
 * A preview that reads the version itself (a check-out's worker row) is called without one: the version
 * it answers is the one the confirming Enter writes with.
 */
async function argsFor(f: Flow, source: CommandSource, rowId?: number, rowVersion?: number, forPreview = false): Promise<Record<string, unknown>> {
  const args = callArgs(f, rowId, rowVersion);
  const previewReads = forPreview && previewReadsVersion(f.command);
  if ('version' in f.command.args.shape && args.version === undefined && !previewReads) {
    args.version = await readVersion(f.command, args, source, contextFor(f, rowId) ?? { path: here() }, f.record?.fields);
  }
  return args;
}

function rowMessage(command: AnyCommand, result: unknown, args: Record<string, unknown>): string {
  return commandEffects[command.id]?.successMessage?.(result, args) ?? t('paletteMore.rowDone');
}

export function useFlowRunner(setFlow: SetFlow, source: CommandSource) {
  const stopping = useRef(false);

  const overRows = useCallback(
    async (f: Flow) => {
      stopping.current = false;
      const outcomes: RowOutcome[] = [];
      let rows: { id: number; version?: number }[];
      try {
        rows = f.matching ? await readMatchingRows(f.matching, source) : (f.targets ?? []).map((id) => ({ id, version: f.targetVersions?.[id] }));
      } catch (error) {
        setFlow((cur) => cur && failed(cur, error));
        return;
      }
      setFlow((cur) => cur && { ...cur, progress: { done: 0, total: rows.length } });
      for (const row of rows) {
        if (stopping.current) {
          outcomes.push({ id: row.id, ok: false, message: t('paletteFlow.notRun') });
          continue;
        }
        try {
          const args = await argsFor(f, source, row.id, row.version);
          const result = await run(f.command.id as CommandId, args, source, { quiet: true, inPlace: true, context: contextFor(f, row.id) });
          outcomes.push({ id: row.id, ok: true, message: rowMessage(f.command, result, args) });
        } catch (error) {
          outcomes.push({ id: row.id, ok: false, message: tMessage(errorMessage(error)) });
        }
        setFlow((cur) => cur && { ...cur, progress: { done: outcomes.length, total: rows.length } });
      }
      // Done with these rows: nothing stays selected, so running it again needs a new choice.
      clearSelection();
      setFlow((cur) => cur && { ...cur, status: 'done', outcomes, progress: undefined });
    },
    [setFlow, source],
  );

  const execute = useCallback(
    (f: Flow, options: { confirmed?: boolean } = {}) => {
      // An action over several rows runs on the server as one bulk run; its dry run is the preview and
      // the confirm (src/web/bulk/). Single records keep the path below.
      if (showsDryRun(f)) {
        setFlow(() => asBulk(f));
        return;
      }
      if (!options.confirmed && f.command.preview) {
        setFlow(() => ({ ...f, status: 'previewing', error: undefined }));
        argsFor(f, source, undefined, undefined, true)
          .then(async (args) => {
            const preview = await run(f.command.preview as CommandId, args, source, { quiet: true, record: false, inPlace: true, context: contextFor(f) });
            // The confirming Enter writes with the version the preview was worked out for; a preview that
            // answers need_confirm (remove_shift_worker_preview) was shown, so that Enter sends confirm: true.
            const confirmed = (preview as { need_confirm?: unknown } | null)?.need_confirm === true && 'confirm' in f.command.args.shape ? { confirm: true } : {};
            // A preview that read the version for the person (a check-out's worker row) gives it to the write.
            const read = (preview as { version?: unknown } | null)?.version;
            const seen = args.version ?? (typeof read === 'number' && 'version' in f.command.args.shape ? read : undefined);
            setFlow((cur) => cur && { ...cur, status: 'preview', preview, known: { ...cur.known, ...(seen === undefined ? {} : { version: seen }), ...confirmed } });
          })
          .catch((error: unknown) => {
            if (!isAbort(error)) setFlow((cur) => cur && failed(cur, error));
          });
        return;
      }
      // A change that reaches beyond its record (disabling a facility) asks too, naming what it reaches.
      if (!options.confirmed && (needsConfirm(f) || (!f.targets && reachFor(f.command.id, callArgs(f))))) {
        setFlow(() => ({ ...f, status: 'confirm', error: undefined }));
        return;
      }
      setFlow(() => ({ ...f, status: 'running', error: undefined }));
      if (runsOverRows(f)) {
        void overRows(f);
        return;
      }
      // The record it writes, as shown: changed by someone else since, the person is told (live/palette-changed.ts).
      let shown: ShownRecord | undefined;
      let sent: Record<string, unknown> = {};
      argsFor(f, source)
        .then((args) => {
          sent = args;
          shown = shownInPalette(f.command, f.record, here(), args);
          checkBeforeSending(shown);
          return run(f.command.id as CommandId, args, source, { inPlace: true, context: contextFor(f) });
        })
        .then((result) => {
          if (f.command.kind === 'query') setFlow((cur) => cur && { ...cur, status: 'done', result });
          else closePalette();
        })
        .catch((error: unknown) => {
          if (isChangedRecord(error, shown)) {
            const { version: _seen, ...rest } = sent;
            const context = contextFor(f) ?? { path: here() };
            tellChangedFromPalette(shown, async () => run(f.command.id as CommandId, { ...rest, version: await readVersion(f.command, rest, source, context, f.record?.fields) }, source, { context }));
          } else if (!isAbort(error)) setFlow((cur) => cur && failed(cur, error));
        });
    },
    [setFlow, source, overRows],
  );

  /** Esc during a run over rows: the row in flight finishes, the rest are not run. */
  const stop = useCallback(() => {
    stopping.current = true;
  }, []);

  return { execute, stop };
}
