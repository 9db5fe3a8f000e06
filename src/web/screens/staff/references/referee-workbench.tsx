// Referees with their reference checks, and the focused one beside them: its contact, where its check
// stands and what can be done. Used by the applicant's References tab and an application's panel.
// Keys: j/k focus, Enter opens the check, shift+R sends it, m marks it read (the catalogue's), c adds a
// referee contact, u edits the focused one, Delete removes it (after a confirm).
import { useEffect, useState } from 'react';
import { getCommand } from '../../../../../commands';
import type { ApplicationRow } from '../../../../../commands/application';
import { triggerCommand } from '../../../commands/trigger-command';
import { enumLabel, useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { SelectInput } from '../../../ui/field';
import { Kbd } from '../../../ui/kbd';
import { referenceCheckStates, refereeRelationships } from '../../../../domain/enums/interview';
import { StatusTag } from '../../../ui/status-tag';
import { checkStateTone } from '../interviews/tones';
import { useAreaKeys } from '../interviews/use-area-keys';
import { WorkbenchList } from '../interviews/workbench-list';
import { RefereeActions, markRead, sendCheck } from './referee-actions';
import { RefereeFacts } from './referee-facts';
import { AddRefereeForm, EditRefereeForm } from './referee-form';
import { useRefereeList } from './use-referee-list';

const deleteReferee = getCommand('referee.delete');
/** c: a new referee contact (n is the catalogue's note key). */
const ADD_KEY = 'c';
const EDIT_KEY = 'u';
const DELETE_KEY = 'delete';

type ApplicationChoice = Pick<ApplicationRow, 'id' | 'archived' | 'version' | 'job_title'>;

export interface RefereeWorkbenchProps {
  owner: string;
  filter: { staff_id?: number; application_id?: number };
  /** Applications a new referee may belong to (open ones are offered). */
  applications: readonly ApplicationChoice[];
  enabledStaff?: boolean;
  active?: boolean;
  /** A narrow panel beside another list: one column, plain rows, no key hints. */
  compact?: boolean;
}

export function RefereeWorkbench({ owner, filter, applications, enabledStaff = false, active = true, compact = false }: RefereeWorkbenchProps) {
  const t = useT();
  const list = useRefereeList({ owner, filter, active, enabledStaff });
  const { focused } = list;
  const [mode, setMode] = useState<'add' | 'edit' | null>(null);
  const open = applications.filter((a) => !a.archived);
  const [chosen, setChosen] = useState<number | null>(null);
  const target = open.find((a) => a.id === chosen) ?? open.find((a) => a.id === focused?.application_id) ?? open[0];

  // The form's first field takes the focus, so a key press goes straight to typing.
  useEffect(() => {
    if (mode) document.querySelector<HTMLElement>(`[data-testid="${owner}-${mode}-form-name"]`)?.focus();
  }, [mode, owner]);
  useEffect(() => {
    if (mode === 'edit' && !focused) setMode(null);
  }, [mode, focused]);

  useAreaKeys({
    [ADD_KEY]: target ? () => setMode('add') : undefined,
    [EDIT_KEY]: focused && !focused.check_answered_at ? () => setMode('edit') : undefined,
    [DELETE_KEY]: focused && !focused.check_answered_at ? () => triggerCommand(deleteReferee, 'hotkey') : undefined,
  }, active);

  const title = t('interviews.references.title', { count: list.rows.length });
  return (
    <div className={compact ? 'space-y-3' : 'grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_360px]'} data-testid={`${owner}-workbench`}>
      <WorkbenchList
        owner={owner}
        title={title}
        list={list}
        active={active}
        compact={compact}
        extra={
          <Button variant="primary" disabled={!target} onClick={() => setMode('add')} data-testid={`${owner}-add`}>
            {t('interviews.references.add')} {active && <Kbd kbd={ADD_KEY} tone="dark" />}
          </Button>
        }
        compactRow={(row) => (
          <span className="flex items-center justify-between gap-2">
            <span className="min-w-0">
              <span className="block truncate text-ink">{row.name}</span>
              <span className="block truncate text-xs text-ink-muted">{enumLabel(refereeRelationships, row.relationship)}{row.organisation && ` · ${row.organisation}`}</span>
            </span>
            <StatusTag tone={checkStateTone(row.check_state)} testId="referee-check-state">{enumLabel(referenceCheckStates, row.check_state)}</StatusTag>
          </span>
        )}
        hints={<>
          <Kbd kbd="j" /> <Kbd kbd="k" /> {t('interviews.hint.move')} · <Kbd kbd="enter" /> {t('interviews.references.hint.open')} · <Kbd kbd={sendCheck.kbd!} /> {t('interviews.references.hint.send')} · <Kbd kbd={markRead.kbd!} /> {t('interviews.references.hint.read')} · <Kbd kbd={EDIT_KEY} /> {t('interviews.references.hint.edit')}
        </>}
      />
      <div className="space-y-4">
        {mode === 'add' && target ? (
          <Card title={t('interviews.references.addTitle')} data-testid={`${owner}-add-card`} extra={<Button size="sm" variant="text" onClick={() => setMode(null)}>{t('common.close')}</Button>}>
            {open.length > 1 && (
              <label className="mb-4 block text-sm text-ink">
                <span className="mb-1.5 block">{t('interviews.references.forApplication')}</span>
                <SelectInput className="w-full" value={target.id} onChange={(e) => setChosen(Number(e.target.value))} data-testid={`${owner}-add-application`}>
                  {open.map((a) => <option key={a.id} value={a.id}>#{a.id} · {a.job_title}</option>)}
                </SelectInput>
              </label>
            )}
            <AddRefereeForm application={target} onDone={() => setMode(null)} testId={`${owner}-add-form`} />
          </Card>
        ) : mode === 'edit' && focused ? (
          <Card title={t('interviews.references.editTitle', { name: focused.name })} data-testid={`${owner}-edit-card`} extra={<Button size="sm" variant="text" onClick={() => setMode(null)}>{t('common.close')}</Button>}>
            <EditRefereeForm referee={focused} onDone={() => setMode(null)} testId={`${owner}-edit-form`} />
          </Card>
        ) : (
          <Card title={focused ? focused.name : t('interviews.references.noFocus')} data-testid={`${owner}-focused`}>
            {focused ? (
              <div className="space-y-4">
                <RefereeFacts referee={focused} withApplicant={!filter.staff_id} testId={`${owner}-fact`} />
                <RefereeActions referee={focused} onOpen={() => list.open(focused)} testId={`${owner}-actions`} showKeys={active} />
                {!focused.check_answered_at && (
                  <div className="flex gap-2 border-t border-line pt-3">
                    <Button size="sm" onClick={() => setMode('edit')} data-testid={`${owner}-edit`}>{t('interviews.references.edit')} {active && <Kbd kbd={EDIT_KEY} />}</Button>
                    <Button size="sm" onClick={() => triggerCommand(deleteReferee, 'screen')} data-testid={`${owner}-delete`}>{t('interviews.references.delete')} {active && <Kbd kbd="Delete" />}</Button>
                  </div>
                )}
              </div>
            ) : (
              <p className="text-sm text-ink-muted">{list.rows.length ? t('interviews.references.focusHint') : t('interviews.references.none')}</p>
            )}
          </Card>
        )}
      </div>
    </div>
  );
}
