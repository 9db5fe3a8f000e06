// Tools (/tools/index): the outbox of every email and SMS (counts by status, how each channel is
// delivered, the list, one message with its text and attempts beside it) and a short guide to the other
// tools. `?status=failed` opens the list filtered (the dashboard's failure count links here);
// `?outboxMessage=<id>` opens that message.
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { outboxShownStatus } from '../../../domain/enums/delivery';
import { useCommandQuery } from '../../commands/use-command-query';
import { enumLabel, useT } from '../../i18n/i18n';
import { Card } from '../../ui/card';
import { formatNumber, formatTotal } from '../../ui/count-format';
import { PageHeader } from '../../ui/page-header';
import { CommandList, type ListTotal } from '../generic/command-list';
import { OutboxPanel } from './outbox-panel';
import { outboxMessages, outboxTone } from './outbox-list';

const TILE_TONES: Record<string, string> = {
  blue: 'text-primary', green: 'text-success', red: 'text-danger', gold: 'text-warning', grey: 'text-ink-muted',
};

const GUIDE = [
  { path: '/tools/sms', title: 'route.toolsSms', text: 'delivery.guide.sms' },
  { path: '/tools/short-link', title: 'route.shortLink', text: 'delivery.guide.shortLink' },
  { path: '/tools/routers', title: 'route.routers', text: 'delivery.guide.routers' },
  { path: '/tools/announcement-to-provider', title: 'route.announcementToProvider', text: 'delivery.guide.announcement' },
] as const;

export default function ToolsIndexPage() {
  const t = useT();
  const query = new URLSearchParams(useSearch());
  const messageId = Number(query.get('outboxMessage')) || null;
  const asked = query.get('status') ?? '';
  const status = outboxShownStatus.has(asked) ? asked : '';
  const [total, setTotal] = useState<ListTotal | null>(null);
  const { data: summary } = useCommandQuery('outbox.summary', {});

  const show = (next: string) => {
    const params = new URLSearchParams();
    if (next) params.set('status', next);
    if (messageId) params.set('outboxMessage', String(messageId));
    navigate(`/tools/index${params.size ? `?${params}` : ''}`, { replace: true });
  };

  return (
    <div className="space-y-4" data-testid="tools-index-page">
      <PageHeader title={t('route.toolsIndex')} count={total ? formatTotal(total.total, total.estimated) : null} hint={t('delivery.hint')} testId="tools-index-title" />

      <div className="grid gap-4 desktop:grid-cols-[minmax(0,1fr)_380px]">
        <section className="flex flex-wrap items-stretch gap-2" aria-label={t('delivery.outbox')} data-testid="outbox-summary">
          <button
            type="button"
            onClick={() => show('')}
            aria-pressed={status === ''}
            className={`min-w-24 rounded-lg bg-white px-4 py-2 text-left shadow-card hover:ring-1 hover:ring-primary-400 ${status === '' ? 'ring-2 ring-primary' : ''}`}
            data-testid="outbox-tile-all"
          >
            <div className="text-xs text-ink-muted">{t('delivery.showAll')}</div>
            <div className="text-xl font-semibold tabular-nums text-ink">{summary ? formatNumber(Object.values(summary.counts).reduce((a, b) => a + b, 0)) : '–'}</div>
          </button>
          {/* By the status as shown: what the outbox kept (no provider configured) is its own tile, not 'Sent'. */}
          {outboxShownStatus.codes.map((code) => (
            <button
              key={code}
              type="button"
              onClick={() => show(status === code ? '' : code)}
              aria-pressed={status === code}
              className={`min-w-24 rounded-lg bg-white px-4 py-2 text-left shadow-card hover:ring-1 hover:ring-primary-400 ${status === code ? 'ring-2 ring-primary' : ''}`}
              data-testid={`outbox-tile-${code}`}
            >
              <div className="text-xs text-ink-muted">{enumLabel(outboxShownStatus, code)}</div>
              <div className={`text-xl font-semibold tabular-nums ${TILE_TONES[outboxTone(code)]}`} data-testid={`outbox-count-${code}`}>{summary ? formatNumber(summary.counts[code as keyof typeof summary.counts]) : '–'}</div>
            </button>
          ))}
        </section>
        {summary && (
          <div className="rounded-lg bg-white px-4 py-2 text-sm shadow-card" data-testid="outbox-transports">
            <div><span className="text-ink-muted">{t('delivery.transport.email')}:</span> {t(`delivery.transport.${summary.email_transport}`, undefined, summary.email_transport)}</div>
            <div><span className="text-ink-muted">{t('delivery.transport.sms')}:</span> {t(`delivery.transport.${summary.sms_transport}`, undefined, summary.sms_transport)}</div>
            {summary.waiting > 0 && <div className="text-ink-muted">{t('delivery.waiting', { count: summary.waiting })}</div>}
          </div>
        )}
      </div>

      <div className="grid items-start gap-4 desktop:grid-cols-[minmax(0,1fr)_380px]">
        <section className="min-w-0 rounded-lg bg-white shadow-card">
          <CommandList
            key={status}
            spec={outboxMessages}
            label={t('delivery.outbox')}
            initialFilters={status ? { status } : undefined}
            initialFocusId={messageId}
            onTotal={setTotal}
          />
        </section>
        <div className="space-y-4">
          {messageId ? <OutboxPanel outboxId={messageId} /> : <Card><p className="text-sm text-ink-muted" data-testid="outbox-pick">{t('delivery.panel.pick')}</p></Card>}
          <Card title={t('delivery.guide.title')} data-testid="tools-guide">
            <ul className="space-y-2.5 text-sm">
              {GUIDE.map((item) => (
                <li key={item.path}>
                  <Link href={item.path} className="font-medium text-primary hover:text-primary-400" data-testid="tools-guide-link">{t(item.title)}</Link>
                  <p className="text-ink-soft">{t(item.text)}</p>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </div>
    </div>
  );
}
