// The files of an applicant: name (a click downloads it), type, size in spec §5's format, what it is kept
// on, who uploaded it and when. Delete asks first, in the row: Enter on Cancel keeps the file.
import { Fragment, useState } from 'react';
import type { AttachmentRow } from '../../../../../commands/attachments';
import { formatFileSize } from '../../../../domain/format/file-size';
import { formatDateTime } from '../../../../domain/format/relative-time';
import { toMillis } from '../../../../domain/format/timestamp';
import { run } from '../../../commands/dispatcher';
import { useT } from '../../../i18n/i18n';
import { timeAgoShort } from '../../../i18n/time-ago';
import { Button } from '../../../ui/button';
import { downloadFile } from '../../../api/download-file';
import { personContext } from './screen-context';

const TYPE_LABEL: Record<AttachmentRow['type'], string> = { pdf: 'PDF', png: 'PNG', jpeg: 'JPEG', docx: 'DOCX' };
const HEAD = 'border-b border-line bg-[#fafafa] px-3 py-2 font-medium whitespace-nowrap text-ink';
const CELL = 'border-b border-line px-3 py-2 align-middle';

export function AttachmentTable({ staffId, rows }: { staffId: number; rows: readonly AttachmentRow[] }) {
  const t = useT();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async (row: AttachmentRow) => {
    setBusy(true);
    try {
      await run('attachment.deleteStaff', { staff_id: staffId, attachment_id: row.id }, 'screen', { context: personContext(staffId) });
      setConfirming(null);
    } catch {
      // The dispatcher has shown why; the row stays.
    } finally {
      setBusy(false);
    }
  };

  return (
    <table className="w-full border-separate border-spacing-0 text-left text-sm" data-testid="attachment-table">
      <thead>
        <tr>
          <th scope="col" className={HEAD}>{t('notes.attachments.name')}</th>
          <th scope="col" className={HEAD}>{t('notes.attachments.type')}</th>
          <th scope="col" className={`${HEAD} text-right`}>{t('notes.attachments.size')}</th>
          <th scope="col" className={`${HEAD} max-md:hidden`}>{t('notes.attachments.on')}</th>
          <th scope="col" className={`${HEAD} max-lg:hidden`}>{t('notes.attachments.uploadedBy')}</th>
          <th scope="col" className={HEAD}>{t('notes.attachments.when')}</th>
          <th scope="col" className={`${HEAD} text-right`}><span className="sr-only">{t('notes.attachments.actions')}</span></th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          // The row stays while its delete is confirmed below it, so no column moves.
          <Fragment key={row.id}>
            <tr className="hover:bg-[#fafafa]" data-testid="attachment-row" data-attachment-id={row.id}>
              <td className={`${CELL} max-w-72`}>
                <button type="button" onClick={() => void downloadFile(row)} className="block max-w-full truncate text-left text-primary hover:text-primary-400" title={row.file_name} data-testid="attachment-name">
                  {row.file_name}
                </button>
              </td>
              <td className={CELL}><span className="rounded bg-black/[0.04] px-1.5 py-0.5 text-xs text-ink-soft">{TYPE_LABEL[row.type]}</span></td>
              <td className={`${CELL} text-right whitespace-nowrap tabular-nums`} data-testid="attachment-size">{formatFileSize(row.size)}</td>
              <td className={`${CELL} max-w-56 truncate text-ink-soft max-md:hidden`} title={row.job_title ?? ''}>
                {row.application_id === null ? t('notes.attachments.onApplicant') : t('notes.attachments.onApplication', { id: row.application_id, job: row.job_title ?? '' })}
              </td>
              <td className={`${CELL} whitespace-nowrap text-ink-soft max-lg:hidden`}>{row.uploaded_by_name}</td>
              <td className={`${CELL} whitespace-nowrap`}>
                <time dateTime={row.created_at} title={formatDateTime(new Date(toMillis(row.created_at)))} className="text-ink-soft tabular-nums">{timeAgoShort(row.created_at)}</time>
              </td>
              <td className={`${CELL} text-right whitespace-nowrap`}>
                <Button size="sm" variant="text" onClick={() => void downloadFile(row)} data-testid="attachment-download">{t('notes.attachments.download')}</Button>
                <Button size="sm" variant="text" danger onClick={() => setConfirming(row.id)} data-testid="attachment-delete">{t('notes.attachments.delete')}</Button>
              </td>
            </tr>
            {confirming === row.id && (
              <tr data-testid="attachment-confirm" data-attachment-id={row.id}>
                <td colSpan={7} className={`${CELL} bg-[#fff2f0]`}>
                  <div className="flex flex-wrap items-center gap-3">
                    <span className="text-ink">{t('notes.attachments.confirmDelete', { name: row.file_name })}</span>
                    <Button variant="primary" className="!border-danger !bg-danger hover:!bg-danger/85" loading={busy} onClick={() => void remove(row)} data-testid="attachment-confirm-delete">
                      {t('notes.attachments.confirm')}
                    </Button>
                    <Button onClick={() => setConfirming(null)} onKeyDown={(e) => e.key === 'Escape' && setConfirming(null)} autoFocus disabled={busy} data-testid="attachment-confirm-cancel">
                      {t('notes.attachments.cancel')}
                    </Button>
                  </div>
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}
