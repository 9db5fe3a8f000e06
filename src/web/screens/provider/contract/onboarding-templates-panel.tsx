// A provider's onboarding templates: ordered checklists. The editor moves items up and down (buttons,
// or alt+↑/↓ in an item's title), adds and removes them; a save sends the whole list with the version.
import { useState, type KeyboardEvent } from 'react';
import { ApiError } from '../../../api/api-error';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { TextInput } from '../../../ui/field';

type Item = { title: string; description: string; required: boolean };
type Template = { id: number; name: string; items: Item[]; version: number };

function Editor({ providerId, template, onClose }: { providerId: number; template?: Template; onClose: () => void }) {
  const t = useT();
  const [name, setName] = useState(template?.name ?? '');
  const [items, setItems] = useState<Item[]>(template?.items ?? [{ title: '', description: '', required: true }]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const patch = (i: number, p: Partial<Item>) => setItems(items.map((it, j) => (j === i ? { ...it, ...p } : it)));
  const move = (i: number, by: number) => {
    const j = i + by;
    if (j < 0 || j >= items.length) return;
    const next = [...items];
    [next[i], next[j]] = [next[j], next[i]];
    setItems(next);
  };
  const onKey = (i: number) => (e: KeyboardEvent) => {
    if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) { e.preventDefault(); move(i, e.key === 'ArrowUp' ? -1 : 1); }
  };
  const save = async () => {
    setBusy(true);
    setErrors({});
    try {
      if (template) await run('contract.editOnboardingTemplate', { onboarding_template_id: template.id, version: template.version, name, items }, 'screen');
      else await run('contract.addOnboardingTemplate', { provider_id: providerId, name, items }, 'screen');
      onClose();
    } catch (e) {
      if (e instanceof ApiError) setErrors(Object.fromEntries(e.fields.map((f) => [f.path, f.message])));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-3 border-b border-line bg-[#fafafa] p-4" data-testid="onboarding-editor">
      <label className="block text-sm">{t('masterBoard.onboarding.name')}
        <TextInput className="mt-1" value={name} invalid={!!errors.name} onChange={(e) => setName(e.target.value)} maxLength={120} autoFocus data-testid="onboarding-name" />
      </label>
      {errors.name && <p role="alert" className="text-sm text-danger">{errors.name}</p>}
      <ol className="space-y-2">
        {items.map((it, i) => (
          <li key={i} className="flex flex-wrap items-start gap-2 rounded-md border border-line bg-white p-2" data-testid="onboarding-item">
            <span className="w-6 pt-1.5 text-right text-sm text-ink-muted tabular-nums">{i + 1}.</span>
            <div className="min-w-0 flex-1 space-y-1">
              <TextInput value={it.title} placeholder={t('masterBoard.onboarding.itemTitle')} invalid={!!errors[`items.${i}.title`]} onKeyDown={onKey(i)} onChange={(e) => patch(i, { title: e.target.value })} maxLength={120} aria-label={t('masterBoard.onboarding.itemTitle')} />
              <TextInput value={it.description} placeholder={t('masterBoard.onboarding.itemDescription')} onChange={(e) => patch(i, { description: e.target.value })} maxLength={500} aria-label={t('masterBoard.onboarding.itemDescription')} />
              {errors[`items.${i}.title`] && <p role="alert" className="text-sm text-danger">{errors[`items.${i}.title`]}</p>}
            </div>
            <label className="flex items-center gap-1 pt-1.5 text-sm"><input type="checkbox" className="accent-primary" checked={it.required} onChange={(e) => patch(i, { required: e.target.checked })} />{t('masterBoard.onboarding.required')}</label>
            <div className="flex">
              <Button size="sm" variant="text" aria-label={t('masterBoard.onboarding.up')} disabled={i === 0} onClick={() => move(i, -1)}>↑</Button>
              <Button size="sm" variant="text" aria-label={t('masterBoard.onboarding.down')} disabled={i === items.length - 1} onClick={() => move(i, 1)}>↓</Button>
              <Button danger size="sm" variant="text" aria-label={t('masterBoard.delete')} onClick={() => setItems(items.filter((_, j) => j !== i))}>✕</Button>
            </div>
          </li>
        ))}
      </ol>
      {errors.items && <p role="alert" className="text-sm text-danger">{errors.items}</p>}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setItems([...items, { title: '', description: '', required: true }])} data-testid="onboarding-add-item">{t('masterBoard.onboarding.addItem')}</Button>
        <Button variant="primary" loading={busy} onClick={() => void save()} data-testid="onboarding-save">{t('masterBoard.save')}</Button>
        <Button variant="text" onClick={onClose}>{t('masterBoard.cancel')}</Button>
      </div>
    </div>
  );
}

export function OnboardingTemplatesPanel({ providerId }: { providerId: number }) {
  const t = useT();
  const { data } = useCommandQuery('contract.onboardingTemplates', { provider_id: providerId });
  const [editing, setEditing] = useState<Template | 'new' | null>(null);
  return (
    <div data-testid="onboarding-templates">
      <div className="flex items-center justify-between border-b border-line px-4 py-3">
        <span className="text-sm text-ink-muted">{t('masterBoard.onboarding.hint')}</span>
        <Button variant="primary" onClick={() => setEditing('new')} data-testid="onboarding-new">{t('masterBoard.onboarding.new')}</Button>
      </div>
      {editing && <Editor providerId={providerId} template={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      {data?.list.length === 0 && !editing && <p className="p-5 text-sm text-ink-muted">{t('masterBoard.onboarding.none')}</p>}
      <ul className="divide-y divide-line">
        {data?.list.map((tp) => (
          <li key={`${tp.id}-${tp.version}`} className="px-4 py-3" data-testid="onboarding-template">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">{tp.name}</span>
              <div className="flex gap-1">
                <Button size="sm" onClick={() => setEditing(tp)}>{t('masterBoard.edit')}</Button>
                <Button danger size="sm" variant="text" 
 onClick={() => { if (window.confirm(t('masterBoard.onboarding.confirmDelete', { name: tp.name }))) void run('contract.deleteOnboardingTemplate', { onboarding_template_id: tp.id }, 'screen').catch(() => {}); }}>
                  {t('masterBoard.delete')}
                </Button>
              </div>
            </div>
            <ol className="mt-1 list-decimal pl-6 text-sm text-ink-soft">
              {tp.items.map((it, i) => <li key={i}>{it.title}{!it.required && <span className="ml-1 text-xs text-ink-muted">({t('masterBoard.onboarding.optional')})</span>}</li>)}
            </ol>
          </li>
        ))}
      </ul>
    </div>
  );
}
