// Australian tax file numbers carry a check digit: the weighted digit sum is a multiple of 11. Catching a
// mistyped TFN here saves a payroll rejection weeks later.
const WEIGHTS_9 = [1, 4, 3, 7, 5, 8, 6, 9, 10];
const WEIGHTS_8 = [10, 7, 8, 4, 6, 3, 5, 1];

export const TFN_INVALID = 'Tax file number is invalid.';

/** Spaces and dashes people type between the groups are ignored. */
export function normaliseTaxFileNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function isValidTaxFileNumber(value: string): boolean {
  const digits = normaliseTaxFileNumber(value);
  if (!/^\d{8,9}$/.test(digits)) return false;
  const weights = digits.length === 9 ? WEIGHTS_9 : WEIGHTS_8;
  const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return sum % 11 === 0;
}
