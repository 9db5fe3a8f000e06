// The {{placeholders}} an email template may use, filled per recipient from their staff record. Pure, so
// the command's validation, the server's rendering and the editor's hint list read one table.

export const emailPlaceholders = ['first_name', 'surname', 'full_name', 'email', 'phone', 'position', 'suburb', 'state'] as const;
export type EmailPlaceholder = (typeof emailPlaceholders)[number];
export type PlaceholderValues = Record<EmailPlaceholder, string>;

const PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Names used in a text that are not placeholders, each once, in order of first use. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(PATTERN)) {
    if (!(emailPlaceholders as readonly string[]).includes(match[1])) unknown.add(match[1]);
  }
  return [...unknown];
}

/** The message a field gets when it names placeholders that do not exist. */
export function placeholderMessage(field: string, unknown: string[]): string {
  const named = unknown.map((u) => `{{${u}}}`).join(', ');
  return `${field} uses ${unknown.length === 1 ? 'an unknown placeholder' : 'unknown placeholders'} ${named}. Use ${emailPlaceholders.map((p) => `{{${p}}}`).join(', ')}.`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** Fills the placeholders; in HTML the values are escaped, so a name can never add markup. */
export function renderPlaceholders(text: string, values: PlaceholderValues, mode: 'html' | 'text'): string {
  return text.replace(PATTERN, (whole, name: string) => {
    if (!(name in values)) return whole;
    const value = values[name as EmailPlaceholder];
    return mode === 'html' ? escapeHtml(value) : value;
  });
}
