// Which domain enumeration a list of codes is, so a schema that holds only codes (z.literal of an
// enum's codes, a z.enum) can be read and written by label: the console's selects and the CLI's words.
import type { EnumCodeValue } from './define-enum';
import { allEnums } from './index';

/**
 * The domain enum holding exactly these codes, if there is one. Where two enums hold the same codes
 * (pending/approved/rejected), the one named like the field wins (`review_status` → orderReviewStatus).
 */
export function enumFor(values: readonly unknown[], key?: string) {
  const matching = allEnums.filter((e) => values.length > 0 && values.every((v) => e.has(v as EnumCodeValue)) && e.codes.length === values.length);
  const named = key?.replace(/_/g, '').toLowerCase();
  return (named && matching.find((e) => e.name.toLowerCase().endsWith(named))) || matching[0];
}
