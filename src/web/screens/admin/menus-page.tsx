// Admin › Menus (/admin/menus): the console's pages as menu entries auths can name. The route table lives
// in the console, so the console syncs it to the server: the page says how many pages differ, and Sync
// sends the table (sync_admin_menus); pages gone from it stay, marked removed, until auths stop naming them.
import { useMemo, useState } from 'react';
import { registry } from '../../../../commands';
import { accountMayRun, run } from '../../commands/dispatcher';
import { useCommandQuery } from '../../commands/use-command-query';
import { tEnglish, useT } from '../../i18n/i18n';
import { allRoutes } from '../../routes/route-lookup';
import { toast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { formatTotal } from '../../ui/count-format';
import { PageHeader } from '../../ui/page-header';
import { CommandList, type ListTotal } from '../generic/command-list';
import { adminMenus } from './admin-lists';

/** The signed-in tree's pages as sync entries (system and public pages are not menus). */
export function routeMenuEntries() {
  return allRoutes()
    .filter((r) => !r.noTag && !r.public)
    .map((r) => ({
      path: r.path, title_key: r.titleKey, title: tEnglish(r.titleKey), parent_path: r.parents.at(-1)?.path ?? null,
      icon: r.icon ?? '', hidden: Boolean(r.hidden), command: r.reads ?? r.command ?? null,
    }));
}

export default function AdminMenusPage() {
  const t = useT();
  const [total, setTotal] = useState<ListTotal | null>(null);
  const [busy, setBusy] = useState(false);
  const entries = useMemo(routeMenuEntries, []);
  const { data: stored } = useCommandQuery('admin.menus', { page_size: 200, removed: false });
  const differs = useMemo(() => {
    if (!stored) return null;
    const byPath = new Map(stored.list.map((m) => [m.path, m]));
    const changed = entries.filter((e) => {
      const m = byPath.get(e.path);
      return !m || m.title_key !== e.title_key || m.title !== e.title || m.parent_path !== e.parent_path || m.hidden !== e.hidden || m.command !== e.command || m.icon !== e.icon;
    }).length;
    const paths = new Set(entries.map((e) => e.path));
    return changed + stored.list.filter((m) => !paths.has(m.path)).length;
  }, [stored, entries]);

  const sync = async () => {
    setBusy(true);
    try {
      const answer = await run('admin.syncMenus', { entries }, 'screen', { quiet: true });
      toast(t('adminArea.menus.synced', answer), 'success');
    } catch {
      // the dispatcher showed the error
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4" data-testid="admin-menus-page">
      <PageHeader
        title={t('route.adminMenus')}
        count={total ? formatTotal(total.total, total.estimated) : null}
        subtitle={
          <span data-testid="admin-menus-state">
            {stored?.total === 0 ? t('adminArea.menus.never') : differs === null ? '' : differs ? t('adminArea.menus.differs', { count: differs }) : t('adminArea.menus.same')}
          </span>
        }
        hint={t('adminArea.menus.hint')}
        testId="admin-menus-title"
        actions={
          accountMayRun(registry.byId.get('admin.syncMenus')!) && (
            <Button variant={differs ? 'primary' : 'default'} loading={busy} onClick={() => void sync()} data-testid="admin-menus-sync">{t('adminArea.menus.sync')}</Button>
          )
        }
      />
      <section className="rounded-lg bg-white shadow-card">
        <CommandList spec={adminMenus} label={t('route.adminMenus')} onTotal={setTotal} />
      </section>
    </div>
  );
}
