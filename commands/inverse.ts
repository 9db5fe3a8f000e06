// Inverses as data (docs/undo.md): most reversible commands are taken back by running themselves again
// with the value the record had before, at the version the call left (so a record changed since is
// refused by the command's own version check too).
import { applicationStatus } from '../src/domain/enums/application-status';
import { canTransition } from '../src/domain/transitions';
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

/**
 * A multi-field edit taken back: the same command with every field the call gave set to the before image's
 * value (`map` names the image's field when it differs from the argument), at the version the call left.
 * Fields the call did not give stay out, so the undo touches exactly what the edit touched. Refused when a
 * value the image keeps is a secret (the audit row holds '[redacted]', never the old value).
 */
export function editBack(command: string, ids: string | readonly string[], fields: readonly string[], map: Record<string, string> = {}, versioned = true): Inverse {
  const idArgs = typeof ids === 'string' ? [ids] : ids;
  const given = (original: Record<string, unknown>) => fields.filter((f) => original[f] !== undefined);
  return {
    command,
    args: (original: Record<string, unknown>, change: RecordChange) => ({
      ...Object.fromEntries(idArgs.map((id) => [id, original[id]])),
      ...Object.fromEntries(given(original).map((f) => [f, change.before?.[map[f] ?? f]])),
      ...(versioned ? { version: change.after?.version } : {}),
    }),
    refuse: (original: Record<string, unknown>, change: RecordChange) => {
      if (!change.before) return 'The record did not exist before.';
      const secret = given(original).find((f) => change.before[map[f] ?? f] === '[redacted]');
      return secret ? `The old ${secret.replace(/_/g, ' ')} is not kept, so it cannot be put back.` : null;
    },
  };
}

/** An assignment taken back by its removal (and the other way): `args` builds the opposite call. */
export function opposite(command: string, args: (original: any, change: RecordChange) => Record<string, unknown>, needs: 'before' | 'after'): Inverse {
  return {
    command,
    args,
    refuse: (_original: unknown, change: RecordChange) => (change[needs] ? null : 'It changed nothing to take back.'),
  };
}

/**
 * notice.setRead taken back on exactly the notices the call changed, with the flag flipped: one audit row
 * per notice (a list of ids), or one row for 'all' naming the ids it changed.
 */
export const noticeReadBack: Inverse = {
  command: 'notice.setRead',
  args: (original: { read?: boolean }, change: RecordChange, changes: RecordChange[] = [change]) => ({
    notice_ids: changedNoticeIds(change, changes),
    read: original.read === false,
  }),
  refuse: (_original: unknown, change: RecordChange, changes: RecordChange[] = [change]) => {
    const ids = changedNoticeIds(change, changes);
    if (!ids.length) return 'It changed nothing to take back.';
    return ids.length > 200 ? `It changed ${ids.length} notices; undo takes back at most 200 at once.` : null;
  },
};

function changedNoticeIds(change: RecordChange, changes: RecordChange[]): number[] {
  if (change.entity === 'station_notices') {
    const after = change.after ?? {};
    return ((after.read_ids ?? after.unread_ids ?? []) as unknown[]).map(Number);
  }
  return changes.filter((c) => c.entity === 'station_notice').map((c) => Number(c.entityId));
}

const statusName = (code: unknown) => applicationStatus.label(code as never) ?? String(code);

/**
 * Any move of an application (a key, a workflow op, a step) is taken back by the status change to where it
 * was, which spec §4's table must allow: refused up front, in words, where it does not ('Shortlist → New is
 * not a move'), so the person hears it when the step is taken, not only when undo is tried.
 */
export const applicationStatusBack: Inverse = {
  command: 'application.changeStatus',
  args: (original: Record<string, unknown>, change: RecordChange) => ({
    application_id: original.application_id,
    status: change.before?.status,
    version: change.after?.version,
  }),
  refuse: (_original: unknown, change: RecordChange) => {
    const from = change.after?.status;
    const to = change.before?.status;
    if (typeof from !== 'number' || typeof to !== 'number' || from === to) return 'It changed nothing to take back.';
    return canTransition(from, to) ? null : `${statusName(from)} → ${statusName(to)} is not a move.`;
  },
};
