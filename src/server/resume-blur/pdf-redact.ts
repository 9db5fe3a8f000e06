// Redacting a PDF by rebuilding it. Drawing boxes over the original would leave the text under them (it
// still copies and extracts), and editing content streams in place means decoding every font's encoding.
// So the new PDF is made from the text layer: each page at its size, every piece of text that is not a
// personal detail drawn again where it was (Helvetica, scaled to its old width), and a solid box where a
// detail or a recruiter's region was. The personal details are not in the new file at all. What is lost:
// the original fonts, pictures and lines: the redacted copy is for reading, the original stays on file.
import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';
import { findPersonalDetails, type DetailSpan, type PersonalDetails } from './personal-details';
import { readPdfText, type TextPiece } from './pdf-text';
import { regionBox, type BlurRegion } from './regions';

export interface RedactionReport {
  /** How many personal details were removed, by kind. */
  removed: Record<DetailSpan['kind'] | 'region', number>;
  pages: number;
}

/** Helvetica can draw Windows-1252 only; anything else becomes '?'. */
const drawable = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

function overlaps(piece: TextPiece, box: { left: number; top: number; right: number; bottom: number }, pageHeight: number) {
  const top = pageHeight - (piece.y + piece.height);
  const bottom = pageHeight - piece.y;
  return piece.x < box.right && piece.x + piece.width > box.left && top < box.bottom && bottom > box.top;
}

export async function redactPdf(bytes: Uint8Array, who: PersonalDetails, regions: readonly BlurRegion[]): Promise<{ bytes: Uint8Array; report: RedactionReport }> {
  const pages = await readPdfText(bytes);
  const out = await PDFDocument.create();
  out.setTitle('Redacted resume');
  out.setProducer('Care Console');
  const font: PDFFont = await out.embedFont(StandardFonts.Helvetica);
  const removed: RedactionReport['removed'] = { name: 0, email: 0, phone: 0, address: 0, region: 0 };
  const black = rgb(0.1, 0.1, 0.12);

  pages.forEach((source, index) => {
    const page = out.addPage([source.width, source.height]);
    const boxes = regions.filter((r) => r.page === index + 1).map((r) => regionBox(r, source.width, source.height));
    for (const box of boxes) {
      page.drawRectangle({ x: box.left, y: source.height - box.bottom, width: box.right - box.left, height: box.bottom - box.top, color: black });
    }
    for (const piece of source.pieces) {
      if (boxes.some((box) => overlaps(piece, box, source.height))) {
        removed.region++;
        continue; // under a drawn box: not carried over at all
      }
      const text = drawable(piece.text);
      const natural = font.widthOfTextAtSize(text, piece.fontSize) || 1;
      const scale = piece.width > 0 ? piece.width / natural : 1;
      const widthOf = (s: string) => font.widthOfTextAtSize(s, piece.fontSize) * scale;
      const spans = findPersonalDetails(piece.text, who);
      let at = 0;
      const keep = (from: number, to: number) => {
        const part = text.slice(from, to);
        if (!part.trim()) return;
        page.drawText(part, { x: piece.x + widthOf(text.slice(0, from)), y: piece.y, size: piece.fontSize * Math.min(1, scale), font, color: rgb(0, 0, 0) });
      };
      for (const span of spans) {
        keep(at, span.start);
        removed[span.kind]++;
        const x = piece.x + widthOf(text.slice(0, span.start));
        page.drawRectangle({ x: x - 1, y: piece.y - piece.fontSize * 0.25, width: widthOf(text.slice(span.start, span.end)) + 2, height: piece.fontSize * 1.15, color: black });
        at = span.end;
      }
      keep(at, text.length);
    }
  });
  if (!pages.length) out.addPage();
  return { bytes: await out.save(), report: { removed, pages: pages.length } };
}
