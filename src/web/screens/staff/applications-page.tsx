import { useCallback, useState } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import type { ApplicationRow } from '../../../../commands/application';
import { useT } from '../../i18n/i18n';
import { PageHeader } from '../../ui/page-header';
import { applicantDetailPath } from './applicant-path';
import { ApplicationList } from './application-list';

/**
 * Job › Applications (/job/applications): every application over application.list, filtered by status,
 * archived and keyword, with status changes and archiving through the same commands as the palette.
 * `?status=1` starts filtered; `?application=12` (a record search hit) focuses that row when it is on
 * the page. Enter opens the applicant.
 */
export default function ApplicationsPage() {
  const t = useT();
  const search = new URLSearchParams(useSearch());
  const [total, setTotal] = useState<number | null>(null);
  const status = search.get('status') ?? '';
  const archived = search.get('archived') ?? '';
  const focusId = Number(search.get('application')) || null;
  const open = useCallback((row: ApplicationRow) => navigate(applicantDetailPath(row.staff_id)), []);
  return (
    <div className="space-y-4">
      <PageHeader
        title={t('route.jobApplications')}
        subtitle={total !== null && t('applicationsPage.total', { total })}
        hint={t('applicationsPage.keysHint')}
        testId="applications-title"
      />
      <section className="rounded-lg bg-white shadow-card">
        <ApplicationList
          active
          testId="applications"
          onTotal={setTotal}
          onOpen={open}
          initialFilters={{ status, archived }}
          initialFocusId={focusId}
        />
      </section>
    </div>
  );
}
