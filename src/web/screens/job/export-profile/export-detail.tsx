import { useState, type ReactNode } from 'react';
import type { CandidateExportRow } from '../../../../../commands/candidate-export';
import { candidateExportFormats, candidateExportStatus } from '../../../../domain/enums/ai-exports';
import { formatFileSize } from '../../../../domain/format/file-size';
import { errorMessage } from '../../../api/api-error';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { enumLabel, useT } from '../../../i18n/i18n';
import { timeAgoLong } from '../../../i18n/time-ago';
import { Button } from '../../../ui/button';
import { StatusTag } from '../../../ui/status-tag';
import { saveFile } from './save-file';

const tone = { pending: 'gold', approved: 'blue', exported: 'green', failed: 'red' } as const;

interface Preview {
  fileId: number;
  contentType: string;
  content: string;
}

/** The focused request: who asked and when, what happened, and its files to download or look at. */
export function ExportDetail({ row }: { row: CandidateExportRow }) {
  const t = useT();
  const context = { path: location.pathname, record: { kind: 'candidateExport' as const, id: row.id } };
  // Every write refreshes queries, so an approval or re-export shows its new file at once.
  const { data } = useCommandQuery('export.detail', { export_id: row.id }, { context });
  const detail = data?.id === row.id ? data : undefined;
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);

  const fetchFile = async (fileId: number) => run('export.download', { export_id: row.id, file_id: fileId }, 'screen', { context, record: false });
  const download = async (fileId: number) => {
    try {
      const file = await fetchFile(fileId);
      saveFile(file.filename, file.content_type, file.content);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const show = async (fileId: number) => {
    if (preview?.fileId === fileId) return setPreview(null);
    const file = await fetchFile(fileId).catch((e: unknown) => void setError(errorMessage(e)));
    if (file) setPreview({ fileId, contentType: file.content_type, content: file.content });
  };

  const item = (label: string, value: ReactNode, testId?: string) => (
    <div className="flex gap-3 py-1 text-sm">
      <dt className="w-28 shrink-0 text-ink-muted">{label}</dt>
      <dd className="min-w-0 text-ink" data-testid={testId}>{value}</dd>
    </div>
  );

  return (
    <div className="space-y-4" data-testid="export-detail" data-export-id={row.id}>
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusTag tone={tone[row.status]} testId="export-detail-status">{enumLabel(candidateExportStatus, row.status)}</StatusTag>
          <span className="text-xs text-ink-muted">{enumLabel(candidateExportFormats, row.format)}</span>
        </div>
        <h3 className="mt-2 text-base font-semibold text-ink">{row.name}</h3>
        <p className="text-sm text-ink-soft">{row.position} · {row.provider_name}{row.job_title ? ` · ${row.job_title}` : ''}</p>
      </div>
      <dl>
        {item(t('aiExports.exports.requestedBy'), <>{row.requested_by}<br /><span className="text-ink-muted">{row.requested_by_email}</span></>)}
        {item(t('aiExports.exports.requestedAt'), timeAgoLong(row.requested_at))}
        {row.approved_by && item(t('aiExports.exports.approvedBy'), `${row.approved_by}${row.approved_at ? ` · ${timeAgoLong(row.approved_at)}` : ''}`)}
        {row.exported_at && item(t('aiExports.exports.exportedAt'), timeAgoLong(row.exported_at))}
      </dl>
      {row.failure_reason && (
        <div className="rounded-md border border-danger-200 bg-danger-50 px-3 py-2 text-sm" data-testid="export-failure">
          <div className="text-xs font-medium text-danger">{t('aiExports.exports.failure')}</div>
          {row.failure_reason}
        </div>
      )}
      {error && <p className="text-sm text-danger" role="alert">{error}</p>}
      <section>
        <h4 className="mb-2 text-sm font-semibold text-ink">{t('aiExports.exports.files', { count: detail?.files.length ?? 0 })}</h4>
        {detail && detail.files.length === 0 && <p className="text-sm text-ink-muted">{t('aiExports.exports.noFiles')}</p>}
        <ul className="space-y-2">
          {detail?.files.map((f) => (
            <li key={f.id} className="rounded-md border border-line px-3 py-2" data-testid="export-file" data-file-id={f.id}>
              <div className="truncate text-sm text-ink" title={f.filename}>{f.filename}</div>
              <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink-muted">
                <span>{formatFileSize(f.byte_size)}</span>
                <span>· {timeAgoLong(f.created_at)}</span>
                <span className="ml-auto flex gap-1">
                  <Button size="sm" onClick={() => void show(f.id)} data-testid="export-file-preview">{t('aiExports.exports.preview')}</Button>
                  <Button size="sm" variant="primary" onClick={() => void download(f.id)} data-testid="export-file-download">{t('aiExports.exports.download')}</Button>
                </span>
              </div>
              {preview?.fileId === f.id &&
                (preview.contentType.startsWith('text/html') ? (
                  // Sandboxed: the profile page cannot run anything or reach the console.
                  <iframe sandbox="" srcDoc={preview.content} title={f.filename} className="mt-2 h-80 w-full rounded border border-line bg-white" data-testid="export-preview" />
                ) : (
                  <pre className="mt-2 max-h-60 overflow-auto rounded bg-black/[0.03] p-2 text-xs" data-testid="export-preview">{preview.content}</pre>
                ))}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
