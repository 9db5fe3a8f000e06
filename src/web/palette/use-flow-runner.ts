// Runs a command the palette has finished asking for: its preview first when it has one (the confirming
// Enter runs it), then the command itself, once or once per selected row. Errors stay in place; a
// stale version takes the server's current one so the next Enter acts on the record as it is now.
import { useCallback } from 'react';
import type { CommandId } from '../../../commands';
import { ERR } from '../../domain/errors';
import { ApiError, errorMessage, isAbort } from '../api/api-error';
import { run } from '../commands/dispatcher';
import { t, tMessage } from '../i18n/i18n';
import type { CommandSource } from '../state/command-history';
import { closePalette } from '../state/palette';
import { toast } from '../state/toasts';
import { callArgs, type Flow, type RowOutcome } from './palette-flow';

type SetFlow = (update: (f: Flow | null) => Flow | null) => void;

function failed(cur: Flow, error: unknown): Flow {
  const next: Flow = { ...cur, status: 'asking', index: Math.max(0, cur.steps.length - 1), error: tMessage(errorMessage(error)), preview: undefined };
  const current = error instanceof ApiError && error.err === ERR.conflict ? (error.data as { current_version?: unknown } | null)?.current_version : undefined;
  // The server says which version is current: take it and re-read the choices after the user has seen why.
  return typeof current === 'number' && 'version' in cur.known ? { ...next, known: { ...cur.known, version: current }, fetched: {} } : next;
}

export function useFlowRunner(setFlow: SetFlow, source: CommandSource) {
  const overSelection = useCallback(
    async (f: Flow) => {
      const outcomes: RowOutcome[] = [];
      for (const id of f.targets ?? []) {
        try {
          await run(f.command.id as CommandId, callArgs(f, id), source, { quiet: true });
          outcomes.push({ id, ok: true, message: t('paletteMore.rowDone') });
        } catch (error) {
          outcomes.push({ id, ok: false, message: tMessage(errorMessage(error)) });
        }
      }
      const ok = outcomes.filter((o) => o.ok).length;
      toast(t('paletteMore.selectionSummary', { ok, total: outcomes.length, title: t(`command.${f.command.id}`, undefined, f.command.title) }), ok === outcomes.length ? 'success' : 'error');
      setFlow((cur) => cur && { ...cur, status: 'done', outcomes });
    },
    [setFlow, source],
  );

  const execute = useCallback(
    (f: Flow, options: { confirmed?: boolean } = {}) => {
      if (f.command.preview && !options.confirmed) {
        setFlow(() => ({ ...f, status: 'previewing', error: undefined }));
        run(f.command.preview as CommandId, callArgs(f), source, { quiet: true, record: false })
          .then((preview) => setFlow((cur) => cur && { ...cur, status: 'preview', preview }))
          .catch((error: unknown) => {
            if (!isAbort(error)) setFlow((cur) => cur && failed(cur, error));
          });
        return;
      }
      setFlow(() => ({ ...f, status: 'running', error: undefined }));
      if (f.targets) {
        void overSelection(f);
        return;
      }
      run(f.command.id as CommandId, callArgs(f), source)
        .then((result) => {
          if (f.command.kind === 'query') setFlow((cur) => cur && { ...cur, status: 'done', result });
          else closePalette();
        })
        .catch((error: unknown) => {
          if (!isAbort(error)) setFlow((cur) => cur && failed(cur, error));
        });
    },
    [setFlow, source, overSelection],
  );

  return { execute };
}
