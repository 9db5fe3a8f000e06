// /job/ads/add and /job/ads/edit/:id: the posting form. Provider, location (the provider's facilities,
// mixed_address_list), position, pay (§3 employment type, pay basis, range), benefits and loadings, and
// the description in the rich-text editor; the server sanitises the HTML and answers errors per field.
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { ApiError } from '../../../api/api-error';
import { enumLabel, useT } from '../../../i18n/i18n';
import { benefits, employmentTypes, payBasis, payLoadings } from '../../../../domain/enums/employment';
import { australianStates } from '../../../../domain/enums/location';
import { useCurrentRoute } from '../../../routes/use-current-route';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { FormField, SelectInput, TextInput } from '../../../ui/field';
import { PageHeader } from '../../../ui/page-header';
import { RichTextEditor } from '../../../ui/rich-text-editor';
import { CodeChecks } from './code-checks';

interface Draft {
  title: string; provider_id: string; facility_id: string; position: string; employment_type: string; pay_basis: string;
  pay_rate: string; pay_rate_max: string; state: string; suburb: string; address: string; description: string;
  benefits: string[]; loadings: string[];
}

const blank: Draft = {
  title: '', provider_id: '', facility_id: '', position: '', employment_type: '1', pay_basis: '2', pay_rate: '', pay_rate_max: '',
  state: 'NSW', suburb: '', address: '', description: '', benefits: [], loadings: [],
};

