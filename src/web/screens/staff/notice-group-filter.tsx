// Choosing a group of staff by get_group_staff_list's filters (statuses, position, state, keyword), with
// the live count and the first few people, for /staff/push and /staff/email's group sends.
import type { StaffGroup } from '../../../../commands/notice-fields';
import { australianStates } from '../../../domain/enums/location';
import { staffStatus } from '../../../domain/enums/staff-status';
import { useCommandQuery } from '../../commands/use-command-query';
import { enumLabel, useT } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { formatTotal } from '../../ui/count-format';
import { SelectInput, TextInput } from '../../ui/field';
import { useDebouncedValue } from '../../ui/use-debounced-value';

export type GroupValue = Partial<StaffGroup>;

/** The filters as sent: empty ones left out. */
export function cleanGroup(group: GroupValue): GroupValue {
  return Object.fromEntries(Object.entries(group).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && !v.length)));
}

/** The live size of a group (debounced), shared by the filter and the send button. */
export function useGroupCount(group: GroupValue) {
  const settled = useDebouncedValue(cleanGroup(group), 300);
  const { data, loading } = useCommandQuery('notice.groupStaff', { ...settled, page_size: 5 });
  return { data, loading, settled };
}

/** `counted` is useGroupCount(value), read by the page so the send button and the filter share one query. */
export function GroupFilter({ value, onChange, counted, testId, errors = {} }: {
  value: GroupValue;
  onChange: (next: GroupValue) => void;
  counted: ReturnType<typeof useGroupCount>;
  testId: string;
  errors?: Record<string, string>;
}) {
  const t = useT();
  const { data, loading } = counted;
  const statuses = value.status ?? [];
  const toggle = (code: (typeof staffStatus.codes)[number]) =>
    onChange({ ...value, status: statuses.includes(code) ? statuses.filter((c) => c !== code) : [...statuses, code] });

  return (
    <div data-testid={testId}>
      <fieldset className="mb-4">
        <legend className="mb-1.5 text-sm">{t('notices.group.status')} <span className="text-ink-muted">{statuses.length ? '' : `· ${t('notices.group.anyStatus')}`}</span></legend>
        <div className="flex flex-wrap gap-1.5">
          {staffStatus.codes.map((code) => (
            <button key={code} type="button" aria-pressed={statuses.includes(code)} data-testid={`${testId}-status`} data-code={code} onClick={() => toggle(code)}
              className={`rounded border px-2 py-0.5 text-xs transition-colors focus-visible:outline-2 focus-visible:outline-primary ${statuses.includes(code) ? 'border-primary bg-primary-50 text-primary' : 'border-line text-ink-soft hover:border-primary-300 hover:text-ink'}`}>
              {enumLabel(staffStatus, code)}
            </button>
          ))}
        </div>
        {errors.status && <p role="alert" className="pt-1 text-sm text-danger">{errors.status}</p>}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="text-sm">
          <span className="mb-1.5 block">{t('notices.group.position')}</span>
          <TextInput value={value.position ?? ''} maxLength={100} invalid={!!errors.position} data-testid={`${testId}-position`} onChange={(e) => onChange({ ...value, position: e.target.value })} />
        </label>
        <label className="text-sm">
          <span className="mb-1.5 block">{t('notices.group.state')}</span>
          <SelectInput className="w-full" value={value.state ?? ''} data-testid={`${testId}-state`} onChange={(e) => onChange({ ...value, state: (e.target.value || undefined) as GroupValue['state'] })}>
            <option value="">{t('notices.group.anyState')}</option>
            {australianStates.codes.map((code) => <option key={code} value={code}>{code} · {enumLabel(australianStates, code)}</option>)}
          </SelectInput>
        </label>
        <label className="text-sm">
          <span className="mb-1.5 block">{t('notices.group.keyword')}</span>
          <TextInput value={value.keyword ?? ''} maxLength={100} data-testid={`${testId}-keyword`} onChange={(e) => onChange({ ...value, keyword: e.target.value })} />
        </label>
      </div>
      <div className="mt-4 flex items-center justify-between gap-3 rounded-md bg-[#fafafa] px-3 py-2" aria-live="polite">
        <span className="text-sm font-medium" data-testid={`${testId}-count`} data-total={data?.total ?? ''} data-loading={loading}>
          {data ? t(data.total_estimated ? 'notices.group.countEstimated' : 'notices.group.count', { count: formatTotal(data.total, data.total_estimated) }) : t('notices.group.counting')}
        </span>
        {!!Object.keys(cleanGroup(value)).length && <Button size="sm" variant="text" onClick={() => onChange({})}>{t('notices.group.clear')}</Button>}
      </div>
      {data && (data.list.length ? (
        <ul className="mt-2 space-y-0.5 text-sm text-ink-soft" aria-label={t('notices.group.sample')}>
          {data.list.map((p) => (
            <li key={p.id} className="flex gap-2 truncate"><span className="text-ink">{p.name}</span><span className="truncate text-ink-muted">{p.position} · {p.state} · {enumLabel(staffStatus, p.status)}</span></li>
          ))}
          {data.total > data.list.length && <li className="text-ink-muted">…</li>}
        </ul>
      ) : <p className="mt-2 text-sm text-ink-muted">{t('notices.group.none')}</p>)}
    </div>
  );
}
