import { Command } from 'cmdk';
import { registry } from '../../../commands';
import type { ArgStep, ChoiceOption } from '../commands/arg-walk';
import { useT } from '../i18n/i18n';
import type { Flow } from './palette-flow';
import type { ChoiceItem } from './use-step-options';

/**
 * The choices of the argument being asked: the default marked (never a destructive one), destructive
 * choices in red, why the choice is limited when the source says so, honest empty states.
 */
export function StepList({ flow, step, items, searching, query, onChoose }: { flow: Flow; step: ArgStep; items: ChoiceItem[]; searching: boolean; query: string; onChoose: (option: ChoiceOption) => void }) {
  const t = useT();
  const fetched = step.kind === 'source' ? flow.fetched[flow.index] : undefined;
  const reason = step.kind === 'source' ? flow.reasons[flow.index] : undefined;
  return (
    <>
      {reason && (
        <div className="mx-1 mb-2 rounded-md border border-[#ffe58f] bg-[#fffbe6] px-3 py-2 text-sm text-ink" data-testid="palette-reason">
          {reason}
        </div>
      )}
      {step.kind === 'source' && !fetched && <div className="px-3 py-6 text-sm text-ink-muted">{t('palette.loadingChoices')}</div>}
      {step.kind === 'source' && fetched?.length === 0 && !flow.error && !reason && (
        <div className="px-3 py-6 text-sm text-ink-muted" data-testid="palette-no-choices">{t('palette.noChoices')}</div>
      )}
      {step.kind === 'record' && items.length === 0 && (
        <div className="px-3 py-6 text-sm text-ink-muted" data-testid="palette-record-hint">
          {searching ? t('paletteMore.searching') : query.trim().length < 2 ? t('paletteMore.typeToSearch') : t('paletteMore.noRecords')}
        </div>
      )}
      {items.map((item) => {
        const isDefault = Boolean(item.option.default && !item.option.danger);
        return (
          <Command.Item
            key={item.value}
            value={item.value}
            onSelect={() => onChoose(item.option)}
            data-testid="palette-item"
            data-option-value={String(item.option.value)}
            data-default={isDefault || undefined}
            data-danger={item.option.danger || undefined}
            data-hands-over={item.option.command}
            className="palette-item"
          >
            <span className="min-w-0 flex-1">
              <span className={`block truncate ${item.option.danger ? 'text-danger' : ''}`}>{item.title}</span>
              {item.subtitle && <span className="block truncate text-xs text-ink-muted">{item.subtitle}</span>}
            </span>
            {item.option.command && registry.byId.get(item.option.command)?.preview && (
              <span className="shrink-0 text-[11px] text-ink-muted">{t('paletteFlow.previewFirst')}</span>
            )}
            {isDefault && <span className="rounded bg-primary-50 px-1.5 py-0.5 text-[11px] text-primary-700">{t('palette.default')}</span>}
          </Command.Item>
        );
      })}
    </>
  );
}
