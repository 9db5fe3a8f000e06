// The choices of the argument being asked, whatever kind it is: an enum's values, another command's
// answer (the allowed status changes of this application), records found by search, or dates and
// quarter hours. Ranked by what the user types, the default first when nothing is typed.
import { useEffect, useMemo } from 'react';
import type { CommandId } from '../../../commands';
import { errorMessage, isAbort } from '../api/api-error';
import { argLabel } from '../commands/arg-label';
import type { ChoiceOption } from '../commands/arg-walk';
import { run } from '../commands/dispatcher';
import { tMessage, useT } from '../i18n/i18n';
import { useSnapshot } from 'valtio';
import { settings } from '../state/settings';
import { rankItems } from './match';
import { currentStep, type Flow } from './palette-flow';
import { cachedRecords } from './record-cache';
import { useRecordSearch, type SearchKind } from './use-record-search';
import { dateOptions, timeOptions } from './when-options';

export interface ChoiceItem {
  value: string;
  title: string;
  subtitle?: string;
  haystack: string;
  option: ChoiceOption;
}

const RECORD_CHOICES = 8;

export function useStepOptions(flow: Flow | null, query: string, setFlow: (update: (f: Flow | null) => Flow | null) => void, source: 'palette' | 'hotkey') {
  const t = useT();
  const { language } = useSnapshot(settings);
  const step = currentStep(flow);
  const stepIndex = flow?.index ?? -1;

  // Choices from another command, fetched once per step.
  const needsFetch = step?.kind === 'source' && flow !== null && !flow.fetched[flow.index];
  useEffect(() => {
    if (!needsFetch || !flow || step?.kind !== 'source') return;
    // Judged on the record the flow acts on (one chosen by search has no focus behind it); errors show in place.
    const context = flow.record ? { path: location.pathname, record: flow.record } : undefined;
    const args = step.source.args({ ...flow.known, ...flow.answers }, context);
    if (!args) {
      const label = argLabel(t, step.key);
      setFlow((f) => f && { ...f, fetched: { ...f.fetched, [stepIndex]: [] }, error: t('palette.noSourceArgs', { label }) });
      return;
    }
    const controller = new AbortController();
    run(step.source.command as CommandId, args, source, { signal: controller.signal, quiet: true, record: false, inPlace: true, context })
      .then((result) => {
        const options = step.source.options(result);
        const reason = step.source.reason?.(result);
        setFlow((f) => f && { ...f, fetched: { ...f.fetched, [stepIndex]: options }, reasons: reason ? { ...f.reasons, [stepIndex]: reason } : f.reasons });
      })
      .catch((error: unknown) => {
        if (!isAbort(error)) setFlow((f) => f && { ...f, fetched: { ...f.fetched, [stepIndex]: [] }, error: tMessage(errorMessage(error)) });
      });
    return () => controller.abort();
    // Keyed by step and by whether its choices are still missing (a conflict clears them to re-read).
  }, [needsFetch, stepIndex]);

  const recordKind = step?.kind === 'record' ? (step.recordKind as SearchKind) : undefined;
  const search = useRecordSearch(query, { enabled: recordKind !== undefined, kinds: recordKind ? [recordKind] : undefined, limit: RECORD_CHOICES });

  const items = useMemo<ChoiceItem[]>(() => {
    if (!flow || !step) return [];
    if (step.kind === 'record') {
      const typedId = /^#?\d{1,9}$/.test(query.trim()) ? Number(query.trim().replace('#', '')) : null;
      const local = cachedRecords().filter((r) => r.target.record.kind === step.recordKind);
      const hits = [...search.hits, ...rankItems(local, query).slice(0, RECORD_CHOICES).map((r) => r.target.record)];
      const seen = new Set<number>();
      const out: ChoiceItem[] = [];
      for (const hit of hits) {
        if (seen.has(hit.id)) continue;
        seen.add(hit.id);
        out.push({ value: `record:${hit.id}`, title: hit.title, subtitle: hit.subtitle, haystack: hit.title, option: { value: hit.id, label: hit.title } });
      }
      if (typedId !== null && !seen.has(typedId)) out.unshift({ value: `record:${typedId}`, title: `#${typedId}`, haystack: String(typedId), option: { value: typedId, label: `#${typedId}` } });
      return out.slice(0, RECORD_CHOICES + 1);
    }
    let options: ChoiceOption[] | undefined;
    if (step.kind === 'choice') options = step.options;
    else if (step.kind === 'source') options = flow.fetched[flow.index];
    else if (step.kind === 'when') {
      const wantsDate = step.part === 'date' || (step.part === 'datetime' && !flow.datePart);
      options = wantsDate
        ? dateOptions(query, language, { today: t('paletteMore.today'), tomorrow: t('paletteMore.tomorrow') }, new Date(), step.key)
        : timeOptions(step.key, { ...flow.known, ...flow.answers });
    }
    if (!options) return [];
    const choices = options.map((option, i) => {
      const title = option.labelKey ? t(option.labelKey, undefined, tMessage(option.label)) : tMessage(option.label);
      return { value: `option:${i}:${String(option.value)}`, title, haystack: `${title} ${option.label} ${String(option.value)}`, option };
    });
    return rankItems(choices, query);
  }, [flow, step, query, search.hits, t, language]);

  return { step, items, searching: search.loading };
}
