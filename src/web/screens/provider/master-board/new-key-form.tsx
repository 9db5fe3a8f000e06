// The form that creates a provider API key: its name, the console account answerable for it, what it
// may reach (scopes as checkboxes) and an optional expiry. The answer carries the key, shown once.
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../api/api-error';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { enumLabel, useT } from '../../../i18n/i18n';
import { providerApiScopes } from '../../../../domain/enums/master-board';
import { Button } from '../../../ui/button';
import { FormField, SelectInput, TextInput } from '../../../ui/field';
import { DateInput } from '../../../ui/date-input';

export function NewKeyForm({ providerId, onMade, onCancel }: { providerId: number; onMade: (name: string, key: string) => void; onCancel: () => void }) {
  const t = useT();
  const { data } = useCommandQuery('apikey.administrators', {});
  const [name, setName] = useState('');
  const [administrator, setAdministrator] = useState('');
  const [scopes, setScopes] = useState<string[]>(['temp_shifts:read']);
  const [expires, setExpires] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const made = await run('apikey.add', {
        provider_id: providerId, name, administrator_id: Number(administrator) || undefined, scopes, ...(expires ? { expires_on: expires } : {}),
      }, 'screen');
      onMade(made.api.name, made.api_key);
    } catch (e) {
      if (e instanceof ApiError) setErrors(Object.fromEntries(e.fields.map((f) => [f.path.split('.')[0], f.message])));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="api-key-new">
      <div className="grid gap-x-6 md:grid-cols-3">
        <FormField id="api-key-name" label={t('masterBoard.keys.name')} error={errors.name}>
          <TextInput id="api-key-name" value={name} invalid={!!errors.name} maxLength={100} autoFocus onChange={(e) => setName(e.target.value)} />
        </FormField>
        <FormField id="api-key-administrator" label={t('masterBoard.keys.administrator')} error={errors.administrator_id}>
          <SelectInput id="api-key-administrator" className="w-full" value={administrator} onChange={(e) => setAdministrator(e.target.value)}>
            <option value="">{t('masterBoard.choose')}</option>
            {data?.administrator_list.map((a) => <option key={a.id} value={a.id}>{a.name} ({a.email})</option>)}
          </SelectInput>
        </FormField>
        <FormField id="api-key-expires" label={t('masterBoard.keys.expires')} error={errors.expires_on}>
          <DateInput id="api-key-expires" value={expires} onChange={setExpires} />
        </FormField>
      </div>
      <fieldset className="mb-4">
        <legend className="mb-1.5 text-sm">{t('masterBoard.keys.scopes')}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          {providerApiScopes.entries.map((s) => (
            <label key={s.code} className="flex items-center gap-1.5 text-sm">
              <input type="checkbox" className="size-4 accent-primary" data-code={s.code} checked={scopes.includes(s.code)}
                onChange={(e) => setScopes(e.target.checked ? [...scopes, s.code] : scopes.filter((x) => x !== s.code))} />
              {enumLabel(providerApiScopes, s.code)}
            </label>
          ))}
        </div>
        {errors.scopes && <p role="alert" className="pt-1 text-sm text-danger">{errors.scopes}</p>}
      </fieldset>
      <div className="flex gap-2">
        <Button type="submit" variant="primary" loading={busy} data-testid="api-key-new-submit">{t('masterBoard.keys.add')}</Button>
        <Button variant="text" onClick={onCancel}>{t('masterBoard.cancel')}</Button>
      </div>
    </form>
  );
}
