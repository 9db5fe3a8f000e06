import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { getCommand } from '../../../../commands';
import { accountTypes } from '../../../domain/enums/account';
import { commandTitle } from '../../commands/dispatcher';
import { useCommandQuery } from '../../commands/use-command-query';
import { enumLabel, useT } from '../../i18n/i18n';
import { timeAgoShort } from '../../i18n/time-ago';
import { paths } from '../../routes/paths';
import { commandHistory } from '../../state/command-history';
import { openPalette } from '../../state/palette';
import { session } from '../../state/session';
import { Card } from '../../ui/card';
import { formatTotal } from '../../ui/count-format';
import { Kbd } from '../../ui/kbd';

const shortcuts = ['ui.openPalette', 'nav.applicants', 'application.changeStatus', 'list.next', 'list.previous', 'ui.cheatSheet'] as const;

/** A list's total as the lists show it ('1,500', or 'about 98,000' when the server estimates it). */
function Count({ answer, loading, testId }: { answer: { total: number; total_estimated?: boolean } | undefined; loading: boolean; testId: string }) {
  return (
    <span className="block text-3xl font-semibold text-ink tabular-nums" data-testid={testId}>
      {answer ? formatTotal(answer.total, answer.total_estimated) : loading ? '…' : '—'}
    </span>
  );
}

/** A plain landing page: who is signed in, what there is to work on, and how to get there by keyboard. */
export default function DashboardPage() {
  const t = useT();
  const { user } = useSnapshot(session);
  const { entries } = useSnapshot(commandHistory);
  const applicants = useCommandQuery('staff.list', { page: 1, page_size: 1 });
  const applications = useCommandQuery('application.list', { page: 1, page_size: 1, archived: false });
  // What the user chose to do, not the palette opening or the cheat sheet.
  const recent = [...entries].reverse().filter((e) => e.source !== 'screen' && !e.id.startsWith('ui.') && !e.id.startsWith('list.')).slice(0, 6);

  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-xl font-semibold text-ink" data-testid="dashboard-greeting">{t('dashboard.greeting', { name: user?.name ?? '' })}</h1>
        <p className="mt-1 text-sm text-ink-muted" data-testid="dashboard-account">
          {t('dashboard.signedInAs', { email: user?.email ?? '', type: user ? enumLabel(accountTypes, user.account_type) : '' })}
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <Card>
          <div className="text-sm text-ink-muted">{t('dashboard.applicants')}</div>
          <Count answer={applicants.data} loading={applicants.loading} testId="dashboard-applicants-count" />
          <Link href={paths.applicants} className="mt-3 flex items-center gap-2 text-sm text-primary hover:text-primary-400" data-testid="dashboard-applicants-link">
            {t('dashboard.openApplicants')} <Kbd kbd={getCommand('nav.applicants').kbd!} />
          </Link>
        </Card>
        <Card>
          <div className="text-sm text-ink-muted">{t('dashboard.openApplications')}</div>
          <Count answer={applications.data} loading={applications.loading} testId="dashboard-applications-count" />
          <Link href={`${paths.applicants}?tab=applications`} className="mt-3 block text-sm text-primary hover:text-primary-400">
            {t('dashboard.reviewApplications')}
          </Link>
        </Card>
        <Card>
          <div className="text-sm text-ink-muted">{t('dashboard.paletteTitle')}</div>
          <p className="mt-1 text-sm text-ink-soft">{t('dashboard.paletteText')}</p>
          <button type="button" onClick={() => openPalette()} className="mt-3 flex items-center gap-2 text-sm text-primary hover:text-primary-400 focus-visible:outline-2 focus-visible:outline-primary">
            {t('dashboard.openPalette')} <Kbd kbd={getCommand('ui.openPalette').kbd!} />
          </button>
        </Card>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Card title={t('dashboard.shortcuts')}>
          <ul className="divide-y divide-line">
            {shortcuts.map((id) => {
              const command = getCommand(id);
              return (
                <li key={id} className="flex items-center justify-between py-2 text-sm">
                  <span className="text-ink">{commandTitle(command)}</span>
                  <Kbd kbd={command.kbd!} />
                </li>
              );
            })}
          </ul>
        </Card>
        <Card title={t('dashboard.recent')}>
          {recent.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('dashboard.noRecent')}</p>
          ) : (
            <ul className="divide-y divide-line" data-testid="dashboard-recent">
              {recent.map((e) => {
                const command = getCommand(e.id as never);
                return (
                  <li key={`${e.at}-${e.id}`} className="flex items-center justify-between gap-3 py-2 text-sm">
                    <span className={e.ok ? 'text-ink' : 'text-danger'}>{command ? commandTitle(command) : e.id}</span>
                    <span className="text-xs text-ink-muted">{t(`source.${e.source}`)} · {timeAgoShort(e.at)}</span>
                  </li>
                );
              })}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
