// Australian bank and super details as payroll needs them. BSBs are written '062-000' or '062000'.
export const BSB_INVALID = 'BSB must be 6 digits, e.g. 062-000.';
export const ACCOUNT_NUMBER_INVALID = 'Account number must be 5 to 10 digits.';
export const USI_INVALID = 'Fund USI must be 9 to 20 letters and digits, e.g. STA0100AU.';

export function normaliseBsb(value: string): string {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3)}` : value;
}

export const isValidBsb = (value: string) => /^\d{3}-?\d{3}$/.test(value.replace(/\s/g, ''));
export const isValidAccountNumber = (value: string) => /^\d{5,10}$/.test(value.replace(/[\s-]/g, ''));
export const isValidUsi = (value: string) => /^[A-Za-z0-9]{9,20}$/.test(value);
