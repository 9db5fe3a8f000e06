// What an import did, row by row: the counts, then every row not imported (duplicate or refused, with
// the column and the reason), so the recruiter can fix the file and import it again.
import type { z } from 'zod';
import type { importOuterCandidates } from '../../../../../commands/outer-candidate';
import { tMessage, useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';

type Report = z.output<typeof importOuterCandidates.result>;

const tone = { imported: 'text-success', duplicate: 'text-warning', refused: 'text-danger' } as const;

export function ImportReport({ report, onDismiss }: { report: Report; onDismiss: () => void }) {
  const t = useT();
  const problems = report.rows.filter((r) => r.outcome !== 'imported');
  return (
    <Card
      title={t('outerCandidates.report.title')}
      extra={<Button size="sm" variant="text" onClick={onDismiss} data-testid="import-report-dismiss">{t('outerCandidates.report.dismiss')}</Button>}
      data-testid="import-report"
    >
      <p className="text-sm font-medium text-ink" data-testid="import-report-summary">
        {t('outerCandidates.report.summary', { imported: report.imported, duplicates: report.duplicates, refused: report.refused })}
      </p>
      {report.ignored_columns.length > 0 && (
        <p className="mt-1 text-xs text-ink-soft">{t('outerCandidates.report.ignored', { columns: report.ignored_columns.join(', ') })}</p>
      )}
      {problems.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">{t('outerCandidates.report.allImported')}</p>
      ) : (
        <div className="mt-3 max-h-64 overflow-auto rounded border border-line">
          <table className="w-full text-left text-sm">
            <thead className="sticky top-0 bg-[#fafafa] text-xs text-ink-soft">
              <tr>
                <th className="px-3 py-2 font-medium">{t('outerCandidates.report.line')}</th>
                <th className="px-3 py-2 font-medium">{t('outerCandidates.report.email')}</th>
                <th className="px-3 py-2 font-medium">{t('outerCandidates.report.outcome')}</th>
                <th className="px-3 py-2 font-medium">{t('outerCandidates.report.field')}</th>
                <th className="px-3 py-2 font-medium">{t('outerCandidates.report.message')}</th>
              </tr>
            </thead>
            <tbody>
              {problems.map((row) => (
                <tr key={row.line} className="border-t border-line" data-testid="import-report-row" data-outcome={row.outcome}>
                  <td className="px-3 py-1.5 tabular-nums">{row.line}</td>
                  <td className="max-w-56 truncate px-3 py-1.5" title={row.email}>{row.email}</td>
                  <td className={`px-3 py-1.5 font-medium ${tone[row.outcome]}`}>{t(`outerCandidates.report.outcomes.${row.outcome}`)}</td>
                  <td className="px-3 py-1.5">{row.field ?? ''}</td>
                  <td className="px-3 py-1.5">{tMessage(row.message)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-3 text-xs text-ink-muted">{t('outerCandidates.report.template')}</p>
    </Card>
  );
}
