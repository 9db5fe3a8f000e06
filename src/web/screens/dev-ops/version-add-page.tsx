// /dev-ops/version/add: the appversion_add form (platform, version, build, force update, notes, release
// date); done, the list opens with the new release focused.
import { navigate } from 'wouter/use-browser-location';
import { useT } from '../../i18n/i18n';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { CommandForm } from '../generic/command-form';

const today = () => new Date().toISOString().slice(0, 10);

export default function VersionAddPage() {
  const t = useT();
  const labels = Object.fromEntries(['platform', 'version_name', 'build_number', 'force_update', 'notes', 'released_on'].map((k) => [k, t(`devops.col.${k}`)]));
  return (
    <div className="space-y-4" data-testid="app-version-add-page">
      <PageHeader title={t('route.appVersionAdd')} hint={t('devops.versions.addHint')} />
      <Card className="max-w-2xl">
        <CommandForm
          commandId="appversion.add"
          defaults={{ released_on: today(), force_update: false }}
          labels={labels}
          testId="app-version-form"
          onDone={(result) => {
            const { app_version } = result as { app_version: { id: number } };
            navigate(`/dev-ops/version?appVersion=${app_version.id}`);
          }}
        />
      </Card>
    </div>
  );
}
