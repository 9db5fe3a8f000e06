import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { CommandById, CommandContext, CommandId, ResultOf } from '../../../commands';
import { errorMessage, isAbort } from '../api/api-error';
import { holdFresh, refresh } from '../state/refresh';
import { run } from './dispatcher';

export interface QueryState<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
}

/**
 * Runs a query command for a screen and re-runs it when its arguments change or a write bumps the
 * refresh key. A newer request cancels the one in flight; the last data stays on screen while loading.
 * Not run while `enabled` is false (an id still missing from the address). `context` is the record the
 * page shows, for commands whose `when` asks for one. A re-read after a write holds keys (state/refresh.ts)
 * until its data is on screen.
 */
export function useCommandQuery<Id extends CommandId>(id: Id, args: Record<string, unknown>, { enabled = true, context }: { enabled?: boolean; context?: CommandContext } = {}): QueryState<ResultOf<CommandById<Id>>> {
  const { key } = useSnapshot(refresh);
  const argsKey = JSON.stringify(args);
  const [state, setState] = useState<QueryState<ResultOf<CommandById<Id>>>>({ data: undefined, loading: true, error: null });
  const readKey = useRef(key);
  const shown = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!enabled) return setState({ data: undefined, loading: false, error: null });
    const controller = new AbortController();
    const release = readKey.current !== key ? holdFresh() : () => {};
    readKey.current = key;
    setState((s) => ({ ...s, loading: true }));
    run(id, JSON.parse(argsKey), 'screen', { signal: controller.signal, record: false, context })
      .then((data) => {
        shown.current = release;
        setState({ data, loading: false, error: null });
      })
      .catch((error: unknown) => {
        release();
        if (!isAbort(error)) setState((s) => ({ ...s, loading: false, error: errorMessage(error) }));
      });
    return () => {
      controller.abort();
      release();
    };
  }, [id, argsKey, key, enabled]);
  // The data is on screen: the hold of the re-read that brought it ends.
  useEffect(() => {
    shown.current?.();
    shown.current = null;
  }, [state]);
  return state;
}
