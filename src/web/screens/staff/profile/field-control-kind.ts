// Which control a staff form field needs, read from its zod schema: a select of codes, a set of
// checkboxes for several codes, a yes/no select, a date, a number, a comma-separated list, or text.
import type { z } from 'zod';
import { secretFormFields } from '../../../../../commands/staff-form-shapes';
import type { Enum, EnumCodeValue } from '../../../../domain/enums/define-enum';
import { qualificationCategories, shiftTimes, uniformSizes, weekdays } from '../../../../domain/staff-forms/vocabulary';
import { enumOfField } from '../../../../../commands/staff-form-fields';
import { unwrapField } from '../../../commands/field-kind';

export type ControlKind = 'choice' | 'codes' | 'flag' | 'date' | 'number' | 'list' | 'text' | 'note' | 'secret';

export interface ControlInfo {
  kind: ControlKind;
  /** The codes of a choice or codes control, in their enum's order. */
  codes: readonly EnumCodeValue[];
  /** The enum the codes come from, for their labels. */
  vocabulary?: Enum<EnumCodeValue>;
}

/** Form-only vocabularies, labelled from the profile dictionary (profile.value.<name>.<code>). */
export const profileVocabularies: readonly Enum<EnumCodeValue>[] = [weekdays, shiftTimes, uniformSizes, qualificationCategories] as never;


const SECRETS: ReadonlySet<string> = new Set(secretFormFields);
const NOTES = /(_note|_conditions)$/;

export function controlOf(key: string, schema: z.ZodType): ControlInfo {
  const field = unwrapField(schema);
  const vocabulary = enumOfField.get(schema);
  const none = { codes: [] as EnumCodeValue[] };
  if (SECRETS.has(key)) return { kind: 'secret', ...none };
  switch (field.type) {
    case 'literal': {
      const codes = [...(field.def.values as EnumCodeValue[])];
      return { kind: 'choice', codes, vocabulary };
    }
    case 'array': {
      const element = unwrapField(field.def.element as z.ZodType);
      if (element.type === 'literal') {
        const codes = [...(element.def.values as EnumCodeValue[])];
        return { kind: 'codes', codes, vocabulary };
      }
      return { kind: 'list', ...none };
    }
    case 'boolean':
      return { kind: 'flag', ...none };
    case 'number':
      return { kind: 'number', ...none };
    default:
      if (field.def.format === 'date') return { kind: 'date', ...none };
      return { kind: NOTES.test(key) ? 'note' : 'text', ...none };
  }
}
