// Money rules of pay documents, as data: integer cents everywhere, AUD display, the charge rule of
// invoices (docs/pay.md "Margin rule") and GST.

/**
 * What a provider is charged over what the worker is paid, as a percentage of the worker's gross pay for
 * the shift (loadings included): it carries superannuation (12 %), workers' compensation, payroll tax,
 * leave accrual and the agency's margin. One rate for every employment type and state.
 */
export const CHARGE_MARKUP_PERCENT = 32;
/** GST on care-staffing supply (not GST-free: the provider is the customer, not the care recipient). */
export const GST_PERCENT = 10;

/** A charge in cents from a pay amount in cents: marked up, rounded half away from zero to the cent. */
export const chargeCents = (payCents: number): number => Math.round((payCents * (100 + CHARGE_MARKUP_PERCENT)) / 100);

export const gstCents = (subtotalCents: number): number => Math.round((subtotalCents * GST_PERCENT) / 100);

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2 });

/** `$1,234.56`; negative amounts `-$12.00`. */
export const formatCents = (cents: number): string => aud.format(cents / 100);

/** An hourly rate in dollars (position_levels.hourly_rate) as integer cents. */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

/** Worked minutes as hours with two decimals (`7.50`). */
export const formatHours = (minutes: number): string => (minutes / 60).toFixed(2);
