// /tools/announcement-to-provider: write an announcement (title and rich text), choose the providers (the
// enabled ones, each with how many active operators it reaches), send; past announcements below. It
// reaches the operators by email (through the outbox) and in their portal's notice inbox.
import { useMemo, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { run } from '../../commands/dispatcher';
import { useCommandQuery } from '../../commands/use-command-query';
import { useT } from '../../i18n/i18n';
import { toast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { formatNumber } from '../../ui/count-format';
import { FormField, TextInput } from '../../ui/field';
import { PageHeader } from '../../ui/page-header';
import { RichTextEditor } from '../../ui/rich-text-editor';
import { HistoryTable, SentAt } from '../staff/notice-history-table';
import { richHtmlClass } from '../staff/rich-html-class';

export default function AnnouncementPage() {
  const t = useT();
  const { data } = useCommandQuery('notice.announcementProviders', {});
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [editorKey, setEditorKey] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<number | null>(null);

  const providers = data?.provider_list ?? [];
  const shown = useMemo(() => {
    const words = filter.trim().toLowerCase();
    return words ? providers.filter((p) => p.name.toLowerCase().includes(words) || p.state.toLowerCase() === words) : providers;
  }, [providers, filter]);
  const operators = providers.filter((p) => chosen.has(p.id)).reduce((n, p) => n + p.operator_count, 0);

  const toggle = (id: number) => setChosen((s) => {
    const next = new Set(s);
    if (!next.delete(id)) next.add(id);
    return next;
  });

  async function send() {
    setErrors({});
    if (chosen.size && title.trim() && !window.confirm(t('notices.announce.confirm', { title: title.trim(), operators: formatNumber(operators), providers: formatNumber(chosen.size) }))) return;
    setBusy(true);
    try {
      const answer = await run('notice.announce', { provider_ids: [...chosen], title, content }, 'screen', { quiet: true });
      toast(t('notices.announce.sent', { count: formatNumber(answer.announcement.operator_count) }), 'success');
      setTitle('');
      setContent('');
      setChosen(new Set());
      setEditorKey((k) => k + 1);
    } catch (e) {
      if (e instanceof ApiError) setErrors(Object.fromEntries(e.fields.map((f) => [f.path.split('.')[0], f.message])));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4" data-testid="announcement-page">
      <PageHeader title={t('route.announcementToProvider')} subtitle={t('notices.announce.subtitle')} />
      <div className="grid gap-4 xl:grid-cols-[1fr_24rem]">
        <Card title={t('notices.announce.compose')}>
          <FormField id="announce-title" label={t('notices.announce.noticeTitle')} error={errors.title}>
            <TextInput id="announce-title" value={title} maxLength={150} invalid={!!errors.title} onChange={(e) => setTitle(e.target.value)} />
          </FormField>
          <div className="mb-1 text-sm">{t('notices.announce.content')}</div>
          <RichTextEditor key={editorKey} value="" onChange={setContent} label={t('notices.announce.content')} minHeight={220} testId="announce-content" />
          <div role={errors.content ? 'alert' : undefined} className="min-h-5 pt-1 text-sm text-danger" data-testid="announce-content-error">{errors.content}</div>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <Button variant="primary" onClick={() => void send()} loading={busy} data-testid="announce-send">{t('notices.announce.send')}</Button>
            <span className="text-sm text-ink-soft" data-testid="announce-reach">{t('notices.announce.chosen', { providers: formatNumber(chosen.size), operators: formatNumber(operators) })}</span>
          </div>
        </Card>
        <Card title={t('notices.announce.providers')} bodyClassName="p-0" data-testid="announce-providers">
          <div className="flex gap-2 border-b border-line p-3">
            <TextInput value={filter} placeholder={t('notices.announce.filter')} aria-label={t('notices.announce.filter')} onChange={(e) => setFilter(e.target.value)} data-testid="announce-filter" />
            <Button size="md" onClick={() => setChosen(new Set([...chosen, ...shown.filter((p) => p.operator_count > 0).map((p) => p.id)]))} data-testid="announce-select-all">{t('notices.announce.selectAll')}</Button>
            <Button size="md" variant="text" onClick={() => setChosen(new Set())}>{t('notices.announce.clear')}</Button>
          </div>
          {errors.provider_ids && <p role="alert" className="px-3 pt-2 text-sm text-danger" data-testid="announce-providers-error">{errors.provider_ids}</p>}
          <ul className="max-h-[26rem] overflow-y-auto py-1">
            {shown.map((p) => (
              <li key={p.id}>
                <label className={`flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm hover:bg-black/[0.03] ${p.operator_count ? '' : 'text-ink-muted'}`}>
                  <input type="checkbox" className="size-4 accent-primary" checked={chosen.has(p.id)} disabled={!p.operator_count} onChange={() => toggle(p.id)} data-testid="announce-provider" data-provider-id={p.id} />
                  <span className="min-w-0 flex-1 truncate">{p.name}</span>
                  <span className="text-xs text-ink-muted">{p.state}</span>
                  <span className="w-24 text-right text-xs text-ink-muted tabular-nums">{p.operator_count === 1 ? t('notices.announce.operator') : t('notices.announce.operators', { count: p.operator_count })}</span>
                </label>
              </li>
            ))}
          </ul>
        </Card>
      </div>
      <HistoryTable
        command="notice.announcements"
        title={t('notices.announce.history')}
        empty={t('notices.announce.historyEmpty')}
        testId="announce-history"
        columns={[
          {
            label: t('notices.announce.col.title'),
            cell: (a) => (
              <div className="max-w-xl">
                <button type="button" className="text-left font-medium hover:text-primary" aria-expanded={open === a.id} onClick={() => setOpen(open === a.id ? null : a.id)}>{a.title}</button>
                {/* Sanitised on the server when it was sent. */}
                {open === a.id && <div className={`mt-1 text-ink-soft ${richHtmlClass}`} dangerouslySetInnerHTML={{ __html: a.content }} />}
              </div>
            ),
          },
          { label: t('notices.announce.col.providers'), cell: (a) => <span title={a.provider_names.join(', ')}>{a.provider_names.slice(0, 3).join(', ')}{a.provider_names.length > 3 ? ` +${a.provider_names.length - 3}` : ''}</span> },
          { label: t('notices.announce.col.operators'), cell: (a) => formatNumber(a.operator_count), className: 'text-right tabular-nums' },
          { label: t('notices.announce.col.by'), cell: (a) => a.sent_by_name ?? '' },
          { label: t('notices.announce.col.at'), cell: (a) => <SentAt at={a.created_at} /> },
        ]}
      />
    </div>
  );
}
