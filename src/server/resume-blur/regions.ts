// A box a recruiter drew on a resume page: fractions of the page from its top-left corner, so the same
// box fits the page at any size the screen shows it.
export interface BlurRegion {
  /** 1-based page; a PNG has one. */
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A region in pixels or points of a page width × height, clamped to the page (top-left origin). */
export function regionBox(region: BlurRegion, width: number, height: number) {
  const left = Math.max(0, Math.floor(region.x * width));
  const top = Math.max(0, Math.floor(region.y * height));
  const right = Math.min(width, Math.ceil((region.x + region.width) * width));
  const bottom = Math.min(height, Math.ceil((region.y + region.height) * height));
  return { left, top, right: Math.max(left, right), bottom: Math.max(top, bottom) };
}
