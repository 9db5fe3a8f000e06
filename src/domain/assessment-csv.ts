// The resume assessment rules file: CSV with a header row `position,rule,value,weight`. Each row is one
// rule of one position (rule: keyword, required, min_years, pass_score) or a recognised provider name
// (rule: recognised, position left empty, weight 'training' or 'employer'). Parsed and checked here,
// row by row, so an import reports each line that was refused and why.

export type AssessmentCsvRow =
  | { line: number; rule: 'keyword'; position: string; term: string; weight: number }
  | { line: number; rule: 'required'; position: string; qualification: string }
  | { line: number; rule: 'min_years' | 'pass_score'; position: string; value: number }
  | { line: number; rule: 'recognised'; name: string; kind: 'training' | 'employer' };

export interface CsvProblem {
  line: number;
  message: string;
}

/** RFC 4180 fields: commas, quoted fields with "" for a quote, CRLF or LF line ends. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') { row.push(field); field = ''; }
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field); rows.push(row); row = []; field = '';
    } else field += c;
  }
  if (field !== '' || row.length) { row.push(field); rows.push(row); }
  return rows;
}

const RULES = ['keyword', 'required', 'min_years', 'pass_score', 'recognised'] as const;

export function readAssessmentCsv(text: string): { rows: AssessmentCsvRow[]; problems: CsvProblem[] } {
  const table = parseCsv(text.replace(/^\uFEFF/, ''));
  const rows: AssessmentCsvRow[] = [];
  const problems: CsvProblem[] = [];
  const header = (table[0] ?? []).map((h) => h.trim().toLowerCase());
  const at = (name: string) => header.indexOf(name);
  if (at('position') < 0 || at('rule') < 0 || at('value') < 0) {
    return { rows, problems: [{ line: 1, message: 'The first line must be the header position,rule,value,weight.' }] };
  }
  table.slice(1).forEach((cells, i) => {
    const line = i + 2;
    if (cells.every((c) => !c.trim())) return;
    const get = (name: string) => (at(name) >= 0 ? (cells[at(name)] ?? '').trim() : '');
    const rule = get('rule').toLowerCase();
    const position = get('position');
    const value = get('value');
    const weight = get('weight');
    const refuse = (message: string) => problems.push({ line, message });
    if (!(RULES as readonly string[]).includes(rule)) return refuse(`Rule "${rule}" is not one of ${RULES.join(', ')}.`);
    if (!value) return refuse('Value is empty.');
    if (value.length > 120) return refuse('Value is longer than 120 characters.');
    if (rule === 'recognised') {
      const kind = (weight || 'training').toLowerCase();
      if (kind !== 'training' && kind !== 'employer') return refuse(`Kind "${weight}" must be training or employer.`);
      return rows.push({ line, rule, name: value, kind });
    }
    if (!position) return refuse('Position is empty.');
    if (rule === 'keyword') {
      const w = weight ? Number(weight) : 1;
      if (!Number.isInteger(w) || w < 1 || w > 5) return refuse(`Weight "${weight}" must be a whole number from 1 to 5.`);
      return rows.push({ line, rule, position, term: value, weight: w });
    }
    if (rule === 'required') return rows.push({ line, rule, position, qualification: value });
    const n = Number(value);
    const max = rule === 'min_years' ? 40 : 100;
    if (!/^\d+$/.test(value) || n > max) return refuse(`${rule === 'min_years' ? 'Minimum years' : 'Pass score'} "${value}" must be a whole number from 0 to ${max}.`);
    rows.push({ line, rule: rule as 'min_years' | 'pass_score', position, value: n });
  });
  return { rows, problems };
}
