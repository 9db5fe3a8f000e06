// The frame of a provider's sub-pages (organisation info, operators, attachments, block list): the
// provider's name and this page's title, a way back to its manage page (Backspace-free: a link and the
// breadcrumb), and the body once the provider is loaded.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { CommandContext } from '../../../../../commands';
import type { ProviderInfo } from '../../../../../commands/provider-fields';
import { providerStatus } from '../../../../domain/enums/provider';
import { enumLabel, useT } from '../../../i18n/i18n';
import { useCurrentRoute } from '../../../routes/use-current-route';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { StatusTag } from '../../../ui/status-tag';
import { providerTone } from './provider-lists';
import { useProvider } from './use-provider';

export interface SubpageProps {
  info: ProviderInfo;
  context: CommandContext;
}

export function ProviderSubpage({ testId, render, actions, fields }: { testId: string; render: (props: SubpageProps) => ReactNode; actions?: (props: SubpageProps) => ReactNode; fields?: Record<string, unknown> }) {
  const t = useT();
  const route = useCurrentRoute();
  const { rawId, valid, info, error, context } = useProvider(fields);
  if (!valid || (error && !info)) {
    return (
      <Card className="mx-auto mt-6 max-w-xl" data-testid="provider-missing">
        <h1 className="text-lg font-semibold text-ink">{t('providers.manage.missing', { id: rawId })}</h1>
        <p className="mt-2 text-sm text-ink-soft">{error ?? t('providers.manage.badId')}</p>
        <Link href="/provider/providers/enable" className="mt-4 inline-block text-sm text-primary">{t('providers.manage.back')}</Link>
      </Card>
    );
  }
  if (!info) return <p className="p-6 text-sm text-ink-muted">{t('providers.loading')}</p>;
  const props = { info, context: { ...context, record: { kind: 'provider' as const, id: info.id, fields: { ...info, ...fields } } } };
  return (
    <div className="space-y-4" data-testid={testId} data-provider-id={info.id}>
      <PageHeader
        title={t(route?.route.titleKey ?? 'route.providerManage')}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <Link href={`/provider/providers/manage/${info.id}`} className="text-primary hover:text-primary-400" data-testid="provider-back">{info.name}</Link>
            <StatusTag tone={providerTone(info.status)}>{enumLabel(providerStatus, info.status)}</StatusTag>
          </span>
        }
        actions={actions?.(props)}
      />
      {render(props)}
    </div>
  );
}
