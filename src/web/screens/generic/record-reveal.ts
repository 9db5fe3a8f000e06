// A record the person chose (a palette hit, a link: `?application=1498`) always opens in its list, even
// where the list's view hides it. On the page: it is focused. Hidden by a filter: the filters it fails
// are cleared (judged on the record as its kind's version query reads it) and the list says which.
// Elsewhere (another page of the list, or a filter that cannot be judged): it is pinned, the focused
// record beside the list, and the list says so. Either way the address, the panel and the record the
// keys act on are the same one (issue 22 §3). Lists that keep their view in the address only.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { recordKind, type CommandId, type RecordKind } from '../../../../commands';
import { isAbort } from '../../api/api-error';
import { argLabel } from '../../commands/arg-label';
import { run } from '../../commands/dispatcher';
import { useT } from '../../i18n/i18n';
import { recordLabel } from '../../i18n/record-label';
import { refresh } from '../../state/refresh';
import type { ViewChange } from './list-address';

type Fields = Record<string, unknown>;

/** The record asked for, and how far it is on its way to the screen. */
interface Reveal {
  id: number;
  /** A new reveal (even of the same id) focuses it again. */
  seq: number;
  phase: 'check' | 'read' | 'widen' | 'done' | 'pinned' | 'missing';
  fields?: Fields;
  cleared: string[];
  /** The rows shown when the filters were cleared: the widened rows are the next ones. */
  before?: readonly unknown[];
}

export interface PinnedRecord {
  id: number;
  seq: number;
  fields?: Fields;
}

interface Options {
  /** None for rows that are not a record kind: nothing to reveal. */
  kind?: RecordKind;
  /** The list keeps its view in the address and is the one the person sees. */
  enabled: boolean;
  rows: readonly { id: number }[];
  loading: boolean;
  values: Readonly<Record<string, string>>;
  filterKeys: readonly string[];
  change: (next: ViewChange, how?: 'push' | 'replace') => void;
  /** The list's own filter labels (i18n keys), as its filter bar shows them. */
  filterLabels?: Readonly<Record<string, { label?: string }>>;
}

/** A filter's value in the address ('2', 'false') against the record's field (2, false). */
const passes = (value: string, field: unknown) => String(field) === value;

/** The record's own scalar fields as its version query answers them (status, archived, version). */
async function readFields(kind: RecordKind, id: number): Promise<Fields | undefined> {
  const spec = recordKind(kind);
  if (!spec.versionQuery) return undefined;
  const answer = (await run(spec.versionQuery as CommandId, { [spec.idArg]: id }, 'screen', {
    quiet: true,
    record: false,
    inPlace: true,
    context: { path: location.pathname, record: { kind, id } },
  })) as Fields;
  return Object.fromEntries(Object.entries(answer).filter(([, v]) => v === null || typeof v !== 'object'));
}

export function useRecordReveal({ kind, enabled, rows, loading, values, filterKeys, change, filterLabels = {} }: Options) {
  const t = useT();
  const asked = (kind && Number(new URLSearchParams(useSearch()).get(kind))) || null;
  const [reveal, setReveal] = useState<Reveal | null>(null);
  const focused = useRef<number | null>(null);
  const seq = useRef(0);
  const { key: refreshKey } = useSnapshot(refresh);

  // The address names a record other than the focused one (not the list writing its own focus there).
  useEffect(() => {
    if (!enabled || asked === null || asked === focused.current) return;
    setReveal({ id: asked, seq: ++seq.current, phase: 'check', cleared: [] });
  }, [asked, enabled]);

  useEffect(() => {
    if (!reveal || loading) return;
    const onPage = rows.some((r) => r.id === reveal.id);
    if (reveal.phase === 'check') {
      setReveal({ ...reveal, phase: onPage ? 'done' : 'read' });
    } else if (reveal.phase === 'widen' && rows !== reveal.before && reveal.cleared.every((k) => !values[k])) {
      setReveal({ ...reveal, phase: onPage ? 'done' : 'pinned', before: undefined });
    }
  }, [reveal, rows, loading, values]);

  // Not on the page: read the record, and clear the filters it fails.
  const readId = reveal?.phase === 'read' ? reveal.id : null;
  useEffect(() => {
    if (readId === null || !kind) return;
    const controller = new AbortController();
    readFields(kind, readId)
      .then((fields) => {
        if (controller.signal.aborted) return;
        const hiding = fields ? filterKeys.filter((k) => values[k] && k in fields && !passes(values[k], fields[k])) : [];
        setReveal((r) => (r?.id !== readId ? r : { ...r, fields, cleared: hiding, phase: hiding.length ? 'widen' : 'pinned', before: rows }));
        if (hiding.length) change({ values: Object.fromEntries(hiding.map((k) => [k, ''])), page: 1 }, 'replace');
      })
      .catch((error: unknown) => {
        if (!isAbort(error) && !controller.signal.aborted) setReveal((r) => (r?.id === readId ? { ...r, phase: 'missing' } : r));
      });
    return () => controller.abort();
  }, [readId]);

  // A pinned record's fields follow writes (after `a` its status and version are new).
  const pinnedId = reveal?.phase === 'pinned' ? reveal.id : null;
  useEffect(() => {
    if (pinnedId === null || refreshKey === 0 || !kind) return;
    const controller = new AbortController();
    readFields(kind, pinnedId)
      .then((fields) => !controller.signal.aborted && setReveal((r) => (r?.id === pinnedId ? { ...r, fields } : r)))
      .catch(() => {});
    return () => controller.abort();
  }, [refreshKey]);

  /** The list's focus, each render: moving off the revealed record ends the reveal and its notice. */
  const onFocus = useCallback((id: number | null) => {
    focused.current = id;
    setReveal((r) => (r && id !== null && id !== r.id && (r.phase === 'done' || r.phase === 'pinned') ? null : r));
  }, []);

  const record = reveal && kind ? t('recordReveal.record', { kind: recordLabel(kind), id: reveal.id }) : '';
  const notices: string[] = [];
  if (reveal?.cleared.length && (reveal.phase === 'done' || reveal.phase === 'pinned')) {
    notices.push(t('recordReveal.widened', { record, filters: reveal.cleared.map((k) => (filterLabels[k]?.label ? t(filterLabels[k].label!) : argLabel(t, k))).join(', ') }));
  }
  if (reveal?.phase === 'pinned') notices.push(t('recordReveal.offPage', { record }));
  if (reveal?.phase === 'missing') notices.push(t('recordReveal.missing', { record }));

  const pinned: PinnedRecord | null = reveal && reveal.phase !== 'missing' ? { id: reveal.id, seq: reveal.seq, fields: reveal.fields } : null;
  return { pinned, notice: notices.join(' '), onFocus };
}
