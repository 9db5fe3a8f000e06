// Add a referee to an application, or correct one: the contact's own command form (name, relationship,
// organisation, email, phone checked by spec §5), with the server's messages on their fields.
import type { ApplicationRow } from '../../../../../commands/application';
import type { RefereeRow } from '../../../../../commands/reference-check';
import { useT } from '../../../i18n/i18n';
import { CommandForm } from '../../generic/command-form';

const useLabels = () => {
  const t = useT();
  return {
    name: t('interviews.references.form.name'),
    relationship: t('interviews.references.column.relationship'),
    organisation: t('interviews.references.column.organisation'),
    email: t('interviews.references.form.email'),
    phone: t('interviews.references.form.phone'),
  };
};

export function AddRefereeForm({ application, onDone, testId = 'referee-add-form' }: { application: Pick<ApplicationRow, 'id' | 'archived' | 'version'>; onDone?: () => void; testId?: string }) {
  const t = useT();
  return (
    <CommandForm
      key={application.id}
      commandId="referee.add"
      fixed={{ application_id: application.id }}
      defaults={{ relationship: 'direct_manager' }}
      context={{ path: location.pathname, record: { kind: 'application', id: application.id, fields: { ...application } } }}
      labels={useLabels()}
      submitLabel={t('interviews.references.form.add')}
      onDone={onDone}
      testId={testId}
    />
  );
}

export function EditRefereeForm({ referee, onDone, testId = 'referee-edit-form' }: { referee: RefereeRow; onDone?: () => void; testId?: string }) {
  const t = useT();
  return (
    <CommandForm
      key={`${referee.id}:${referee.version}`}
      commandId="referee.edit"
      fixed={{ referee_id: referee.id, version: referee.version }}
      defaults={{ name: referee.name, relationship: referee.relationship, organisation: referee.organisation, email: referee.email, phone: referee.phone }}
      context={{ path: location.pathname, record: { kind: 'referee', id: referee.id, fields: { ...referee } } }}
      labels={useLabels()}
      submitLabel={t('interviews.references.form.save')}
      onDone={onDone}
      testId={testId}
    />
  );
}
