// /provider/master-board/permission: who may do what on the board. People by board role (a grid of roles
// and the board's permissions; a tick saves at once, versioned) and systems by API key (the provider's
// Provider API keys, api-keys-panel.tsx).
import { useState } from 'react';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { enumLabel, useT } from '../../../i18n/i18n';
import { masterBoardPermissions } from '../../../../domain/enums/master-board';
import { Card } from '../../../ui/card';
import { ApiKeysPanel } from './api-keys-panel';
import { BoardFrame } from './board-frame';

function Grid({ providerId }: { providerId: number }) {
  const t = useT();
  const { data } = useCommandQuery('masterboard.roles', { provider_id: providerId });
  const [busy, setBusy] = useState<string | null>(null);
  const toggle = async (role: { id: number; version: number; permissions: string[] }, code: string, on: boolean) => {
    setBusy(`${role.id}:${code}`);
    const permissions = on ? [...role.permissions, code] : role.permissions.filter((p) => p !== code);
    await run('masterboard.editRole', { board_role_id: role.id, version: role.version, permissions }, 'screen').catch(() => {});
    setBusy(null);
  };
  return (
    <Card title={t('masterBoard.permission.people')} bodyClassName="overflow-x-auto p-0">
      {data?.list.length === 0 && <p className="p-5 text-sm text-ink-muted">{t('masterBoard.roles.none')}</p>}
      {!!data?.list.length && (
        <table className="w-full text-sm" data-testid="board-permission-grid">
          <thead>
            <tr className="border-b border-line bg-[#fafafa] text-left">
              <th className="px-4 py-2 font-medium">{t('masterBoard.permission.permission')}</th>
              {data.list.map((r) => <th key={r.id} className="px-3 py-2 text-center font-medium">{r.name}</th>)}
            </tr>
          </thead>
          <tbody>
            {masterBoardPermissions.entries.map((p) => (
              <tr key={p.code} className="border-b border-line last:border-0">
                <th scope="row" className="px-4 py-2 text-left font-normal">{enumLabel(masterBoardPermissions, p.code)}</th>
                {data.list.map((r) => {
                  const on = r.permissions.includes(p.code);
                  return (
                    <td key={r.id} className="px-3 py-2 text-center">
                      <input type="checkbox" className="size-4 accent-primary" checked={on} disabled={busy !== null}
                        aria-label={`${r.name}: ${enumLabel(masterBoardPermissions, p.code)}`} data-testid={`perm-${r.id}-${p.code}`}
                        onChange={() => void toggle(r, p.code, !on)} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

export default function BoardPermissionPage() {
  return (
    <BoardFrame section="permission" titleKey="route.masterBoardPermission">
      {(board) => (
        <div className="space-y-4">
          <Grid providerId={board.provider_id} />
          <ApiKeysPanel providerId={board.provider_id} />
        </div>
      )}
    </BoardFrame>
  );
}
