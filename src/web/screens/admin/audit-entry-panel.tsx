// One audit entry beside the audit log: who ran which command, when and from where, the record it
// touched (with a link to it and to its whole history), and the fields the command changed.
import { Link } from 'wouter';
import { recordKinds, type RecordKind } from '../../../../commands/record-kinds';
import { auditOutcomes } from '../../../domain/enums/audit';
import { useCommandQuery } from '../../commands/use-command-query';
import { enumLabel, useT } from '../../i18n/i18n';
import { Card } from '../../ui/card';
import { StatusTag } from '../../ui/status-tag';
import { formatWhen } from '../../ui/date-format';

const TONES = { change: 'blue', sign_in: 'green', sign_in_failed: 'gold', refused: 'red' } as const;

/** A JSON value on one line: strings as they are, the rest as JSON. */
const shown = (value: unknown) => (value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));
const field = (image: unknown, key: string) => (image && typeof image === 'object' ? (image as Record<string, unknown>)[key] : undefined);
const when = (iso: string) => formatWhen(iso, { dateStyle: 'medium', timeStyle: 'medium' });

function recordPath(entity: string | null, id: string | null): string | null {
  if (!entity || !id || !/^\d+$/.test(id) || !(entity in recordKinds)) return null;
  return recordKinds[entity as RecordKind].detailPath(Number(id));
}

export function AuditEntryPanel({ entryId }: { entryId: number }) {
  const t = useT();
  const { data, error } = useCommandQuery('audit.entry', { audit_id: entryId });
  if (error) return <Card data-testid="audit-entry-panel"><p className="text-sm text-danger">{error}</p></Card>;
  if (!data) return <Card data-testid="audit-entry-panel"><p className="text-sm text-ink-muted">{t('table.loading')}</p></Card>;
  const { entry, changed } = data;
  const path = recordPath(entry.entity, entry.entity_id);
  const history = entry.entity
    ? `/admin/audit?${new URLSearchParams({ entity: entry.entity, ...(entry.entity_id ? { entity_id: entry.entity_id } : {}) })}`
    : null;

  return (
    <Card
      title={<span data-testid="audit-entry-title">{entry.title}</span>}
      extra={<StatusTag tone={TONES[entry.outcome]} testId="audit-entry-outcome">{enumLabel(auditOutcomes, entry.outcome)}</StatusTag>}
      data-testid="audit-entry-panel"
      data-entry-id={entry.id}
    >
      <dl className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
        <dt className="text-ink-muted">{t('adminArea.audit.who')}</dt>
        <dd data-testid="audit-entry-who">
          {entry.account_id ? (
            <Link href={`/admin/audit?account_id=${entry.account_id}`} className="text-primary hover:underline" title={t('adminArea.audit.samePerson')}>
              {entry.account_name} <span className="text-ink-muted">{entry.account_email}</span>
            </Link>
          ) : (
            <span className="text-ink-muted">{t('adminArea.audit.system')}</span>
          )}
        </dd>
        <dt className="text-ink-muted">{t('adminArea.audit.when')}</dt>
        <dd className="tabular-nums">{when(entry.at)}</dd>
        <dt className="text-ink-muted">{t('adminArea.audit.from')}</dt>
        <dd>{entry.source} · <span className="tabular-nums">{entry.client_ip || '—'}</span> · <code className="text-xs">{entry.api}</code></dd>
        {entry.entity && (
          <>
            <dt className="text-ink-muted">{t('adminArea.audit.record')}</dt>
            <dd className="flex flex-wrap gap-x-3" data-testid="audit-entry-record">
              <span>{entry.entity}{entry.entity_id ? ` #${entry.entity_id}` : ''}</span>
              {path && <Link href={path} className="text-primary hover:underline">{t('adminArea.audit.open')}</Link>}
              {history && <Link href={history} className="text-primary hover:underline">{t('adminArea.audit.sameRecord')}</Link>}
            </dd>
          </>
        )}
      </dl>

      <h3 className="mt-5 mb-2 text-sm font-semibold text-ink">{t('adminArea.audit.changed')}</h3>
      {changed.length ? (
        <table className="w-full table-fixed text-sm" data-testid="audit-entry-changes">
          <thead className="text-left text-xs text-ink-muted">
            <tr><th className="w-1/4 pb-1 font-normal">{t('adminArea.audit.field')}</th><th className="pb-1 font-normal">{t('adminArea.audit.before')}</th><th className="pb-1 font-normal">{t('adminArea.audit.after')}</th></tr>
          </thead>
          <tbody>
            {changed.map((key) => (
              <tr key={key} className="border-t border-line align-top" data-testid="audit-entry-change" data-field={key}>
                <td className="truncate py-1 pr-2 font-medium" title={key}>{key}</td>
                <td className="truncate py-1 pr-2 text-ink-muted line-through decoration-ink-muted/40" title={shown(field(entry.before, key))}>{shown(field(entry.before, key))}</td>
                <td className="truncate py-1" title={shown(field(entry.after, key))}>{shown(field(entry.after, key))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-ink-muted">{t('adminArea.audit.nothingChanged')}</p>
      )}

      <h3 className="mt-5 mb-2 text-sm font-semibold text-ink">{t('adminArea.audit.args')}</h3>
      <pre className="max-h-48 overflow-auto rounded bg-[#fafafa] p-2 text-xs whitespace-pre-wrap break-all" data-testid="audit-entry-args">{JSON.stringify(entry.args, null, 2)}</pre>
    </Card>
  );
}
