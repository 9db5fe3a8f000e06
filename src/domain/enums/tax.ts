// Spec §3 "Tax declaration flags": the yes/no answers of an Australian TFN / withholding declaration.
import { defineEnum, type EnumCode } from './define-enum';

export const taxDeclarationFlags = defineEnum('taxDeclarationFlags', [
  ['tax_free_threshold', 'Tax-free threshold'],
  ['hecs_or_help', 'HECS or HELP debt'],
  ['eligible_to_receive', 'Eligible to receive'],
  ['trade_support_loan', 'Trade support loan'],
  ['financial_supplement_debt', 'Financial supplement debt'],
  ['senior_and_pensioners', 'Seniors and pensioners'],
  ['other_tax_offset', 'Other tax offset'],
  ['student_startup_loan', 'Student start-up loan'],
  ['approved_withholding_variation', 'Approved withholding variation'],
  ['upward_variation_requested', 'Upward variation requested'],
]);

export type TaxDeclarationFlagCode = EnumCode<typeof taxDeclarationFlags>;
