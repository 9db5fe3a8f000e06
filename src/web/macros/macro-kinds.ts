// Which kind of record a macro's `{{row.id}}` stands for, read from the arguments it fills
// (`application_id={{row.id}}` → application), so the run panel can refuse a selection of another kind
// before anything runs: an applicant's id given as an application id would hit some other application.
import { kindOfArg, type RecordKind } from '../../../commands/record-kinds';
import type { Macro } from '../../../commands/macro-format';

export interface RowKindUse {
  kind: RecordKind;
  line: number;
  command: string;
  arg: string;
}

/** Every step argument that is exactly `{{row.id}}` and names a record kind. */
export function rowIdKinds(macro: Macro): RowKindUse[] {
  const uses: RowKindUse[] = [];
  for (const step of macro.steps) {
    for (const [arg, value] of Object.entries(step.args)) {
      if (value.kind !== 'ref' || value.name !== 'row.id') continue;
      const kind = kindOfArg(arg);
      if (kind) uses.push({ kind, line: step.line, command: step.command, arg });
    }
  }
  return uses;
}

/** The first step whose `{{row.id}}` names another kind than the rows' (null: they fit, or nothing to tell). */
export function kindMismatch(macro: Macro, rowsKind: RecordKind | null | undefined): RowKindUse | null {
  if (!rowsKind) return null;
  return rowIdKinds(macro).find((use) => use.kind !== rowsKind) ?? null;
}
