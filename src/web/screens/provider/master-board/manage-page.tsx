// /provider/manage/master-board/:id (:id = provider): one provider's master board at a glance (on or
// off, its address, shifts waiting and open, its pool) with a way into every section, and its API keys.
import { Link } from 'wouter';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { useCurrentRoute } from '../../../routes/use-current-route';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { ApiKeysPanel } from './api-keys-panel';
import { BOARD_SECTIONS, boardPath } from './board-frame';

export default function ProviderMasterBoardPage() {
  const t = useT();
  const providerId = Number(useCurrentRoute()?.params.id);
  const { data, error } = useCommandQuery('masterboard.detail', { provider_id: providerId });
  const board = data?.master_board;
  if (!board) return <p className="p-6 text-sm text-ink-muted" role={error ? 'alert' : undefined}>{error ?? t('masterBoard.loading')}</p>;
  const figures: [string, number, string][] = [
    [t('masterBoard.col.pending'), board.pending_count, 'approval'],
    [t('masterBoard.col.open'), board.open_count, 'temp-shift'],
    [t('masterBoard.col.preferred'), board.preferred_count, 'view'],
    [t('masterBoard.col.blocked'), board.blocked_count, 'view'],
  ];
  return (
    <div className="space-y-4" data-testid="provider-master-board">
      <PageHeader
        title={board.title}
        subtitle={<span>{board.provider_name} · <span className={board.enabled ? 'text-success' : ''}>{board.enabled ? t('masterBoard.live') : board.version === 0 ? t('masterBoard.notSetUp') : t('masterBoard.off')}</span></span>}
        actions={<>
          <Link href={`/provider/manage/contract-configuration/list/${providerId}`}><Button>{t('route.contractConfiguration')}</Button></Link>
          <Link href={boardPath('config', providerId)}><Button variant="primary" data-testid="board-manage-config">{board.version === 0 ? t('masterBoard.setUp') : t('route.masterBoardConfig')}</Button></Link>
        </>}
      />
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {figures.map(([label, n, section]) => (
          <Link key={label} href={boardPath(section, providerId)} className="rounded-lg bg-white p-4 shadow-card hover:ring-1 hover:ring-primary-300">
            <div className="text-sm text-ink-muted">{label}</div>
            <div className="text-2xl font-semibold tabular-nums">{n}</div>
          </Link>
        ))}
      </div>
      <Card title={t('masterBoard.manage.sections')}>
        <p className="mb-3 break-all font-mono text-sm text-ink-soft">{board.public_url}</p>
        <div className="flex flex-wrap gap-2" data-testid="board-manage-sections">
          {BOARD_SECTIONS.map((s) => <Link key={s.path} href={boardPath(s.path, providerId)}><Button size="sm">{t(s.titleKey)}</Button></Link>)}
        </div>
      </Card>
      <ApiKeysPanel providerId={providerId} />
    </div>
  );
}
