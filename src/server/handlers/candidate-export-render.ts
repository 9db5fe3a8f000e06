// Renders a candidate's profile into the file a provider asked for: a self-contained HTML page (printable
// to PDF from any browser) or one CSV row under a header. Pure: the handler reads the data, this turns it
// into text. A profile missing what a provider needs is not rendered; the reason names what is missing.
import { experienceBands } from '../../domain/enums/candidate';
import { readableStaffStatus } from '../../domain/staff-status-moves';
import { applicationStatus } from '../../domain/enums/application-status';

export interface ExportProfile {
  staffId: number;
  firstName: string;
  surname: string;
  email: string;
  phone: string;
  position: string;
  experience: string;
  suburb: string;
  state: string;
  postcode: string;
  tags: readonly string[];
  status: number;
  providerName: string;
  /** The application the request came from, if any. */
  jobTitle: string | null;
  applicationStatus: number | null;
  /** The application's saved AI summary, if any. */
  summary: string | null;
}

export interface RenderedFile {
  filename: string;
  contentType: string;
  content: string;
  byteSize: number;
}

/** Staff statuses whose profile is never sent to a provider. */
const NOT_SENT = new Set([11, 12]);

/** Why the profile cannot be rendered, or null when it can. */
export function renderFailure(p: ExportProfile): string | null {
  const missing = [!p.email.trim() && 'email address', !p.phone.trim() && 'phone number', !p.position.trim() && 'position'].filter(Boolean) as string[];
  if (missing.length) {
    const last = missing.pop()!;
    return `The profile has no ${missing.length ? `${missing.join(', no ')} and no ${last}` : last}.`;
  }
  if (NOT_SENT.has(p.status)) return `The candidate is ${readableStaffStatus(p.status)}; such profiles are not sent to providers.`;
  return null;
}

const slug = (text: string) => text.normalize('NFKD').replace(/[^\w\s-]/g, '').trim().toLowerCase().replace(/[\s_]+/g, '-') || 'candidate';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A CSV cell: quoted when needed, and never read as a formula by a spreadsheet (=, +, -, @ first). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const name = (p: ExportProfile) => `${p.firstName} ${p.surname}`;
const experience = (p: ExportProfile) => experienceBands.label(p.experience) ?? p.experience;
const location = (p: ExportProfile) => [p.suburb, p.state, p.postcode].filter(Boolean).join(' ');

function renderHtml(p: ExportProfile, renderedAt: string): string {
  const rows: [string, string][] = [
    ['Position', p.position],
    ['Experience', experience(p)],
    ['Location', location(p)],
    ['Email', p.email],
    ['Phone', p.phone],
    ['Skills and checks', p.tags.join(', ') || '—'],
  ];
  if (p.jobTitle) rows.push(['Applied for', `${p.jobTitle}${p.applicationStatus !== null ? ` (${applicationStatus.label(p.applicationStatus) ?? p.applicationStatus})` : ''}`]);
  const summary = p.summary
    ? `<h2>Screening summary</h2>\n<ul>${p.summary.split('\n').map((l) => l.replace(/^\s*-\s*/, '').trim()).filter(Boolean).map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(name(p))}: candidate profile</title>
<style>
body{font:14px/1.5 system-ui,sans-serif;color:#1f1f1f;max-width:720px;margin:40px auto;padding:0 24px}
h1{font-size:24px;margin:0}h2{font-size:16px;margin:24px 0 8px}.sub{color:#595959;margin:4px 0 24px}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #f0f0f0;vertical-align:top}
th{width:180px;color:#595959;font-weight:500}footer{margin-top:32px;color:#8c8c8c;font-size:12px}
@media (max-width:520px){body{margin:16px auto;padding:0 12px}th{width:96px}}
</style>
</head>
<body>
<h1>${escapeHtml(name(p))}</h1>
<p class="sub">Candidate profile for ${escapeHtml(p.providerName)}</p>
<table>
${rows.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('\n')}
</table>
${summary}
<footer>Candidate #${p.staffId} · exported ${escapeHtml(renderedAt.slice(0, 16).replace('T', ' '))} UTC by Care Console · confidential: for recruitment with ${escapeHtml(p.providerName)} only.</footer>
</body>
</html>
`;
}

const CSV_HEADER = ['candidate_id', 'first_name', 'surname', 'email', 'phone', 'position', 'experience', 'suburb', 'state', 'postcode', 'skills', 'applied_for', 'screening_summary'];

function renderCsv(p: ExportProfile): string {
  const row = [String(p.staffId), p.firstName, p.surname, p.email, p.phone, p.position, experience(p), p.suburb, p.state, p.postcode, p.tags.join('; '), p.jobTitle ?? '', (p.summary ?? '').replace(/\n/g, ' ')];
  return `${CSV_HEADER.join(',')}\r\n${row.map(csvCell).join(',')}\r\n`;
}

/** The n-th rendering of an export (n counts from 1), in the requested format. */
export function renderProfile(p: ExportProfile, format: 'html' | 'csv', n: number, renderedAt: string): RenderedFile {
  const content = format === 'html' ? renderHtml(p, renderedAt) : renderCsv(p);
  return {
    filename: `profile-${slug(name(p))}-${p.staffId}${n > 1 ? `-${n}` : ''}.${format}`,
    contentType: format === 'html' ? 'text/html; charset=utf-8' : 'text/csv; charset=utf-8',
    content,
    byteSize: Buffer.byteLength(content, 'utf8'),
  };
}
