// /job/applications, for power recruiters: the paged list with its filters (status, archived, job ad,
// keyword), j/k focus, x select, `a` runs the focused row's default transition (or every selected row's,
// with a result each), `o` every op, s/e as on every application list; beside it the focused application
// (?application=<id>) with its next steps one key or click away and the panels of one application.
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/i18n';
import { commandContext } from '../../state/command-context';
import { formatTotal } from '../../ui/count-format';
import { PageHeader } from '../../ui/page-header';
import { CommandList, type ListTotal } from '../generic/command-list';
import { ApplicationPanel } from './application-panel';
import { JobFilter } from './job-filter';
import { jobApplicationsList } from './job-applications-list';

const LIST_HEIGHT = 'max(320px, calc(100vh - 330px))';

/** The focused application in the address (replaced, not pushed: moving with j is not navigation). */
function useFocusInAddress(id: number | undefined) {
  useEffect(() => {
    if (!id) return;
    const url = new URL(location.href);
    if (url.searchParams.get('application') === String(id)) return;
    url.searchParams.set('application', String(id));
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [id]);
}

export default function JobApplicationsPage() {
  const t = useT();
  // Read once: the list owns its filters after the first render.
  const [initial] = useState(() => new URLSearchParams(location.search));
  const [jobId, setJobId] = useState<number | null>(() => Number(initial.get('job_id')) || null);
  const [total, setTotal] = useState<ListTotal | null>(null);
  const onTotal = useCallback((next: ListTotal) => setTotal((prev) => (prev?.total === next.total && prev.estimated === next.estimated ? prev : next)), []);
  const { record } = useSnapshot(commandContext);
  const focused = record?.kind === 'application' ? record : undefined;
  useFocusInAddress(focused?.id);
  const title = t('route.jobApplications');

  const chooseJob = (id: number | null) => {
    setJobId(id);
    setTotal(null);
    const url = new URL(location.href);
    if (id) url.searchParams.set('job_id', String(id));
    else url.searchParams.delete('job_id');
    url.searchParams.delete('application');
    history.replaceState(history.state, '', `${url.pathname}${url.search}`);
  };

  return (
    <div className="space-y-4" data-testid="job-applications">
      <PageHeader
        title={title}
        count={total && formatTotal(total.total, total.estimated)}
        testId="applications-title"
        hint={t('workflow.page.hint')}
        actions={<JobFilter value={jobId} onChange={chooseJob} />}
      />
      <div className="grid items-start gap-4 min-[1400px]:grid-cols-[minmax(0,1fr)_340px]">
        <section className="min-w-0 rounded-lg bg-white shadow-card">
          <CommandList
            // A new job ad is a new list: first page, nothing focused or selected.
            key={jobId ?? 'all'}
            spec={jobApplicationsList}
            label={title}
            fixedArgs={jobId ? { job_id: jobId } : undefined}
            initialFilters={Object.fromEntries(initial)}
            initialFocusId={Number(initial.get('application')) || null}
            onTotal={onTotal}
            height={LIST_HEIGHT}
          />
        </section>
        <ApplicationPanel applicationId={focused?.id} fields={focused?.fields} />
      </div>
    </div>
  );
}
