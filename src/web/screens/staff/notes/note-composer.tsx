// Writing a note on an applicant: n puts the cursor here, Enter saves (Shift+Enter is a new line), Escape
// leaves the box. Choosing one of their applications makes it a hiring note at that application's step.
import { forwardRef, useImperativeHandle, useRef, useState, type KeyboardEvent } from 'react';
import type { ApplicationRow } from '../../../../../commands/application';
import { commentForApplicant } from '../../../../../commands/notes';
import { applicationStatus } from '../../../../domain/enums/application-status';
import { run } from '../../../commands/dispatcher';
import { enumLabel, useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { SelectInput } from '../../../ui/field';
import { Kbd } from '../../../ui/kbd';
import { fieldMessage } from './field-message';
import { personContext } from './screen-context';

export interface ComposerHandle {
  focus(): void;
}

export const NoteComposer = forwardRef<ComposerHandle, { staffId: number; applications: readonly ApplicationRow[] }>(function NoteComposer({ staffId, applications }, ref) {
  const t = useT();
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [about, setAbout] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useImperativeHandle(ref, () => ({ focus: () => box.current?.focus() }), []);

  const save = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const args = { staff_id: staffId, note: text, ...(about ? { application_id: Number(about) } : {}) };
      await run('note.comment', args, 'screen', { context: personContext(staffId), inPlace: true });
      setText('');
    } catch (e) {
      setError(fieldMessage(e, 'note'));
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void save();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.currentTarget.blur();
    }
  };

  return (
    <form className="space-y-2" onSubmit={(e) => (e.preventDefault(), void save())} data-testid="note-composer">
      <label htmlFor="note-text" className="sr-only">{t('notes.composer.label')}</label>
      <textarea
        id="note-text"
        ref={box}
        rows={3}
        value={text}
        maxLength={2000}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('notes.composer.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby="note-text-error"
        data-testid="note-text"
        className={`block w-full resize-y rounded-md border bg-white px-3 py-2 text-sm text-ink placeholder:text-black/30 focus:outline-none focus:ring-2 ${error ? 'border-danger focus:ring-danger/15' : 'border-[#d9d9d9] hover:border-primary-400 focus:border-primary focus:ring-primary/20'}`}
      />
      <div id="note-text-error" role={error ? 'alert' : undefined} className="min-h-4 text-xs text-danger" data-testid="note-text-error">{error}</div>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex min-w-0 items-center gap-2 text-sm text-ink-soft">
          {t('notes.composer.about')}
          <SelectInput value={about} onChange={(e) => setAbout(e.target.value)} className="max-w-72 min-w-0" data-testid="note-about">
            <option value="">{t('notes.composer.aboutApplicant')}</option>
            {applications.map((a) => (
              <option key={a.id} value={a.id}>
                {t('notes.composer.aboutApplication', { id: a.id, job: a.job_title, status: enumLabel(applicationStatus, a.status) })}
              </option>
            ))}
          </SelectInput>
        </label>
        <span className="ml-auto flex items-center gap-2 text-xs text-ink-muted">
          <Kbd kbd={commentForApplicant.kbd!} /> {t('notes.composer.keyHint')}
        </span>
        <Button type="submit" variant="primary" loading={busy} disabled={!text.trim()} data-testid="note-save">
          {t('notes.composer.save')}
        </Button>
      </div>
    </form>
  );
});
