// /provider/employees/edit/:id: the employee's fields, started from what is stored, written with the
// version read; the suburb finder refills suburb, state and postcode.
import { useState } from 'react';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { useRecordParam } from '../../../routes/use-record-param';
import { toast } from '../../../state/toasts';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { CommandForm } from '../../generic/command-form';
import { PlaceFinder, type PickedPlace } from '../facility/place-finder';

const EDITABLE = ['first_name', 'surname', 'email', 'phone', 'position', 'account_type', 'start_date', 'end_date', 'address', 'suburb', 'state', 'postcode'] as const;

export default function EmployeeEditPage() {
  const t = useT();
  const { raw, id } = useRecordParam();
  const { data, error } = useCommandQuery('employee.detail', { employee_id: id }, { enabled: id > 0, context: { path: location.pathname, record: { kind: 'employee', id } } });
  const [place, setPlace] = useState<PickedPlace | null>(null);
  if (!id || (error && !data)) {
    return (
      <Card className="mx-auto mt-6 max-w-xl" data-testid="employee-missing">
        <h1 className="text-lg font-semibold text-ink">{t('placesEmployees.employee.missing', { id: raw })}</h1>
        {error && <p className="mt-2 text-sm text-ink-soft">{error}</p>}
        <Link href="/provider/employees" className="mt-4 inline-block text-sm text-primary">{t('placesEmployees.employee.back')}</Link>
      </Card>
    );
  }
  const stored = data ? Object.fromEntries(EDITABLE.map((k) => [k, data[k] ?? undefined]).filter(([, v]) => v !== '' && v !== undefined)) : {};
  const defaults = { ...stored, ...(place && { suburb: place.suburb, state: place.state, postcode: place.postcode }) };
  return (
    <div className="space-y-4" data-testid="employee-edit-page">
      <PageHeader title={data ? `${t('route.employeeEdit')}: ${data.name}` : t('route.employeeEdit')} />
      <Card className="max-w-2xl">
        {data && (
          <>
            <PlaceFinder onPick={setPlace} testId="employee-place" label={t('placesEmployees.place.finderHome')} />
            <CommandForm
              key={`${data.version}-${place?.label ?? ''}`}
              commandId="employee.edit"
              fixed={{ employee_id: id, version: data.version }}
              defaults={defaults}
              context={{ path: location.pathname, record: { kind: 'employee', id, fields: data } }}
              testId="employee-edit"
              onDone={() => {
                toast(t('placesEmployees.employee.saved'), 'success');
                navigate(`/provider/employees/view/${id}`);
              }}
            />
          </>
        )}
      </Card>
    </div>
  );
}
