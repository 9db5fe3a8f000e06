// /provider/employees/view/:id: one employee: account (email, type, status, password issued), employment
// dates, home address with its map; edit, activate or deactivate, and reset the password (the new
// temporary password shown once). Each action confirms first and writes with the version shown.
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { accountStatus, accountTypes } from '../../../../domain/enums/account';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { enumLabel, useT } from '../../../i18n/i18n';
import { useRecordParam } from '../../../routes/use-record-param';
import { setFocusedRecord } from '../../../state/command-context';
import { setViewTitle } from '../../../state/tags';
import { toast } from '../../../state/toasts';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { AustraliaMap } from '../facility/australia-map';
import { PasswordOnce } from './password-once';

type Pending = 'reset' | 'status' | null;

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex min-h-10 items-center gap-3 border-b border-line py-1.5 text-sm">
      <span className="w-36 shrink-0 text-ink-muted">{label}</span>
      <span className="min-w-0 break-words text-ink" data-testid={testId}>{value || '—'}</span>
    </div>
  );
}

export default function EmployeeViewPage() {
  const t = useT();
  const { raw, id } = useRecordParam();
  const { data, error } = useCommandQuery('employee.detail', { employee_id: id }, { enabled: id > 0, context: { path: location.pathname, record: { kind: 'employee', id } } });
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState<string | null>(null);

  useEffect(() => {
    if (!data) return;
    setViewTitle(location.pathname, data.name);
    // The palette's employee commands (alt+p) act on the employee this page shows.
    setFocusedRecord({ kind: 'employee', id: data.id, fields: data });
  }, [data]);

  if (!id || (error && !data)) {
    return (
      <Card className="mx-auto mt-6 max-w-xl" data-testid="employee-missing">
        <h1 className="text-lg font-semibold text-ink">{t('placesEmployees.employee.missing', { id: raw })}</h1>
        {error && <p className="mt-2 text-sm text-ink-soft">{error}</p>}
        <Link href="/provider/employees" className="mt-4 inline-block text-sm text-primary">{t('placesEmployees.employee.back')}</Link>
      </Card>
    );
  }
  if (!data) return <div className="h-64 animate-pulse rounded-lg bg-black/[0.04]" data-testid="employee-loading" />;

  const active = data.status === 'active';
  const context = { path: location.pathname, record: { kind: 'employee' as const, id, fields: data } };
  const confirm = async () => {
    setBusy(true);
    try {
      if (pending === 'reset') {
        const answer = await run('employee.resetPassword', { employee_id: id, version: data.version }, 'screen', { context });
        setPassword(answer.temporary_password);
        toast(t('placesEmployees.employee.resetDone', { count: answer.sessions_ended }), 'success');
      } else if (pending === 'status') {
        const status = active ? 'inactive' : 'active';
        await run('employee.setStatus', { employee_id: id, version: data.version, status }, 'screen', { context });
        toast(t('placesEmployees.employee.statusDone', { status: enumLabel(accountStatus, status) }), 'success');
      }
    } catch {
      // The dispatcher has shown why.
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <div className="space-y-4" data-testid="employee-view-page" data-employee-id={id}>
      <PageHeader
        title={data.name}
        testId="employee-title"
        subtitle={`${data.position || enumLabel(accountTypes, data.account_type)} · ${enumLabel(accountStatus, data.status)}`}
        actions={
          <>
            <Button onClick={() => setPending('status')} data-testid="employee-status-toggle">
              {active ? t('placesEmployees.employee.deactivate') : t('placesEmployees.employee.activate')}
            </Button>
            <Button onClick={() => setPending('reset')} disabled={!active} data-testid="employee-reset">{t('placesEmployees.employee.resetPassword')}</Button>
            <Link href={`/provider/employees/edit/${id}`} className="inline-flex h-8 items-center rounded-md border border-primary bg-primary px-3 text-sm text-white hover:bg-primary-400" data-testid="employee-edit">
              {t('placesEmployees.employee.edit')}
            </Link>
          </>
        }
      />
      {pending && (
        <div role="alertdialog" className="flex flex-wrap items-center gap-3 rounded-lg border border-[#ffccc7] bg-[#fff2f0] px-4 py-3 text-sm" data-testid="employee-confirm">
          <span className="text-ink">
            {pending === 'reset' ? t('placesEmployees.employee.resetConfirm', { name: data.name }) : active ? t('placesEmployees.employee.deactivateConfirm', { name: data.name }) : t('placesEmployees.employee.activate')}
          </span>
          <Button variant="primary" loading={busy} onClick={() => void confirm()} data-testid="employee-confirm-yes">{t('placesEmployees.employee.confirm')}</Button>
          <Button onClick={() => setPending(null)}>{t('placesEmployees.employee.cancel')}</Button>
        </div>
      )}
      {password && <PasswordOnce name={data.name} password={password} onDone={() => setPassword(null)} />}
      <div className="grid items-start gap-4 xl:grid-cols-2">
        <Card title={t('placesEmployees.employee.account')}>
          <Row label={t('field.email')} value={data.email} testId="employee-email" />
          <Row label={t('field.phone')} value={data.phone} />
          <Row label={t('placesEmployees.employee.column.account_type')} value={enumLabel(accountTypes, data.account_type)} />
          <Row label={t('placesEmployees.employee.column.status')} value={enumLabel(accountStatus, data.status)} testId="employee-status" />
          <Row label={t('placesEmployees.employee.passwordIssued')} value={data.password_issued_at ? data.password_issued_at.slice(0, 16).replace('T', ' ') : t('placesEmployees.employee.passwordNever')} />
          <h3 className="mt-5 mb-1 text-sm font-semibold text-ink">{t('placesEmployees.employee.employment')}</h3>
          <Row label={t('placesEmployees.employee.column.position')} value={data.position} />
          <Row label={t('placesEmployees.employee.column.start_date')} value={data.start_date ?? ''} />
          <Row label={t('placesEmployees.employee.column.end_date')} value={data.end_date ?? ''} />
        </Card>
        <Card title={t('placesEmployees.employee.home')}>
          {data.suburb ? (
            <>
              <p className="mb-3 text-sm text-ink" data-testid="employee-home">{data.address}, {data.suburb} {data.state} {data.postcode}</p>
              {data.lat !== null && data.lng !== null && <AustraliaMap pin={{ lat: data.lat, lng: data.lng, label: data.suburb }} testId="employee-map" />}
            </>
          ) : (
            <p className="text-sm text-ink-muted">{t('placesEmployees.employee.noHome')}</p>
          )}
        </Card>
      </div>
    </div>
  );
}
