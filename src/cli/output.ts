// Results as a table for people (a terminal) or JSON for scripts (`--json`, or when stdout is a pipe).
export type Format = 'json' | 'table';

export function formatFor(flags: { json?: unknown; table?: unknown }): Format {
  if (flags.json) return 'json';
  if (flags.table) return 'table';
  return process.stdout.isTTY ? 'table' : 'json';
}

// A long text wraps inside its column (at spaces where it can) instead of being cut: a message is read whole.
const WRAP_AT = 60;
const MAX_COLUMNS = 8;

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  const raw = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return raw.replace(/\s+/g, ' ').trim();
}

/** `value` in lines of at most `width` characters, broken at spaces, a longer word at the width. */
export function wrap(value: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(' ')) {
    let rest = word;
    while (rest.length > width) {
      if (line) lines.push(line);
      lines.push(rest.slice(0, width));
      rest = rest.slice(width);
      line = '';
    }
    if (!line) line = rest;
    else if (line.length + 1 + rest.length <= width) line += ` ${rest}`;
    else {
      lines.push(line);
      line = rest;
    }
  }
  lines.push(line);
  return lines;
}

/** Rows of objects as aligned columns (the first few scalar fields); a long value wraps within its column. */
export function table(rows: readonly Record<string, unknown>[], columns?: readonly string[]): string {
  if (!rows.length) return '(none)';
  const keys = columns ?? Object.keys(rows[0]).filter((k) => rows.some((r) => typeof r[k] !== 'object' || r[k] === null)).slice(0, MAX_COLUMNS);
  const texts = rows.map((r) => keys.map((k) => text(r[k])));
  const widths = keys.map((k, i) => Math.max(k.length, ...texts.map((c) => Math.min(WRAP_AT, c[i].length))));
  const line = (values: readonly string[]) => values.map((v, i) => v.padEnd(widths[i])).join('  ').trimEnd();
  const rowLines = (cells: readonly string[]) => {
    const wrapped = cells.map((c, i) => wrap(c, widths[i]));
    const height = Math.max(...wrapped.map((w) => w.length));
    return Array.from({ length: height }, (_, n) => line(wrapped.map((w) => w[n] ?? '')));
  };
  return [line(keys), line(widths.map((w) => '-'.repeat(w))), ...texts.flatMap(rowLines)].join('\n');
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
    const rest = Object.entries(record).filter(([k]) => k !== name).map(([k, v]) => `${k}: ${text(v)}`);
    return [table(list as Record<string, unknown>[]), ...rest].join('\n');
  }
  const width = Math.max(...Object.keys(record).map((k) => k.length));
  return Object.entries(record).map(([k, v]) => `${k.padEnd(width)}  ${text(v)}`).join('\n');
}
