// Admin › Audit log (/admin/audit): every change, sign-in, failed sign-in and refused call, searchable by
// person, command, record and days (the list's filters). Enter shows an entry beside the list
// (?auditEntry=<id>): who, when, from where, the record, and the fields its command changed.
import { useState } from 'react';
import { useSearch } from 'wouter';
import { useT } from '../../i18n/i18n';
import { Card } from '../../ui/card';
import { formatTotal } from '../../ui/count-format';
import { PageHeader } from '../../ui/page-header';
import { CommandList, type ListTotal } from '../generic/command-list';
import { auditLogList } from './admin-lists';
import { AuditEntryPanel } from './audit-entry-panel';

export default function AuditLogPage() {
  const t = useT();
  const entryId = Number(new URLSearchParams(useSearch()).get('auditEntry')) || null;
  const [total, setTotal] = useState<ListTotal | null>(null);
  return (
    <div className="space-y-4" data-testid="audit-log-page">
      <PageHeader title={t('route.adminAudit')} count={total ? formatTotal(total.total, total.estimated) : null} hint={t('adminArea.audit.hint')} testId="audit-log-title" />
      <div className="grid items-start gap-4 desktop:grid-cols-[minmax(0,1fr)_420px]">
        <section className="min-w-0 rounded-lg bg-white shadow-card">
          <CommandList spec={auditLogList} label={t('route.adminAudit')} initialFocusId={entryId} onTotal={setTotal} />
        </section>
        {entryId ? <AuditEntryPanel entryId={entryId} /> : <Card><p className="text-sm text-ink-muted" data-testid="audit-entry-pick">{t('adminArea.audit.pick')}</p></Card>}
      </div>
    </div>
  );
}
