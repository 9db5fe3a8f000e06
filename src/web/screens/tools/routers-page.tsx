// /tools/routers: link routes. Add one in the form at the top (path, target, note; the server refuses
// reserved or taken paths on the path field); the list shows each route's hits. Edit loads the focused
// route into the same form (saved with the version it showed, so a stale edit is a conflict); Delete and
// the palette act on the focused row.
import { useRef, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { LinkRouteRow } from '../../../../commands/link-route';
import { commandContext } from '../../state/command-context';
import { ApiError } from '../../api/api-error';
import { run } from '../../commands/dispatcher';
import { tMessage, useT } from '../../i18n/i18n';
import { toast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FormField, TextInput } from '../../ui/field';
import { PageHeader } from '../../ui/page-header';
import { CommandList } from '../generic/command-list';
import { linkRouteListSpec } from './routers-list';

const EMPTY = { path: '', target_url: '', note: '', active: true };

export default function RoutersPage() {
  const t = useT();
  const first = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<LinkRouteRow | null>(null);
  const { record } = useSnapshot(commandContext);
  const focused = record?.kind === 'linkRoute' && record.fields ? (record.fields as unknown as LinkRouteRow) : null;
  const startEdit = () => {
    if (!focused) return;
    setEditing(focused);
    setValues({ path: focused.path, target_url: focused.target_url, note: focused.note, active: focused.active });
    setErrors({});
    first.current?.focus();
  };
  const cancelEdit = () => {
    setEditing(null);
    setValues(EMPTY);
    setErrors({});
  };
  const set = (key: 'path' | 'target_url' | 'note') => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      if (editing) {
        const args = { route_id: editing.id, version: editing.version, path: values.path, target_url: values.target_url, note: values.note, active: values.active };
        const { route } = await run('linkroute.edit', args, 'screen', { quiet: true, inPlace: true });
        toast(t('devops.routes.saved', { path: route.path }), 'success');
        setEditing(null);
      } else {
        const args = { path: values.path, target_url: values.target_url, active: values.active, ...(values.note.trim() && { note: values.note }) };
        const { route } = await run('linkroute.add', args, 'screen', { quiet: true, inPlace: true });
        toast(t('devops.routes.added', { path: route.path }), 'success');
      }
      setValues(EMPTY);
      first.current?.focus();
    } catch (e) {
      const fields = e instanceof ApiError ? e.fields : [];
      setErrors(fields.length ? Object.fromEntries(fields.map((f) => [f.path.split('.')[0], tMessage(f.message)])) : { path: tMessage(e instanceof Error ? e.message : String(e)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4" data-testid="routers-page">
      <PageHeader title={t('route.routers')} hint={t('devops.routes.hint')} />
      <Card>
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-x-4 desktop:grid-cols-[minmax(12rem,1fr)_minmax(16rem,2fr)_minmax(10rem,1fr)_auto]" data-testid="routers-form">
          <FormField id="routers-path" label={t('devops.routes.path')} error={errors.path}>
            <TextInput ref={first} id="routers-path" value={values.path} autoFocus invalid={Boolean(errors.path)} placeholder={t('devops.routes.pathPlaceholder')} onChange={set('path')} data-testid="routers-path" />
          </FormField>
          <FormField id="routers-target" label={t('devops.routes.target')} error={errors.target_url}>
            <TextInput id="routers-target" value={values.target_url} inputMode="url" invalid={Boolean(errors.target_url)} placeholder="https://…" onChange={set('target_url')} data-testid="routers-target" />
          </FormField>
          <FormField id="routers-note" label={t('devops.routes.note')} error={errors.note}>
            <TextInput id="routers-note" value={values.note} onChange={set('note')} data-testid="routers-note" />
          </FormField>
          <div className="mb-5 flex items-center gap-3 self-end">
            <label className="flex items-center gap-1.5 text-sm text-ink">
              <input type="checkbox" checked={values.active} onChange={(e) => setValues((v) => ({ ...v, active: e.target.checked }))} className="size-4 accent-primary" data-testid="routers-active" />
              {t('devops.col.active')}
            </label>
            {editing && <Button onClick={cancelEdit} data-testid="routers-cancel">{t('devops.routes.cancel')}</Button>}
            <Button type="submit" variant="primary" loading={busy} data-testid="routers-submit">{editing ? t('devops.routes.save') : t('devops.routes.add')}</Button>
          </div>
        </form>
        <div className="flex items-center gap-3 text-xs text-ink-muted">
          <Button size="sm" onClick={startEdit} disabled={!focused} data-testid="routers-edit">{t('devops.routes.editFocused', { path: focused?.path ?? '' })}</Button>
          <span>{editing ? t('devops.routes.editing', { path: editing.path, version: editing.version }) : t('devops.routes.editHint')}</span>
        </div>
      </Card>
      <section className="rounded-lg bg-white shadow-card">
        <CommandList spec={linkRouteListSpec} label={t('route.routers')} />
      </section>
    </div>
  );
}
