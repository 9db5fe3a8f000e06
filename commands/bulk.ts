// Bulk runs of one command over a selection, with a dry run and resume (issue 12). docs/bulk.md.
// The console's bulk panel calls these (not the palette's root list: `when` hides them there); the
// API and the CLI call them like any command. The client drives a run by calling `bulk.step` until
// it answers `done`; a closed tab or a killed server leaves a run that the next step resumes.
import { z } from 'zod';
import { COMMAND_SOURCES } from '../src/domain/command-source';
import { defineCommand } from './define';
import { page, pageSize, recordId } from './fields';
import { reachTotal } from './confirm-reach';

/** Most explicit ids one run takes (a body is at most 1 MB); 'all matching' has no cap. */
export const BULK_MAX_IDS = 20_000;
/** Most rows one dry run examines (each is a rolled-back transaction); the answer says when there are more. */
export const BULK_DRY_RUN_LIMIT = 2_000;
/** Rows one step processes at most (each in its own transaction). */
export const BULK_MAX_BATCH = 100;

const hidden = () => false;

const commandId = z
  .string({ error: 'Command is required: the id of the command to run on every row.' })
  .regex(/^[a-z]+\.[a-zA-Z]+$/, 'Command must be a command id such as application.changeStatus.')
  .meta({ examples: ['application.changeStatus'] });

/** One chosen row, with the version the user saw (absent: read when the run is created). */
const chosenRow = z.strictObject({
  id: recordId('Record id'),
  version: z.number().int('Version must be a whole number.').nonnegative('Version must not be negative.').optional(),
});

export const bulkTarget = z.union(
  [
    z.strictObject({
      ids: z.array(chosenRow).min(1, 'Choose at least one record.').max(BULK_MAX_IDS, `At most ${BULK_MAX_IDS.toLocaleString('en')} records; choose 'all matching' instead.`),
    }),
    z.strictObject({
      /**
       * Rows of another kind that name the records to act on (the applicants of selected applications):
       * resolved on the server, each named record once, so rows the browser has not loaded count too.
       */
      via: z.strictObject({
        kind: z.enum(['application'], { error: 'Via kind must be application.' }),
        ids: z.array(recordId('Row id')).min(1, 'Choose at least one record.').max(BULK_MAX_IDS, `At most ${BULK_MAX_IDS.toLocaleString('en')} records.`),
      }),
    }),
    z.strictObject({
      /** A list command ('all N matching the filter'): its filter arguments, resolved to ids when the run is created. */
      list: commandId,
      filter: z.record(z.string(), z.unknown()).default({}),
    }),
  ],
  { error: "Target must be {ids: [{id, version}]}, {via: {kind, ids}} or {list, filter} ('all matching')." },
);

const sharedArgs = z.record(z.string(), z.unknown()).default({});

export const bulkReason = z.enum(['transition', 'stale', 'duplicate', 'permission', 'validation', 'not_found', 'other']);

/** Refused rows with one reason and message, counted, with their ids. */
const refusalGroup = z.object({ reason: bulkReason, err: z.number().int(), msg: z.string(), count: z.number().int(), ids: z.array(z.number().int()) });

const messageSummary = z.object({
  sms: z.object({ count: z.number().int(), segments: z.number().int(), cost_cents: z.number().int(), price_per_segment_cents: z.number().int() }),
  email: z.object({ count: z.number().int() }),
  /** A few of the messages, as they would be sent. */
  samples: z.array(z.object({ record_id: z.number().int(), channel: z.enum(['sms', 'email']), recipient: z.string(), subject: z.string().nullable(), body: z.string() })),
});

export const bulkDryRunResult = z.object({
  command_id: z.string(),
  total: z.number().int(),
  /** Rows looked at; fewer than total when the selection is larger than one dry run examines. */
  examined: z.number().int(),
  change: z.object({ count: z.number().int(), ids: z.array(z.number().int()) }),
  refused: z.array(refusalGroup),
  messages: messageSummary,
  /** What a person calls the rows the answer lists (the first of each group, the samples), by id. */
  names: z.record(z.string(), z.string()),
  /** What changing the rows that would change reaches beyond them, all told (disabling 3 facilities: their upcoming shifts); null where nothing more. */
  reach: reachTotal.nullable(),
});

