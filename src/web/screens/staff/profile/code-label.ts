import type { Enum, EnumCodeValue } from '../../../../domain/enums/define-enum';
import { enumLabel, type t as translate } from '../../../i18n/i18n';
import { profileVocabularies } from './field-control-kind';

/** A code's label in the current language: form-only vocabularies from the profile dictionary, spec enums from theirs. */
export function codeLabel(t: typeof translate, vocabulary: Enum<EnumCodeValue> | undefined, code: EnumCodeValue): string {
  if (!vocabulary) return String(code);
  if (profileVocabularies.includes(vocabulary)) return t(`profile.value.${vocabulary.name}.${code}`, undefined, vocabulary.label(code) ?? String(code));
  return enumLabel(vocabulary, code);
}
