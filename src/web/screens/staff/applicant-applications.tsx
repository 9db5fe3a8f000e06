import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { getCommand, type CommandContext } from '../../../../commands';
import type { ApplicationRow } from '../../../../commands/application';
import { commandTitle } from '../../commands/dispatcher';
import { useCommandQuery } from '../../commands/use-command-query';
import { triggerCommand } from '../../commands/trigger-command';
import { openDialog, type DialogId } from '../../dialogs/dialog-store';
import { useT } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { DataTable } from '../../ui/data-table';
import { Kbd } from '../../ui/kbd';
import { useListFocus } from '../../ui/use-list-focus';
import { CommandForm } from '../generic/command-form';
import { ApplicationOps } from '../job/application-ops';
import { applicationColumns } from './application-columns';

const changeStatus = getCommand('application.changeStatus');
const setArchived = getCommand('application.setArchived');
/** The recruitment dialogs an application goes through, each driving its commands for the focused application. */
const WORKFLOW: readonly DialogId[] = ['interviewProcess', 'interview', 'uploadingMaterials', 'signingContract', 'onboarding'];

/** The workflow steps open to the focused application (the status form above offers spec §4's ops). */
function WorkflowSteps({ application }: { application: ApplicationRow }) {
  const context: CommandContext = { path: location.pathname, record: { kind: 'application', id: application.id, fields: { ...application } } };
  const { data } = useCommandQuery('application.adminOps', { application_id: application.id }, { context });
  if (!data || data.version !== application.version || data.workflow.length === 0) return null;
  return (
    <div className="mt-5 border-t border-line pt-4" data-testid="applicant-workflow-steps">
      <ApplicationOps application={application} ops={data} context={context} workflowOnly />
    </div>
  );
}

/**
 * An applicant's applications: j/k focus one (the palette's record), s and e change its status or
 * archive it, the form beside the table does the same with a select, the workflow steps open to it
 * (schedule an interview, send an offer…) run in place, and the workflow dialogs open for it.
 */
export function ApplicantApplications({ staffId, applications, loading }: { staffId: number; applications: readonly ApplicationRow[]; loading: boolean }) {
  const t = useT();
  const columns = useMemo(() => applicationColumns(t, { withApplicant: false }), [t]);
  const table = useReactTable({ data: applications as ApplicationRow[], columns: columns.map((c) => ({ ...c, enableSorting: false })), getCoreRowModel: getCoreRowModel(), getRowId: (r) => String(r.id) });
  const focus = useListFocus({ owner: 'applicant-applications', rows: applications, kind: 'application', active: true });
  const focused = applications.find((a) => a.id === focus.focusedId);

  return (
    <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_320px]">
      <Card
        className="min-w-0"
        title={t('applicantDetail.applications', { count: applications.length })}
        bodyClassName="p-0"
        extra={
          <div className="flex items-center gap-2">
            <Button onClick={() => triggerCommand(setArchived, 'screen')} disabled={!focused} data-testid="archive-button">
              {focused?.archived ? t('value.archived.false') : t('value.archived.true')} <Kbd kbd={setArchived.kbd!} />
            </Button>
            <Button variant="primary" onClick={() => triggerCommand(changeStatus, 'screen')} disabled={!focused} data-testid="change-status-button">
              {commandTitle(changeStatus)} <Kbd kbd={changeStatus.kbd!} tone="dark" />
            </Button>
          </div>
        }
      >
        <DataTable table={table} focus={focus} loading={loading} error={null} testId="applicant-applications" active label={t('applicantDetail.applications', { count: applications.length })} maxHeight="420px" />
      </Card>
      <Card title={focused ? t('applicantDetail.forApplication', { id: focused.id }) : t('applicantDetail.noFocus')} data-testid="application-actions">
        {focused ? (
          <>
            <p className="mb-4 text-sm text-ink-muted">{focused.job_title}</p>
            <CommandForm
              key={`${focused.id}:${focused.version}`}
              commandId="application.changeStatus"
              fixed={{ application_id: focused.id, version: focused.version }}
              testId="status-form"
              context={{ path: location.pathname, record: { kind: 'application', id: focused.id, fields: { ...focused } } }}
              labels={{ status: t('applicantDetail.newStatus') }}
            />
            <WorkflowSteps application={focused} />
            <div className="mt-5 border-t border-line pt-4">
              <div className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('applicantDetail.workflow')}</div>
              <div className="flex flex-wrap gap-2">
                {WORKFLOW.map((id) => (
                  <Button key={id} size="sm" onClick={() => openDialog(id, { applicationId: focused.id, staffId })} data-testid={`open-dialog-${id}`}>
                    {t(`dialogs.${id}.title`)}
                  </Button>
                ))}
              </div>
            </div>
          </>
        ) : (
          <p className="text-sm text-ink-muted">{t('applicantDetail.focusHint')}</p>
        )}
      </Card>
    </div>
  );
}
