import { useMemo } from 'react';
import { getCommand } from '../../../../commands';
import type { ApplicationRow } from '../../../../commands/application';
import { triggerCommand } from '../../commands/trigger-command';
import { useT } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { Kbd } from '../../ui/kbd';
import { CommandList } from '../generic/command-list';
import { applicationColumns } from './application-columns';

const changeStatus = getCommand('application.changeStatus');
const setArchived = getCommand('application.setArchived');

/**
 * Job applications over application.list: the records status changes act on. The focused row is the
 * palette's record; the buttons run the same commands as the keys (s, e) and the palette.
 */
export function ApplicationList({ active, onTotal, testId = 'applications', initialFilters, initialFocusId, onOpen }: {
  active: boolean;
  onTotal?: (total: number) => void;
  testId?: string;
  initialFilters?: Record<string, string>;
  initialFocusId?: number | null;
  onOpen?: (row: ApplicationRow) => void;
}) {
  const t = useT();
  const columns = useMemo(() => applicationColumns(t), [t]);
  return (
    <CommandList<ApplicationRow>
      commandId="application.list"
      kind="application"
      testId={testId}
      label={t('applications.title')}
      columns={columns}
      active={active}
      onTotal={onTotal}
      onOpen={onOpen}
      initialFilters={initialFilters}
      initialFocusId={initialFocusId}
      keywordPlaceholder={t('applications.searchPlaceholder')}
      filterText={{
        status: { label: t('applications.statusFilter'), all: t('applications.allStatuses') },
        archived: { label: t('applications.archivedFilter'), all: t('applications.archivedAll'), false: t('applications.archivedNo'), true: t('applications.archivedYes') },
      }}
      actions={(focus) => (
        <>
          <Button onClick={() => triggerCommand(setArchived, 'screen')} disabled={focus.focusedId === null} data-testid="archive-button" title={t('command.application.setArchived')}>
            {t('applicationsPage.archive')} <Kbd kbd={setArchived.kbd!} />
          </Button>
          <Button variant="primary" onClick={() => triggerCommand(changeStatus, 'screen')} disabled={focus.focusedId === null} data-testid="change-status-button" title={t('command.application.changeStatus')}>
            {t('applicationsPage.changeStatus')} <Kbd kbd={changeStatus.kbd!} tone="dark" />
          </Button>
        </>
      )}
    />
  );
}
