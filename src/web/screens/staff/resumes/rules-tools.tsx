// Beside the rules: import a rules CSV (its per-line report shown), and try the saved rules on a pasted
// resume to see the score and every reason.
import { useId, useState } from 'react';
import { run } from '../../../commands/dispatcher';
import { useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { StatusTag } from '../../../ui/status-tag';

const CONTEXT = { path: '/staff/configuration/resume-assessment-rule/config' };
type Report = { rows: { line: number; ok: boolean; message: string }[]; imported: number; rejected: number };
type Tried = { score: number; passed: boolean; reasons: { rule: string; met: boolean; points: number; text: string }[] };

export function ImportCard() {
  const t = useT();
  const [report, setReport] = useState<Report | null>(null);
  const [busy, setBusy] = useState(false);
  const helpId = useId();
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      setReport(await run('assessment.importFile', { csv: await file.text() }, 'screen', { quiet: true, context: CONTEXT }));
    } catch {
      setReport(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('resumes.rules.import')}>
      <p id={helpId} className="mb-2 text-xs text-ink-muted">{t('resumes.rules.importHelp')}</p>
      <input type="file" accept=".csv,text/csv" disabled={busy} onChange={(e) => void upload(e.target.files?.[0])} data-testid="rules-import" className="text-sm"
        aria-label={t('resumes.rules.import')} aria-describedby={helpId} />
      {report && (
        <div className="mt-3 text-sm" data-testid="rules-import-report">
          <p className="font-medium">{t('resumes.rules.importResult', { imported: report.imported, rejected: report.rejected })}</p>
          <ul className="mt-1 max-h-48 overflow-y-auto text-xs">
            {report.rows.map((r) => <li key={r.line} className={r.ok ? 'text-ink-muted' : 'text-danger'}>{t('resumes.rules.line', { line: r.line })}: {r.message}</li>)}
          </ul>
        </div>
      )}
    </Card>
  );
}

export function TryCard({ positionId }: { positionId: number }) {
  const t = useT();
  const [text, setText] = useState('');
  const [tried, setTried] = useState<Tried | null>(null);
  const go = async () => {
    try {
      setTried(await run('assessment.tryScore', { position_id: positionId, text }, 'screen', { quiet: true, record: false, context: CONTEXT }));
    } catch {
      setTried(null);
    }
  };
  return (
    <Card title={t('resumes.rules.try')}>
      <textarea rows={5} value={text} onChange={(e) => setText(e.target.value)} placeholder={t('resumes.rules.tryPlaceholder')} className="w-full border border-line p-2 text-sm" data-testid="rules-try-text" />
      <Button size="sm" className="mt-2" onClick={() => void go()} disabled={!text.trim()} data-testid="rules-try">{t('resumes.rules.tryRun')}</Button>
      {tried && (
        <div className="mt-3 text-sm" data-testid="rules-try-result">
          <p className="flex items-center gap-2 font-medium">
            {t('resumes.rules.score', { score: tried.score })}
            <StatusTag tone={tried.passed ? 'green' : 'red'}>{tried.passed ? t('resumes.rules.passed') : t('resumes.rules.failed')}</StatusTag>
          </p>
          <ul className="mt-1 space-y-0.5 text-xs">
            {tried.reasons.map((r, i) => <li key={i} className={r.met ? 'text-success' : 'text-ink-muted'}>{r.met ? '✓' : '✗'} {r.text} <span className="tabular-nums">(+{r.points})</span></li>)}
          </ul>
        </div>
      )}
    </Card>
  );
}
