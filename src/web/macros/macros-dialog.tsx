// The macros dialog: the caller's and the team's macros on the left; the selected one as text on the
// right, checked against the catalogue on every keystroke (errors by line and column), saved with
// mod+s; share with the team; and the run panel (dry run first). Opened from the palette (Macros…, Run
// macro) and by stopping a recording, which hands it the recorded text as a new macro.
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import type { MacroDetail } from '../../../commands/macro';
import { registry } from '../../../commands';
import { checkMacro } from '../../../commands/macro-check';
import { errorMessage } from '../api/api-error';
import { run } from '../commands/dispatcher';
import { useCommandQuery } from '../commands/use-command-query';
import { DialogFrame } from '../dialogs/dialog-frame';
import { useT } from '../i18n/i18n';
import { Button } from '../ui/button';
import { MacroRunPanel } from './macro-run-panel';

const NEW_TEXT = '@name New macro\n# one command and its arguments a line, e.g.\napplication.changeStatus application_id={{row.id}} status=2\n';

export default function MacrosDialog({ macroId, text: recorded, run: startRun }: { macroId?: number; text?: string; run?: boolean }) {
  const t = useT();
  const list = useCommandQuery('macro.list', {});
  const [current, setCurrent] = useState<MacroDetail | null>(null);
  const [text, setText] = useState(recorded ?? (macroId ? '' : NEW_TEXT));
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [showRun, setShowRun] = useState(Boolean(startRun));
  const checked = useMemo(() => checkMacro(text, registry), [text]);
  const editable = !current || current.mine;

  async function open(id: number) {
    setMessage(null);
    try {
      const macro = await run('macro.get', { macro_id: id }, 'screen', { quiet: true, inPlace: true, record: false });
      setCurrent(macro);
      setText(macro.text);
    } catch (e) {
      setMessage({ kind: 'error', text: errorMessage(e) });
    }
  }
  useEffect(() => {
    if (macroId) void open(macroId);
  }, [macroId]);

  async function save() {
    if (checked.issues.length || !editable) return;
    setSaving(true);
    setMessage(null);
    try {
      const args = current ? { macro_id: current.id, version: current.version, text } : { text };
      const saved = await run('macro.save', args, 'screen', { quiet: true, inPlace: true, record: false });
      setCurrent(saved);
      setMessage({ kind: 'ok', text: t('macros.saved', { name: saved.name }) });
    } catch (e) {
      setMessage({ kind: 'error', text: errorMessage(e) });
    } finally {
      setSaving(false);
    }
  }

  async function share() {
    if (!current) return;
    try {
      setCurrent(await run('macro.share', { macro_id: current.id, shared: !current.shared, version: current.version }, 'screen', { quiet: true, inPlace: true, record: false }));
    } catch (e) {
      setMessage({ kind: 'error', text: errorMessage(e) });
    }
  }

  async function remove() {
    if (!current || !window.confirm(t('macros.confirmDelete', { name: current.name }))) return;
    await run('macro.delete', { macro_id: current.id }, 'screen', { quiet: true, inPlace: true, record: false }).catch((e) => setMessage({ kind: 'error', text: errorMessage(e) }));
    setCurrent(null);
    setText(NEW_TEXT);
  }

  function onKeyDown(event: KeyboardEvent) {
    if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void save();
    }
    if ((event.metaKey || event.ctrlKey) && event.key === 'Enter') {
      event.preventDefault();
      setShowRun(true);
    }
  }

  return (
    <DialogFrame title={t('macros.title')}>
      <div className="grid grid-cols-[11rem_1fr] gap-4" onKeyDown={onKeyDown}>
        <nav aria-label={t('macros.title')} className="flex flex-col gap-1 border-r border-line pr-3 text-sm">
          <Button size="sm" onClick={() => { setCurrent(null); setText(NEW_TEXT); setShowRun(false); }}>{t('macros.new')}</Button>
          {list.data?.list.map((m) => (
            <button key={m.id} type="button" data-macro={m.name} onClick={() => { void open(m.id); setShowRun(false); }}
              className={`truncate rounded px-2 py-1 text-left hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary ${current?.id === m.id ? 'bg-primary-50 text-primary' : 'text-ink'}`}>
              {m.name}
              <span className="block text-xs text-ink-muted">{m.mine ? (m.shared ? t('macros.sharedMine') : t('macros.private')) : m.owner_name}</span>
            </button>
          ))}
          {list.data && !list.data.list.length && <p className="px-2 text-xs text-ink-muted">{t('macros.none')}</p>}
        </nav>
        <div className="min-w-0">
          <textarea
            data-testid="macro-editor" aria-label={t('macros.editor')} spellCheck={false} readOnly={!editable} autoFocus={!startRun}
            value={text} onChange={(e) => setText(e.target.value)} rows={9}
            className="w-full rounded border border-line p-2 font-mono text-xs leading-5 focus:border-primary focus:outline-none"
          />
          <ul className="mt-1 text-xs" data-testid="macro-issues" aria-live="polite">
            {checked.issues.slice(0, 8).map((i) => <li key={`${i.line}:${i.column}:${i.message}`} className="text-danger">{t('macros.issue', { line: i.line, column: i.column, message: i.message })}</li>)}
            {!checked.issues.length && <li className="text-success">{t('macros.valid', { count: checked.macro.steps.length })}</li>}
          </ul>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Button variant="primary" onClick={save} loading={saving} disabled={!editable || checked.issues.length > 0} data-testid="macro-save">{t('macros.save')}</Button>
            {current?.mine && <Button onClick={share} data-testid="macro-share">{current.shared ? t('macros.unshare') : t('macros.share')}</Button>}
            <Button onClick={() => setShowRun(true)} disabled={checked.issues.length > 0} data-testid="macro-open-run">{t('macros.runOver')}</Button>
            {current?.mine && <Button danger variant="text" className="ml-auto" onClick={remove}>{t('macros.delete')}</Button>}
            {!editable && <span className="text-xs text-ink-muted">{t('macros.readOnly', { owner: current?.owner_name ?? '' })}</span>}
          </div>
          {message && <p className={`mt-2 text-sm ${message.kind === 'ok' ? 'text-success' : 'text-danger'}`} role="status">{message.text}</p>}
          {showRun && !checked.issues.length && <MacroRunPanel key={text} macro={checked.macro} text={text} focus />}
          <p className="mt-3 text-xs text-ink-muted">{t('macros.help', { p: '{{param}}', r: '{{row.field}}' })}</p>
        </div>
      </div>
    </DialogFrame>
  );
}
