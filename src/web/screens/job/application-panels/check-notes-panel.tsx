import { useState, type KeyboardEvent } from 'react';
import type { CheckNoteRow } from '../../../../../commands/application-notes';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { timeAgoLong } from '../../../i18n/time-ago';
import { Button } from '../../../ui/button';
import { fieldMessage } from '../../staff/notes/field-message';
import { applicationContext } from '../../staff/notes/screen-context';
import type { ApplicationPanelProps } from './panel-props';

/**
 * One application › Check notes: a checklist. Space ticks the focused entry (who and when is kept),
 * Enter in the box adds one, × asks before it deletes.
 */
export default function CheckNotesPanel({ applicationId }: ApplicationPanelProps) {
  const t = useT();
  const context = applicationContext(applicationId);
  const { data, error } = useCommandQuery('checklist.list', { application_id: applicationId }, { context });
  const [text, setText] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const notes = data?.note_list ?? [];
  const act = (id: 'checklist.setChecked' | 'checklist.delete', args: Record<string, unknown>) =>
    run(id, { application_id: applicationId, ...args }, 'screen', { context, quiet: true }).catch(() => null);

  const add = async () => {
    setAddError(null);
    try {
      await run('checklist.add', { application_id: applicationId, content: text }, 'screen', { context, inPlace: true, quiet: true });
      setText('');
    } catch (e) {
      setAddError(fieldMessage(e, 'content'));
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (text.trim()) void add();
    } else if (e.key === 'Escape') e.currentTarget.blur();
  };

  return (
    <section className="space-y-3 p-4" data-testid="check-notes-panel" aria-label={t('notes.check.title')}>
      <header className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-ink">{t('notes.check.title')}</h3>
        {data && data.total > 0 && (
          <span className="flex items-center gap-2 text-xs text-ink-muted" data-testid="check-progress">
            <span className="block h-1.5 w-20 overflow-hidden rounded-full bg-black/[0.06]">
              <span className="block h-full bg-[#52c41a]" style={{ width: `${(100 * data.checked_count) / data.total}%` }} />
            </span>
            {t('notes.check.progress', { checked: data.checked_count, total: data.total })}
          </span>
        )}
      </header>
      {error && <p className="text-sm text-danger" role="alert">{error}</p>}
      {data && notes.length === 0 && <p className="text-sm text-ink-muted">{t('notes.check.empty')}</p>}
      <ul className="space-y-1">
        {notes.map((note) => (
          <CheckItem
            key={note.id}
            note={note}
            confirming={confirming === note.id}
            onToggle={() => act('checklist.setChecked', { check_note_id: note.id, checked: !note.checked })}
            onAskDelete={() => setConfirming(note.id)}
            onCancel={() => setConfirming(null)}
            onDelete={() => act('checklist.delete', { check_note_id: note.id }).then(() => setConfirming(null))}
          />
        ))}
      </ul>
      <div>
        <label htmlFor={`check-add-${applicationId}`} className="sr-only">{t('notes.check.add')}</label>
        <input
          id={`check-add-${applicationId}`}
          value={text}
          maxLength={300}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('notes.check.addPlaceholder')}
          aria-invalid={addError ? true : undefined}
          data-testid="check-add"
          className="h-8 w-full rounded-md border border-[#d9d9d9] bg-white px-3 text-sm text-ink placeholder:text-black/30 hover:border-primary-400 focus:border-primary focus:ring-2 focus:ring-primary/20 focus:outline-none"
        />
        {addError && <p className="pt-1 text-xs text-danger" role="alert" data-testid="check-add-error">{addError}</p>}
      </div>
    </section>
  );
}

function CheckItem({ note, confirming, onToggle, onAskDelete, onCancel, onDelete }: {
  note: CheckNoteRow;
  confirming: boolean;
  onToggle: () => void;
  onAskDelete: () => void;
  onCancel: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  if (confirming) {
    return (
      <li className="flex flex-wrap items-center gap-2 rounded-md bg-[#fff2f0] px-2 py-1.5 text-sm" data-testid="check-confirm">
        <span className="text-ink">{t('notes.check.confirmDelete', { content: note.content })}</span>
        <Button size="sm" variant="primary" className="!border-danger !bg-danger hover:!bg-danger/85" onClick={onDelete} data-testid="check-confirm-delete">{t('notes.attachments.confirm')}</Button>
        <Button size="sm" autoFocus onClick={onCancel} onKeyDown={(e) => e.key === 'Escape' && onCancel()}>{t('notes.attachments.cancel')}</Button>
      </li>
    );
  }
  return (
    <li className="group flex items-start gap-2 rounded-md px-2 py-1.5 hover:bg-[#fafafa]" data-testid="check-item" data-checked={note.checked || undefined}>
      <input type="checkbox" checked={note.checked} onChange={onToggle} id={`check-${note.id}`} className="mt-0.5 size-4 cursor-pointer accent-primary" data-testid="check-toggle" />
      <label htmlFor={`check-${note.id}`} className="min-w-0 flex-1 cursor-pointer text-sm">
        <span className={note.checked ? 'text-ink-muted line-through' : 'text-ink'}>{note.content}</span>
        {note.checked && note.checked_by_name && note.checked_at && (
          <span className="block text-xs text-ink-muted">{t('notes.check.by', { name: note.checked_by_name, when: timeAgoLong(note.checked_at) })}</span>
        )}
      </label>
      <button
        type="button"
        onClick={onAskDelete}
        aria-label={t('notes.check.delete', { content: note.content })}
        className="flex size-6 items-center justify-center rounded text-ink-muted opacity-0 group-hover:opacity-100 hover:bg-black/5 hover:text-danger focus-visible:opacity-100"
        data-testid="check-delete"
      >
        ×
      </button>
    </li>
  );
}
