import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { run } from '../commands/dispatcher';
import { useT } from '../i18n/i18n';
import { paths } from '../routes/paths';
import { session } from '../state/session';
import { Dropdown } from './popup-menu';

/** Spec §2: the avatar menu holds Dashboard and Log Out. */
export function AvatarMenu() {
  const t = useT();
  const { user } = useSnapshot(session);
  const [leaving, setLeaving] = useState(false);
  const logOut = () => {
    setLeaving(true);
    run('auth.logout', {}, 'screen').catch(() => {});
  };
  return (
    <Dropdown
      label={t('shell.userMenu')}
      testId="avatar-menu"
      menuTestId="avatar-menu-list"
      triggerClassName="pr-3 desktop:pr-4"
      entries={[
        { key: 'dashboard', label: t('shell.dashboard'), icon: 'home', testId: 'avatar-dashboard', onSelect: () => navigate(paths.dashboard) },
        { key: 'logout', label: t('shell.logOut'), icon: 'logout', testId: 'logout-button', disabled: leaving, onSelect: logOut },
      ]}
    >
      <span className="flex size-7 items-center justify-center rounded-full bg-primary text-xs font-semibold text-white uppercase" aria-hidden>
        {user?.name.slice(0, 1) ?? '?'}
      </span>
      <span className="hidden max-w-36 truncate text-sm text-ink sm:inline" data-testid="user-name">{user?.name}</span>
    </Dropdown>
  );
}