export const bulkOutcome = z.enum(['pending', 'ok', 'refused', 'skipped']);

export const bulkRunView = z.object({
  id: z.number().int(),
  command_id: z.string(),
  status: z.enum(['running', 'done', 'stopped']),
  total: z.number().int(),
  ok: z.number().int(),
  refused: z.number().int(),
  skipped: z.number().int(),
  pending: z.number().int(),
  /** Refusals so far, grouped by reason and message. */
  reasons: z.array(z.object({ reason: bulkReason, msg: z.string(), count: z.number().int() })),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});

const runId = recordId('Run id');

export const bulkDryRun = defineCommand({
  id: 'bulk.dryRun',
  api: 'bulk_dry_run',
  title: 'Dry run a command over many records',
  area: 'bulk',
  kind: 'query',
  when: hidden,
  keywords: ['bulk', 'preview', 'selection'],
  args: z.strictObject({ command_id: commandId, args: sharedArgs, target: bulkTarget }),
  result: bulkDryRunResult,
});

export const bulkStart = defineCommand({
  id: 'bulk.start',
  api: 'bulk_start',
  title: 'Start a bulk run',
  area: 'bulk',
  kind: 'action',
  when: hidden,
  args: z.strictObject({
    command_id: commandId,
    args: sharedArgs,
    target: bulkTarget,
    /** The surface it was started from; every row's audit row records it. */
    source: z.enum(COMMAND_SOURCES).default('api'),
  }),
  result: bulkRunView,
});

/**
 * Processes the run's next rows, each in its own transaction with its audit row and outcome. A query for
 * the rpc path: it opens those transactions itself rather than running inside one (docs/bulk.md).
 */
export const bulkStep = defineCommand({
  id: 'bulk.step',
  api: 'bulk_step',
  title: 'Process the next rows of a bulk run',
  area: 'bulk',
  kind: 'query',
  when: hidden,
  args: z.strictObject({
    run_id: runId,
    batch_size: z.number().int('Batch size must be a whole number.').min(1, 'Batch size must be at least 1.').max(BULK_MAX_BATCH, `Batch size is at most ${BULK_MAX_BATCH}.`).default(25),
  }),
  result: bulkRunView,
});

export const bulkStop = defineCommand({
  id: 'bulk.stop',
  api: 'bulk_stop',
  title: 'Stop a bulk run',
  area: 'bulk',
  kind: 'action',
  when: hidden,
  args: z.strictObject({ run_id: runId }),
  result: bulkRunView,
});

export const bulkStatus = defineCommand({
  id: 'bulk.status',
  api: 'bulk_status',
  title: 'Progress of a bulk run',
  area: 'bulk',
  kind: 'query',
  when: hidden,
  args: z.strictObject({ run_id: runId }),
  result: bulkRunView,
});

export const bulkRows = defineCommand({
  id: 'bulk.rows',
  api: 'bulk_rows',
  title: 'Rows of a bulk run',
  area: 'bulk',
  kind: 'query',
  when: hidden,
  args: z.strictObject({ run_id: runId, outcome: bulkOutcome.optional(), reason: bulkReason.optional(), page, page_size: pageSize }),
  result: z.object({
    list: z.array(z.object({
      record_id: z.number().int(),
      /** What a person calls the record ('Jane Citizen'); null when its kind has no name. */
      name: z.string().nullable(),
      position: z.number().int(),
      outcome: bulkOutcome,
      reason: bulkReason.nullable(),
      err: z.number().int().nullable(),
      msg: z.string().nullable(),
      done_at: z.string().nullable(),
    })),
    total: z.number().int(),
  }),
});

export const bulkRuns = defineCommand({
  id: 'bulk.runs',
  api: 'bulk_runs',
  title: 'My bulk runs',
  area: 'bulk',
  kind: 'query',
  when: hidden,
  args: z.strictObject({ unfinished: z.boolean().optional() }),
  result: z.object({ list: z.array(bulkRunView) }),
});

export const bulkCommands = [bulkDryRun, bulkStart, bulkStep, bulkStop, bulkStatus, bulkRows, bulkRuns] as const;
