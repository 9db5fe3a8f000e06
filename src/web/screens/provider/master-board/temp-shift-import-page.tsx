// /provider/master-board/temp-shift/import: temp shifts from a CSV (a roster export). Check first (a dry
// run keeps nothing), then import; the report names every line with what was wrong or what was made.
import { useState } from 'react';
import { Link } from 'wouter';
import type { ResultOf } from '../../../../../commands';
import type { importTempShifts } from '../../../../../commands/tempshift';
import { run } from '../../../commands/dispatcher';
import { useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { BoardFrame, boardPath } from './board-frame';

const SAMPLE = 'facility,position,date,start,end,break,hourly rate,workers,note\nRosewood House,Personal Care Worker,2026-12-03,07:00,15:30,30,38.50,2,Covering leave';

function Importer({ providerId }: { providerId: number }) {
  const t = useT();
  const [csv, setCsv] = useState('');
  const [name, setName] = useState('');
  const [report, setReport] = useState<ResultOf<typeof importTempShifts> | null>(null);
  const [busy, setBusy] = useState(false);
  const go = async (dry: boolean) => {
    setBusy(true);
    try {
      setReport(await run('tempshift.import', { provider_id: providerId, csv, dry_run: dry }, 'screen'));
    } catch {
      setReport(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-4">
      <Card title={t('masterBoard.import.file')}>
        <p className="mb-3 text-sm text-ink-soft">{t('masterBoard.import.hint')}</p>
        <pre className="mb-3 overflow-x-auto rounded bg-[#fafafa] p-2 text-xs">{SAMPLE}</pre>
        <input type="file" accept=".csv,text/csv" data-testid="temp-shift-import-file" className="mb-3 block text-sm"
          onChange={async (e) => { const f = e.target.files?.[0]; if (f) { setName(f.name); setCsv(await f.text()); setReport(null); } }} />
        <textarea aria-label={t('masterBoard.import.paste')} placeholder={t('masterBoard.import.paste')} value={csv} onChange={(e) => { setCsv(e.target.value); setReport(null); }}
          className="h-32 w-full rounded-md border border-[#d9d9d9] p-2 font-mono text-xs focus:border-primary focus:outline-none" data-testid="temp-shift-import-text" />
        <div className="mt-3 flex gap-2">
          <Button onClick={() => void go(true)} disabled={!csv.trim()} loading={busy} data-testid="temp-shift-import-check">{t('masterBoard.import.check')}</Button>
          <Button variant="primary" onClick={() => void go(false)} disabled={!csv.trim()} loading={busy} data-testid="temp-shift-import-run">{t('masterBoard.import.run')}</Button>
          {name && <span className="self-center text-sm text-ink-muted">{name}</span>}
        </div>
      </Card>
      {report && (
        <Card title={report.dry_run ? t('masterBoard.import.checked', { ok: report.report.length - report.failed, failed: report.failed }) : t('masterBoard.import.done', { ok: report.imported, failed: report.failed })} bodyClassName="p-0" data-testid="temp-shift-import-report">
          <table className="w-full text-sm">
            <thead><tr className="border-b border-line bg-[#fafafa] text-left"><th className="px-4 py-2">{t('masterBoard.import.line')}</th><th className="px-4 py-2">{t('masterBoard.import.result')}</th></tr></thead>
            <tbody>
              {report.report.map((r) => (
                <tr key={r.line} className={`border-b border-line last:border-0 ${r.ok ? '' : 'bg-[#fff2f0]'}`} data-testid={r.ok ? 'import-ok' : 'import-failed'}>
                  <td className="px-4 py-2 align-top tabular-nums">{r.line}</td>
                  <td className="px-4 py-2">
                    {r.temp_shift_id ? <Link href={boardPath(`temp-shift/view/${r.temp_shift_id}`, providerId)} className="text-primary hover:underline">{r.messages.join(' ')}</Link> : r.messages.join(' ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </div>
  );
}

export default function TempShiftImportPage() {
  return <BoardFrame section="temp-shift" titleKey="route.tempShiftImport">{(board) => <Importer providerId={board.provider_id} />}</BoardFrame>;
}
