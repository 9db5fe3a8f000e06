// The seeded demo world lists attachments but the seed writes no files (it runs in one transaction and in
// tests). A demo attachment's key starts with demo/; its file is a one-page PDF made from its name, the
// same bytes the seed measured, written to the store the first time someone downloads it.

export const DEMO_KEY_PREFIX = 'demo/';

const pdfText = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);

/** A valid one-page PDF naming the document it stands in for. Depends on the name only. */
export function demoDocument(fileName: string): Uint8Array {
  const title = fileName.replace(/\.[a-z0-9]+$/i, '');
  const lines = [
    `BT /F1 18 Tf 56 780 Td (${pdfText(title)}) Tj ET`,
    `BT /F1 11 Tf 56 748 Td (Demo document kept by Care Console for the attachment ${pdfText(fileName)}.) Tj ET`,
    'BT /F1 11 Tf 56 730 Td (The seeded demo world has no real files; this page stands in for the original.) Tj ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${lines.length} >>\nstream\n${lines}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
