import { ChecklistHistoryPanel } from '../lists/checklist-history-panel';
import { MasterBoardPanel } from './master-board-panel';

/** The applicant overview's second row: where they stand with providers, and how onboarding moved. */
export function StandingPanels({ staffId }: { staffId: number }) {
  return (
    <div className="grid items-start gap-4 xl:grid-cols-2">
      <MasterBoardPanel staffId={staffId} />
      <ChecklistHistoryPanel staffId={staffId} />
    </div>
  );
}
