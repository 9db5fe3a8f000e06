// Admin › APIs (/admin/apis): every call of the API with the account types that may make it, read live
// from the catalogue and commands/permissions.ts; filter by account type to see what one type may call.
import { useState } from 'react';
import { useT } from '../../i18n/i18n';
import { formatTotal } from '../../ui/count-format';
import { PageHeader } from '../../ui/page-header';
import { CommandList, type ListTotal } from '../generic/command-list';
import { adminApis } from './admin-lists';

export default function AdminApisPage() {
  const t = useT();
  const [total, setTotal] = useState<ListTotal | null>(null);
  return (
    <div className="space-y-4" data-testid="admin-apis-page">
      <PageHeader title={t('route.adminApis')} count={total ? formatTotal(total.total, total.estimated) : null} hint={t('adminArea.apis.hint')} testId="admin-apis-title" />
      <section className="rounded-lg bg-white shadow-card">
        <CommandList spec={adminApis} label={t('route.adminApis')} onTotal={setTotal} />
      </section>
    </div>
  );
}
