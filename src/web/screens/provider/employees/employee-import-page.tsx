// /provider/employees/import: a CSV of employees in, a per-row report out: how many were imported and,
// for every refused row, its line, email, column and reason, so the file can be fixed and sent again.
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import type { z } from 'zod';
import type { importEmployees } from '../../../../../commands/employee';
import { accountTypes } from '../../../../domain/enums/account';
import { run } from '../../../commands/dispatcher';
import { tMessage, useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';

type Report = z.output<typeof importEmployees.result>;

/** The import runs from this page's picker; its `when` asks for one (commands/employee.ts). */
const pickerContext = () => ({ path: location.pathname, record: { kind: 'employee' as const, id: 0, fields: { file_picker: true } } });
const tone = { imported: 'text-success', refused: 'text-danger' } as const;

export default function EmployeeImportPage() {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);

  const importFile = async (file: File) => {
    setBusy(true);
    try {
      setReport(await run('employee.import', { file }, 'screen', { quiet: true, context: pickerContext() }));
    } catch {
      // The dispatcher has shown why (a file refused whole names the problem).
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="space-y-4" data-testid="employee-import-page">
      <PageHeader title={t('placesEmployees.import.title')} hint={t('placesEmployees.import.hint')} />
      <Card className="max-w-4xl">
        <p className="text-sm text-ink-soft">{t('placesEmployees.import.template')}</p>
        <p className="mt-1 text-xs text-ink-muted">{t('placesEmployees.import.types', { types: accountTypes.codes.join(', ') })}</p>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          // The button below opens it; a screen reader that lands on it hears the same words.
          aria-label={t('placesEmployees.import.choose')}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void importFile(file);
          }}
          data-testid="employee-import-input"
        />
        <div className="mt-4 flex items-center gap-3">
          <Button variant="primary" loading={busy} onClick={() => input.current?.click()} data-testid="employee-import-choose" autoFocus>
            {busy ? t('placesEmployees.import.importing') : report ? t('placesEmployees.import.again') : t('placesEmployees.import.choose')}
          </Button>
          <Link href="/provider/employees" className="text-sm text-primary hover:text-primary-400">{t('placesEmployees.import.toList')}</Link>
        </div>
      </Card>
      {report && (
        <Card title={t('placesEmployees.import.report')} className="max-w-4xl" data-testid="employee-import-report">
          <p className="text-sm font-medium text-ink" data-testid="employee-import-summary">
            {t('placesEmployees.import.summary', { imported: report.imported, refused: report.refused })}
          </p>
          {report.ignored_columns.length > 0 && (
            <p className="mt-1 text-xs text-ink-soft">{t('placesEmployees.import.ignored', { columns: report.ignored_columns.join(', ') })}</p>
          )}
          <div className="mt-3 max-h-96 overflow-auto rounded border border-line">
            <table className="w-full text-left text-sm">
              <thead className="sticky top-0 bg-[#fafafa] text-xs text-ink-soft">
                <tr>
                  <th className="px-3 py-2 font-medium">{t('placesEmployees.import.line')}</th>
                  <th className="px-3 py-2 font-medium">{t('placesEmployees.import.email')}</th>
                  <th className="px-3 py-2 font-medium">{t('placesEmployees.import.outcome')}</th>
                  <th className="px-3 py-2 font-medium">{t('placesEmployees.import.field')}</th>
                  <th className="px-3 py-2 font-medium">{t('placesEmployees.import.message')}</th>
                </tr>
              </thead>
              <tbody>
                {report.rows.map((row) => (
                  <tr key={row.line} className="border-t border-line" data-testid="employee-import-row" data-outcome={row.outcome} data-line={row.line}>
                    <td className="px-3 py-1.5 tabular-nums">{row.line}</td>
                    <td className="max-w-56 truncate px-3 py-1.5" title={row.email}>
                      {row.employee_id ? <Link href={`/provider/employees/view/${row.employee_id}`} className="text-primary hover:text-primary-400">{row.email}</Link> : row.email}
                    </td>
                    <td className={`px-3 py-1.5 font-medium ${tone[row.outcome]}`}>{t(`placesEmployees.import.outcomes.${row.outcome}`)}</td>
                    <td className="px-3 py-1.5" data-testid="employee-import-field">{row.field ?? ''}</td>
                    <td className="px-3 py-1.5" data-testid="employee-import-message">{tMessage(row.message)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      )}
    </div>
  );
}
