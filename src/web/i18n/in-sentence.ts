/**
 * A label as it reads inside an English sentence ('Type the message', 'a disable request'): a leading
 * capital that only starts a word is lowered; an acronym ('API key', 'ABN') and other scripts are kept.
 */
export function inSentence(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}
