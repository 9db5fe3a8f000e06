// One admin user beside the list (/admin/users?adminUser=<id>): who they are, whether they can sign in
// today, what their account type may run, their sessions (each ended on its own), enable/disable, and
// their details as a form. Disabling asks first, naming the sessions it ends (change_reach).
import { useState } from 'react';
import { registry } from '../../../../commands';
import { mayRun } from '../../../../commands/permissions';
import { accountDateProblem, accountToday } from '../../../domain/account-dates';
import { accountStatus, accountTypes } from '../../../domain/enums/account';
import { accountMayRun, run } from '../../commands/dispatcher';
import { useCommandQuery } from '../../commands/use-command-query';
import { enumLabel, tMessage, useT } from '../../i18n/i18n';
import { session } from '../../state/session';
import { toast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { StatusTag } from '../../ui/status-tag';
import { CommandForm } from '../generic/command-form';
import { FormConfirm } from '../generic/form-confirm';

const serverCommands = registry.all.filter((c) => c.kind !== 'client' && !c.public);
const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

export function UserPanel({ userId }: { userId: number }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { data, error } = useCommandQuery('admin.userInfo', { user_id: userId }, { context: { path: '/admin/users', record: { kind: 'adminUser', id: userId } } });
  if (error) return <Card data-testid="admin-user-panel"><p className="text-sm text-danger">{error}</p></Card>;
  if (!data) return <Card data-testid="admin-user-panel"><p className="text-sm text-ink-muted">{t('table.loading')}</p></Card>;
  const { user, sessions } = data;
  const context = { path: '/admin/users', record: { kind: 'adminUser' as const, id: user.id, fields: { version: user.version } } };
  const why = user.status !== 'active' ? enumLabel(accountStatus, user.status) : accountDateProblem(user.start_date, user.end_date, accountToday());
  const allowed = serverCommands.filter((c) => mayRun(c, user.account_type)).length;
  const active = user.status === 'active';

  const toggle = async () => {
    const answer = await run('admin.setUserStatus', { user_id: user.id, version: user.version, status: active ? 'inactive' : 'active' }, 'screen', { quiet: true, context });
    toast(active ? t('adminArea.users.disabled', { name: user.name, count: answer.sessions_ended }) : t('adminArea.users.enabled', { name: user.name }), 'success');
  };
  const end = async (sessionId: number) => {
    await run('admin.endSession', { user_id: user.id, session_id: sessionId }, 'screen', { quiet: true });
    toast(t('adminArea.users.ended'), 'success');
  };

  return (
    <div className="space-y-4" data-testid="admin-user-panel" data-user-id={user.id}>
      <Card
        title={user.name}
        extra={
          // Nobody disables themselves (the server refuses it too).
          accountMayRun(registry.byId.get('admin.setUserStatus')!) && session.user?.id !== user.id && (
            <Button variant={active ? 'default' : 'primary'} onClick={() => (active ? setConfirming(true) : void toggle().catch(() => {}))} data-testid="admin-user-toggle">
              {active ? t('adminArea.users.disable') : t('adminArea.users.enable')}
            </Button>
          )
        }
      >
        <dl className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-2 text-sm">
          <dt className="text-ink-muted">{t('field.email', undefined, 'Email')}</dt><dd className="truncate">{user.email}</dd>
          <dt className="text-ink-muted">{t('adminArea.column.account_type')}</dt><dd data-testid="admin-user-type">{enumLabel(accountTypes, user.account_type)}</dd>
          <dt className="text-ink-muted">{t('field.status', undefined, 'Status')}</dt>
          <dd><StatusTag tone={active ? 'green' : 'grey'} testId="admin-user-status">{enumLabel(accountStatus, user.status)}</StatusTag></dd>
          <dt className="text-ink-muted">{t('adminArea.users.dates')}</dt>
          <dd className="tabular-nums">{user.start_date ?? t('adminArea.users.open')} – {user.end_date ?? t('adminArea.users.noEnd')}</dd>
        </dl>
        <p className="mt-3 text-sm text-ink-soft">{t('adminArea.users.permissions', { count: allowed, total: serverCommands.length })}</p>
        {why && <p className="mt-1 text-sm text-danger" data-testid="admin-user-blocked">{t('adminArea.users.cannotSignIn', { why: tMessage(why) })}</p>}
        {confirming && active && (
          <div className="mt-3">
            <FormConfirm
              testId="admin-user-disable"
              choice={t('adminArea.users.disable')}
              danger
              reach={{ subject: 'adminUser', id: user.id, action: 'disableAdminUser' }}
              busy={busy}
              onConfirm={() => {
                setBusy(true);
                void toggle().catch(() => {}).finally(() => { setBusy(false); setConfirming(false); });
              }}
              onCancel={() => setConfirming(false)}
            />
          </div>
        )}
      </Card>

      <Card title={`${t('adminArea.users.sessions')} (${sessions.length})`} bodyClassName="p-0" data-testid="admin-user-sessions">
        {sessions.length === 0 && <p className="px-5 py-4 text-sm text-ink-muted">{t('adminArea.users.noSessions')}</p>}
        <ul className="divide-y divide-line">
          {sessions.map((s) => (
            <li key={s.id} className="flex items-start gap-3 px-5 py-3 text-sm" data-testid="admin-session">
              <div className="min-w-0 flex-1">
                <div className="truncate" title={s.user_agent}>{s.user_agent || '—'}</div>
                <div className="text-xs text-ink-muted tabular-nums">
                  {t('adminArea.users.from')} {s.client_ip || '—'} · {t('adminArea.users.signedIn')} {when(s.created_at)} · {t('adminArea.users.lastSeen')} {when(s.last_seen_at)} · {t('adminArea.users.expires')} {when(s.expires_at)}
                </div>
              </div>
              {s.current ? (
                <StatusTag tone="blue">{t('adminArea.users.current')}</StatusTag>
              ) : (
                <Button size="sm" onClick={() => void end(s.id).catch(() => {})} data-testid="admin-session-end">{t('adminArea.users.endSession')}</Button>
              )}
            </li>
          ))}
        </ul>
      </Card>

      {accountMayRun(registry.byId.get('admin.editUser')!) && (
        <Card title={t('adminArea.users.editTitle')} data-testid="admin-user-edit">
          <CommandForm
            key={`${user.id}-${user.version}`}
            commandId="admin.editUser"
            testId="admin-user-edit"
            fixed={{ user_id: user.id, version: user.version }}
            defaults={{ name: user.name, email: user.email, phone: user.phone, account_type: user.account_type, start_date: user.start_date, end_date: user.end_date }}
            context={context}
            onDone={(result) => toast(t('adminArea.users.saved', { count: (result as { sessions_ended: number }).sessions_ended }), 'success')}
          />
        </Card>
      )}
    </div>
  );
}
