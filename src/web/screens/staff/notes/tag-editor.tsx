// An applicant's tags: t puts the cursor in the box, Enter adds what is typed (the pool's spelling when it
// is a known tag), Escape leaves; each tag's × removes it. The pool's most used tags are one click away.
import { forwardRef, useImperativeHandle, useRef, useState, type KeyboardEvent } from 'react';
import { addStaffTag } from '../../../../../commands/tags';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { Kbd } from '../../../ui/kbd';
import { fieldMessage } from './field-message';
import { personContext } from './screen-context';

export interface TagEditorHandle {
  focus(): void;
}

const POPULAR = 6;

export const TagEditor = forwardRef<TagEditorHandle, { staffId: number }>(function TagEditor({ staffId }, ref) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useImperativeHandle(ref, () => ({ focus: () => input.current?.focus() }), []);
  const { data } = useCommandQuery('tag.list', { staff_id: staffId }, { context: personContext(staffId) });
  const mine = data?.tag_list ?? [];
  const lower = new Set(mine.map((x) => x.toLowerCase()));
  const suggestions = (data?.tag_pool ?? []).filter((x) => !lower.has(x.name.toLowerCase()));

  const change = async (id: 'tag.add' | 'tag.delete', tag: string) => {
    setBusy(true);
    setError(null);
    try {
      await run(id, { staff_id: staffId, tag }, 'screen', { context: personContext(staffId), inPlace: id === 'tag.add', quiet: true });
      if (id === 'tag.add') setText('');
    } catch (e) {
      setError(fieldMessage(e, 'tag'));
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (text.trim() && !busy) void change('tag.add', text);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setText('');
      e.currentTarget.blur();
    }
  };

  return (
    <div data-testid="tag-editor">
      <ul className="mb-3 flex min-h-6 flex-wrap gap-1.5" aria-label={t('notes.tags.title')} data-testid="tag-list">
        {mine.length === 0 && <li className="text-sm text-ink-muted">{t('notes.tags.none')}</li>}
        {mine.map((tag) => (
          <li key={tag} className="inline-flex h-6 items-center gap-1 rounded border border-primary-200 bg-primary-50 pr-0.5 pl-2 text-xs text-primary" data-testid="tag-chip" data-tag={tag}>
            {tag}
            <button
              type="button"
              onClick={() => void change('tag.delete', tag)}
              disabled={busy}
              aria-label={t('notes.tags.remove', { tag })}
              data-testid="tag-remove"
              className="flex size-5 items-center justify-center rounded text-primary hover:bg-black/5 hover:text-primary-400 focus-visible:outline-2 focus-visible:outline-primary"
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor="tag-input" className="mb-1 flex items-center justify-between text-xs text-ink-soft">
        {t('notes.tags.input')}
        <span className="flex items-center gap-1 text-ink-muted"><Kbd kbd={addStaffTag.kbd!} /> {t('notes.tags.keyHint')}</span>
      </label>
      <input
        id="tag-input"
        ref={input}
        value={text}
        maxLength={40}
        list="tag-pool"
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('notes.tags.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby="tag-input-error"
        data-testid="tag-input"
        className={`h-8 w-full rounded-md border bg-white px-3 text-sm text-ink placeholder:text-black/30 focus:outline-none focus:ring-2 ${error ? 'border-danger focus:ring-danger/15' : 'border-[#d9d9d9] hover:border-primary-400 focus:border-primary focus:ring-primary/20'}`}
      />
      <datalist id="tag-pool">
        {suggestions.map((x) => <option key={x.name} value={x.name} />)}
      </datalist>
      <div id="tag-input-error" role={error ? 'alert' : undefined} className="min-h-4 pt-1 text-xs text-danger" data-testid="tag-input-error">{error}</div>
      {suggestions.length > 0 && (
        <div className="mt-1">
          <div className="mb-1 text-xs text-ink-muted">{t('notes.tags.popular')}</div>
          <div className="flex flex-wrap gap-1.5">
            {suggestions.slice(0, POPULAR).map((x) => (
              <button
                key={x.name}
                type="button"
                disabled={busy}
                onClick={() => void change('tag.add', x.name)}
                data-testid="tag-suggestion"
                className="inline-flex h-6 items-center gap-1 rounded border border-dashed border-[#d9d9d9] px-2 text-xs text-ink-soft hover:border-primary-400 hover:text-primary"
              >
                + {x.name} <span className="text-ink-muted tabular-nums">{x.count}</span>
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
});
