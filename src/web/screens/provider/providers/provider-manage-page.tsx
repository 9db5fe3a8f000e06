// /provider/providers/manage/:id — one provider: who it is, its status and the moves the table allows
// (shift+d; disabling asks for a reason and waits for approval on /provider/approve), and its pages,
// each one digit away (1 organisation info … 8 contract configuration).
import { useState } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { getCommand } from '../../../../../commands';
import { providerStatus } from '../../../../domain/enums/provider';
import { formatDateTime } from '../../../../domain/format/relative-time';
import { run } from '../../../commands/dispatcher';
import { enumLabel, useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Kbd } from '../../../ui/kbd';
import { PageHeader } from '../../../ui/page-header';
import { StatusTag } from '../../../ui/status-tag';
import { CommandForm } from '../../generic/command-form';
import { providerTone } from './provider-lists';
import { ProviderJobPosting } from './provider-job-posting';
import { useProvider } from './use-provider';

interface Part {
  key: string;
  path: (id: number) => string;
  count?: number;
}

export default function ProviderManagePage() {
  const t = useT();
  const { id, rawId, valid, answer, info, error, context } = useProvider();
  const [disabling, setDisabling] = useState(false);
  const [busy, setBusy] = useState(false);

  const parts: Part[] = [
    { key: 'organisationInfo', path: (p) => `/provider/manage/organisation-info/${p}` },
    { key: 'operators', path: (p) => `/provider/manage/operators/list/${p}`, count: info?.operator_count },
    { key: 'facility', path: (p) => `/provider/manage/facility/${p}`, count: info?.facility_count },
    { key: 'addressBook', path: (p) => `/provider/manage/address-book/${p}` },
    { key: 'attachment', path: (p) => `/provider/manage/attachment/${p}`, count: info?.attachment_count },
    { key: 'blockList', path: (p) => `/provider/manage/block-list/${p}`, count: info?.blocked_count },
    { key: 'masterBoard', path: (p) => `/provider/manage/master-board/${p}` },
    { key: 'contractConfiguration', path: (p) => `/provider/manage/contract-configuration/list/${p}` },
  ];
  useHotkeys(parts.map((_, i) => String(i + 1)).join(','), (event) => {
    const part = parts[Number(event.key) - 1];
    if (part && info) navigate(part.path(info.id));
  }, { enabled: Boolean(info) }, [info]);

  if (!valid || (error && !answer)) {
    return (
      <Card className="mx-auto mt-6 max-w-xl" data-testid="provider-missing">
        <h1 className="text-lg font-semibold text-ink">{t('providers.manage.missing', { id: rawId })}</h1>
        <p className="mt-2 text-sm text-ink-soft">{error ?? t('providers.manage.badId')}</p>
        <Link href="/provider/providers/enable" className="mt-4 inline-block text-sm text-primary">{t('providers.manage.back')}</Link>
      </Card>
    );
  }
  if (!info || !answer) return <p className="p-6 text-sm text-ink-muted">{t('providers.loading')}</p>;

  const pending = answer.pending_request;
  const setStatus = getCommand('provider.setStatus');
  async function enable() {
    setBusy(true);
    try {
      await run('provider.setStatus', { provider_id: id, status: 'enabled', reason: '', version: info!.version }, 'screen', { context });
    } catch {
      // The dispatcher has shown why.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4" data-testid="provider-manage" data-provider-id={info.id} data-status={info.status} data-pending={pending ? pending.id : undefined}>
      <PageHeader
        testId="provider-manage-title"
        title={info.name}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            #{info.id} · {info.state} · {t('providers.manage.since', { date: formatDateTime(new Date(info.created_at)).slice(0, 10) })}
            <StatusTag tone={providerTone(info.status)} testId="provider-status">{enumLabel(providerStatus, info.status)}</StatusTag>
            {pending && <StatusTag tone="gold" testId="provider-pending">{t('providers.manage.pendingTag')}</StatusTag>}
          </span>
        }
        actions={
          <>
            {answer.status_moves.map((m) => (m.to === 'disabled'
              ? <Button danger key={m.to} onClick={() => setDisabling((v) => !v)} data-testid="provider-request-disable">{t('providers.manage.requestDisable')} <Kbd kbd={setStatus.kbd!} /></Button>
              : <Button key={m.to} variant="primary" loading={busy} onClick={enable} data-testid="provider-enable">{t('providers.manage.enable')} <Kbd kbd={setStatus.kbd!} tone="dark" /></Button>))}
          </>
        }
      />
      {pending && (
        <div role="status" className="rounded-md border border-[#ffe58f] bg-[#fffbe6] px-4 py-3 text-sm text-ink" data-testid="provider-pending-banner">
          <p className="font-medium">{t('providers.manage.pendingTitle', { name: pending.requested_by_name, date: formatDateTime(new Date(pending.created_at)) })}</p>
          <p className="mt-1 text-ink-soft">{pending.reason}</p>
          <Link href={`/provider/approve?disableRequest=${pending.id}`} className="mt-2 inline-block text-primary">{t('providers.manage.pendingLink')}</Link>
        </div>
      )}
      {disabling && !pending && info.status === 'enabled' && (
        <Card title={t('providers.manage.disableTitle')} data-testid="provider-disable-form">
          <p className="mb-3 text-sm text-ink-soft">{t('providers.manage.disableHint')}</p>
          <CommandForm
            key={info.version}
            commandId="provider.setStatus"
            fixed={{ provider_id: id, status: 'disabled', version: info.version }}
            testId="provider-disable"
            submitLabel={t('providers.manage.sendRequest')}
            context={{ ...context, record: { kind: 'provider', id, fields: info } }}
            onDone={() => setDisabling(false)}
          />
        </Card>
      )}
      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_360px]">
        <Card title={t('providers.manage.parts')} data-testid="provider-parts">
          <ul className="grid gap-3 sm:grid-cols-2">
            {parts.map((part, i) => (
              <li key={part.key}>
                <Link href={part.path(info.id)} data-testid={`provider-part-${part.key}`}
                  className="flex h-full items-start gap-3 rounded-md border border-line px-4 py-3 transition-colors hover:border-primary hover:bg-primary/5 focus-visible:outline-2 focus-visible:outline-primary">
                  <Kbd kbd={String(i + 1)} />
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center justify-between gap-2 font-medium text-ink">
                      {t(`providers.part.${part.key}.title`)}
                      {part.count !== undefined && <span className="rounded-full bg-black/5 px-2 text-xs font-normal text-ink-muted tabular-nums">{part.count}</span>}
                    </span>
                    <span className="mt-0.5 block text-xs text-ink-muted">{t(`providers.part.${part.key}.hint`)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
        <div className="space-y-4">
          <Card title={t('providers.manage.contact')} data-testid="provider-facts">
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-ink-muted">{t('providers.field.email')}</dt><dd className="break-all">{info.email}</dd>
              <dt className="text-ink-muted">{t('providers.field.phone_number')}</dt><dd>{info.phone_number}</dd>
              <dt className="text-ink-muted">{t('providers.field.address')}</dt><dd>{info.address || '—'}</dd>
              <dt className="text-ink-muted">{t('providers.field.company_file')}</dt>
              <dd>{info.company_file ? info.company_file.file_name : <span className="text-ink-muted">{t('providers.manage.noCompanyFile')}</span>}</dd>
            </dl>
            {info.introduction && <p className="mt-3 border-t border-line pt-3 text-sm text-ink-soft">{info.introduction}</p>}
          </Card>
          <ProviderJobPosting providerId={info.id} providerName={info.name} context={context} />
        </div>
      </div>
    </div>
  );
}
