// /provider/manage/operators/manage/:id — one operator: details, edit (names, email, role, facility, a
// new password), status (shift+t), resend login info by email (shift+l), delete.
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { getCommand, type CommandContext } from '../../../../../commands';
import { accountStatus } from '../../../../domain/enums/account';
import { operatorRoles } from '../../../../domain/enums/provider';
import { formatDateTime } from '../../../../domain/format/relative-time';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { enumLabel, useT } from '../../../i18n/i18n';
import { useCurrentRoute } from '../../../routes/use-current-route';
import { useRecordParam } from '../../../routes/use-record-param';
import { setFocusedRecord } from '../../../state/command-context';
import { setViewTitle } from '../../../state/tags';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Kbd } from '../../../ui/kbd';
import { PageHeader } from '../../../ui/page-header';
import { StatusTag } from '../../../ui/status-tag';
import { CommandForm } from '../../generic/command-form';
import { providerTone } from '../providers/provider-lists';
import { FacilityField } from './facility-field';

export default function OperatorManagePage() {
  const t = useT();
  const route = useCurrentRoute();
  const [location] = useLocation();
  const { raw: rawId, id, valid } = useRecordParam();
  const context: CommandContext = { path: location, record: { kind: 'operator', id } };
  const { data, error } = useCommandQuery('operator.info', { operator_id: id }, { enabled: valid, context });
  const op = data?.operator.id === id ? data.operator : undefined;

  useEffect(() => {
    if (!op) return;
    setFocusedRecord({ kind: 'operator', id, fields: { ...op } });
    setViewTitle(window.location.pathname, op.name);
  }, [op, id]);
  useEffect(() => () => setFocusedRecord(undefined), []);

  if (!valid || (error && !op)) {
    return (
      <Card className="mx-auto mt-6 max-w-xl" data-testid="operator-missing">
        <h1 className="text-lg font-semibold text-ink">{t('providers.operators.missing', { id: rawId })}</h1>
        <p className="mt-2 text-sm text-ink-soft">{error ?? t('providers.manage.badId')}</p>
      </Card>
    );
  }
  if (!op || !data) return <p className="p-6 text-sm text-ink-muted">{t('providers.loading')}</p>;
  const ctx: CommandContext = { ...context, record: { kind: 'operator', id, fields: op } };
  const act = (commandId: 'operator.setStatus' | 'operator.resendLogin') =>
    run(commandId, commandId === 'operator.setStatus' ? { operator_id: id, status: op.status === 'active' ? 'inactive' : 'active', version: op.version } : { operator_id: id }, 'screen', { context: ctx }).catch(() => {});
  async function remove() {
    if (!window.confirm(t('providers.operators.confirmDelete', { name: op!.name }))) return;
    const done = await run('operator.delete', { operator_id: id, version: op!.version }, 'screen', { context: ctx }).catch(() => null);
    if (done) navigate(`/provider/manage/operators/list/${op!.provider_id}`);
  }

  return (
    <div className="space-y-4" data-testid="operator-manage" data-operator-id={op.id} data-status={op.status}>
      <PageHeader
        title={op.name}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <Link href={`/provider/manage/operators/list/${op.provider_id}`} className="text-primary">{data.provider_name}</Link>
            · {enumLabel(operatorRoles, op.role)}
            <StatusTag tone={providerTone(op.status)} testId="operator-status">{enumLabel(accountStatus, op.status)}</StatusTag>
          </span>
        }
        actions={
          <>
            <Button onClick={() => void act('operator.resendLogin')} disabled={op.status !== 'active'} data-testid="operator-resend">{t('providers.operators.resend')} <Kbd kbd={getCommand('operator.resendLogin').kbd!} /></Button>
            <Button onClick={() => void act('operator.setStatus')} data-testid="operator-toggle">{t(op.status === 'active' ? 'providers.operators.deactivate' : 'providers.operators.activate')} <Kbd kbd={getCommand('operator.setStatus').kbd!} /></Button>
            <Button danger onClick={() => void remove()} data-testid="operator-delete">{t('providers.operators.delete')}</Button>
          </>
        }
      />
      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_340px]">
        <Card title={t('providers.operators.edit')}>
          <FacilityField key={op.version} providerId={op.provider_id} initial={op.facility_id}>
            {(facility) => (
              <CommandForm
                key={op.version}
                commandId="operator.edit"
                fixed={{ operator_id: id, version: op.version, facility_id: facility }}
                defaults={{ first_name: op.first_name, surname: op.surname, email: op.email, role: op.role }}
                testId="operator-edit"
                submitLabel={t('providers.save')}
                context={ctx}
              />
            )}
          </FacilityField>
        </Card>
        <Card title={t('providers.operators.facts')}>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-ink-muted">{t('providers.field.email')}</dt><dd className="break-all">{op.email}</dd>
            <dt className="text-ink-muted">{t('providers.operators.facility')}</dt><dd>{op.facility_name ?? t('providers.operators.wholeProvider')}</dd>
            <dt className="text-ink-muted">{t('providers.column.loginSent')}</dt><dd>{op.login_info_sent_at ? formatDateTime(new Date(op.login_info_sent_at)) : '—'}</dd>
            <dt className="text-ink-muted">{t('providers.operators.added')}</dt><dd>{formatDateTime(new Date(op.created_at))}</dd>
          </dl>
          <p className="mt-3 border-t border-line pt-3 text-xs text-ink-muted">{t('providers.operators.passwordHint')}</p>
        </Card>
      </div>
    </div>
  );
}
