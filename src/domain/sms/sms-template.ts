// Placeholders in an SMS template: {{first_name}} takes the row's value of the column of that name;
// {{first_name|there}} falls back to 'there' when the cell is empty. Names match a sheet heading ignoring
// case, spaces, dashes and underscores, so {{first_name}} finds 'First Name' as a spreadsheet writes it.

const PLACEHOLDER = /\{\{\s*([^{}|]*?)\s*(?:\|\s*([^{}]*?)\s*)?\}\}/g;

/** The comparable form of a heading or placeholder name. */
export function placeholderKey(name: string): string {
  return name.trim().toLowerCase().replace(/[\s_-]+/g, '_');
}

export interface Placeholder {
  /** As written in the template. */
  name: string;
  key: string;
  fallback: string | null;
}

export function templatePlaceholders(template: string): Placeholder[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => ({ name: m[1]!, key: placeholderKey(m[1]!), fallback: m[2] ?? null }));
}

export interface RenderedTemplate {
  text: string;
  /** Placeholders no column answers. */
  unknown: string[];
  /** Placeholders whose cell is empty and that have no fallback. */
  empty: string[];
}

/** Renders with `values` keyed by placeholderKey(heading). */
export function renderTemplate(template: string, values: ReadonlyMap<string, string>): RenderedTemplate {
  const unknown: string[] = [];
  const empty: string[] = [];
  const text = template.replace(PLACEHOLDER, (whole, name: string, fallback: string | undefined) => {
    const key = placeholderKey(name);
    if (!values.has(key)) {
      if (!unknown.includes(name)) unknown.push(name);
      return whole;
    }
    const value = values.get(key)!.trim();
    if (value) return value;
    if (fallback !== undefined) return fallback;
    if (!empty.includes(name)) empty.push(name);
    return '';
  });
  return { text: text.trim(), unknown, empty };
}
