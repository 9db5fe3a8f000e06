import { Command } from 'cmdk';
import type { ArgStep } from '../commands/arg-walk';
import { useT } from '../i18n/i18n';
import type { Flow } from './palette-flow';
import type { ChoiceItem } from './use-step-options';

/** The choices of the argument being asked: preselected default, record subtitles, honest empty states. */
export function StepList({ flow, step, items, searching, query, onChoose }: { flow: Flow; step: ArgStep; items: ChoiceItem[]; searching: boolean; query: string; onChoose: (value: unknown) => void }) {
  const t = useT();
  const fetched = step.kind === 'source' ? flow.fetched[flow.index] : undefined;
  return (
    <>
      {step.kind === 'source' && !fetched && <div className="px-3 py-6 text-sm text-ink-muted">{t('palette.loadingChoices')}</div>}
      {step.kind === 'source' && fetched?.length === 0 && !flow.error && (
        <div className="px-3 py-6 text-sm text-ink-muted" data-testid="palette-no-choices">{t('palette.noChoices')}</div>
      )}
      {step.kind === 'record' && items.length === 0 && (
        <div className="px-3 py-6 text-sm text-ink-muted" data-testid="palette-record-hint">
          {searching ? t('paletteMore.searching') : query.trim().length < 2 ? t('paletteMore.typeToSearch') : t('paletteMore.noRecords')}
        </div>
      )}
      {items.map((item) => (
        <Command.Item
          key={item.value}
          value={item.value}
          onSelect={() => onChoose(item.option.value)}
          data-testid="palette-item"
          data-option-value={String(item.option.value)}
          data-default={item.option.default || undefined}
          className="palette-item"
        >
          <span className="min-w-0 flex-1">
            <span className="block truncate">{item.title}</span>
            {item.subtitle && <span className="block truncate text-xs text-ink-muted">{item.subtitle}</span>}
          </span>
          {item.option.default && <span className="rounded bg-primary-50 px-1.5 py-0.5 text-[11px] text-primary-700">{t('palette.default')}</span>}
        </Command.Item>
      ))}
    </>
  );
}
