import { useMemo, useState } from 'react';
import { useCommandQuery } from '../../../commands/use-command-query';
import { timeAgoLong } from '../../../i18n/time-ago';
import { useT } from '../../../i18n/i18n';
import { Card } from '../../../ui/card';
import { SelectInput } from '../../../ui/field';
import { StatusTag } from '../../../ui/status-tag';

/** Rows shown before 'show all': a long onboarding has dozens of changes. */
const FIRST = 8;

/**
 * The onboarding checklist's history (checklist_item_history): which form save ticked or unticked which
 * item, who and when, newest first; one item can be picked out.
 */
export function ChecklistHistoryPanel({ staffId }: { staffId: number }) {
  const t = useT();
  const [item, setItem] = useState('');
  const [all, setAll] = useState(false);
  const context = { path: location.pathname, record: { kind: 'applicant' as const, id: staffId } };
  const { data, error } = useCommandQuery('staff.checklistHistory', { staff_id: staffId }, { context });
  const events = data?.list ?? [];
  const items = useMemo(() => [...new Map(events.map((e) => [e.item, e.label])).entries()], [events]);
  const shown = events.filter((e) => !item || e.item === item);
  return (
    <Card
      title={t('staffLists.checklist.title')}
      bodyClassName="p-0"
      data-testid="checklist-history"
      extra={
        items.length > 1 && (
          <SelectInput className="w-52" value={item} onChange={(e) => setItem(e.target.value)} aria-label={t('staffLists.checklist.item')} data-testid="checklist-history-item">
            <option value="">{t('staffLists.checklist.all')}</option>
            {items.map(([key, label]) => <option key={key} value={key}>{label}</option>)}
          </SelectInput>
        )
      }
    >
      {error && <p className="px-5 py-4 text-sm text-danger">{error}</p>}
      {!data && !error && <p className="px-5 py-4 text-sm text-ink-muted">{t('table.loading')}</p>}
      {data && shown.length === 0 && <p className="px-5 py-4 text-sm text-ink-muted">{t('staffLists.checklist.empty')}</p>}
      {shown.length > 0 && (
        <ol className="divide-y divide-line" data-testid="checklist-history-events">
          {(all ? shown : shown.slice(0, FIRST)).map((e) => (
            <li key={e.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 px-5 py-2 text-sm" data-testid="checklist-history-event" data-item={e.item} data-done={e.done}>
              <span className="w-20 shrink-0">
                {e.done !== e.was_done && <StatusTag tone={e.done ? 'green' : 'gold'}>{e.done ? t('staffLists.checklist.done') : t('staffLists.checklist.undone')}</StatusTag>}
              </span>
              <span className="min-w-0 flex-1">
                <span className="font-medium text-ink">{e.label}</span>
                <span className="block text-ink-soft">
                  <span className="text-ink-muted line-through decoration-black/20">{e.previous_detail}</span> → {e.detail}
                </span>
              </span>
              <span className="text-xs text-ink-muted" title={e.changed_at}>
                {e.changed_by ?? t('staffLists.checklist.system')} · {timeAgoLong(e.changed_at)}
              </span>
            </li>
          ))}
        </ol>
      )}
      {!all && shown.length > FIRST && (
        <button type="button" className="w-full border-t border-line px-5 py-2 text-left text-sm text-primary hover:text-primary-400" onClick={() => setAll(true)} data-testid="checklist-history-more">
          {t('staffLists.checklist.more', { count: shown.length - FIRST })}
        </button>
      )}
    </Card>
  );
}
