// A provider's Provider API keys (on the board's permission page: the systems that may post to the
// board). A new key is shown once, here, with a copy button; afterwards only its prefix is known.
import { useState } from 'react';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { enumLabel, useT } from '../../../i18n/i18n';
import { providerApiScopes } from '../../../../domain/enums/master-board';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { formatDateTime } from '../../../../domain/format/relative-time';
import { NewKeyForm } from './new-key-form';

export function ApiKeysPanel({ providerId }: { providerId: number }) {
  const t = useT();
  const { data } = useCommandQuery('apikey.list', { provider_id: providerId });
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<{ name: string; key: string } | null>(null);
  const focus = Number(new URLSearchParams(window.location.search).get('providerApiKey')) || null;

  return (
    <Card title={t('masterBoard.keys.title')} bodyClassName="p-0" data-testid="api-keys"
      extra={<Button variant="primary" size="sm" onClick={() => { setAdding(true); setShown(null); }} data-testid="api-key-add">{t('masterBoard.keys.add')}</Button>}>
      <p className="border-b border-line px-5 py-2 text-sm text-ink-muted">{t('masterBoard.keys.hint')}</p>
      {shown && (
        <div className="m-4 rounded-md border border-[#b7eb8f] bg-[#f6ffed] p-4" role="status" data-testid="api-key-shown">
          <p className="mb-2 text-sm font-medium">{t('masterBoard.keys.once', { name: shown.name })}</p>
          <div className="flex flex-wrap items-center gap-2">
            <code className="break-all rounded bg-white px-2 py-1 font-mono text-sm" data-testid="api-key-value">{shown.key}</code>
            <Button size="sm" onClick={() => void navigator.clipboard?.writeText(shown.key)}>{t('masterBoard.qr.copy')}</Button>
            <Button size="sm" variant="text" onClick={() => setShown(null)}>{t('masterBoard.keys.done')}</Button>
          </div>
        </div>
      )}
      {adding && (
        <div className="border-b border-line p-5">
          <NewKeyForm providerId={providerId} onCancel={() => setAdding(false)} onMade={(name, key) => { setAdding(false); setShown({ name, key }); }} />
        </div>
      )}
      {data?.api_list.length === 0 && !adding && <p className="p-5 text-sm text-ink-muted">{t('masterBoard.keys.none')}</p>}
      {!!data?.api_list.length && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="api-key-table">
            <thead>
              <tr className="border-b border-line bg-[#fafafa] text-left">
                {['name', 'prefix', 'scopes', 'administrator', 'status', 'lastUsed', ''].map((h) => <th key={h} className="px-4 py-2 font-medium">{h && t(`masterBoard.keys.col.${h}`)}</th>)}
              </tr>
            </thead>
            <tbody>
              {data.api_list.map((k) => (
                <tr key={k.id} className={`border-b border-line last:border-0 ${focus === k.id ? 'bg-primary-50' : ''}`} data-testid="api-key-row">
                  <td className="px-4 py-2 font-medium">{k.name}</td>
                  <td className="px-4 py-2 font-mono">{k.key_prefix}…</td>
                  <td className="px-4 py-2">{k.scopes.map((s) => enumLabel(providerApiScopes, s)).join(', ')}</td>
                  <td className="px-4 py-2">{k.administrator_name}</td>
                  <td className="px-4 py-2">
                    <span className={k.status === 'active' && !k.expired ? 'text-success' : 'text-ink-muted'}>
                      {k.expired ? t('masterBoard.keys.expired') : t(`masterBoard.keys.status.${k.status}`)}
                    </span>
                    {k.expires_on && !k.expired && <span className="ml-1 text-xs text-ink-muted">→ {k.expires_on}</span>}
                  </td>
                  <td className="px-4 py-2 text-ink-muted">{k.last_used_at ? formatDateTime(new Date(k.last_used_at)) : t('masterBoard.keys.never')}</td>
                  <td className="whitespace-nowrap px-4 py-2 text-right">
                    <Button size="sm" variant="text" data-testid="api-key-toggle"
                      onClick={() => void run('apikey.edit', { api_id: k.id, version: k.version, status: k.status === 'active' ? 'disabled' : 'active' }, 'screen').catch(() => {})}>
                      {k.status === 'active' ? t('masterBoard.keys.disable') : t('masterBoard.keys.enable')}
                    </Button>
                    <Button danger size="sm" variant="text" data-testid="api-key-delete"
 onClick={() => { if (window.confirm(t('masterBoard.keys.confirmDelete', { name: k.name }))) void run('apikey.delete', { api_id: k.id }, 'screen').catch(() => {}); }}>
                      {t('masterBoard.delete')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
