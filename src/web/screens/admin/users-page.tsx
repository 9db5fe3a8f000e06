// Admin › Users (/admin/users): the console's accounts (spec §3: type, status, start and end date) with
// their sessions. Enter on a row shows the user beside the list (?adminUser=<id>); the row's actions
// (edit, enable/disable) are on the toolbar, the keys and the palette alike.
import { useState } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { registry } from '../../../../commands';
import { accountMayRun } from '../../commands/dispatcher';
import { useT } from '../../i18n/i18n';
import { toast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { formatTotal } from '../../ui/count-format';
import { PageHeader } from '../../ui/page-header';
import { CommandForm } from '../generic/command-form';
import { CommandList, type ListTotal } from '../generic/command-list';
import { adminUsers } from './admin-lists';
import { UserPanel } from './user-panel';

export default function AdminUsersPage() {
  const t = useT();
  const query = new URLSearchParams(useSearch());
  const userId = Number(query.get('adminUser')) || null;
  const [adding, setAdding] = useState(false);
  const [total, setTotal] = useState<ListTotal | null>(null);
  const mayAdd = accountMayRun(registry.byId.get('admin.addUser')!);

  return (
    <div className="space-y-4" data-testid="admin-users-page">
      <PageHeader
        title={t('route.adminUsers')}
        count={total ? formatTotal(total.total, total.estimated) : null}
        hint={t('adminArea.users.hint')}
        testId="admin-users-title"
        actions={mayAdd && <Button variant="primary" onClick={() => setAdding((v) => !v)} data-testid="admin-user-add">{t('adminArea.users.add')}</Button>}
      />
      {adding && (
        <Card title={t('adminArea.users.addTitle')} data-testid="admin-user-add-form">
          <p className="mb-3 text-sm text-ink-soft">{t('adminArea.users.addHint')}</p>
          <CommandForm
            commandId="admin.addUser"
            testId="admin-user-add"
            defaults={{ status: 'active' }}
            onDone={(result) => {
              const user = (result as { user: { id: number; name: string } }).user;
              setAdding(false);
              toast(t('adminArea.users.added', { name: user.name }), 'success');
              navigate(`/admin/users?adminUser=${user.id}`, { replace: true });
            }}
          />
          <Button className="mt-2" variant="text" onClick={() => setAdding(false)}>{t('adminArea.users.cancel')}</Button>
        </Card>
      )}
      <div className="grid items-start gap-4 desktop:grid-cols-[minmax(0,1fr)_380px]">
        <section className="min-w-0 rounded-lg bg-white shadow-card">
          <CommandList spec={adminUsers} label={t('route.adminUsers')} initialFocusId={userId} onTotal={setTotal} />
        </section>
        {userId ? <UserPanel userId={userId} /> : <Card><p className="text-sm text-ink-muted" data-testid="admin-user-pick">{t('adminArea.users.pick')}</p></Card>}
      </div>
    </div>
  );
}
