// Inverses as data (docs/undo.md): most reversible commands are taken back by running themselves again
// with the value the record had before, at the version the call left (so a record changed since is
// refused by the command's own version check too).
import type { Inverse, RecordChange } from './define';

/**
 * The same command with one field set back: `{ [idArg]: id, [arg]: before[field], version: after.version }`.
 * `field` is the before image's name for the argument when it differs.
 */
export function setBack(command: string, idArg: string, arg: string, field = arg, versioned = true): Inverse {
  return {
    command,
    args: (original: Record<string, unknown>, change: RecordChange) => ({
      [idArg]: original[idArg],
      [arg]: change.before?.[field],
      ...(versioned ? { version: change.after?.version } : {}),
    }),
  };
}

/** A tag (or similar membership) added is removed and removed is added again, unless it was already so. */
export function toggleMember(command: string, listField: string, itemArg: string, wasMember: boolean): Inverse {
  return {
    command,
    args: (original: Record<string, unknown>) => ({ ...original }),
    refuse: (original: Record<string, unknown>, change: RecordChange) => {
      const before: unknown[] = change.before?.[listField] ?? [];
      const item = String(original[itemArg]).toLowerCase();
      const had = before.some((x) => String(x).toLowerCase() === item);
      return had === wasMember ? null : 'It changed nothing to take back.';
    },
  };
}
