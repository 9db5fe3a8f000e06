import { useCallback, useState } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useT } from '../../../i18n/i18n';
import { formatTotal } from '../../../ui/count-format';
import { PageHeader } from '../../../ui/page-header';
import { CommandList, type ListTotal } from '../../generic/command-list';
import { enabledStaffList } from './enabled-staff-list';
import { levelArgs, LevelSelect } from './level-select';

/**
 * Staff › Enabled staff: the kit's list of get_enabled_staff_list with its filters, and the level (an id,
 * which the kit leaves to the page) beside the title. The address starts the filters (?state=NSW&tag=NDIS,
 * ?level_id=3) and focuses a worker (?staff=12); the level is kept in it, so a link shares the view.
 */
export default function EnabledStaffPage() {
  const t = useT();
  const search = new URLSearchParams(useSearch());
  const [level, setLevel] = useState(search.get('level_id') ?? '');
  const [total, setTotal] = useState<ListTotal | null>(null);
  const onTotal = useCallback((next: ListTotal) => setTotal((prev) => (prev?.total === next.total && prev.estimated === next.estimated ? prev : next)), []);
  const chooseLevel = (value: string) => {
    setLevel(value);
    const next = new URLSearchParams(location.search);
    if (value) next.set('level_id', value);
    else next.delete('level_id');
    navigate(`${location.pathname}${next.size ? `?${next}` : ''}`, { replace: true });
  };
  const title = t('route.enabledStaff');
  return (
    <div className="space-y-4">
      <PageHeader title={title} count={total && formatTotal(total.total, total.estimated)} testId="staff-title" actions={<LevelSelect value={level} onChange={chooseLevel} testId="staff" />} />
      <section className="rounded-lg bg-white shadow-card">
        <CommandList
          spec={enabledStaffList}
          label={title}
          fixedArgs={levelArgs(level)}
          initialFilters={Object.fromEntries(search)}
          initialFocusId={Number(search.get('staff')) || null}
          onTotal={onTotal}
          height="max(320px, calc(100vh - 330px))"
        />
      </section>
    </div>
  );
}
