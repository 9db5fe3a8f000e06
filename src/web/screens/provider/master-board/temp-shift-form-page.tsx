// /provider/master-board/temp-shift/add (?provider=, optionally &template= to start from a shift template)
// and /edit/:id: the temp shift form. Times are chosen on 15-minute steps (spec §9); the rate is typed in
// dollars and sent in cents; the server's field errors land on their fields.
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ApiError } from '../../../api/api-error';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { useCurrentRoute } from '../../../routes/use-current-route';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { FormField, SelectInput, TextInput } from '../../../ui/field';
import { PageHeader } from '../../../ui/page-header';
import { centsFrom } from '../../../../domain/temp-shift-rules';
import { boardPath } from './board-frame';
import { BoardFrame } from './board-frame';
import { useFacilities } from './shift-fields';
import { DateInput } from '../../../ui/date-input';

const TIMES = Array.from({ length: 96 }, (_, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`);
interface Draft { facility_id: string; position: string; shift_date: string; start_time: string; end_time: string; break_minutes: string; rate: string; headcount: string; note: string }
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

function ShiftForm({ providerId, shiftId }: { providerId: number; shiftId?: number }) {
  const t = useT();
  const [, navigate] = useLocation();
  const templateId = Number(new URLSearchParams(useSearch()).get('template')) || undefined;
  const facilities = useFacilities(providerId);
  const existing = useCommandQuery('tempshift.detail', { temp_shift_id: shiftId ?? 0 }, { enabled: shiftId !== undefined });
  const templates = useCommandQuery('tempshift.templates', { provider_id: providerId }, { enabled: templateId !== undefined });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const shift = existing.data?.temp_shift;

  useEffect(() => {
    if (draft) return;
    if (shiftId !== undefined) {
      if (!shift) return;
      setDraft({ facility_id: String(shift.facility_id), position: shift.position, shift_date: shift.shift_date, start_time: shift.start_time, end_time: shift.end_time,
        break_minutes: String(shift.break_minutes), rate: (shift.hourly_rate_cents / 100).toFixed(2), headcount: String(shift.headcount), note: shift.note });
      return;
    }
    if (templateId !== undefined && !templates.data) return;
    const tp = templates.data?.list.find((x) => x.id === templateId);
    setDraft({ facility_id: tp?.facility_id ? String(tp.facility_id) : '', position: tp?.position ?? '', shift_date: tomorrow(), start_time: tp?.start_time ?? '07:00',
      end_time: tp?.end_time ?? '15:30', break_minutes: String(tp?.break_minutes ?? 30), rate: tp ? (tp.hourly_rate_cents / 100).toFixed(2) : '', headcount: String(tp?.headcount ?? 1), note: tp?.note ?? '' });
  }, [shift, templates.data, draft, shiftId, templateId]);

  if (!draft) return <p className="p-4 text-sm text-ink-muted">{existing.error ?? t('masterBoard.loading')}</p>;
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const id = (key: string) => `temp-shift-${key.replace(/_/g, '-')}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const cents = centsFrom(draft.rate);
    if (cents === null) return setErrors({ hourly_rate_cents: t('masterBoard.shift.rateInvalid') });
    setSaving(true);
    setErrors({});
    const fields = {
      facility_id: Number(draft.facility_id) || undefined, position: draft.position, shift_date: draft.shift_date, start_time: draft.start_time, end_time: draft.end_time,
      break_minutes: Number(draft.break_minutes), hourly_rate_cents: cents, headcount: Number(draft.headcount), note: draft.note,
    };
    try {
      const result = shift
        ? await run('tempshift.edit', { temp_shift_id: shift.id, version: shift.version, ...fields }, 'screen', { context: { path: '', record: { kind: 'tempShift', id: shift.id } } })
        : await run('tempshift.add', { provider_id: providerId, ...(templateId ? { template_id: templateId } : {}), ...fields }, 'screen');
      navigate(boardPath(`temp-shift/view/${result.temp_shift.id}`, providerId));
    } catch (e) {
      if (e instanceof ApiError) setErrors(Object.fromEntries(e.fields.map((f) => [f.path, f.message])));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="temp-shift-form">
      <Card>
        <div className="grid gap-x-6 md:grid-cols-2">
          <FormField id={id('facility_id')} label={t('masterBoard.shift.facility')} error={errors.facility_id}>
            <SelectInput id={id('facility_id')} className="w-full" value={draft.facility_id} onChange={(e) => set({ facility_id: e.target.value })} autoFocus>
              <option value="">{t('masterBoard.choose')}</option>
              {facilities.map((f) => <option key={f.id} value={f.id}>{f.name} · {f.suburb} {f.state}</option>)}
            </SelectInput>
          </FormField>
          <FormField id={id('position')} label={t('masterBoard.shift.position')} error={errors.position}>
            <TextInput id={id('position')} value={draft.position} invalid={!!errors.position} maxLength={80} list="temp-shift-positions" onChange={(e) => set({ position: e.target.value })} />
            <datalist id="temp-shift-positions">{['Personal Care Worker', 'Assistant in Nursing', 'Registered Nurse', 'Enrolled Nurse', 'Disability Support Worker'].map((p) => <option key={p} value={p} />)}</datalist>
          </FormField>
          <FormField id={id('shift_date')} label={t('masterBoard.shift.date')} error={errors.shift_date}>
            <DateInput id={id('shift_date')} value={draft.shift_date} invalid={!!errors.shift_date} onChange={(shift_date) => set({ shift_date })} />
          </FormField>
          <div className="grid grid-cols-2 gap-x-4">
            <FormField id={id('start_time')} label={t('masterBoard.shift.start')} error={errors.start_time}>
              <SelectInput id={id('start_time')} className="w-full" value={draft.start_time} onChange={(e) => set({ start_time: e.target.value })}>{TIMES.map((x) => <option key={x}>{x}</option>)}</SelectInput>
            </FormField>
            <FormField id={id('end_time')} label={t('masterBoard.shift.end')} error={errors.end_time}>
              <SelectInput id={id('end_time')} className="w-full" value={draft.end_time} onChange={(e) => set({ end_time: e.target.value })}>{TIMES.map((x) => <option key={x}>{x}</option>)}</SelectInput>
            </FormField>
          </div>
          <FormField id={id('break_minutes')} label={t('masterBoard.shift.break')} error={errors.break_minutes}>
            <SelectInput id={id('break_minutes')} className="w-full" value={draft.break_minutes} onChange={(e) => set({ break_minutes: e.target.value })}>
              {[0, 15, 30, 45, 60].map((m) => <option key={m} value={m}>{t('masterBoard.shift.breakMinutes', { n: m })}</option>)}
            </SelectInput>
          </FormField>
          <FormField id={id('hourly_rate_cents')} label={t('masterBoard.shift.rate')} error={errors.hourly_rate_cents}>
            <TextInput id={id('hourly_rate_cents')} inputMode="decimal" placeholder="38.50" value={draft.rate} invalid={!!errors.hourly_rate_cents} onChange={(e) => set({ rate: e.target.value })} />
          </FormField>
          <FormField id={id('headcount')} label={t('masterBoard.shift.headcount')} error={errors.headcount}>
            <TextInput id={id('headcount')} type="number" min={1} max={50} value={draft.headcount} invalid={!!errors.headcount} onChange={(e) => set({ headcount: e.target.value })} />
          </FormField>
          <FormField id={id('note')} label={t('masterBoard.shift.note')} error={errors.note}>
            <TextInput id={id('note')} value={draft.note} maxLength={500} onChange={(e) => set({ note: e.target.value })} />
          </FormField>
        </div>
        <div className="flex gap-2">
          <Button type="submit" variant="primary" loading={saving} data-testid="temp-shift-save">{t('masterBoard.save')}</Button>
          <Button onClick={() => history.back()}>{t('masterBoard.cancel')}</Button>
        </div>
      </Card>
    </form>
  );
}

export default function TempShiftFormPage() {
  const route = useCurrentRoute();
  const shiftId = route?.params.id ? Number(route.params.id) : undefined;
  const t = useT();
  if (shiftId !== undefined) return <EditFrame shiftId={shiftId} />;
  return (
    <BoardFrame section="temp-shift" titleKey="route.tempShiftAdd">
      {(board) => (
        <div className="max-w-4xl space-y-2">
          {board.require_approval && <p className="text-sm text-ink-muted">{t('masterBoard.shift.willWait')}</p>}
          <ShiftForm providerId={board.provider_id} />
        </div>
      )}
    </BoardFrame>
  );
}

/** An edit names only the shift; its provider comes from the shift itself. */
function EditFrame({ shiftId }: { shiftId: number }) {
  const t = useT();
  const { data, error } = useCommandQuery('tempshift.detail', { temp_shift_id: shiftId });
  if (!data) return <p className="p-6 text-sm text-ink-muted">{error ?? t('masterBoard.loading')}</p>;
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <PageHeader title={t('masterBoard.shift.editTitle', { id: shiftId })} subtitle={data.temp_shift.provider_name} />
      <ShiftForm providerId={data.temp_shift.provider_id} shiftId={shiftId} />
    </div>
  );
}
