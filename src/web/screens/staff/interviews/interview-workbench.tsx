// An interviews table with the focused interview beside it: its facts, its attendance moves and the way to
// its report. Used by the applicant's Interviews tab (all their applications) and an application's panel.
// Keys: j/k focus, Enter opens, c sets attendance (palette, default preselected), w writes or edits the
// report, b books (schedules) a new one.
import { useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { getCommand, recordKind } from '../../../../../commands';
import { triggerCommand } from '../../../commands/trigger-command';
import { openDialog } from '../../../dialogs/dialog-store';
import { enumLabel, useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Kbd } from '../../../ui/kbd';
import { AttendanceActions, CONFIRM_KEY } from './attendance-actions';
import { interviewAttendance } from '../../../../domain/enums/candidate';
import { StatusTag } from '../../../ui/status-tag';
import { whereText } from './interview-columns';
import { InterviewFacts } from './interview-facts';
import { attendanceTone } from './tones';
import { formatWhen } from './when';
import { useAreaKeys } from './use-area-keys';
import { useInterviewList } from './use-interview-list';
import { WorkbenchList } from './workbench-list';

const setAttendance = getCommand('interview.setAttendance');
export const REPORT_KEY = 'w';
/** b: book an interview (n is the catalogue's note key). */
export const NEW_KEY = 'b';

export const reportPath = (interviewId: number, edit = false) => `${recordKind('interview').detailPath(interviewId)}${edit ? '?edit=1' : ''}`;

export interface InterviewWorkbenchProps {
  owner: string;
  filter: { staff_id?: number; application_id?: number };
  /** Where a new interview goes when none is focused (the applicant's latest application). */
  newFor?: { applicationId?: number; staffId?: number };
  active?: boolean;
  compact?: boolean;
  /** Told which application the focused interview belongs to (the page shows its one-way interview). */
  onFocusApplication?: (applicationId: number) => void;
}

export function InterviewWorkbench({ owner, filter, newFor, active = true, compact = false, onFocusApplication }: InterviewWorkbenchProps) {
  const t = useT();
  const list = useInterviewList({ owner, filter, active, withJob: !filter.application_id });
  const { focused } = list;
  useEffect(() => {
    if (focused) onFocusApplication?.(focused.application_id);
  }, [focused?.application_id]);
  const scheduleNew = () => openDialog('interview', { applicationId: focused?.application_id ?? newFor?.applicationId, staffId: focused?.staff_id ?? newFor?.staffId });
  useAreaKeys({
    [CONFIRM_KEY]: focused ? () => triggerCommand(setAttendance, 'hotkey') : undefined,
    [REPORT_KEY]: focused ? () => navigate(reportPath(focused.id, true)) : undefined,
    [NEW_KEY]: scheduleNew,
  }, active);

  const title = t('interviews.title', { count: list.rows.length });
  return (
    <div className={compact ? 'space-y-3' : 'grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_340px]'} data-testid={`${owner}-workbench`}>
      <WorkbenchList
        owner={owner}
        title={title}
        list={list}
        active={active}
        compact={compact}
        extra={
          <Button size="md" variant="primary" onClick={scheduleNew} data-testid={`${owner}-new`}>
            {t('interviews.new')} {active && <Kbd kbd={NEW_KEY} tone="dark" />}
          </Button>
        }
        compactRow={(row) => (
          <span className="flex items-center justify-between gap-2">
            <span className="min-w-0">
              <span className="block tabular-nums text-ink">{formatWhen(row.scheduled_at)}</span>
              <span className="block truncate text-xs text-ink-muted">{whereText(row)}</span>
            </span>
            <StatusTag tone={attendanceTone(row.attendance)} testId="interview-attendance">{enumLabel(interviewAttendance, row.attendance)}</StatusTag>
          </span>
        )}
        hints={<>
          <Kbd kbd="j" /> <Kbd kbd="k" /> {t('interviews.hint.move')} · <Kbd kbd="enter" /> {t('interviews.hint.open')} · <Kbd kbd={CONFIRM_KEY} /> {t('interviews.hint.attendance')} · <Kbd kbd={REPORT_KEY} /> {t('interviews.hint.report')}
        </>}
      />
      <Card title={focused ? t('interviews.focusedTitle', { id: focused.id }) : t('interviews.noFocus')} data-testid={`${owner}-focused`}>
        {focused ? (
          <div className="space-y-4">
            <InterviewFacts interview={focused} testId={`${owner}-fact`} />
            <AttendanceActions key={`${focused.id}:${focused.version}`} interview={focused} testId={`${owner}-attendance`} showKey={active} />
            <div className="flex flex-wrap gap-2 border-t border-line pt-3">
              <Button size="sm" onClick={() => list.open(focused)} data-testid={`${owner}-open`}>
                {t('interviews.openInterview')} {active && <Kbd kbd="enter" />}
              </Button>
              <Button size="sm" onClick={() => navigate(reportPath(focused.id, true))} data-testid={`${owner}-report`}>
                {focused.report_id ? t('interviews.editReport') : t('interviews.writeReport')} {active && <Kbd kbd={REPORT_KEY} />}
              </Button>
            </div>
          </div>
        ) : (
          <p className="text-sm text-ink-muted">{list.rows.length ? t('interviews.focusHint') : t('interviews.none')}</p>
        )}
      </Card>
    </div>
  );
}
