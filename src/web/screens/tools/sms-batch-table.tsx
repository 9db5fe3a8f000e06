// The batch's two tables: the preview (every row's rendered message, its parts and its problems, bad rows
// red) and the report after sending (each row queued, scheduled or skipped with why).
import type { ResultOf } from '../../../../commands';
import type { batchPreview, batchSend } from '../../../../commands/sms';
import { useT } from '../../i18n/i18n';
import { StatusTag } from '../../ui/status-tag';
import { phoneText } from './sms-parts';

type Plan = ResultOf<typeof batchPreview>;
type Report = ResultOf<typeof batchSend>;

const th = 'px-3 py-2 font-medium whitespace-nowrap';
const td = 'px-3 py-1.5 align-top';

function Problems({ problems }: { problems: { field: string; message: string }[] }) {
  const t = useT();
  if (!problems.length) return <span className="text-success">{t('sms.batch.ok')}</span>;
  return <ul className="text-danger">{problems.map((p, i) => <li key={i} data-testid="sms-row-problem"><span className="text-ink-muted">{p.field}: </span>{p.message}</li>)}</ul>;
}

export function PreviewTable({ plan, onlyProblems }: { plan: Plan; onlyProblems: boolean }) {
  const t = useT();
  const rows = onlyProblems ? plan.rows.filter((r) => r.problems.length) : plan.rows;
  return (
    <div className="max-h-[28rem] overflow-auto" data-testid="sms-batch-preview">
      <table className="w-full text-sm">
        <thead className="sticky top-0 bg-[#fafafa]"><tr className="border-b border-line text-left">
          <th className={th}>{t('sms.batch.row')}</th><th className={th}>{t('sms.batch.phone')}</th><th className={th}>{t('sms.batch.recipient')}</th>
          <th className={th}>{t('sms.batch.text')}</th><th className={`${th} text-right`}>{t('sms.batch.parts')}</th><th className={th}>{t('sms.batch.problems')}</th>
        </tr></thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.row} className={`border-b border-line last:border-0 ${r.problems.length ? 'bg-danger-50' : ''}`} data-testid="sms-preview-row" data-row={r.row} data-ok={r.problems.length ? 'false' : 'true'}>
              <td className={`${td} tabular-nums`}>{r.row}</td>
              <td className={`${td} whitespace-nowrap`}>{r.phone}</td>
              <td className={`${td} whitespace-nowrap tabular-nums`}>{r.recipient ? phoneText(r.recipient) : '—'}</td>
              <td className={`${td} whitespace-pre-wrap`} data-testid="sms-preview-message">{r.message}</td>
              <td className={`${td} text-right tabular-nums`} title={r.encoding}>{r.segments}</td>
              <td className={td}><Problems problems={r.problems} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ReportTable({ report }: { report: Report }) {
  const t = useT();
  const tone = { queued: 'blue', scheduled: 'gold', skipped: 'red' } as const;
  return (
    <div className="max-h-[28rem] overflow-auto" data-testid="sms-batch-report">
      <table className="w-full text-sm">
        <thead className="sticky top-0 bg-[#fafafa]"><tr className="border-b border-line text-left">
          <th className={th}>{t('sms.batch.row')}</th><th className={th}>{t('sms.batch.recipient')}</th><th className={th}>{t('sms.batch.text')}</th>
          <th className={th}>{t('sms.batch.outcome')}</th><th className={th}>{t('sms.batch.problems')}</th>
        </tr></thead>
        <tbody>
          {report.rows.map((r) => (
            <tr key={r.row} className="border-b border-line last:border-0" data-testid="sms-report-row" data-row={r.row} data-status={r.status}>
              <td className={`${td} tabular-nums`}>{r.row}</td>
              <td className={`${td} whitespace-nowrap tabular-nums`}>{r.recipient ? phoneText(r.recipient) : '—'}</td>
              <td className={`${td} whitespace-pre-wrap`}>{r.message}</td>
              <td className={td}><StatusTag tone={tone[r.status]} testId="sms-report-outcome">{t(`sms.batch.status.${r.status}`)}</StatusTag></td>
              {/* Only problems here: a row that went has none ('—'), not an 'OK' or its outcome. */}
              <td className={td} data-testid="sms-report-problems">{r.problems.length > 0 ? <Problems problems={r.problems} /> : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
