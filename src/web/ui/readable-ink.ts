// Text on a colour someone chose (a provider's brand or accent colour): white or the console's ink,
// whichever reads better by WCAG 2.1's contrast formula, so a light brand colour gets dark letters.

const HEX = /^#([0-9a-f]{6})$/i;

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(1 + i, 3 + i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export const contrastRatio = (a: string, b: string): number => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};

/** The ink (rgba(0,0,0,0.88)) as drawn on white. */
const INK = '#1f1f1f';

/** 'text-white' or 'text-ink' for letters on `background`; white when it is not a #rrggbb colour. */
export function readableTextClass(background: string): 'text-white' | 'text-ink' {
  if (!HEX.test(background)) return 'text-white';
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, INK) ? 'text-white' : 'text-ink';
}
