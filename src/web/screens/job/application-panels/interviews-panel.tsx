import { InterviewWorkbench } from '../../staff/interviews/interview-workbench';
import type { ApplicationPanelProps } from './panel-props';

/**
 * One application › Interviews: its interviews with the focused one's facts, attendance moves and report,
 * and a button to schedule another. The application list beside it keeps the keys (j/k move there), so
 * this panel is driven by the mouse, or by c/w/n from the applicant's Interviews tab.
 */
export default function InterviewsPanel({ applicationId, staffId }: ApplicationPanelProps) {
  return <InterviewWorkbench owner={`application-${applicationId}-interviews`} filter={{ application_id: applicationId }} newFor={{ applicationId, staffId }} active={false} compact />;
}
