// Spec §5: the exact texts forms show. Validators return one of these, or null when the value is fine.

export const PHONE_REQUIRED = 'Phone number is required.';
export const PHONE_INVALID = 'Phone number is invalid.';
export const PHONE_TEN_DIGITS = 'Phone number should have 10 digits.';
export const EMAIL_REQUIRED = 'Email address is required.';
export const EMAIL_INVALID = 'Email address is invalid.';
