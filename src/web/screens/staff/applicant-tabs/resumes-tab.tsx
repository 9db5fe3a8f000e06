// Applicant detail › Resumes: the applicant's resumes with the default marked, the score and why, whether
// a recruiter has reviewed it, and its redaction. u (or the button) uploads; a row sets the default,
// scores by the position's rules, opens the redaction page, or deletes after a confirm in the row.
import { Fragment, useRef, useState } from 'react';
import { Link } from 'wouter';
import { FILE_PICKER } from '../../../../../commands/attachments';
import type { ResumeRow } from '../../../../../commands/resume';
import { ATTACHMENT_ACCEPT, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_SIZE_TEXT } from '../../../../domain/attachment-rules';
import { formatFileSize } from '../../../../domain/format/file-size';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { timeAgoShort } from '../../../i18n/time-ago';
import { toast } from '../../../state/toasts';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Kbd } from '../../../ui/kbd';
import { StatusTag } from '../../../ui/status-tag';
import { downloadFile } from '../../../api/download-file';
import { personContext } from '../notes/screen-context';
import { useScreenKey } from '../notes/use-screen-key';
import type { ApplicantTabProps } from './tab-props';

const HEAD = 'border-b border-line bg-[#fafafa] px-3 py-2 font-medium whitespace-nowrap text-ink';
const CELL = 'border-b border-line px-3 py-2 align-middle';
const BLUR_TONE = { not_configured: 'grey', configured: 'gold', blurred: 'green' } as const;

