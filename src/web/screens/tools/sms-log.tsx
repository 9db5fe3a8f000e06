// The SMS log (spec §7 "sms notice list"): every SMS sent or received here, newest first, by direction
// and by whether it waits for its time; a table shared with the staff page's history.
import { useState } from 'react';
import type { SmsMessageRow } from '../../../../commands/sms-fields';
import { useCommandQuery } from '../../commands/use-command-query';
import { useT } from '../../i18n/i18n';
import { Card } from '../../ui/card';
import { ScrollRegion } from '../../ui/scroll-region';
import { SelectInput, TextInput } from '../../ui/field';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { phoneText, StateTag, timeText } from './sms-parts';

export function MessageTable({ rows, testId, label }: { rows: readonly SmsMessageRow[]; testId: string; label: string }) {
  const t = useT();
  const th = 'px-3 py-2 text-left font-medium whitespace-nowrap';
  return (
    <ScrollRegion label={label} className="max-h-[calc(100vh-340px)] min-h-[240px]">
      <table className="w-full text-sm" data-testid={testId}>
        <thead className="sticky top-0 bg-[#fafafa]"><tr className="border-b border-line">
          <th className={th}>{t('field.created_at')}</th><th className={th}>{t('sms.batch.phone')}</th><th className={th}>{t('sms.staff.person')}</th>
          <th className={th}>{t('sms.batch.text')}</th><th className={th} /></tr></thead>
        <tbody>
          {rows.map((m) => (
            <tr key={m.id} className="border-b border-line last:border-0" data-testid={`${testId}-row`}>
              <td className="px-3 py-1.5 whitespace-nowrap text-ink-soft">{timeText(m.scheduled_for ?? m.created_at)}</td>
              <td className="px-3 py-1.5 whitespace-nowrap tabular-nums">{m.direction === 'in' ? '↩ ' : ''}{phoneText(m.phone)}</td>
              <td className="px-3 py-1.5 whitespace-nowrap">{m.staff_name ?? '—'}</td>
              <td className="px-3 py-1.5">{m.body}</td>
              <td className="px-3 py-1.5"><StateTag state={m.state} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function LogTab() {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const [direction, setDirection] = useState('');
  const [page, setPage] = useState(1);
  const settled = useDebouncedValue(keyword.trim(), 250);
  const { data } = useCommandQuery('sms.notices', { page, page_size: 50, ...(settled && { keyword: settled }), ...(direction && { direction }) });
  const pages = data ? Math.max(1, Math.ceil(data.total / 50)) : 1;
  return (
    <Card bodyClassName="p-0">
      <div className="flex flex-wrap items-center gap-2 p-3">
        <TextInput className="max-w-xs" value={keyword} placeholder={t('sms.conversations.search')} aria-label={t('sms.conversations.search')} onChange={(e) => { setKeyword(e.target.value); setPage(1); }} data-testid="sms-log-search" />
        <SelectInput value={direction} onChange={(e) => { setDirection(e.target.value); setPage(1); }} data-testid="sms-log-direction">
          <option value="">↔</option><option value="out">→</option><option value="in">↩</option>
        </SelectInput>
        <span className="ml-auto flex items-center gap-2 text-sm text-ink-soft">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)} aria-label={t('pager.previous')} className="rounded px-2 focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-40">‹</button>
          {page} / {pages} · {data?.total ?? 0}
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)} aria-label={t('pager.next')} className="rounded px-2 focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-40">›</button>
        </span>
      </div>
      <MessageTable rows={data?.list ?? []} testId="sms-log" label={t('sms.tabs.log')} />
    </Card>
  );
}
