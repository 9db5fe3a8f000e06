// A palette flow over several rows → the server's bulk request: the command, the arguments every row
// shares (the record id and version are per row), and the target — the selected rows with the version
// each showed, or the list command and filter of 'all N matching'.
import { takesVersion } from '../../../commands/record-kinds';
import { callArgs, type Flow } from '../palette/palette-flow';
import type { BulkRequest } from './bulk-api';

export function bulkRequestOf(flow: Flow): BulkRequest {
  const args = callArgs(flow);
  const recordArg = flow.command.recordArg;
  if (recordArg) delete args[recordArg];
  if (takesVersion(flow.command)) delete args.version;
  const target = flow.matching
    ? { list: flow.matching.commandId, filter: flow.matching.args }
    : flow.via
    ? { via: { kind: flow.via.kind, ids: [...flow.via.ids] } }
    : { ids: (flow.targets ?? []).map((id) => ({ id, ...(flow.targetVersions?.[id] !== undefined ? { version: flow.targetVersions[id] } : {}) })) };
  return { command_id: flow.command.id, args, target };
}

/** How many rows the run is over, as the user chose them. */
export const chosenCount = (flow: Flow): number => flow.matching?.total ?? flow.via?.ids.length ?? flow.targets?.length ?? 0;
