// The bulk run the palette shows: a dry run first (grouped: what changes, what is refused and why, the
// messages and their cost), then one Enter starts the run on the server, which the browser drives
// batch by batch with bulk.step (progress for free; a closed tab leaves a run the next step resumes);
// Esc stops it. The results stay readable and filterable when it is over.
import { proxy, ref } from 'valtio';
import type { RecordKind } from '../../../commands';
import { errorMessage } from '../api/api-error';
import { tMessage } from '../i18n/i18n';
import { clearSelection } from '../state/command-context';
import { recordCommand, type CommandSource } from '../state/command-history';
import { bumpRefresh } from '../state/refresh';
import { dryRun, startRun, stepRun, stopRun, type BulkRequest, type DryRun, type RunView } from './bulk-api';

export type BulkPhase = 'checking' | 'dry' | 'running' | 'done';

export interface BulkPanelState {
  phase: BulkPhase;
  request: BulkRequest | null;
  source: CommandSource;
  /** The kind of the list the rows came from: 'select the failed ones' selects them there. */
  kind: RecordKind | null;
  dry: DryRun | null;
  run: RunView | null;
  error: string | null;
  /** Bumped for every new panel, so an old run's loop stops updating a new panel. */
  session: number;
}

export const bulkPanel = proxy<BulkPanelState>({ phase: 'checking', request: null, source: 'palette', kind: null, dry: null, run: null, error: null, session: 0 });

let stopping = false;

export async function checkBulk(request: BulkRequest, source: CommandSource, kind: RecordKind | null): Promise<void> {
  const session = bulkPanel.session + 1;
  Object.assign(bulkPanel, { phase: 'checking', request: ref(request), source, kind, dry: null, run: null, error: null, session });
  try {
    const dry = await dryRun(request, source);
    if (bulkPanel.session === session) Object.assign(bulkPanel, { phase: 'dry', dry: ref(dry) });
  } catch (error) {
    if (bulkPanel.session === session) Object.assign(bulkPanel, { phase: 'dry', error: tMessage(errorMessage(error)) });
  }
}

/** Starts the run and steps it until it is over; every answer is the run's progress. */
export async function runBulk(): Promise<void> {
  const { request, source, session } = bulkPanel;
  if (!request || bulkPanel.phase !== 'dry') return;
  stopping = false;
  Object.assign(bulkPanel, { phase: 'running', error: null });
  try {
    let run = await startRun(request, source);
    bulkPanel.run = ref(run);
    while (run.status === 'running') {
      if (stopping) run = await stopRun(run.id, source);
      else run = await stepRun(run.id, source);
      if (bulkPanel.session === session) bulkPanel.run = ref(run);
    }
    // The run is the command, run once over rows: '.' repeats it (with its shared arguments) like any other.
    recordCommand({ id: request.command_id, args: { ...request.args }, source, at: Date.now(), ok: run.ok > 0 });
    await finish(session, run);
  } catch (error) {
    if (bulkPanel.session === session) Object.assign(bulkPanel, { phase: bulkPanel.run ? 'done' : 'dry', error: tMessage(errorMessage(error)) });
  }
}

async function finish(session: number, run: RunView): Promise<void> {
  // Done with these rows: nothing stays selected, and the lists re-read what changed.
  clearSelection();
  bumpRefresh();
  if (bulkPanel.session === session) Object.assign(bulkPanel, { phase: 'done', run: ref(run) });
}

/** Esc while running: the batch in flight finishes, the rows left are skipped. */
export function stopBulk(): void {
  stopping = true;
}

/** The panel closed: an unfinished loop stops updating it (the run itself goes on being resumable). */
export function leaveBulk(): void {
  bulkPanel.session += 1;
}
