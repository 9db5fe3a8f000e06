import type { CommandId } from '../../../commands';
import { run } from '../commands/dispatcher';
import type { CommandSource } from '../state/command-history';
import type { MatchingTargets } from './palette-flow';

const PAGE_SIZE = 200;

export interface MatchingRow {
  id: number;
  version?: number;
}

/**
 * Every row matching a list's filter ('all matching'), read page by page before anything is written (a
 * write could move a row out of the filter and shift the pages). The answer's total may be an estimate;
 * the pages give the exact set. Each row brings the version it has now.
 */
export async function readMatchingRows(matching: MatchingTargets, source: CommandSource, signal?: AbortSignal): Promise<MatchingRow[]> {
  const rows: MatchingRow[] = [];
  for (let page = 1; ; page++) {
    const answer = (await run(matching.commandId as CommandId, { ...matching.args, page, page_size: PAGE_SIZE }, source, {
      quiet: true,
      inPlace: true,
      record: false,
      signal,
    })) as { list: { id: number; version?: unknown }[] };
    for (const row of answer.list) rows.push({ id: row.id, version: typeof row.version === 'number' ? row.version : undefined });
    if (answer.list.length < PAGE_SIZE) return rows;
  }
}
