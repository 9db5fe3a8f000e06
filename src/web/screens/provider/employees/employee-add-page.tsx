// /provider/employees/add: the employee's details and home address (the suburb finder fills suburb,
// state and postcode); once added, the temporary password is shown once, then the employee's page.
import { useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { useT } from '../../../i18n/i18n';
import { toast } from '../../../state/toasts';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { CommandForm } from '../../generic/command-form';
import { PlaceFinder, type PickedPlace } from '../facility/place-finder';
import { PasswordOnce } from './password-once';

interface Added {
  staff: { id: number; name: string };
  temporary_password: string;
}

export default function EmployeeAddPage() {
  const t = useT();
  const [place, setPlace] = useState<PickedPlace | null>(null);
  const [added, setAdded] = useState<Added | null>(null);
  const defaults = place ? { suburb: place.suburb, state: place.state, postcode: place.postcode } : {};
  return (
    <div className="space-y-4" data-testid="employee-add-page">
      <PageHeader title={t('route.employeeAdd')} hint={t('placesEmployees.employee.hint')} />
      <Card className="max-w-2xl">
        {added ? (
          <PasswordOnce name={added.staff.name} password={added.temporary_password} onDone={() => navigate(`/provider/employees/view/${added.staff.id}`)} />
        ) : (
          <>
            <PlaceFinder onPick={setPlace} testId="employee-place" label={t('placesEmployees.place.finderHome')} />
            <CommandForm
              key={place?.label ?? ''}
              commandId="employee.add"
              defaults={defaults}
              testId="employee-add"
              onDone={(result) => {
                const answer = result as Added;
                toast(t('placesEmployees.employee.created', { name: answer.staff.name }), 'success');
                setAdded(answer);
              }}
            />
          </>
        )}
      </Card>
    </div>
  );
}
