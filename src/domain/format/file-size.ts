// Spec §5: file size in B, KB, MB or GB (1024 base) with one decimal, '.0' dropped: '1.5 KB', '2 MB'.
const units = ['B', 'KB', 'MB', 'GB'] as const;

/** Returns '' for a size that is not a finite, non-negative number. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  // Move up while the value, once rounded to one decimal, would read 1024 or more ('1024 KB' → '1 MB').
  while (unit < units.length - 1 && Math.round(value * 10) / 10 >= 1024) {
    value /= 1024;
    unit += 1;
  }
  const rounded = (Math.round(value * 10) / 10).toFixed(1).replace(/\.0$/, '');
  return `${rounded} ${units[unit]}`;
}
