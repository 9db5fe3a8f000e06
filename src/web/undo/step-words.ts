// A journal step in a person's words: the command's title, the records by name, and each field from →
// to by its label, each value as every preview shows it (src/web/preview/), in the current language.
// Never a code or a field key.
import type { z } from 'zod';
import { registry, type CommandId } from '../../../commands';
import { recordKindIds, type RecordKind } from '../../../commands/record-kinds';
import type { undoStep } from '../../../commands/undo';
import { t } from '../i18n/i18n';
import { recordLabel } from '../i18n/record-label';
import { fieldWords, valueWords as previewValueWords } from '../preview/preview-values';

export type UndoStepView = z.infer<typeof undoStep>;
type Change = UndoStepView['changes'][number];

const kindOf = (kind: string | null): RecordKind | undefined => (kind && (recordKindIds as readonly string[]).includes(kind) ? (kind as RecordKind) : undefined);

/**
 * One value of a change in words, by the shared preview formatting (money in dollars, times on the
 * business's clock, enum codes and statuses by label, yes/no); the command's argument of the same name
 * tells which enum a code is of.
 */
export function valueWords(change: Pick<Change, 'kind' | 'field'>, value: Change['from'], command?: string): string {
  const shape = command ? (registry.byId.get(command as CommandId)?.args.shape as Record<string, z.ZodType> | undefined) : undefined;
  return previewValueWords(change.field, value, shape?.[change.field], kindOf(change.kind)) ?? String(value);
}

/** 'Status: Shortlist → Not fit' as undo would move it (back: to → from), or as the step moved it. */
export function changeWords(change: Change, direction: 'undo' | 'done' = 'done', command?: string): string {
  const [a, b] = direction === 'undo' ? [change.to, change.from] : [change.from, change.to];
  const label = fieldWords(change.field);
  return `${label.charAt(0).toLocaleUpperCase() + label.slice(1)}: ${valueWords(change, a, command)} → ${valueWords(change, b, command)}`;
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
  return `${stepTitle(step)}: ${stepRecords(step)}${change ? ` · ${changeWords(change, direction, step.command)}` : ''}`;
}
