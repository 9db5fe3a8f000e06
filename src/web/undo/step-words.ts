// A journal step in a person's words: the command's title, the records by name, and each field from →
// to by its label (status codes by their enum label), in the current language. Never a code or a field key.
import type { z } from 'zod';
import { recordKindIds, recordKind, type RecordKind } from '../../../commands/record-kinds';
import type { undoStep } from '../../../commands/undo';
import { argLabel } from '../commands/arg-label';
import { enumLabel, t } from '../i18n/i18n';
import { recordLabel } from '../i18n/record-label';

export type UndoStepView = z.infer<typeof undoStep>;
type Change = UndoStepView['changes'][number];

const kindOf = (kind: string | null): RecordKind | undefined => (kind && (recordKindIds as readonly string[]).includes(kind) ? (kind as RecordKind) : undefined);

export function valueWords(change: Pick<Change, 'kind' | 'field'>, value: Change['from']): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return t(value ? 'undo.yes' : 'undo.no');
  const kind = kindOf(change.kind);
  const status = kind && change.field === 'status' ? recordKind(kind).status : undefined;
  return status ? enumLabel(status, value) : String(value);
}

/** 'Status: Shortlist → Not fit' as undo would move it (back: to → from), or as the step moved it. */
export function changeWords(change: Change, direction: 'undo' | 'done' = 'done'): string {
  const [a, b] = direction === 'undo' ? [change.to, change.from] : [change.from, change.to];
  const label = argLabel(t, change.field);
  return `${label.charAt(0).toLocaleUpperCase() + label.slice(1)}: ${valueWords(change, a)} → ${valueWords(change, b)}`;
}

export function stepTitle(step: UndoStepView): string {
  return t(`command.${step.command}`, undefined, step.title);
}

/** 'Jane Citizen' or 'Application 12', else '20 records, one run'. */
export function stepRecords(step: UndoStepView): string {
  if (step.records.length !== 1) return t('undo.runOf', { count: step.records.length });
  const [record] = step.records;
  const kind = kindOf(record.kind);
  return kind && /^\S+ \d+$/.test(record.name) ? `${recordLabel(kind)} ${record.entity_id}` : record.name;
}

/** One line: 'Change application status: Jane Citizen · Status: Not fit → Shortlist'. */
export function stepLine(step: UndoStepView, direction: 'undo' | 'done' = 'done'): string {
  const change = step.records.length === 1 ? step.changes[0] : undefined;
  return `${stepTitle(step)}: ${stepRecords(step)}${change ? ` · ${changeWords(change, direction)}` : ''}`;
}
