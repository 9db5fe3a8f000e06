// /order/shift/create: an order made on a provider's behalf. Times are the facility's clock. Enter runs
// help_create_order_preview (problems on their fields, warnings, the estimated cost); Enter again, with
// nothing changed since, runs help_create_order and opens the new order. Keyboard only works throughout.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import type { createOrderPreview } from '../../../../../commands/order';
import { employmentTypes } from '../../../../domain/enums/employment';
import { quarterHourSteps } from '../../../../domain/format/time-steps';
import { ApiError } from '../../../api/api-error';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { enumLabel, useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { parseTypedDate } from '../../../ui/date-time';
import { FormField, SelectInput, TextInput } from '../../../ui/field';
import { PageHeader } from '../../../ui/page-header';
import { OrderCostCard } from '../detail/order-cost-card';
import { CompetencyChecks } from './competency-checks';
import { DateInput } from '../../../ui/date-input';

type Preview = z.infer<typeof createOrderPreview.result>;

const blank = {
  provider_id: '', facility_id: '', position: '', level_id: '', employment_type: '1', date: '', start_time: '07:00', end_time: '15:00',
  break_minutes: '30', workers_needed: '1', competencies: [] as string[], requirements: '', notes: '', contact_name: '', contact_phone: '', requested_by: '', notify: false,
};
type Draft = typeof blank;
const STEPS = quarterHourSteps();

export default function OrderCreatePage() {
  const t = useT();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<Draft>(blank);
  const [preview, setPreview] = useState<{ of: string; answer: Preview } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const providers = useCommandQuery('provider.list', { status: 'enabled', page_size: 200, sort_by: 'name', sort_dir: 'asc' });
  const providerId = Number(draft.provider_id) || 0;
  const provider = useCommandQuery('order.providerPreview', { provider_id: providerId }, { enabled: providerId > 0 });
  const positions = useCommandQuery('position.list', {});
  const position = positions.data?.position_list.find((p) => p.name === draft.position);
  const levels = useCommandQuery('position.levels', { position_id: position?.id ?? 0 }, { enabled: !!position });
  const options = useCommandQuery('order.competencyOptions', draft.position ? { position: draft.position } : {});
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  // The position's required credentials are ticked when the position is chosen; the rest stay as they were.
  useEffect(() => {
    const required = options.data?.options.filter((o) => o.required_by_position).map((o) => o.value) ?? [];
    if (required.length) setDraft((d) => ({ ...d, competencies: [...new Set([...d.competencies, ...required])] }));
  }, [options.data]);

  const args = useMemo(() => ({
    provider_id: providerId || undefined, facility_id: Number(draft.facility_id) || undefined, position: draft.position,
    ...(draft.level_id ? { level_id: Number(draft.level_id) } : {}), employment_type: Number(draft.employment_type),
    date: parseTypedDate(draft.date) ?? draft.date, start_time: draft.start_time, end_time: draft.end_time,
    break_minutes: Number(draft.break_minutes), workers_needed: Number(draft.workers_needed), competencies: draft.competencies,
    requirements: draft.requirements, notes: draft.notes, contact_name: draft.contact_name, contact_phone: draft.contact_phone,
    requested_by: draft.requested_by, notify: draft.notify,
  }), [draft, providerId]);
  const key = JSON.stringify(args);
  const fresh = preview?.of === key;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      if (fresh && preview.answer.can_create) {
        const made = await run('order.create', args, 'screen');
        navigate(`/order/shift/detail/${made.order_data.id}`);
        return;
      }
      const answer = await run('order.createPreview', args, 'screen', { quiet: true, record: false, inPlace: true });
      setPreview({ of: key, answer });
      setErrors(Object.fromEntries(answer.problems.map((p) => [p.field, p.message])));
    } catch (e) {
      if (e instanceof ApiError) setErrors(Object.fromEntries(e.fields.map((f) => [f.path, f.message])));
    } finally {
      setBusy(false);
    }
  }

  const id = (k: string) => `order-create-${k.replace(/_/g, '-')}`;
  const select = (k: keyof Draft, label: string, items: { value: string; label: string }[], extra?: { choose?: boolean; disabled?: boolean; autoFocus?: boolean }) => (
    <FormField id={id(k)} label={label} error={errors[k]}>
      <SelectInput id={id(k)} className="w-full" value={String(draft[k])} disabled={extra?.disabled} autoFocus={extra?.autoFocus}
        onChange={(e) => set({ [k]: e.target.value, ...(k === 'provider_id' ? { facility_id: '' } : k === 'position' ? { level_id: '' } : {}) } as Partial<Draft>)}>
        {extra?.choose !== false && <option value="">{k === 'level_id' ? t('orders.create.levelLowest') : t('orders.create.choose')}</option>}
        {items.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </SelectInput>
    </FormField>
  );
  const text = (k: keyof Draft, label: string, props: Record<string, unknown> = {}) => (
    <FormField id={id(k)} label={label} error={errors[k]}>
      <TextInput id={id(k)} value={String(draft[k])} invalid={!!errors[k]} onChange={(e) => set({ [k]: e.target.value } as Partial<Draft>)} {...props} />
    </FormField>
  );
  const times = STEPS.map((s) => ({ value: s, label: s }));
  const p = provider.data;

  return (
    <form className="mx-auto max-w-6xl space-y-4" onSubmit={submit} noValidate data-testid="order-create">
      <PageHeader title={t('orders.create.title')} hint={t('orders.create.hint')} testId="order-create-title"
        actions={<>
          <Button onClick={() => navigate('/order/shift')}>{t('orders.close')}</Button>
          <Button type="submit" variant="primary" loading={busy} data-testid="order-create-submit">{fresh && preview.answer.can_create ? t('orders.create.submit') : t('orders.create.preview')}</Button>
        </>} />
      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_420px]">
        <Card>
          <div className="grid gap-x-6 md:grid-cols-2">
            {select('provider_id', t('orders.create.provider'), (providers.data?.list ?? []).map((x) => ({ value: String(x.id), label: `${x.name} (${x.state})` })), { autoFocus: true })}
            {select('facility_id', t('orders.create.facility'), (p?.provider.id === providerId ? p.facilities : []).filter((f) => f.active).map((f) => ({ value: String(f.id), label: `${f.name} · ${f.suburb} ${f.state}` })), { disabled: !providerId })}
            {select('position', t('orders.create.position'), (positions.data?.position_list ?? []).map((x) => ({ value: x.name, label: x.name })))}
            {select('level_id', t('orders.create.level'), (levels.data?.level_list ?? []).map((l) => ({ value: String(l.id), label: `L${l.level} · $${l.hourly_rate.toFixed(2)}/h` })), { disabled: !position })}
            {select('employment_type', t('orders.create.employment'), employmentTypes.entries.map((e) => ({ value: String(e.code), label: enumLabel(employmentTypes, e.code) })), { choose: false })}
            <FormField id={id('date')} label={t('orders.create.date')} error={errors.date}>
              <DateInput id={id('date')} value={String(draft.date)} invalid={!!errors.date} onChange={(date) => set({ date } as Partial<Draft>)} />
            </FormField>
            {select('start_time', t('orders.create.start'), times, { choose: false })}
            {select('end_time', t('orders.create.end'), times, { choose: false })}
            {text('break_minutes', t('orders.create.break'), { type: 'number', min: 0, max: 120, step: 5 })}
            {text('workers_needed', t('orders.create.workers'), { type: 'number', min: 1, max: 50 })}
            {text('requested_by', t('orders.create.requestedBy'), { maxLength: 100 })}
            {text('contact_name', t('orders.create.contactName'), { maxLength: 100 })}
            {text('contact_phone', t('orders.create.contactPhone'), { maxLength: 30 })}
            {text('requirements', t('orders.create.requirements'), { maxLength: 1000 })}
          </div>
          {text('notes', t('orders.create.notes'), { maxLength: 2000 })}
          <CompetencyChecks label={t('orders.create.competencies')} options={options.data?.options ?? []} value={draft.competencies} error={errors.competencies} onChange={(competencies) => set({ competencies })} />
          <label className="mt-2 flex items-center gap-2 text-sm"><input type="checkbox" checked={draft.notify} onChange={(e) => set({ notify: e.target.checked })} data-testid="order-create-notify" /> {t('orders.create.notify')}</label>
        </Card>
        <div className="space-y-4" data-testid="order-create-preview">
          {p && p.provider.id === providerId && (
            <Card title={p.provider.name}><p className="text-sm text-ink-soft">{t('orders.create.providerFacts', { open: p.open_orders, pending: p.pending_review, blocked: p.blocked_workers })}</p></Card>
          )}
          <Card title={t('orders.create.previewTitle')}>
            {!preview && <p className="text-sm text-ink-muted">{t('orders.create.previewEmpty')}</p>}
            {preview && !fresh && <p className="mb-2 text-sm text-warning" data-testid="order-create-stale">{t('orders.create.stale')}</p>}
            {preview?.answer.can_create && <p className="text-sm font-medium text-success" data-testid="order-create-ready">{t('orders.create.canCreate')}</p>}
            {preview && preview.answer.problems.length > 0 && (
              <div data-testid="order-create-problems"><p className="text-sm font-medium text-danger">{t('orders.create.problems')}</p>
                <ul className="ml-4 list-disc text-sm">{preview.answer.problems.map((x) => <li key={x.field + x.message}>{x.message}</li>)}</ul></div>
            )}
            {preview && preview.answer.warnings.length > 0 && (
              <div className="mt-2" data-testid="order-create-warnings"><p className="text-sm font-medium text-warning">{t('orders.create.warnings')}</p>
                <ul className="ml-4 list-disc text-sm">{preview.answer.warnings.map((w) => <li key={w}>{w}</li>)}</ul></div>
            )}
          </Card>
          {preview?.answer.estimated_cost && <OrderCostCard cost={preview.answer.estimated_cost} />}
        </div>
      </div>
    </form>
  );
}
