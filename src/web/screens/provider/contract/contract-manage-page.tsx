// /provider/manage/contract-configuration/manage/:id (:id = provider; ?template=<id> edits one, without
// it a new one): a contract template's name, employment type (spec §3), whether it is offered, and its
// body in the console's rich-text editor (the server keeps only the toolbar's markup).
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ApiError } from '../../../api/api-error';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { enumLabel, useT } from '../../../i18n/i18n';
import { useCurrentRoute } from '../../../routes/use-current-route';
import { employmentTypes } from '../../../../domain/enums/employment';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { FormField, SelectInput, TextInput } from '../../../ui/field';
import { PageHeader } from '../../../ui/page-header';
import { RichTextEditor } from '../../../ui/rich-text-editor';

interface Draft { name: string; employment_type: string; active: boolean; body: string }

export default function ContractManagePage() {
  const t = useT();
  const [, navigate] = useLocation();
  const routeProvider = Number(useCurrentRoute()?.params.id);
  const templateId = Number(new URLSearchParams(useSearch()).get('template')) || undefined;
  const { data, error } = useCommandQuery('contract.templateDetail', { contract_template_id: templateId ?? 0 }, { enabled: templateId !== undefined });
  const template = data?.template;
  // A link that knows only the template (the record kind's page) names provider 0: the template says whose it is.
  const providerId = template?.provider_id ?? routeProvider;
  const [draft, setDraft] = useState<Draft | null>(templateId === undefined ? { name: '', employment_type: '1', active: true, body: '' } : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (template && !draft) setDraft({ name: template.name, employment_type: String(template.employment_type), active: template.active, body: template.body });
  }, [template, draft]);

  if (templateId !== undefined && !template) return <p className="p-6 text-sm text-ink-muted" role={error ? 'alert' : undefined}>{error ?? t('masterBoard.loading')}</p>;
  if (!draft) return null;
  const set = (p: Partial<Draft>) => setDraft({ ...draft, ...p });
  const back = `/provider/manage/contract-configuration/list/${providerId}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    setSaving(true);
    setErrors({});
    const fields = { name: draft.name, employment_type: Number(draft.employment_type), active: draft.active, body: draft.body };
    try {
      if (template) await run('contract.editTemplate', { contract_template_id: template.id, version: template.version, ...fields }, 'screen', { context: { path: '', record: { kind: 'contractTemplate', id: template.id } } });
      else await run('contract.addTemplate', { provider_id: providerId, ...fields }, 'screen');
      navigate(back);
    } catch (e) {
      if (e instanceof ApiError) setErrors(Object.fromEntries(e.fields.map((f) => [f.path, f.message])));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="mx-auto max-w-5xl space-y-4" onSubmit={submit} noValidate data-testid="contract-form">
      <PageHeader
        title={template ? t('masterBoard.contract.editTitle', { name: template.name }) : t('masterBoard.contract.new')}
        subtitle={template?.provider_name}
        actions={<>
          {template && (
            <Button danger data-testid="contract-delete"
 onClick={() => { if (window.confirm(t('masterBoard.contract.confirmDelete', { name: template.name }))) void run('contract.deleteTemplate', { contract_template_id: template.id }, 'screen').then(() => navigate(back), () => {}); }}>
              {t('masterBoard.delete')}
            </Button>
          )}
          <Button onClick={() => navigate(back)}>{t('masterBoard.cancel')}</Button>
          <Button type="submit" variant="primary" loading={saving} data-testid="contract-save">{t('masterBoard.save')}</Button>
        </>}
      />
      <Card>
        <div className="grid gap-x-6 md:grid-cols-[2fr_1fr_auto]">
          <FormField id="contract-name" label={t('masterBoard.contract.name')} error={errors.name}>
            <TextInput id="contract-name" value={draft.name} invalid={!!errors.name} maxLength={120} autoFocus onChange={(e) => set({ name: e.target.value })} />
          </FormField>
          <FormField id="contract-employment-type" label={t('masterBoard.contract.employmentType')} error={errors.employment_type}>
            <SelectInput id="contract-employment-type" className="w-full" value={draft.employment_type} onChange={(e) => set({ employment_type: e.target.value })}>
              {employmentTypes.entries.map((e) => <option key={e.code} value={e.code}>{enumLabel(employmentTypes, e.code)}</option>)}
            </SelectInput>
          </FormField>
          <FormField id="contract-active" label={t('masterBoard.contract.active')}>
            <label className="flex h-8 items-center gap-2 text-sm"><input id="contract-active" type="checkbox" className="size-4 accent-primary" checked={draft.active} onChange={(e) => set({ active: e.target.checked })} />{t('masterBoard.contract.offered')}</label>
          </FormField>
        </div>
        <div className="mb-2 text-sm text-ink">{t('masterBoard.contract.body')}</div>
        <RichTextEditor value={draft.body} onChange={(body) => setDraft((d) => (d ? { ...d, body } : d))} label={t('masterBoard.contract.body')} minHeight={360} testId="contract-body" />
        {errors.body && <p role="alert" className="pt-1 text-sm text-danger">{errors.body}</p>}
        <p className="mt-2 text-xs text-ink-muted">{t('masterBoard.contract.placeholders')}</p>
      </Card>
    </form>
  );
}
