// The text of a PDF with where each piece sits (pdfjs-dist, the text layer browsers use). Used to find
// personal details to redact and to read a resume's text for scoring.
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadPdfjs } from './pdfjs';

export interface TextPiece {
  text: string;
  /** PDF user space: origin bottom-left, in points. */
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize: number;
}

export interface PdfPageText {
  width: number;
  height: number;
  pieces: TextPiece[];
}

const require = createRequire(import.meta.url);
// pdfjs reads the 14 standard fonts' metrics from here; without it it warns on every Helvetica page.
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}${path.sep}`;

export async function readPdfText(bytes: Uint8Array): Promise<PdfPageText[]> {
  // pdfjs takes ownership of the buffer it is given: hand it a copy.
  const { getDocument } = await loadPdfjs();
  const task = getDocument({ data: bytes.slice(), standardFontDataUrl, isEvalSupported: false, verbosity: 0 });
  const pdf = await task.promise;
  try {
    const pages: PdfPageText[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const [x0, y0, x1, y1] = page.view;
      const content = await page.getTextContent();
      const pieces: TextPiece[] = [];
      for (const item of content.items) {
        if (!('str' in item) || !item.str.trim()) continue;
        const [a, b, , d, e, f] = item.transform as number[];
        const fontSize = Math.hypot(a, b) || Math.abs(d) || item.height;
        pieces.push({ text: item.str, x: e - x0, y: f - y0, width: item.width, height: item.height || fontSize, fontSize });
      }
      pages.push({ width: x1 - x0, height: y1 - y0, pieces });
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

/** A PDF's text, a line per piece, pages apart; '' when it has none (a scanned resume). */
export async function pdfPlainText(bytes: Uint8Array): Promise<string> {
  const pages = await readPdfText(bytes);
  return pages.map((p) => p.pieces.map((piece) => piece.text).join('\n')).join('\n\n');
}
