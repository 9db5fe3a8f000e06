// The bulk commands over the wire. They are hidden from the palette's lists (`when`), so they are called
// here directly rather than through the dispatcher, with errors shown in place (no toast).
import type { z } from 'zod';
import type { bulkDryRunResult, bulkRunView, bulkRows, bulkTarget } from '../../../commands/bulk';
import { call } from '../api/call';
import type { CommandSource } from '../state/command-history';

export type BulkTarget = z.input<typeof bulkTarget>;
export type DryRun = z.infer<typeof bulkDryRunResult>;
export type RunView = z.infer<typeof bulkRunView>;
export type RowPage = z.infer<(typeof bulkRows)['result']>;
export type RowOutcomeFilter = 'ok' | 'refused' | 'skipped';

export interface BulkRequest {
  command_id: string;
  args: Record<string, unknown>;
  target: BulkTarget;
}

const quiet = (source: CommandSource) => ({ source, toastErrors: false });

export const dryRun = (request: BulkRequest, source: CommandSource) => call<DryRun>('bulk_dry_run', request, quiet(source));

export const startRun = (request: BulkRequest, source: CommandSource) =>
  call<RunView>('bulk_start', { ...request, source }, quiet(source));

export const stepRun = (runId: number, source: CommandSource, batchSize = 20) =>
  call<RunView>('bulk_step', { run_id: runId, batch_size: batchSize }, quiet(source));

export const stopRun = (runId: number, source: CommandSource) => call<RunView>('bulk_stop', { run_id: runId }, quiet(source));

export const runRows = (runId: number, outcome: RowOutcomeFilter | undefined, source: CommandSource, page = 1) =>
  call<RowPage>('bulk_rows', { run_id: runId, ...(outcome ? { outcome } : {}), page, page_size: 200 }, quiet(source));

/** My runs still `running`: a closed tab or a reload left them; a step resumes them (no row twice). */
export const unfinishedRuns = (source: CommandSource) => call<{ list: RunView[] }>('bulk_runs', { unfinished: true }, quiet(source));
