import { useState, type KeyboardEvent } from 'react';
import type { AdminNoteRow } from '../../../../../commands/application-notes';
import { applicationStatus } from '../../../../domain/enums/application-status';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { enumLabel, useT } from '../../../i18n/i18n';
import { timeAgoLong } from '../../../i18n/time-ago';
import { Button } from '../../../ui/button';
import { fieldMessage } from '../../staff/notes/field-message';
import { applicationContext } from '../../staff/notes/screen-context';
import type { ApplicationPanelProps } from './panel-props';

const BOX = 'block w-full resize-y rounded-md border border-[#d9d9d9] bg-white px-3 py-2 text-sm text-ink placeholder:text-black/30 hover:border-primary-400 focus:border-primary focus:ring-2 focus:ring-primary/20 focus:outline-none';

/** Enter saves, Shift+Enter is a new line, Escape leaves (or cancels an edit). */
const submitKeys = (save: () => void, cancel: () => void) => (e: KeyboardEvent<HTMLTextAreaElement>) => {
  if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
    e.preventDefault();
    save();
  } else if (e.key === 'Escape') {
    e.preventDefault();
    cancel();
  }
};

/** One application › Admin notes: internal notes, newest first; only their author edits (against the version seen) or deletes them. */
export default function AdminNotesPanel({ applicationId }: ApplicationPanelProps) {
  const t = useT();
  const context = applicationContext(applicationId);
  const { data, error } = useCommandQuery('note.adminList', { application_id: applicationId }, { context });
  const [text, setText] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const notes = data?.note_list ?? [];

  const add = async () => {
    if (!text.trim()) return;
    setAddError(null);
    try {
      await run('note.addAdmin', { application_id: applicationId, note: text }, 'screen', { context, inPlace: true, quiet: true });
      setText('');
    } catch (e) {
      setAddError(fieldMessage(e, 'note'));
    }
  };

  return (
    <section className="space-y-3 p-4" data-testid="admin-notes-panel" aria-label={t('notes.admin.title')}>
      <h3 className="text-sm font-semibold text-ink">{t('notes.admin.title')}</h3>
      <div>
        <label htmlFor={`admin-note-${applicationId}`} className="sr-only">{t('notes.admin.add')}</label>
        <textarea
          id={`admin-note-${applicationId}`}
          rows={2}
          value={text}
          maxLength={2000}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={submitKeys(() => void add(), () => (document.activeElement as HTMLElement | null)?.blur())}
          placeholder={t('notes.admin.placeholder')}
          aria-invalid={addError ? true : undefined}
          data-testid="admin-note-text"
          className={BOX}
        />
        {addError && <p className="pt-1 text-xs text-danger" role="alert">{addError}</p>}
      </div>
      {error && <p className="text-sm text-danger" role="alert">{error}</p>}
      {data && notes.length === 0 && <p className="text-sm text-ink-muted">{t('notes.admin.empty')}</p>}
      <ol className="divide-y divide-line">
        {notes.map((note) => <AdminNote key={note.id} note={note} applicationId={applicationId} />)}
      </ol>
    </section>
  );
}

function AdminNote({ note, applicationId }: { note: AdminNoteRow; applicationId: number }) {
  const t = useT();
  const context = applicationContext(applicationId);
  const [mode, setMode] = useState<'read' | 'edit' | 'confirm'>('read');
  const [draft, setDraft] = useState(note.note);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    setProblem(null);
    try {
      await run('note.editAdmin', { application_id: applicationId, admin_note_id: note.id, version: note.version, note: draft }, 'screen', { context, inPlace: true, quiet: true });
      setMode('read');
    } catch (e) {
      setProblem(fieldMessage(e, 'note'));
    }
  };
  const remove = () => run('note.deleteAdmin', { application_id: applicationId, admin_note_id: note.id }, 'screen', { context, quiet: true }).catch(() => setMode('read'));

  return (
    <li className="py-2.5" data-testid="admin-note" data-note-id={note.id} data-mine={note.mine || undefined}>
      <div className="flex flex-wrap items-center gap-x-2 text-xs text-ink-muted">
        <span className="font-medium text-ink">{note.author_name}</span>
        <time dateTime={note.created_at}>{timeAgoLong(note.created_at)}</time>
        {note.edited && <span>· {t('notes.edited')}</span>}
        <span>· {t('notes.atStep', { status: enumLabel(applicationStatus, note.at_status) })}</span>
        {note.mine && mode === 'read' && (
          <span className="ml-auto flex gap-1">
            <Button size="sm" variant="text" onClick={() => (setDraft(note.note), setMode('edit'))} data-testid="admin-note-edit">{t('notes.admin.edit')}</Button>
            <Button size="sm" variant="text" danger onClick={() => setMode('confirm')} data-testid="admin-note-delete">{t('notes.admin.delete')}</Button>
          </span>
        )}
      </div>
      {mode === 'edit' ? (
        <div className="mt-1.5 space-y-1.5">
          <textarea autoFocus rows={3} value={draft} maxLength={2000} onChange={(e) => setDraft(e.target.value)} onKeyDown={submitKeys(() => void save(), () => setMode('read'))} className={BOX} data-testid="admin-note-draft" />
          {problem && <p className="text-xs text-danger" role="alert">{problem}</p>}
          <div className="flex gap-2">
            <Button size="sm" variant="primary" onClick={() => void save()} data-testid="admin-note-save">{t('notes.admin.save')}</Button>
            <Button size="sm" onClick={() => setMode('read')}>{t('notes.admin.cancel')}</Button>
          </div>
        </div>
      ) : (
        <p className="mt-1 text-sm break-words whitespace-pre-wrap text-ink" title={note.mine ? undefined : t('notes.admin.onlyAuthor', { name: note.author_name })}>{note.note}</p>
      )}
      {mode === 'confirm' && (
        <div className="mt-1.5 flex flex-wrap items-center gap-2 rounded-md bg-[#fff2f0] px-2 py-1.5 text-sm" data-testid="admin-note-confirm">
          <span className="text-ink">{t('notes.admin.confirmDelete')}</span>
          <Button size="sm" variant="primary" className="!border-danger !bg-danger hover:!bg-danger/85" onClick={() => void remove()} data-testid="admin-note-confirm-delete">{t('notes.admin.delete')}</Button>
          <Button size="sm" autoFocus onClick={() => setMode('read')} onKeyDown={(e) => e.key === 'Escape' && setMode('read')}>{t('notes.admin.cancel')}</Button>
        </div>
      )}
    </li>
  );
}
