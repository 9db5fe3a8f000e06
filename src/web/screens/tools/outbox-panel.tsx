// One outbox message beside the list: who it went to, the text as sent (the text of an HTML email, its
// source on request), every attempt with its provider, outcome and error, and retry / cancel.
import { useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { outboxChannels, outboxShownStatus, shownOutboxStatus } from '../../../domain/enums/delivery';
import { formatDateTime } from '../../../domain/format/relative-time';
import { toMillis } from '../../../domain/format/timestamp';
import { run } from '../../commands/dispatcher';
import { useCommandQuery } from '../../commands/use-command-query';
import { enumLabel, useT } from '../../i18n/i18n';
import { toast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { StatusTag } from '../../ui/status-tag';
import { outboxTone } from './outbox-list';

const when = (iso: string | null) => {
  if (!iso) return '—';
  const ms = toMillis(iso);
  return Number.isNaN(ms) ? iso : formatDateTime(new Date(ms));
};

export function OutboxPanel({ outboxId }: { outboxId: number }) {
  const t = useT();
  const [source, setSource] = useState(false);
  const { data, error } = useCommandQuery('outbox.detail', { outbox_id: outboxId }, { context: { path: '/tools/index', record: { kind: 'outboxMessage', id: outboxId } } });
  if (error) return <Card data-testid="outbox-panel"><p className="text-sm text-danger">{error}</p></Card>;
  if (!data) return <Card data-testid="outbox-panel"><p className="text-sm text-ink-muted">{t('table.loading')}</p></Card>;
  const m = data.message;
  const context = { path: '/tools/index', record: { kind: 'outboxMessage' as const, id: m.id, fields: { status: m.status } } };
  const act = async (id: 'outbox.retry' | 'outbox.cancel') => {
    await run(id, { outbox_id: m.id }, 'screen', { quiet: true, context });
    toast(t(id === 'outbox.retry' ? 'delivery.panel.retried' : 'delivery.panel.cancelled', { id: m.id }), 'success');
  };
  const rows: [string, React.ReactNode][] = [
    [t('delivery.panel.to'), <span className="break-all">{m.recipient}</span>],
    ...(m.channel === 'email' ? [[t('delivery.panel.subject'), m.subject || '—'] as [string, React.ReactNode]] : []),
    [t('delivery.panel.origin'), m.origin ?? '—'],
    [t('delivery.panel.created'), when(m.created_at)],
    ...(m.not_before ? [[t('delivery.panel.scheduled'), when(m.not_before)] as [string, React.ReactNode]] : []),
    m.status === 'sent' ? [t('delivery.panel.sent'), when(m.sent_at)] : [t('delivery.panel.next'), m.status === 'queued' ? when(m.next_attempt_at) : '—'],
    [t('delivery.panel.attempts'), t('delivery.panel.attemptsOf', { count: m.attempts, max: m.max_attempts })],
    [t('delivery.panel.provider'), m.provider ? t(`delivery.provider.${m.provider}`, undefined, m.provider) : '—'],
    ...(m.provider_message_id ? [[t('delivery.panel.providerId'), <code className="break-all text-xs">{m.provider_message_id}</code>] as [string, React.ReactNode]] : []),
    ...(m.idempotency_key ? [[t('delivery.panel.key'), <code className="break-all text-xs">{m.idempotency_key}</code>] as [string, React.ReactNode]] : []),
  ];

  return (
    <div className="space-y-4" data-testid="outbox-panel" data-outbox-id={m.id} data-status={m.status}>
      <Card
        title={<span className="flex items-center gap-2">#{m.id} <StatusTag tone={outboxTone(shownOutboxStatus(m))} testId="outbox-panel-status">{enumLabel(outboxShownStatus, shownOutboxStatus(m))}</StatusTag><span className="text-sm font-normal text-ink-muted">{enumLabel(outboxChannels, m.channel)}</span></span>}
        extra={
          <span className="flex gap-2">
            {m.can_retry && <Button variant="primary" size="sm" onClick={() => void act('outbox.retry').catch(() => {})} data-testid="outbox-retry">{t('delivery.panel.retry')}</Button>}
            {m.can_cancel && <Button size="sm" onClick={() => void act('outbox.cancel').catch(() => {})} data-testid="outbox-cancel">{t('delivery.panel.cancel')}</Button>}
            <Button variant="text" size="sm" onClick={() => navigate('/tools/index', { replace: true })} aria-label={t('delivery.panel.close')}>✕</Button>
          </span>
        }
      >
        <dl className="grid grid-cols-[7.5rem_1fr] gap-x-3 gap-y-1.5 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents"><dt className="text-ink-muted">{label}</dt><dd className="min-w-0">{value}</dd></div>
          ))}
        </dl>
        {m.last_error && <p className="mt-3 rounded bg-red-50 px-3 py-2 text-sm text-danger" data-testid="outbox-panel-error">{m.last_error}</p>}
        {m.provider === 'outbox' && <p className="mt-3 text-xs text-ink-muted">{t('delivery.panel.keptNote')}</p>}
      </Card>

      <Card
        title={t('delivery.panel.text')}
        extra={m.format === 'html' && (
          <Button variant="link" size="sm" onClick={() => setSource((v) => !v)} data-testid="outbox-source-toggle">{source ? t('delivery.panel.plain') : t('delivery.panel.html')}</Button>
        )}
      >
        <pre className="max-h-72 overflow-auto whitespace-pre-wrap break-words font-sans text-sm text-ink" data-testid="outbox-panel-text">{source ? m.body : m.text}</pre>
      </Card>

      <Card title={`${t('delivery.panel.attempts')} (${m.attempt_log.length})`} bodyClassName="p-0" data-testid="outbox-attempts">
        {m.attempt_log.length === 0 && <p className="px-5 py-4 text-sm text-ink-muted">{t('delivery.panel.noAttempts')}</p>}
        <ol className="divide-y divide-line">
          {m.attempt_log.map((a, i) => (
            <li key={i} className="px-5 py-2.5 text-sm" data-testid="outbox-attempt" data-outcome={a.outcome}>
              <div className="flex items-center gap-2">
                <span className="tabular-nums text-ink-muted">{a.attempt}.</span>
                <StatusTag tone={a.outcome === 'sent' ? 'green' : a.outcome === 'retry' ? 'gold' : 'red'}>{t(`delivery.panel.outcome.${a.outcome}`)}</StatusTag>
                <span className="text-ink-soft">{t(`delivery.provider.${a.provider}`, undefined, a.provider)}</span>
                <span className="ml-auto tabular-nums text-xs text-ink-muted">{when(a.started_at)} · {a.duration_ms} ms</span>
              </div>
              {a.error && <div className="mt-1 break-words text-xs text-danger">{a.error}{a.retryable === false ? ` (${t('delivery.panel.permanent')})` : ''}</div>}
              {a.retry_at && <div className="mt-0.5 text-xs text-ink-muted">{t('delivery.panel.retryAt', { at: when(a.retry_at) })}</div>}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
