import { useRef, useState, type DragEvent } from 'react';
import { applicationStatus } from '../../../../domain/enums/application-status';
import { ATTACHMENT_ACCEPT, ATTACHMENT_TYPE_NAMES, MAX_ATTACHMENT_SIZE_TEXT } from '../../../../domain/attachment-rules';
import { formatFileSize } from '../../../../domain/format/file-size';
import { useCommandQuery } from '../../../commands/use-command-query';
import { enumLabel, useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { SelectInput } from '../../../ui/field';
import { Kbd } from '../../../ui/kbd';
import { AttachmentTable } from '../notes/attachment-table';
import { personContext } from '../notes/screen-context';
import { uploadFiles, type UploadTarget } from '../notes/upload-files';
import { useScreenKey } from '../notes/use-screen-key';
import type { ApplicantTabProps } from './tab-props';

/** Applicant detail › Attachments: the applicant's files; u or the button picks files, or drop them on the card. */
export default function AttachmentsTab({ staffId, applications }: ApplicantTabProps) {
  const t = useT();
  const picker = useRef<HTMLInputElement>(null);
  const [to, setTo] = useState('');
  const [uploading, setUploading] = useState(0);
  const [dragging, setDragging] = useState(false);
  const { data, loading, error } = useCommandQuery('attachment.staffList', { staff_id: staffId }, { context: personContext(staffId) });
  const rows = data?.attachment_list ?? [];
  const target: UploadTarget = to ? { kind: 'application', applicationId: Number(to) } : { kind: 'applicant', staffId };
  const targetName = to ? t('notes.attachments.toApplication', { id: to, job: applications.find((a) => a.id === Number(to))?.job_title ?? '' }) : t('notes.attachments.toApplicant');
  useScreenKey('u', null, () => picker.current?.click(), uploading === 0);

  const upload = async (files: File[]) => {
    if (!files.length) return;
    setUploading(files.length);
    try {
      await uploadFiles(target, files);
    } finally {
      setUploading(0);
    }
  };
  const dragOver = (e: DragEvent) => {
    if (!e.dataTransfer.types.includes('Files')) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void upload([...e.dataTransfer.files]);
  };

  return (
    <Card
      title={
        <span className="flex items-baseline gap-3">
          {t('notes.attachments.title')}
          {data && <span className="text-xs font-normal text-ink-muted" data-testid="attachment-summary">{t('notes.attachments.summary', { count: rows.length, size: formatFileSize(data.total_size) })}</span>}
        </span>
      }
      extra={
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2 text-sm text-ink-soft">
            {t('notes.attachments.uploadTo')}
            <SelectInput value={to} onChange={(e) => setTo(e.target.value)} className="max-w-64" data-testid="attachment-target">
              <option value="">{t('notes.attachments.toApplicant')}</option>
              {applications.map((a) => (
                <option key={a.id} value={a.id}>{`#${a.id} ${a.job_title} · ${enumLabel(applicationStatus, a.status)}`}</option>
              ))}
            </SelectInput>
          </label>
          <Button variant="primary" loading={uploading > 0} onClick={() => picker.current?.click()} data-testid="attachment-upload">
            {uploading ? t('notes.attachments.uploading', { count: uploading }) : t('notes.attachments.upload')} <Kbd kbd="u" tone="dark" />
          </Button>
          <input
            ref={picker}
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
            className="hidden"
            data-testid="attachment-input"
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              void upload(files);
            }}
          />
        </div>
      }
      bodyClassName="relative p-0"
      onDragEnter={dragOver}
      onDragOver={dragOver}
      onDragLeave={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setDragging(false)}
      onDrop={drop}
      data-testid="attachments-tab"
    >
      {dragging && (
        <div className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center rounded-b-lg border-2 border-dashed border-primary bg-primary-50/90 text-sm font-medium text-primary" data-testid="attachment-drop">
          {t('notes.attachments.drop', { target: targetName })}
        </div>
      )}
      {error && <p className="p-5 text-sm text-danger" role="alert">{error}</p>}
      {rows.length > 0 && <AttachmentTable staffId={staffId} rows={rows} />}
      {data && rows.length === 0 && <p className="p-8 text-center text-sm text-ink-muted" data-testid="attachment-empty">{t('notes.attachments.empty')}</p>}
      {!data && loading && <p className="p-8 text-center text-sm text-ink-muted">{t('table.loading')}</p>}
      <p className="border-t border-line px-5 py-2.5 text-xs text-ink-muted">
        {t('notes.attachments.dropHint', { types: ATTACHMENT_TYPE_NAMES, size: MAX_ATTACHMENT_SIZE_TEXT })}
      </p>
    </Card>
  );
}
