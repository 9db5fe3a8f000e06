// One provider role beside the list (/admin/roles?providerRole=<id>): its auths as checkboxes grouped into
// role auth lists, saved with the role's version; a template can be copied to a provider to customise it.
import { useEffect, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { registry } from '../../../../commands';
import { accountMayRun, run } from '../../commands/dispatcher';
import { useCommandQuery } from '../../commands/use-command-query';
import { useT } from '../../i18n/i18n';
import { toast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { SelectInput } from '../../ui/field';

export function RolePanel({ roleId, providers }: { roleId: number; providers: readonly { id: number; name: string }[] }) {
  const t = useT();
  const context = { path: '/admin/roles', record: { kind: 'providerRole' as const, id: roleId } };
  const { data, error } = useCommandQuery('role.info', { role_id: roleId }, { context });
  const [held, setHeld] = useState<Set<string>>(new Set());
  const [provider, setProvider] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => setHeld(new Set(data?.role.auths ?? [])), [data]);
  if (error) return <Card data-testid="role-panel"><p className="text-sm text-danger">{error}</p></Card>;
  if (!data) return <Card data-testid="role-panel"><p className="text-sm text-ink-muted">{t('table.loading')}</p></Card>;
  const { role, groups } = data;
  const total = groups.reduce((n, g) => n + g.auths.length, 0);
  const mayEdit = accountMayRun(registry.byId.get('role.edit')!);
  const changed = held.size !== role.auths.length || role.auths.some((c) => !held.has(c));

  const toggle = (code: string) => setHeld((s) => {
    const next = new Set(s);
    if (next.has(code)) next.delete(code);
    else next.add(code);
    return next;
  });
  const save = async () => {
    setBusy(true);
    try {
      await run('role.edit', { role_id: role.id, version: role.version, auths: [...held] }, 'screen', { quiet: true, context });
      toast(t('adminArea.roles.saved'), 'success');
    } catch {
      // shown by the dispatcher
    } finally {
      setBusy(false);
    }
  };
  const customise = async () => {
    try {
      const answer = await run('role.customise', { role_id: role.id, provider_id: Number(provider) }, 'screen', { quiet: true, context });
      toast(t('adminArea.roles.customised', { provider: answer.role.provider_name ?? '' }), 'success');
      navigate(`/admin/roles?providerRole=${answer.role.id}&provider=${provider}`, { replace: true });
    } catch {
      // shown by the dispatcher
    }
  };

  return (
    <Card
      title={role.name}
      data-testid="role-panel"
      data-role-id={role.id}
      extra={<span className="text-sm text-ink-muted" data-testid="role-granted">{t('adminArea.roles.granted', { count: held.size, total })}</span>}
    >
      <p className="text-sm text-ink-soft">{role.provider_name ?? t('adminArea.roles.template')}{role.based_on_id ? ` · ${t('adminArea.roles.basedOn', { id: role.based_on_id })}` : ''}</p>
      {role.description && <p className="mt-1 text-sm text-ink-muted">{role.description}</p>}
      <div className="mt-4 space-y-4">
        {groups.map((g) => (
          <fieldset key={g.group_name} data-testid="role-auth-group">
            <legend className="mb-1 text-sm font-medium text-ink">{g.group_name}</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-1">
              {g.auths.map((a) => (
                <label key={a.code} className="flex items-center gap-1.5 text-sm" title={a.code}>
                  <input type="checkbox" checked={held.has(a.code)} disabled={!mayEdit} onChange={() => toggle(a.code)} data-testid={`role-auth-${a.code}`} />
                  {a.name}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      {mayEdit && (
        <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-line pt-4">
          <Button variant="primary" disabled={!changed} loading={busy} onClick={() => void save()} data-testid="role-save">{t('adminArea.roles.save')}</Button>
          {role.provider_id === null && (
            <>
              <SelectInput value={provider} aria-label={t('adminArea.roles.provider')} onChange={(e) => setProvider(e.target.value)} data-testid="role-customise-provider">
                <option value="">{t('adminArea.roles.provider')}…</option>
                {providers.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
              </SelectInput>
              <Button disabled={!provider} onClick={() => void customise()} data-testid="role-customise">{t('adminArea.roles.customise')}</Button>
            </>
          )}
        </div>
      )}
    </Card>
  );
}