export default function JobAdFormPage() {
  const t = useT();
  const route = useCurrentRoute();
  const [, navigate] = useLocation();
  const rawId = route?.params.id;
  const jobId = rawId ? Number(rawId) : undefined;
  const { data, error } = useCommandQuery('job.postingData', jobId ? { job_id: jobId } : {});
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const job = data?.job_data;

  useEffect(() => {
    if (!data || draft) return;
    setDraft(job ? {
      title: job.title, provider_id: String(job.provider_id), facility_id: job.facility_id ? String(job.facility_id) : '', position: job.position,
      employment_type: String(job.employment_type), pay_basis: String(job.pay_basis), pay_rate: String(job.pay_rate),
      pay_rate_max: job.pay_rate_max === null ? '' : String(job.pay_rate_max), state: job.state, suburb: job.suburb, address: job.address,
      description: job.description, benefits: job.benefits, loadings: job.loadings,
    } : blank);
  }, [data, job, draft]);

  const providerId = Number(draft?.provider_id || 0);
  const addresses = useCommandQuery('job.addresses', { provider_id: providerId }, { enabled: providerId > 0 });

  if (error && !data) return <Card className="mx-auto mt-6 max-w-xl" data-testid="job-ad-form-missing"><p className="text-sm text-ink-soft">{error}</p></Card>;
  if (!data || !draft) return <p className="p-6 text-sm text-ink-muted">{t('jobAds.loading')}</p>;
  const options = data.new_job_data;
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });

  const chooseAddress = (value: string) => {
    const found = addresses.data?.address_list.find((a) => String(a.facility_id ?? '') === value);
    set({ facility_id: value, ...(found ? { suburb: found.suburb || draft.suburb, state: found.state || draft.state, address: found.address } : {}) });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    setSaving(true);
    setErrors({});
    const args: Record<string, unknown> = {
      title: draft.title, provider_id: Number(draft.provider_id) || undefined, facility_id: draft.facility_id ? Number(draft.facility_id) : null,
      position: draft.position, employment_type: Number(draft.employment_type), pay_basis: Number(draft.pay_basis),
      pay_rate: draft.pay_rate === '' ? undefined : Number(draft.pay_rate), pay_rate_max: draft.pay_rate_max === '' ? null : Number(draft.pay_rate_max),
      state: draft.state, suburb: draft.suburb, address: draft.address, description: draft.description, benefits: draft.benefits, loadings: draft.loadings,
      ...(job ? { job_id: job.id, version: job.version } : {}),
    };
    try {
      const saved = await run('job.posting', args, 'screen', { quiet: false });
      navigate(`/job/ads/view/${saved.id}`);
    } catch (e) {
      if (e instanceof ApiError) setErrors(Object.fromEntries(e.fields.map((f) => [f.path, f.message])));
    } finally {
      setSaving(false);
    }
  }

  const positions = options.position_list.some((p) => p.name === draft.position) || !draft.position
    ? options.position_list : [{ id: 0, name: draft.position, min_rate: null, max_rate: null }, ...options.position_list];
  const position = options.position_list.find((p) => p.name === draft.position);
  const field = (key: string) => `job-ad-${key.replace(/_/g, '-')}`;

  return (
    <form className="mx-auto max-w-5xl space-y-4" onSubmit={submit} data-testid="job-ad-form" noValidate>
      <PageHeader title={job ? t('jobAds.editAd', { id: job.id }) : t('jobAds.newAd')} testId="job-ad-form-title"
        actions={<>
          <Button onClick={() => navigate(job ? `/job/ads/view/${job.id}` : '/job/ads')}>{t('jobAds.cancel')}</Button>
          <Button type="submit" variant="primary" loading={saving} data-testid="job-ad-save">{saving ? t('jobAds.saving') : t('jobAds.save')}</Button>
        </>} />
      <Card>
        <div className="grid gap-x-6 md:grid-cols-2">
          <FormField id={field('title')} label={t('jobAds.field.title')} error={errors.title}>
            <TextInput id={field('title')} value={draft.title} invalid={!!errors.title} autoFocus maxLength={120} onChange={(e) => set({ title: e.target.value })} />
          </FormField>
          <FormField id={field('provider_id')} label={t('jobAds.field.provider')} error={errors.provider_id}>
            <SelectInput id={field('provider_id')} className="w-full" value={draft.provider_id} disabled={!!job}
              onChange={(e) => set({ provider_id: e.target.value, facility_id: '' })}>
              <option value="">{t('jobAds.field.choose')}</option>
              {options.provider_list.map((p) => <option key={p.id} value={p.id}>{p.name} ({p.state})</option>)}
            </SelectInput>
          </FormField>
          <FormField id={field('facility_id')} label={t('jobAds.field.facility')} error={errors.facility_id}>
            <SelectInput id={field('facility_id')} className="w-full" value={draft.facility_id} disabled={!providerId} onChange={(e) => chooseAddress(e.target.value)}>
              <option value="">{t('jobAds.field.providerOffice')}</option>
              {addresses.data?.address_list.filter((a) => a.facility_id !== null).map((a) => (
                <option key={a.facility_id} value={a.facility_id!}>{a.name} · {a.suburb} {a.state}</option>
              ))}
            </SelectInput>
          </FormField>
          <FormField id={field('position')} label={t('jobAds.field.position')} error={errors.position}>
            <SelectInput id={field('position')} className="w-full" value={draft.position} onChange={(e) => set({ position: e.target.value })}>
              <option value="">{t('jobAds.field.choose')}</option>
              {positions.map((p) => <option key={p.name} value={p.name}>{p.name}{p.min_rate ? ` ($${p.min_rate}–$${p.max_rate}/h)` : ''}</option>)}
            </SelectInput>
          </FormField>
          <FormField id={field('employment_type')} label={t('jobAds.field.employmentType')} error={errors.employment_type}>
            <SelectInput id={field('employment_type')} className="w-full" value={draft.employment_type} onChange={(e) => set({ employment_type: e.target.value })}>
              {options.employment_types.map((o) => <option key={o.value} value={o.value}>{enumLabel(employmentTypes, o.value)}</option>)}
            </SelectInput>
          </FormField>
          <FormField id={field('pay_basis')} label={t('jobAds.field.payBasis')} error={errors.pay_basis}>
            <SelectInput id={field('pay_basis')} className="w-full" value={draft.pay_basis} onChange={(e) => set({ pay_basis: e.target.value })}>
              {options.pay_basis.map((o) => <option key={o.value} value={o.value}>{enumLabel(payBasis, o.value)}</option>)}
            </SelectInput>
          </FormField>
          <FormField id={field('pay_rate')} label={`${t('jobAds.field.payRate')}${position?.min_rate ? ` · $${position.min_rate}–$${position.max_rate}/h` : ''}`} error={errors.pay_rate}>
            <TextInput id={field('pay_rate')} inputMode="decimal" value={draft.pay_rate} invalid={!!errors.pay_rate} onChange={(e) => set({ pay_rate: e.target.value })} />
          </FormField>
          <FormField id={field('pay_rate_max')} label={t('jobAds.field.payRateMax')} error={errors.pay_rate_max}>
            <TextInput id={field('pay_rate_max')} inputMode="decimal" value={draft.pay_rate_max} invalid={!!errors.pay_rate_max} onChange={(e) => set({ pay_rate_max: e.target.value })} />
          </FormField>
          <FormField id={field('state')} label={t('jobAds.field.state')} error={errors.state}>
            <SelectInput id={field('state')} className="w-full" value={draft.state} onChange={(e) => set({ state: e.target.value })}>
              {options.states.map((o) => <option key={o.value} value={o.value}>{enumLabel(australianStates, o.value)}</option>)}
            </SelectInput>
          </FormField>
          <FormField id={field('suburb')} label={t('jobAds.field.suburb')} error={errors.suburb}>
            <TextInput id={field('suburb')} value={draft.suburb} invalid={!!errors.suburb} maxLength={80} onChange={(e) => set({ suburb: e.target.value })} />
          </FormField>
        </div>
        <FormField id={field('address')} label={t('jobAds.field.address')} error={errors.address}>
          <TextInput id={field('address')} value={draft.address} maxLength={200} onChange={(e) => set({ address: e.target.value })} />
        </FormField>
        <CodeChecks label={t('jobAds.field.benefits')} testId="job-ad-benefits" options={options.benefits.map((o) => ({ value: o.value, label: enumLabel(benefits, o.value) }))} value={draft.benefits} error={errors.benefits} onChange={(benefits) => set({ benefits })} />
        <CodeChecks label={t('jobAds.field.loadings')} testId="job-ad-loadings" options={options.loadings.map((o) => ({ value: o.value, label: enumLabel(payLoadings, o.value) }))} value={draft.loadings} error={errors.loadings} onChange={(loadings) => set({ loadings })} />
        <div className="mb-2 text-sm text-ink">{t('jobAds.field.description')}</div>
        <RichTextEditor value={draft.description} onChange={(description) => setDraft((d) => (d ? { ...d, description } : d))} label={t('jobAds.field.description')} minHeight={220} testId="job-ad-description" />
        {errors.description && <p role="alert" className="pt-1 text-sm text-danger">{errors.description}</p>}
      </Card>
    </form>
  );
}
