// /staff/push: station notices to a group of staff. Choose the group by its filters (the count is live),
// write a title and the text, send (confirming the count; the send names the count it saw, so a group
// that changed meanwhile is refused rather than surprising anyone), and see what was sent before.
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-error';
import { run } from '../../commands/dispatcher';
import { useT } from '../../i18n/i18n';
import { toast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { formatNumber } from '../../ui/count-format';
import { FormField, TextInput } from '../../ui/field';
import { PageHeader } from '../../ui/page-header';
import { cleanGroup, GroupFilter, useGroupCount, type GroupValue } from './notice-group-filter';
import { groupLabel } from './notice-group-label';
import { HistoryTable, SentAt } from './notice-history-table';

const CONTENT_MAX = 2000;

export default function NoticePushPage() {
  const t = useT();
  const [group, setGroup] = useState<GroupValue>({ status: [10] });
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const counted = useGroupCount(group);
  // The count on the button is the count of the filters as they are now, never of older ones.
  const current = !counted.loading && JSON.stringify(counted.settled) === JSON.stringify(cleanGroup(group)) ? counted.data : undefined;
  const total = current?.total;

  async function send(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    if (total !== undefined && total > 0 && title.trim() && content.trim() && !window.confirm(t('notices.push.confirm', { title: title.trim(), count: formatNumber(total) }))) return;
    setBusy(true);
    try {
      const answer = await run('notice.sendGroup', { ...cleanGroup(group), title, content, ...(total !== undefined && !current?.total_estimated ? { expected_count: total } : {}) }, 'screen', { quiet: true });
      toast(t('notices.push.sent', { count: formatNumber(answer.send.recipient_count) }), 'success');
      setTitle('');
      setContent('');
    } catch (e) {
      if (e instanceof ApiError) setErrors(Object.fromEntries(e.fields.map((f) => [f.path.split('.')[0] || 'form', f.message])));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4" data-testid="notice-push-page">
      <PageHeader title={t('route.stationNotices')} subtitle={t('notices.push.subtitle')} />
      <div className="grid gap-4 xl:grid-cols-2">
        <Card title={t('notices.group.title')}>
          <GroupFilter value={group} onChange={setGroup} counted={counted} testId="push-group" errors={errors} />
        </Card>
        <Card title={t('notices.push.compose')}>
          <form onSubmit={send} noValidate data-testid="push-form">
            <FormField id="push-title" label={t('notices.push.noticeTitle')} error={errors.title}>
              <TextInput id="push-title" value={title} maxLength={100} invalid={!!errors.title} onChange={(e) => setTitle(e.target.value)} />
            </FormField>
            <FormField id="push-content" label={<>{t('notices.push.content')} <span className="text-xs text-ink-muted">{content.length}/{CONTENT_MAX}</span></>} error={errors.content}>
              <textarea id="push-content" rows={7} value={content} maxLength={CONTENT_MAX} aria-invalid={!!errors.content || undefined} onChange={(e) => setContent(e.target.value)}
                className={`w-full rounded-md border bg-white px-3 py-2 text-sm focus:ring-2 focus:outline-none ${errors.content ? 'border-danger focus:ring-danger/15' : 'border-[#d9d9d9] hover:border-primary-400 focus:border-primary focus:ring-primary/20'}`} />
            </FormField>
            {errors.form && <p role="alert" className="mb-3 text-sm text-danger" data-testid="push-form-error">{errors.form}</p>}
            <Button type="submit" variant="primary" loading={busy} disabled={total === 0} data-testid="push-send">
              {total !== undefined ? t('notices.push.send', { count: formatNumber(total) }) : t('notices.push.sendNone')}
            </Button>
          </form>
        </Card>
      </div>
      <HistoryTable
        command="notice.sends"
        title={t('notices.push.history')}
        empty={t('notices.push.historyEmpty')}
        testId="push-history"
        columns={[
          { label: t('notices.push.col.title'), cell: (s) => <><div className="font-medium">{s.title}</div><div className="line-clamp-2 max-w-md text-ink-muted">{s.content}</div></> },
          { label: t('notices.push.col.group'), cell: (s) => groupLabel(s.filters) },
          { label: t('notices.push.col.recipients'), cell: (s) => formatNumber(s.recipient_count), className: 'text-right tabular-nums' },
          { label: t('notices.push.col.read'), cell: (s) => `${formatNumber(s.read_count)} (${s.recipient_count ? Math.round((100 * s.read_count) / s.recipient_count) : 0}%)`, className: 'text-right tabular-nums whitespace-nowrap' },
          { label: t('notices.push.col.by'), cell: (s) => s.sent_by_name ?? '' },
          { label: t('notices.push.col.at'), cell: (s) => <SentAt at={s.created_at} /> },
        ]}
      />
    </div>
  );
}
