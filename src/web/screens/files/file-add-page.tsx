// /files/add: upload one document (PDF, PNG, JPEG or DOCX, at most 10 MB, judged by its content) with a
// title and description; the server keeps it in the file store and lists it on /files/list.
import { useRef, useState, type FormEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { ATTACHMENT_ACCEPT } from '../../../domain/attachment-rules';
import { formatFileSize } from '../../../domain/format/file-size';
import { ApiError } from '../../api/api-error';
import { run } from '../../commands/dispatcher';
import { tMessage, useT } from '../../i18n/i18n';
import { toast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FormField, TextInput } from '../../ui/field';
import { PageHeader } from '../../ui/page-header';

const pickerContext = () => ({ path: location.pathname, record: { kind: 'libraryFile' as const, id: 0, fields: { file_picker: true } } });

export default function FileAddPage() {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setErrors({ file: t('placesEmployees.files.noFile') });
    setBusy(true);
    setErrors({});
    try {
      const args = { file, ...(title.trim() && { title }), ...(description.trim() && { description }) };
      const { file: added } = await run('file.add', args, 'screen', { context: pickerContext(), quiet: true });
      toast(t('placesEmployees.files.uploaded', { name: added.file_name }), 'success');
      navigate(`/files/list?libraryFile=${added.id}`);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : [];
      setErrors(fields.length ? Object.fromEntries(fields.map((f) => [f.path.split('.')[0], tMessage(f.message)])) : { file: tMessage(error instanceof Error ? error.message : String(error)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4" data-testid="file-add-page">
      <PageHeader title={t('placesEmployees.files.addTitle')} hint={t('placesEmployees.files.addHint')} />
      <Card className="max-w-2xl">
        <form onSubmit={(e) => void submit(e)} noValidate data-testid="file-add-form">
          <FormField id="file-add-file" label={t('placesEmployees.files.file')} error={errors.file}>
            <div className="flex items-center gap-3">
              <input ref={input} id="file-add-file" type="file" accept={ATTACHMENT_ACCEPT} className="sr-only" onChange={(e) => setFile(e.target.files?.[0] ?? null)} data-testid="file-add-input" />
              <Button onClick={() => input.current?.click()} autoFocus>{t('placesEmployees.files.choose')}</Button>
              <span className="text-sm text-ink-soft" data-testid="file-add-chosen">{file ? `${file.name} · ${formatFileSize(file.size)}` : ''}</span>
            </div>
          </FormField>
          <FormField id="file-add-title" label={t('placesEmployees.files.titleLabel')} error={errors.title}>
            <TextInput id="file-add-title" value={title} placeholder={t('placesEmployees.files.titlePlaceholder')} onChange={(e) => setTitle(e.target.value)} data-testid="file-add-title" />
          </FormField>
          <FormField id="file-add-description" label={t('placesEmployees.files.description')} error={errors.description}>
            <TextInput id="file-add-description" value={description} onChange={(e) => setDescription(e.target.value)} />
          </FormField>
          <Button type="submit" variant="primary" loading={busy} data-testid="file-add-submit">{t('placesEmployees.files.submit')}</Button>
        </form>
      </Card>
    </div>
  );
}
