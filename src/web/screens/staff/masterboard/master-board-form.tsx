import { useState, type FormEvent, type ReactNode } from 'react';
import type { MasterBoardEntry } from '../../../../../commands/staff';
import { ApiError, errorMessage } from '../../../api/api-error';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { tMessage, useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { SelectInput, TextInput } from '../../../ui/field';
import { ProviderPicker, type PickedProvider } from './provider-picker';

const PRIORITIES = [1, 2, 3, 4, 5];

export interface BoardFormProps {
  staffId: number;
  version: number;
  /** The entry being changed (its place stays); a new one otherwise. */
  entry?: MasterBoardEntry;
  onDone: () => void;
}

/**
 * One entry of the board: where (a provider, then all of it or one facility), preferred with a priority
 * or blocked with the reason. Enter saves, Esc cancels; the server's field errors land on their field.
 */
export function MasterBoardForm({ staffId, version, entry, onDone }: BoardFormProps) {
  const t = useT();
  const [provider, setProvider] = useState<PickedProvider | null>(entry ? { id: entry.provider_id, name: entry.provider_name } : null);
  const [facility, setFacility] = useState(entry?.facility_id ? String(entry.facility_id) : '');
  const [standing, setStanding] = useState<'preferred' | 'blocked'>(entry?.standing ?? 'preferred');
  const [priority, setPriority] = useState(String(entry?.priority ?? 1));
  const [note, setNote] = useState(entry?.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const facilities = useCommandQuery('staff.masterboardFacilities', { provider_id: provider?.id ?? 0 }, { enabled: Boolean(provider) && !entry });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!provider) return setErrors({ provider_id: t('staffLists.board.chooseProvider') });
    setSaving(true);
    setErrors({});
    const args = {
      staff_id: staffId,
      provider_id: provider.id,
      facility_id: facility ? Number(facility) : null,
      standing,
      ...(standing === 'preferred' ? { priority: Number(priority) } : {}),
      note: note.trim(),
      version,
    };
    try {
      await run('staff.editMasterboard', args, 'screen', { inPlace: true, context: { path: location.pathname, record: { kind: 'applicant', id: staffId } } });
      onDone();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : [];
      setErrors(fields.length ? Object.fromEntries(fields.map((f) => [f.path || 'form', tMessage(f.message)])) : { form: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  const field = (key: string, label: string, control: ReactNode, wide = false) => (
    <label className={`flex flex-col gap-1 text-sm text-ink-soft ${wide ? 'sm:col-span-2' : ''}`}>
      {label}
      {control}
      {errors[key] && <span role="alert" className="text-danger" data-testid={`board-error-${key}`}>{errors[key]}</span>}
    </label>
  );

  return (
    <form
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onDone();
        }
      }}
      className="grid gap-3 border-t border-line bg-black/[0.015] px-5 py-4 sm:grid-cols-2"
      data-testid="board-form"
    >
      {field(
        'provider_id',
        t('staffLists.board.provider'),
        provider ? (
          <span className="flex h-8 items-center gap-2 text-ink" data-testid="board-provider">
            <span className="font-medium">{provider.name}</span>
            {!entry && <Button size="sm" variant="link" onClick={() => setProvider(null)} data-testid="board-provider-change">{t('staffLists.board.change')}</Button>}
          </span>
        ) : (
          <ProviderPicker
            onPick={(picked) => {
              setProvider(picked);
              setFacility('');
            }}
            invalid={Boolean(errors.provider_id)}
            autoFocus
          />
        ),
      )}
      {field(
        'facility_id',
        t('staffLists.board.facility'),
        entry ? (
          <span className="flex h-8 items-center text-ink">{entry.facility_name ?? t('staffLists.board.wholeProvider')}</span>
        ) : (
          <SelectInput value={facility} onChange={(e) => setFacility(e.target.value)} disabled={!provider} data-testid="board-facility">
            <option value="">{t('staffLists.board.wholeProvider')}</option>
            {facilities.data?.list.map((f) => <option key={f.id} value={f.id}>{`${f.name} (${f.suburb})`}</option>)}
          </SelectInput>
        ),
      )}
      {field(
        'standing',
        t('staffLists.board.standing'),
        <SelectInput value={standing} onChange={(e) => setStanding(e.target.value as 'preferred' | 'blocked')} data-testid="board-standing">
          <option value="preferred">{t('staffLists.board.preferred')}</option>
          <option value="blocked">{t('staffLists.board.blocked')}</option>
        </SelectInput>,
      )}
      {field(
        'priority',
        t('staffLists.board.priority'),
        <SelectInput value={priority} onChange={(e) => setPriority(e.target.value)} disabled={standing !== 'preferred'} data-testid="board-priority">
          {PRIORITIES.map((p) => <option key={p} value={p}>{p === 1 ? t('staffLists.board.priorityHelp', { priority: p }) : p}</option>)}
        </SelectInput>,
      )}
      {field(
        'note',
        t('staffLists.board.note'),
        <TextInput value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} placeholder={t('staffLists.board.notePlaceholder')} invalid={Boolean(errors.note)} data-testid="board-note" />,
        true,
      )}
      <div className="flex items-center justify-end gap-2 sm:col-span-2">
        {errors.form && <span role="alert" className="mr-auto text-sm text-danger" data-testid="board-error-form">{errors.form}</span>}
        <Button onClick={onDone}>{t('staffLists.board.cancel')}</Button>
        <Button type="submit" variant="primary" loading={saving} data-testid="board-save">{t('staffLists.board.save')}</Button>
      </div>
    </form>
  );
}
