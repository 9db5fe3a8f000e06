// Admin › Roles (/admin/roles): provider roles and the auth lists they draw on. The Roles tab lists the
// platform templates, or one provider's customised roles (?provider=<id>), with the chosen role's auths
// beside it (?providerRole=<id>); the Auth lists tab lists every auth by its group (?tab=auths).
import { useState } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { registry } from '../../../../commands';
import { accountMayRun } from '../../commands/dispatcher';
import { useCommandQuery } from '../../commands/use-command-query';
import { useT } from '../../i18n/i18n';
import { toast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { SelectInput } from '../../ui/field';
import { PageHeader } from '../../ui/page-header';
import { CommandForm } from '../generic/command-form';
import { CommandList } from '../generic/command-list';
import { providerAuthList, providerRoleList } from './admin-lists';
import { RolePanel } from './role-panel';

const PATH = '/admin/roles';
const TABS = ['roles', 'auths'] as const;

export default function AdminRolesPage() {
  const t = useT();
  const query = new URLSearchParams(useSearch());
  const tab = query.get('tab') === 'auths' ? 'auths' : 'roles';
  const provider = Number(query.get('provider')) || undefined;
  const roleId = Number(query.get('providerRole')) || null;
  const [adding, setAdding] = useState(false);
  const { data: providers } = useCommandQuery('provider.list', { page_size: 200, sort_by: 'name', sort_dir: 'asc' });
  const providerOptions = providers?.list.map((p) => ({ id: p.id, name: p.name })) ?? [];
  const addCommand = tab === 'roles' ? 'role.add' : 'role.addAuth';

  const go = (params: Record<string, string>) => {
    const search = new URLSearchParams(params);
    navigate(`${PATH}${search.size ? `?${search}` : ''}`, { replace: true });
  };

  return (
    <div className="space-y-4" data-testid="admin-roles-page">
      <PageHeader
        title={t('route.adminRoles')}
        hint={t('adminArea.roles.hint')}
        testId="admin-roles-title"
        actions={accountMayRun(registry.byId.get(addCommand)!) && (
          <Button variant="primary" onClick={() => setAdding((v) => !v)} data-testid="admin-roles-add">{tab === 'roles' ? t('adminArea.roles.add') : t('adminArea.roles.addAuth')}</Button>
        )}
      />
      {adding && (
        <Card title={tab === 'roles' ? t('adminArea.roles.addTitle') : t('adminArea.roles.addAuthTitle')} data-testid="admin-roles-add-form">
          <CommandForm
            key={addCommand}
            commandId={addCommand}
            testId="admin-roles-add"
            fixed={tab === 'roles' ? { auths: [], ...(provider ? { provider_id: provider } : {}) } : { menus: [], apis: [] }}
            hidden={tab === 'roles' ? ['provider_id'] : []}
            onDone={(result) => {
              setAdding(false);
              toast(t('adminArea.roles.created'), 'success');
              const role = (result as { role?: { id: number } }).role;
              if (role) go({ ...(provider ? { provider: String(provider) } : {}), providerRole: String(role.id) });
            }}
          />
          <Button className="mt-2" variant="text" onClick={() => setAdding(false)}>{t('adminArea.roles.cancel')}</Button>
        </Card>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line">
        <div role="tablist" aria-label={t('route.adminRoles')} className="flex gap-6">
          {TABS.map((id) => (
            <button
              key={id}
              role="tab"
              type="button"
              aria-selected={tab === id}
              data-testid={`admin-roles-tab-${id}`}
              onClick={() => go(id === 'auths' ? { tab: 'auths' } : {})}
              className={`-mb-px h-10 border-b-2 text-sm ${tab === id ? 'border-primary font-medium text-primary' : 'border-transparent text-ink-soft hover:text-primary'}`}
            >
              {t(`adminArea.roles.tab.${id}`)}
            </button>
          ))}
        </div>
        {tab === 'roles' && (
          <SelectInput value={provider ?? ''} aria-label={t('adminArea.roles.provider')} data-testid="admin-roles-provider" onChange={(e) => go(e.target.value ? { provider: e.target.value } : {})}>
            <option value="">{t('adminArea.roles.templates')}</option>
            {providerOptions.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
          </SelectInput>
        )}
      </div>
      {tab === 'roles' ? (
        <div className="grid items-start gap-4 desktop:grid-cols-[minmax(0,1fr)_420px]">
          <section className="min-w-0 rounded-lg bg-white shadow-card">
            <CommandList key={provider ?? 0} spec={providerRoleList} label={t('adminArea.roles.tab.roles')} fixedArgs={provider ? { provider_id: provider } : {}} initialFocusId={roleId} />
          </section>
          {roleId ? <RolePanel key={roleId} roleId={roleId} providers={providerOptions} /> : <Card><p className="text-sm text-ink-muted">{t('adminArea.roles.pick')}</p></Card>}
        </div>
      ) : (
        <section className="rounded-lg bg-white shadow-card">
          <CommandList spec={providerAuthList} label={t('adminArea.roles.tab.auths')} />
        </section>
      )}
    </div>
  );
}
