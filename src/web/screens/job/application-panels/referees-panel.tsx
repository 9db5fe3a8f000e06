import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { RefereeWorkbench } from '../../staff/references/referee-workbench';
import type { ApplicationPanelProps } from './panel-props';

/**
 * One application › Referees: its referees and their reference checks, with send, mark read, add, edit
 * and delete. The application list beside it keeps the keys, so this panel acts by its buttons.
 */
export default function RefereesPanel({ applicationId, staffId }: ApplicationPanelProps) {
  const t = useT();
  const { data } = useCommandQuery('staff.detail', { staff_id: staffId }, { context: { path: location.pathname, record: { kind: 'applicant', id: staffId } } });
  const application = data?.applications.find((a) => a.id === applicationId);
  if (!data) return <p className="p-4 text-sm text-ink-muted">{t('table.loading')}</p>;
  return (
    <RefereeWorkbench
      owner={`application-${applicationId}-referees`}
      filter={{ application_id: applicationId }}
      applications={application ? [application] : []}
      enabledStaff={data.staff.status === 10}
      active={false}
      compact
    />
  );
}
