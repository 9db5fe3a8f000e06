// Results as a table for people (a terminal) or JSON for scripts (`--json`, or when stdout is a pipe).
export type Format = 'json' | 'table';

export function formatFor(flags: { json?: unknown; table?: unknown }): Format {
  if (flags.json) return 'json';
  if (flags.table) return 'table';
  return process.stdout.isTTY ? 'table' : 'json';
}

const MAX_CELL = 40;
const MAX_COLUMNS = 8;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > MAX_CELL ? `${flat.slice(0, MAX_CELL - 1)}…` : flat;
}

/** Rows of objects as aligned columns (the first few scalar fields). */
export function table(rows: readonly Record<string, unknown>[], columns?: readonly string[]): string {
  if (!rows.length) return '(none)';
  const keys = columns ?? Object.keys(rows[0]).filter((k) => rows.some((r) => typeof r[k] !== 'object' || r[k] === null)).slice(0, MAX_COLUMNS);
  const cells = rows.map((r) => keys.map((k) => cell(r[k])));
  const widths = keys.map((k, i) => Math.max(k.length, ...cells.map((c) => c[i].length)));
  const line = (values: readonly string[]) => values.map((v, i) => v.padEnd(widths[i])).join('  ').trimEnd();
  return [line(keys), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

/** Any answer: a list (`list` or the one array field) as a table, an object as name/value lines. */
export function render(data: unknown, format: Format): string {
  if (format === 'json') return JSON.stringify(data, null, 2);
  if (Array.isArray(data)) return table(data as Record<string, unknown>[]);
  if (typeof data !== 'object' || data === null) return String(data);
  const record = data as Record<string, unknown>;
  const arrays = Object.entries(record).filter(([, v]) => Array.isArray(v) && (v as unknown[]).every((x) => typeof x === 'object' && x !== null));
  if (arrays.length === 1) {
    const [name, list] = arrays[0];
    const rest = Object.entries(record).filter(([k]) => k !== name).map(([k, v]) => `${k}: ${cell(v)}`);
    return [table(list as Record<string, unknown>[]), ...rest].join('\n');
  }
  const width = Math.max(...Object.keys(record).map((k) => k.length));
  return Object.entries(record).map(([k, v]) => `${k.padEnd(width)}  ${cell(v)}`).join('\n');
}
