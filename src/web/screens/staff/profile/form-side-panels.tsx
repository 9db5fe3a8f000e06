// Beside the forms: the checklist, the visa check with its auto-fill, and where the applicant stands
// (level, tags, prescreen), all from get_staff_form_info.
import type { z } from 'zod';
import type { staffFormInfo } from '../../../../../commands/staff-forms';
import { checkValidity } from '../../../../domain/enums/identity';
import { run } from '../../../commands/dispatcher';
import { enumLabel, useT } from '../../../i18n/i18n';
import { timeAgoLong } from '../../../i18n/time-ago';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Kbd } from '../../../ui/kbd';

export type FormInfo = z.infer<typeof staffFormInfo.result>;

export function ChecklistCard({ info }: { info: FormInfo }) {
  const t = useT();
  const { done, total, items } = info.checklist_info;
  return (
    <Card title={t('profile.side.checklist')} extra={<span className="text-xs text-ink-muted" data-testid="checklist-count">{t('profile.side.checklistCount', { done, total })}</span>} bodyClassName="p-0">
      <div className="h-1 bg-line" aria-hidden>
        <div className="h-1 bg-success-500 transition-all" style={{ width: `${total ? (100 * done) / total : 0}%` }} />
      </div>
      <ul className="divide-y divide-line" data-testid="checklist">
        {items.map((item) => (
          <li key={item.key} data-key={item.key} data-done={item.done || undefined} className="flex items-start gap-2.5 px-4 py-2">
            <span aria-hidden className={`mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full text-[10px] text-white ${item.done ? 'bg-success' : 'bg-black/15'}`}>{item.done ? '✓' : ''}</span>
            <span className="min-w-0">
              <span className="block text-sm text-ink">{t(`profile.checklist.${item.key}`, undefined, item.label)}</span>
              <span className="block truncate text-xs text-ink-muted" title={item.detail}>{item.detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The auto-fill as a function, so the Forms tab's `v` and the button do the same. */
export function autoFillVisa(info: FormInfo) {
  return run('profile.autoFillVisaCheck', { staff_id: info.staff_id, version: info.form_materials.version }, 'screen', {
    context: { path: location.pathname, record: { kind: 'applicant', id: info.staff_id } },
  });
}

export function VisaCard({ info, busy, onAutoFill }: { info: FormInfo; busy: boolean; onAutoFill: () => void }) {
  const t = useT();
  const record = info.last_visa_check_record;
  const tone = record?.validity === 'valid' ? 'text-success' : record?.validity === 'in_valid' ? 'text-danger' : 'text-ink-soft';
  return (
    <Card title={t('profile.side.visa')} data-testid="visa-card">
      {record ? (
        <div className="space-y-1.5 text-sm">
          <p className={`font-medium ${tone}`} data-testid="visa-validity">{checkValidity.has(record.validity) ? enumLabel(checkValidity, record.validity) : record.validity}</p>
          <p className="text-ink-soft" data-testid="visa-conditions">{record.conditions}</p>
          <p className="text-xs text-ink-muted">
            {t('profile.side.lastCheck', { ago: timeAgoLong(record.checked_at), who: record.checked_by, source: t(`profile.side.${record.source}`) })}
          </p>
        </div>
      ) : (
        <p className="text-sm text-ink-muted">{t('profile.side.noCheck')}</p>
      )}
      <Button className="mt-3" onClick={onAutoFill} loading={busy} data-testid="visa-auto-fill">
        {t('profile.side.autoFill')} <Kbd kbd="v" />
      </Button>
    </Card>
  );
}

export function RecruitmentCard({ info }: { info: FormInfo }) {
  const t = useT();
  const row = (label: string, value: React.ReactNode, testId: string) => (
    <div className="flex justify-between gap-3 py-1.5 text-sm">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="text-right text-ink" data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <Card title={t('profile.side.profile')}>
      <dl className="divide-y divide-line">
        {row(t('profile.side.level'), info.level_name ? info.position_name : t('profile.side.noLevel'), 'side-level')}
        {row(
          t('profile.side.tags'),
          info.tag_list.length ? (
            <span className="flex flex-wrap justify-end gap-1">
              {info.tag_list.map((tag) => <span key={tag} className="rounded border border-line bg-[#fafafa] px-1.5 text-xs">{tag}</span>)}
            </span>
          ) : t('profile.side.noTags'),
          'side-tags',
        )}
        {row(
          t('profile.side.prescreen'),
          <>
            {t('profile.side.prescreenValue', { in: info.in_prescreen_num, all: info.all_prescreen_num })}
            <span className="block text-xs text-ink-muted">{t(info.is_show_inprescreen_to_providers ? 'profile.side.shownToProviders' : 'profile.side.hiddenFromProviders')}</span>
          </>,
          'side-prescreen',
        )}
      </dl>
    </Card>
  );
}
