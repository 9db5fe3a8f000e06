// The palette's Records group asks the server (search.records) once typing pauses for ~150 ms; a newer
// query cancels the call in flight. Hits go into the session's record cache, which answers the next
// keystroke at once while the server is asked again.
import { useEffect, useState } from 'react';
import { subscribe } from 'valtio';
import type { RecordHit, searchableKinds } from '../../../commands/search';
import { isAbort } from '../api/api-error';
import { run } from '../commands/dispatcher';
import { session } from '../state/session';
import { recordKinds, type RecordKindSpec } from '../../../commands/record-kinds';
import { cacheRecords, clearRecordCache } from './record-cache';

export const RECORD_SEARCH_DEBOUNCE_MS = 150;
const MIN_QUERY = 2;
/** search.records refuses longer text; past it the palette only matches what it has. */
const MAX_QUERY = 100;

export type SearchKind = (typeof searchableKinds)[number];

export interface RecordSearch {
  /** The server's hits for `query` (empty until they arrive). */
  hits: RecordHit[];
  /** The query those hits answer. */
  query: string;
  loading: boolean;
}

// Another user must not find the last one's records in the cache.
let lastToken = session.token;
subscribe(session, () => {
  if (session.token !== lastToken) clearRecordCache();
  lastToken = session.token;
});

export function useRecordSearch(query: string, options: { enabled: boolean; kinds?: readonly SearchKind[]; limit?: number }): RecordSearch {
  const q = query.trim();
  const { enabled, limit = 6 } = options;
  const kindsKey = options.kinds?.join(',') ?? '';
  const [state, setState] = useState<RecordSearch>({ hits: [], query: '', loading: false });

  useEffect(() => {
    if (!enabled || q.length < MIN_QUERY || q.length > MAX_QUERY) {
      setState((s) => (s.hits.length || s.loading ? { hits: [], query: '', loading: false } : s));
      return;
    }
    setState((s) => (s.loading ? s : { ...s, loading: true }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const args = { q, limit, ...(kindsKey && { kinds: kindsKey.split(',') }) };
      run('search.records', args, 'palette', { signal: controller.signal, quiet: true, record: false })
        .then(({ hits }) => {
          // Kinds found only when asked for (referees) stay out of the cache the Records group ranks.
          cacheRecords(hits.filter((h) => !(recordKinds[h.kind] as RecordKindSpec).searchedAlone));
          setState({ hits, query: q, loading: false });
        })
        .catch((error: unknown) => {
          if (!isAbort(error)) setState({ hits: [], query: q, loading: false });
        });
    }, RECORD_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, enabled, kindsKey, limit]);

  return state;
}
