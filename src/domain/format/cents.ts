// Money is stored in integer cents; people read dollars: 123456 → '$1,234.56'.
const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2 });

export function formatCents(cents: number): string {
  return aud.format(cents / 100);
}