export default function ResumesTab({ staffId }: ApplicantTabProps) {
  const t = useT();
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const { data, loading, error } = useCommandQuery('resume.list', { staff_id: staffId }, { context: personContext(staffId) });
  const rows = data?.resume_list ?? [];
  useScreenKey('u', null, () => picker.current?.click(), !uploading);

  const upload = async (file: File) => {
    if (file.size > MAX_ATTACHMENT_BYTES) {
      toast(t('resumes.tab.tooLarge', { name: file.name, size: MAX_ATTACHMENT_SIZE_TEXT }), 'error');
      return;
    }
    setUploading(true);
    try {
      await run('resume.upload', { staff_id: staffId, file }, 'screen', { context: personContext(staffId, { [FILE_PICKER]: true }) });
    } catch {
      // The dispatcher has shown why (type or size refused by content).
    } finally {
      setUploading(false);
    }
  };
  /** One row action at a time; the dispatcher shows the outcome and the list reloads itself. */
  const act = async (row: ResumeRow, work: () => Promise<unknown>) => {
    setBusy(row.id);
    try {
      await work();
      setConfirming(null);
    } catch {
      // Shown by the dispatcher.
    } finally {
      setBusy(null);
    }
  };
  const context = personContext(staffId);
  const ids = (row: ResumeRow) => ({ staff_id: staffId, resume_id: row.id });

  return (
    <Card
      title={
        <span className="flex items-baseline gap-3">
          {t('resumes.tab.title')}
          {data?.is_have_not_reviewed_resume && <span className="text-xs font-normal text-warning" data-testid="resume-unreviewed">{t('resumes.tab.unreviewed')}</span>}
        </span>
      }
      extra={
        <>
          <Button variant="primary" loading={uploading} onClick={() => picker.current?.click()} data-testid="resume-upload">
            {t('resumes.tab.upload')} <Kbd kbd="u" tone="dark" />
          </Button>
          <input
            ref={picker}
            type="file"
            accept={ATTACHMENT_ACCEPT}
            className="hidden"
            data-testid="resume-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
        </>
      }
      bodyClassName="p-0"
      data-testid="resumes-tab"
    >
      {error && <p className="p-5 text-sm text-danger" role="alert">{error}</p>}
      {rows.length > 0 && (
        <table className="w-full border-separate border-spacing-0 text-left text-sm" data-testid="resume-table">
          <thead>
            <tr>
              <th scope="col" className={HEAD}>{t('resumes.tab.file')}</th>
              <th scope="col" className={`${HEAD} text-right`}>{t('resumes.tab.size')}</th>
              <th scope="col" className={`${HEAD} text-right`}>{t('resumes.tab.score')}</th>
              <th scope="col" className={HEAD}>{t('resumes.tab.reviewed')}</th>
              <th scope="col" className={`${HEAD} max-md:hidden`}>{t('resumes.tab.redaction')}</th>
              <th scope="col" className={HEAD}>{t('resumes.tab.when')}</th>
              <th scope="col" className={`${HEAD} text-right`}><span className="sr-only">{t('resumes.tab.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Fragment key={row.id}>
                <tr className="hover:bg-[#fafafa]" data-testid="resume-row" data-resume-id={row.id} data-default={row.is_default || undefined}>
                  <td className={`${CELL} max-w-72`}>
                    <span className="flex items-center gap-2">
                      <button type="button" onClick={() => void downloadFile(row)} className="truncate text-left text-primary hover:text-primary-400" title={row.file_name} data-testid="resume-name">
                        {row.file_name}
                      </button>
                      {row.is_default && <StatusTag tone="blue">{t('resumes.tab.default')}</StatusTag>}
                    </span>
                  </td>
                  <td className={`${CELL} text-right whitespace-nowrap tabular-nums text-ink-soft`}>{formatFileSize(row.size)}</td>
                  <td className={`${CELL} text-right tabular-nums`} title={row.score_reasons.map((r) => `${r.met ? '✓' : '✗'} ${r.text}`).join('\n')} data-testid="resume-score">
                    {row.score ?? '—'}
                  </td>
                  <td className={`${CELL} whitespace-nowrap text-ink-soft`}>{row.reviewed ? t('resumes.tab.reviewedBy', { name: row.reviewed_by_name ?? '', when: row.reviewed_at ? timeAgoShort(row.reviewed_at) : '' }) : t('resumes.tab.notReviewed')}</td>
                  <td className={`${CELL} max-md:hidden`}>
                    <Link href={`/staff/applicants/resume-config/${row.id}`} className="hover:opacity-80" data-testid="resume-redaction" title={t('resumes.tab.openRedaction')}>
                      <StatusTag tone={BLUR_TONE[row.blur_status]}>{t(`resumes.blur.status.${row.blur_status}`)}</StatusTag>
                    </Link>
                  </td>
                  <td className={`${CELL} whitespace-nowrap text-ink-soft tabular-nums`}><time dateTime={row.created_at}>{timeAgoShort(row.created_at)}</time></td>
                  <td className={`${CELL} text-right whitespace-nowrap`}>
                    {!row.is_default && (
                      <Button size="sm" variant="text" loading={busy === row.id} onClick={() => void act(row, () => run('resume.setDefault', ids(row), 'screen', { context }))} data-testid="resume-set-default">
                        {t('resumes.tab.makeDefault')}
                      </Button>
                    )}
                    <Button size="sm" variant="text" onClick={() => void act(row, () => run('resume.updateScore', { ...ids(row), version: row.version }, 'screen', { context }))} data-testid="resume-score-rules">
                      {t('resumes.tab.scoreByRules')}
                    </Button>
                    <Button size="sm" variant="text" danger onClick={() => setConfirming(row.id)} data-testid="resume-delete">{t('resumes.tab.delete')}</Button>
                  </td>
                </tr>
                {confirming === row.id && (
                  <tr data-testid="resume-confirm">
                    <td colSpan={7} className={`${CELL} bg-[#fff2f0]`}>
                      <div className="flex flex-wrap items-center gap-3">
                        <span className="text-ink">{t('resumes.tab.confirmDelete', { name: row.file_name })}</span>
                        <Button variant="primary" className="!border-danger !bg-danger hover:!bg-danger/85" loading={busy === row.id} onClick={() => void act(row, () => run('resume.delete', ids(row), 'screen', { context }))} data-testid="resume-confirm-delete">
                          {t('resumes.tab.confirm')}
                        </Button>
                        {/* Cancel first in the tab order's reach: Enter on it keeps the file. */}
                        <Button autoFocus onClick={() => setConfirming(null)} data-testid="resume-confirm-cancel">{t('resumes.tab.cancel')}</Button>
                      </div>
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      )}
      {data && rows.length === 0 && <p className="p-8 text-center text-sm text-ink-muted" data-testid="resume-empty">{t('resumes.tab.empty')}</p>}
      {!data && loading && <p className="p-8 text-center text-sm text-ink-muted">{t('table.loading')}</p>}
    </Card>
  );
}
