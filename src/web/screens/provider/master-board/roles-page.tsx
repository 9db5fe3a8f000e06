// /provider/master-board/roles: the board's roles (a name and what the role is for). What each role may
// do is set on the permission page's grid; a new role starts with no permissions unless chosen here.
import { useState } from 'react';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { enumLabel, useT } from '../../../i18n/i18n';
import { masterBoardPermissions } from '../../../../domain/enums/master-board';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { CommandForm } from '../../generic/command-form';
import { BoardFrame } from './board-frame';

type Role = { id: number; name: string; description: string; permissions: string[]; version: number };

function RoleRow({ role }: { role: Role }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <li className="px-5 py-4" data-testid="board-role-editing">
        <CommandForm commandId="masterboard.editRole" testId="board-role-edit" fixed={{ board_role_id: role.id, version: role.version }} hidden={['permissions']}
          defaults={{ name: role.name, description: role.description }} labels={{ name: t('masterBoard.roles.name'), description: t('masterBoard.roles.description') }}
          submitLabel={t('masterBoard.save')} onDone={() => setEditing(false)} />
        <Button variant="text" onClick={() => setEditing(false)}>{t('masterBoard.cancel')}</Button>
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 px-5 py-3" data-testid="board-role">
      <div className="min-w-0">
        <div className="font-medium">{role.name}</div>
        {role.description && <div className="text-sm text-ink-soft">{role.description}</div>}
        <div className="mt-1 flex flex-wrap gap-1">
          {role.permissions.length === 0 && <span className="text-xs text-ink-muted">{t('masterBoard.roles.noPermissions')}</span>}
          {role.permissions.map((p) => <span key={p} className="rounded bg-black/5 px-1.5 text-xs leading-5">{enumLabel(masterBoardPermissions, p)}</span>)}
        </div>
      </div>
      <div className="flex gap-1">
        <Button size="sm" onClick={() => setEditing(true)}>{t('masterBoard.edit')}</Button>
        <Button danger size="sm" variant="text" data-testid="board-role-delete"
 onClick={() => { if (window.confirm(t('masterBoard.roles.confirmDelete', { name: role.name }))) void run('masterboard.deleteRole', { board_role_id: role.id }, 'screen').catch(() => {}); }}>
          {t('masterBoard.delete')}
        </Button>
      </div>
    </li>
  );
}

function Roles({ providerId }: { providerId: number }) {
  const t = useT();
  const { data } = useCommandQuery('masterboard.roles', { provider_id: providerId });
  const [adding, setAdding] = useState(false);
  return (
    <div className="grid gap-4 desktop:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Card title={t('route.masterBoardRoles')} bodyClassName="p-0" extra={<Button variant="primary" size="sm" onClick={() => setAdding(true)} data-testid="board-role-add">{t('masterBoard.roles.add')}</Button>}>
        {data?.list.length === 0 && <p className="p-5 text-sm text-ink-muted">{t('masterBoard.roles.none')}</p>}
        <ul className="divide-y divide-line">{data?.list.map((r) => <RoleRow key={`${r.id}-${r.version}`} role={r} />)}</ul>
      </Card>
      {adding && (
        <Card title={t('masterBoard.roles.add')}>
          <CommandForm commandId="masterboard.addRole" testId="board-role-new" fixed={{ provider_id: providerId }} hidden={['permissions']}
            labels={{ name: t('masterBoard.roles.name'), description: t('masterBoard.roles.description'), permissions: t('masterBoard.roles.permissions') }}
            onDone={() => setAdding(false)} />
          <Button variant="text" onClick={() => setAdding(false)}>{t('masterBoard.cancel')}</Button>
        </Card>
      )}
    </div>
  );
}

export default function BoardRolesPage() {
  return <BoardFrame section="roles" titleKey="route.masterBoardRoles">{(board) => <Roles providerId={board.provider_id} />}</BoardFrame>;
}
