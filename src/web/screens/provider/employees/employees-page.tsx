// Provider › Internal employees (/provider/employees): the marketplace's admin staff. Add and import
// are pages of their own; Enter opens an employee; alt+p resets the focused one's password.
import { Link } from 'wouter';
import { useT } from '../../../i18n/i18n';
import { PageHeader } from '../../../ui/page-header';
import { CommandList } from '../../generic/command-list';
import { employeeList } from './employee-list';

const linkButton = 'inline-flex h-8 items-center rounded-md border px-3 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

export default function EmployeesPage() {
  const t = useT();
  return (
    <div className="space-y-4" data-testid="employees-page">
      <PageHeader
        title={t('route.employees')}
        hint={t('placesEmployees.employee.hint')}
        actions={
          <>
            <Link href="/provider/employees/import" className={`${linkButton} border-line bg-white text-ink hover:border-primary hover:text-primary`} data-testid="employees-import">
              {t('placesEmployees.employee.import')}
            </Link>
            <Link href="/provider/employees/add" className={`${linkButton} border-primary bg-primary text-white hover:bg-primary-400`} data-testid="employees-add">
              {t('placesEmployees.employee.add')}
            </Link>
          </>
        }
      />
      <section className="rounded-lg bg-white shadow-card">
        <CommandList spec={employeeList} label={t('route.employees')} />
      </section>
    </div>
  );
}
