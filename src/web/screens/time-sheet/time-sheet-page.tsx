// /time-sheet: every worker's timesheet (j/k, / search, status filter; approve alt+y, recalculate alt+l,
// comment alt+k on the focused row), and beside it the focused one's cost lines and comments.
// ?timesheet=<id> focuses one (the shift workers panel links here); ?status= starts the filter (the dashboard links here).
import { useSearch } from 'wouter';
import { useT } from '../../i18n/i18n';
import { PageHeader } from '../../ui/page-header';
import { CommandList } from '../generic/command-list';
import { timesheetList } from './time-sheet-list';
import { TimesheetSide } from './timesheet-side';

export default function TimeSheetPage() {
  const t = useT();
  const search = new URLSearchParams(useSearch());
  const focus = Number(search.get('timesheet')) || null;
  return (
    <div className="space-y-4" data-testid="time-sheet-page">
      <PageHeader title={t('route.timeSheet')} hint={t('shiftWork.timesheet.hint')} />
      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_360px]">
        <section className="min-w-0 rounded-lg bg-white shadow-card">
          <CommandList spec={timesheetList} label={t('route.timeSheet')} initialFilters={Object.fromEntries(search)} initialFocusId={focus} />
        </section>
        <TimesheetSide />
      </div>
    </div>
  );
}
