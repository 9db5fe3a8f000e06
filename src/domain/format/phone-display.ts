// Spec §5 display formats: group digits so a phone number reads at a glance. Anything that is not a
// bare 8- or 10-digit string (already spaced, with a '+', too short) is shown as stored.
export function formatPhoneDisplay(s: string): string {
  if (/^04\d{8}$/.test(s)) return `${s.slice(0, 4)} ${s.slice(4, 7)} ${s.slice(7)}`;
  if (/^\d{10}$/.test(s)) return `${s.slice(0, 2)} ${s.slice(2, 6)} ${s.slice(6)}`;
  if (/^\d{8}$/.test(s)) return `${s.slice(0, 4)} ${s.slice(4)}`;
  return s;
}
