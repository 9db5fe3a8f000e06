// /provider/manage/organisation-info/:id — the provider's own details (spec §3 Provider: name, email,
// phone number, introduction, address, company file, status, created date) and its settings: referral
// page, custom positions, style, and the SMS queued to it.
import type { CommandContext } from '../../../../../commands';
import type { ProviderInfo } from '../../../../../commands/provider-fields';
import { formatFileSize } from '../../../../domain/format/file-size';
import { formatDateTime } from '../../../../domain/format/relative-time';
import { useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { CommandForm } from '../../generic/command-form';
import { CommandList } from '../../generic/command-list';
import { defineList } from '../../generic/screen-spec';
import { downloadProviderFile } from '../attachments/provider-files';
import { ProviderSubpage } from '../providers/provider-subpage';
import { ProviderSettingsPanels } from './settings-panels';

const queuedSms = defineList({
  command: 'provider.queuedSms',
  kind: 'queuedSms',
  testId: 'provider-sms',
  show: ['recipient_name', 'recipient', 'body', 'status', 'created_at'],
  columns: { recipient_name: { label: 'providers.sms.to' }, recipient: { label: 'providers.sms.number', format: 'phone' }, body: { label: 'providers.sms.body' }, status: { label: 'providers.sms.status', format: 'text' } },
  open: null,
  actions: [],
  search: 'providers.sms.search',
});

export default function OrganisationInfoPage() {
  return <ProviderSubpage testId="provider-organisation" render={(props) => <Organisation {...props} />} />;
}

function Organisation({ info, context }: { info: ProviderInfo; context: CommandContext }) {
  const t = useT();
  return (
    <>
      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_360px]">
        <Card title={t('providers.org.details')} data-testid="provider-info-form">
          <CommandForm
            key={info.version}
            commandId="provider.save"
            fixed={{ provider_id: info.id, version: info.version }}
            defaults={{ name: info.name, email: info.email, phone_number: info.phone_number, introduction: info.introduction, address: info.address, state: info.state }}
            testId="provider-info"
            submitLabel={t('providers.save')}
            context={context}
          />
        </Card>
        <div className="space-y-4">
          <Card title={t('providers.field.company_file')} data-testid="provider-company-file">
            {info.company_file ? (
              <div className="text-sm">
                <p className="truncate font-medium" title={info.company_file.file_name}>{info.company_file.file_name}</p>
                <p className="mt-1 text-ink-muted">{formatFileSize(info.company_file.size)} · {formatDateTime(new Date(info.company_file.created_at)).slice(0, 10)}</p>
                <Button className="mt-3" size="sm" onClick={() => void downloadProviderFile(info.company_file!)}>{t('providers.files.download')}</Button>
              </div>
            ) : <p className="text-sm text-ink-muted">{t('providers.manage.noCompanyFile')}</p>}
            <a href={`/provider/manage/attachment/${info.id}`} className="mt-3 block text-sm text-primary">{t('providers.org.manageFiles')}</a>
          </Card>
          <Card title={t('providers.org.record')}>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-ink-muted">{t('providers.org.created')}</dt><dd>{formatDateTime(new Date(info.created_at))}</dd>
              <dt className="text-ink-muted">{t('providers.org.updated')}</dt><dd>{formatDateTime(new Date(info.updated_at))}</dd>
              <dt className="text-ink-muted">{t('providers.org.version')}</dt><dd>{info.version}</dd>
            </dl>
          </Card>
        </div>
      </div>
      <ProviderSettingsPanels providerId={info.id} context={context} />
      <section className="rounded-lg bg-white shadow-card" data-testid="provider-sms">
        <h2 className="border-b border-line px-5 py-3 text-base font-semibold">{t('providers.sms.title')}</h2>
        <CommandList spec={queuedSms} label={t('providers.sms.title')} fixedArgs={{ provider_id: info.id }} active={false} height="320px" />
      </section>
    </>
  );
}
