import { useCommandQuery } from '../../commands/use-command-query';
import { useT } from '../../i18n/i18n';
import { SelectInput } from '../../ui/field';

/** The job ad filter: published ads by provider, and the one in the address even when it is not published. */
export function JobFilter({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const t = useT();
  const { data } = useCommandQuery('application.selectedJobs', {});
  const jobs = data?.job_list ?? [];
  const known = value === null || jobs.some((j) => j.id === value);
  return (
    <SelectInput
      className="w-80 max-w-full"
      value={value ?? ''}
      onChange={(e) => onChange(Number(e.target.value) || null)}
      aria-label={t('workflow.page.jobFilter')}
      data-testid="applications-job-filter"
    >
      <option value="">{t('workflow.page.allJobs')}</option>
      {!known && <option value={value!}>{t('workflow.page.job', { id: value })}</option>}
      {jobs.map((j) => (
        <option key={j.id} value={j.id}>
          {j.provider_name} · {j.title}
        </option>
      ))}
    </SelectInput>
  );
}
