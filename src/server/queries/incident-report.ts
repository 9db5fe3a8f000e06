// An incident's report as a file: CSV (RFC 4180, one field a row, cells that a spreadsheet would run are
// prefixed with ') or a one-page-or-more PDF (pdf-lib, Helvetica, wrapped text). Rendered in memory.
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import type { IncidentDetail } from '../../../commands/incident';
import { incidentCategories, incidentSeverities, incidentStatus } from '../../domain/enums/shift-work';
import { stateTimeZone } from '../../domain/state-time-zones';

function localTime(iso: string, state: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone: stateTimeZone(state), dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** The report's fields in reading order, as label and text. */
export function reportFields(i: IncidentDetail): [string, string][] {
  return [
    ['Incident', `#${i.id}`],
    ['Title', i.title],
    ['Category', incidentCategories.label(i.category) ?? i.category],
    ['Severity', incidentSeverities.label(i.severity) ?? i.severity],
    ['Status', incidentStatus.label(i.status) ?? i.status],
    ['Occurred', localTime(i.occurred_at, i.state)],
    ['Provider', i.provider_name],
    ['Facility', `${i.facility_name}, ${i.facility_address}`],
    ['Shift order', `#${i.shift_id} · ${i.position} · ${localTime(i.shift_starts_at, i.state)} – ${localTime(i.shift_ends_at, i.state)}`],
    ['Worker involved', i.worker_name ?? '—'],
    ['What happened', i.description],
    ['Action taken', i.action_taken || '—'],
    ['Reported by', `${i.reporter_name}, ${localTime(i.created_at, i.state)}`],
  ];
}

const cell = (v: string) => {
  const safe = /^[=+\-@]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function incidentCsv(i: IncidentDetail): string {
  return ['field,value', ...reportFields(i).map(([k, v]) => `${cell(k)},${cell(v)}`)].join('\r\n') + '\r\n';
}

// Helvetica speaks WinAnsi: keep Latin-1 and the typographic marks it has, and mark anything else.
const WIN_ANSI_EXTRA = new Set('‘’“”–—•…€'.split(''));
const printable = (text: string) => [...text].map((c) => (c.charCodeAt(0) < 256 || WIN_ANSI_EXTRA.has(c) ? c : '?')).join('').replace(/\t/g, ' ');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(text).split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

export async function incidentPdf(i: IncidentDetail): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Incident report #${i.id}`);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const [width, height, margin, labelWidth] = [595, 842, 50, 120];
  let page = doc.addPage([width, height]);
  let y = height - margin;
  const need = (h: number) => {
    if (y - h >= margin) return;
    page = doc.addPage([width, height]);
    y = height - margin;
  };
  page.drawText(printable(`Incident report #${i.id}`), { x: margin, y: y - 18, size: 18, font: bold, color: rgb(0.09, 0.56, 1) });
  y -= 40;
  for (const [label, value] of reportFields(i).slice(1)) {
    const lines = wrap(value, font, 10, width - margin * 2 - labelWidth);
    need(14);
    page.drawText(label, { x: margin, y: y - 10, size: 10, font: bold, color: rgb(0.35, 0.35, 0.35) });
    for (const line of lines) {
      need(14);
      page.drawText(line, { x: margin + labelWidth, y: y - 10, size: 10, font, color: rgb(0.1, 0.1, 0.1) });
      y -= 14;
    }
    y -= 6;
  }
  return doc.save();
}
