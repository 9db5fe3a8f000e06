// How the palette asks for a command's arguments: read the zod schema field by field, skip what the
// context already knows (`fill`), and turn each remaining field into a step: a list of choices (enums,
// booleans, choices from another command), a record search, a date and a 15-minute time, or text.
import type { z } from 'zod';
import { registry, type AnyCommand, type ArgSource, type CommandContext, type RecordKind } from '../../../commands';
import { describeField, type ChoiceOption } from './field-kind';
import { versionReadOf } from '../../../commands/version-reads';

export type { ChoiceOption } from './field-kind';

export type ArgStep =
  | { key: string; kind: 'choice'; schema: z.ZodType; options: ChoiceOption[] }
  | { key: string; kind: 'source'; schema: z.ZodType; source: ArgSource }
  | { key: string; kind: 'record'; schema: z.ZodType; recordKind: RecordKind }
  | { key: string; kind: 'when'; schema: z.ZodType; part: 'date' | 'time' | 'datetime' }
  | { key: string; kind: 'input'; schema: z.ZodType; inputType: 'number' | 'text' };

/**
 * Arguments known before the palette asks anything: the command's own `fill` from the context (the
 * focused record's id and, where the command takes one, the version the user saw).
 */
export function knownArgs(command: AnyCommand, ctx: CommandContext): Record<string, unknown> {
  return { ...(command.fill?.(ctx) ?? {}) };
}

/**
 * The steps still to ask, in schema order. Optional fields and fields with defaults are not asked, nor
 * is a record's version where its kind can read it (nobody types a version).
 */
export function argSteps(command: AnyCommand, known: Record<string, unknown>, ctx?: CommandContext): ArgStep[] {
  const shape = command.args.shape as Record<string, z.ZodType>;
  const sources = (command.argSources ?? {}) as Record<string, ArgSource | undefined>;
  // Nobody types a version: it is read just before the call (commands/version-reads.ts).
  const versionIsRead = versionReadOf(command) !== undefined || previewReadsVersion(command);
  const steps: ArgStep[] = [];
  for (const [key, schema] of Object.entries(shape)) {
    if (known[key] !== undefined) continue;
    if (key === 'version' && versionIsRead) continue;
    const source = sources[key];
    if (source && (!source.when || (ctx && source.when(ctx)))) {
      steps.push({ key, kind: 'source', schema, source });
      continue;
    }
    const field = describeField(key, schema, ctx?.record?.fields?.[key]);
    if (field.optional || field.hasDefault) continue;
    switch (field.control) {
      case 'boolean':
      case 'choice':
        steps.push({ key, kind: 'choice', schema, options: field.options ?? [] });
        break;
      case 'record':
        steps.push({ key, kind: 'record', schema, recordKind: field.recordKind! });
        break;
      case 'date':
      case 'time':
      case 'datetime':
        steps.push({ key, kind: 'when', schema, part: field.control });
        break;
      default:
        steps.push({ key, kind: 'input', schema, inputType: field.control === 'number' ? 'number' : 'text' });
    }
  }
  return steps;
}

/** A preview that answers the version it was worked out for (a check-out's worker row): the confirming Enter writes with it. */
export function previewReadsVersion(command: AnyCommand): boolean {
  const preview = command.preview ? registry.byId.get(command.preview) : undefined;
  const shape = (preview?.result as { shape?: Record<string, unknown> } | undefined)?.shape;
  return Boolean(shape && 'version' in shape && 'version' in (command.args.shape as Record<string, unknown>));
}

/** Reads what the user typed as the field's type; a number field gets a number when the text is one. */
export function readInput(step: Extract<ArgStep, { kind: 'input' }>, text: string): unknown {
  if (step.inputType === 'number') {
    const trimmed = text.trim();
    return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed === '' ? undefined : trimmed;
  }
  return text;
}
