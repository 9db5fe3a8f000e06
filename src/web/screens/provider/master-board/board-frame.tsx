// The frame of every /provider/master-board page: which provider's board it shows (?provider=<id> in the
// address, so a link names the board), a row of the board's sections, and, without a provider, the list
// of boards to choose one from (Enter on a row opens this same page for it).
import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { ResultOf } from '../../../../../commands';
import type { masterBoardDetail } from '../../../../../commands/masterboard';
import { providerStatus } from '../../../../domain/enums/provider';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import type { RouteTitleKey } from '../../../i18n/route-titles-en';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { CommandList } from '../../generic/command-list';
import { defineList } from '../../generic/screen-spec';

export type Board = ResultOf<typeof masterBoardDetail>['master_board'];

/** The board's sections, in the order of the route tree. */
export const BOARD_SECTIONS: readonly { path: string; titleKey: RouteTitleKey }[] = [
  { path: 'view', titleKey: 'route.masterBoardView' },
  { path: 'temp-shift', titleKey: 'route.tempShift' },
  { path: 'approval', titleKey: 'route.masterBoardApproval' },
  { path: 'template', titleKey: 'route.masterBoardTemplate' },
  { path: 'config', titleKey: 'route.masterBoardConfig' },
  { path: 'style', titleKey: 'route.masterBoardStyle' },
  { path: 'qrcode', titleKey: 'route.masterBoardQrcode' },
  { path: 'roles', titleKey: 'route.masterBoardRoles' },
  { path: 'permission', titleKey: 'route.masterBoardPermission' },
];

export const boardPath = (section: string, providerId: number, extra = '') => `/provider/master-board/${section}?provider=${providerId}${extra}`;

/** The provider named in the address, or undefined. */
export function useBoardProvider(): number | undefined {
  const id = Number(new URLSearchParams(useSearch()).get('provider'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

const boards = (path: string) => defineList({
  command: 'masterboard.list',
  kind: 'provider',
  testId: 'board-picker',
  show: ['provider_name', 'state', 'enabled', 'slug', 'open_count', 'pending_count', 'preferred_count', 'provider_status'],
  columns: {
    provider_name: { label: 'masterBoard.col.provider', format: 'title' },
    enabled: { label: 'masterBoard.col.enabled' },
    slug: { label: 'masterBoard.col.slug' },
    open_count: { label: 'masterBoard.col.open' },
    pending_count: { label: 'masterBoard.col.pending' },
    preferred_count: { label: 'masterBoard.col.preferred' },
    provider_status: { label: 'masterBoard.col.providerStatus', enum: providerStatus },
  },
  open: (row) => `${path}?provider=${row.provider_id}`,
  search: 'masterBoard.searchProviders',
  filters: { enabled: { label: 'masterBoard.col.enabled', all: 'masterBoard.any', true: 'masterBoard.yes', false: 'masterBoard.no' } },
});

export function BoardFrame({ section, titleKey, actions, children }: { section: string; titleKey: RouteTitleKey; actions?: (board: Board) => ReactNode; children: (board: Board) => ReactNode }) {
  const t = useT();
  const providerId = useBoardProvider();
  const [path] = useLocation();
  const { data, error } = useCommandQuery('masterboard.detail', { provider_id: providerId ?? 0 }, { enabled: providerId !== undefined });
  const board = data?.master_board;

  if (providerId === undefined) {
    return (
      <div className="space-y-4" data-testid="board-picker-page">
        <PageHeader title={t(titleKey)} subtitle={t('masterBoard.pickHint')} />
        <section className="rounded-lg bg-white shadow-card">
          <CommandList spec={boards(path)} label={t('masterBoard.pickTitle')} />
        </section>
      </div>
    );
  }
  return (
    <div className="space-y-4" data-testid={`board-${section}`}>
      <PageHeader
        title={t(titleKey)}
        subtitle={board ? (
          <span className="flex flex-wrap items-center gap-x-3">
            <Link href={`/provider/manage/master-board/${providerId}`} className="font-medium text-primary hover:underline" data-testid="board-provider">{board.provider_name}</Link>
            <span className={board.enabled ? 'text-success' : 'text-ink-muted'}>{board.enabled ? t('masterBoard.live') : t('masterBoard.off')}</span>
            <Link href={path} className="text-primary hover:underline">{t('masterBoard.switch')}</Link>
          </span>
        ) : null}
        actions={board && actions?.(board)}
      />
      <nav aria-label={t('route.masterBoard')} className="flex flex-wrap gap-1 border-b border-line" data-testid="board-sections">
        {BOARD_SECTIONS.map((s) => (
          <Link key={s.path} href={boardPath(s.path, providerId)} aria-current={s.path === section ? 'page' : undefined}
            className={`-mb-px border-b-2 px-3 py-2 text-sm ${s.path === section ? 'border-primary font-medium text-primary' : 'border-transparent text-ink-soft hover:text-primary'}`}>
            {t(s.titleKey)}
            {s.path === 'approval' && board && board.pending_count > 0 && <span className="ml-1.5 rounded-full bg-warning-50 px-1.5 text-xs text-warning">{board.pending_count}</span>}
          </Link>
        ))}
      </nav>
      {error && !board && <Card><p className="text-sm text-danger" role="alert">{error}</p></Card>}
      {board ? children(board) : !error && <p className="p-4 text-sm text-ink-muted">{t('masterBoard.loading')}</p>}
    </div>
  );
}
