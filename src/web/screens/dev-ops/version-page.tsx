// /dev-ops/version: the latest release of each platform at the top, then every release newest first.
// Edit opens the focused release's form in place (saved with the version it showed); Delete and the
// palette act on the focused row; add one on /dev-ops/version/add.
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { AppVersionRow } from '../../../../commands/appversion';
import { commandContext } from '../../state/command-context';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { CommandForm } from '../generic/command-form';
import { appPlatforms } from '../../../domain/enums/devops';
import { useCommandQuery } from '../../commands/use-command-query';
import { enumLabel, useT } from '../../i18n/i18n';
import { PageHeader } from '../../ui/page-header';
import { CommandList } from '../generic/command-list';
import { appVersionListSpec } from './version-list';

function LatestCard({ platform }: { platform: (typeof appPlatforms.codes)[number] }) {
  const t = useT();
  const { data } = useCommandQuery('appversion.list', { platform, sort_by: 'version_name', sort_dir: 'desc', page_size: 10 });
  const latest = data?.list.find((r) => r.latest);
  const name = enumLabel(appPlatforms, platform);
  return (
    <div className="min-w-48 flex-1 rounded-lg border-l-4 border-primary bg-white px-4 py-3 shadow-card" data-testid={`latest-${platform}`}>
      <div className="text-xs text-ink-muted">{t('devops.versions.latestOf', { platform: name })}</div>
      <div className="mt-1 flex items-baseline gap-2">
        <span className="text-2xl font-semibold text-ink tabular-nums">{data ? (latest?.version_name ?? t('devops.versions.none')) : '…'}</span>
        {latest && <span className="text-xs text-ink-muted">{t('devops.versions.build', { build: latest.build_number })} · {latest.released_on}</span>}
      </div>
      {latest?.force_update && <span className="mt-1 inline-block rounded bg-orange-50 px-1.5 text-xs text-orange-700">{t('devops.versions.forced')}</span>}
    </div>
  );
}

const FIELDS = ['platform', 'version_name', 'build_number', 'force_update', 'notes', 'released_on'] as const;

export default function VersionPage() {
  const t = useT();
  const { record } = useSnapshot(commandContext);
  const focused = record?.kind === 'appVersion' && record.fields ? (record.fields as unknown as AppVersionRow) : null;
  const [editing, setEditing] = useState<AppVersionRow | null>(null);
  const labels = Object.fromEntries(FIELDS.map((k) => [k, t(`devops.col.${k}`)]));
  return (
    <div className="space-y-4" data-testid="app-version-page">
      <PageHeader
        title={t('route.appVersion')}
        hint={t('devops.versions.hint')}
        actions={
          <>
          <Button onClick={() => focused && setEditing(focused)} disabled={!focused} data-testid="app-version-edit">
            {t('devops.versions.edit', { version: focused ? `${focused.platform} ${focused.version_name}` : '' })}
          </Button>
          <Link href="/dev-ops/version/add" className="inline-flex h-8 items-center rounded-md border border-primary bg-primary px-3 text-sm text-white hover:bg-primary-400" data-testid="app-version-add">
            {t('devops.versions.add')}
          </Link>
          </>
        }
      />
      <div className="flex flex-wrap gap-3">
        {appPlatforms.codes.map((p) => <LatestCard key={p} platform={p} />)}
      </div>
      {editing && (
        <Card title={t('devops.versions.editing', { version: `${editing.platform} ${editing.version_name}` })} extra={<Button size="sm" onClick={() => setEditing(null)}>{t('devops.routes.cancel')}</Button>} className="max-w-2xl">
          <CommandForm
            key={`${editing.id}-${editing.version}`}
            commandId="appversion.edit"
            fixed={{ app_version_id: editing.id, version: editing.version }}
            defaults={Object.fromEntries(FIELDS.map((k) => [k, editing[k]]))}
            labels={labels}
            context={{ path: '/dev-ops/version', record: { kind: 'appVersion', id: editing.id } }}
            testId="app-version-edit-form"
            onDone={() => setEditing(null)}
          />
        </Card>
      )}
      <section className="rounded-lg bg-white shadow-card">
        <CommandList spec={appVersionListSpec} label={t('route.appVersion')} />
      </section>
    </div>
  );
}
