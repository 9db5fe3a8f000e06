// Redacting a PNG: there is no text layer and no OCR here, so the recruiter's boxes say where the details
// are, and every pixel inside them is overwritten (not blurred: a blur can be reversed enough to read).
import { PNG } from 'pngjs';
import { regionBox, type BlurRegion } from './regions';

/** The fill: opaque near-black. */
export const REDACTION_RGBA = [26, 26, 31, 255] as const;

export function redactPng(bytes: Uint8Array, regions: readonly BlurRegion[]): { bytes: Uint8Array; pixels: number } {
  const image = PNG.sync.read(Buffer.from(bytes));
  let pixels = 0;
  for (const region of regions.filter((r) => r.page === 1)) {
    const box = regionBox(region, image.width, image.height);
    for (let y = box.top; y < box.bottom; y++) {
      for (let x = box.left; x < box.right; x++) {
        const at = (y * image.width + x) * 4;
        image.data[at] = REDACTION_RGBA[0];
        image.data[at + 1] = REDACTION_RGBA[1];
        image.data[at + 2] = REDACTION_RGBA[2];
        image.data[at + 3] = REDACTION_RGBA[3];
        pixels++;
      }
    }
  }
  // A fresh encode: none of the source's text chunks (tEXt, iTXt, eXIf) are carried over.
  return { bytes: new Uint8Array(PNG.sync.write(image)), pixels };
}
