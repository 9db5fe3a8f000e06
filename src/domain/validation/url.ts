// Spec §5: http, https and ftp addresses are accepted. A pattern rather than `new URL`, which would
// accept any scheme and hosts like 'http://a'.
const octet = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
/** 'http' → '[hH][tT][tT][pP]': case-insensitive without a flag, which a JSON Schema pattern cannot carry. */
const anyCase = (word: string) => [...word].map((c) => `[${c.toLowerCase()}${c.toUpperCase()}]`).join('');
const host = [
  anyCase('localhost'),
  `${octet}(?:\\.${octet}){3}`,
  '(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}',
].join('|');

const addressFor = (schemes: readonly string[]) =>
  new RegExp(`^(?:${schemes.map(anyCase).join('|')})://(?:[^\\s/?#@:]+(?::[^\\s/?#@]*)?@)?(?:${host})(?::\\d{1,5})?(?:[/?#]\\S*)?$`);

/** The addresses isValidUrl accepts; also the API's JSON Schema pattern for URL fields. */
export const URL_PATTERN = addressFor(['https', 'http', 'ftp']);
/** The same, http and https only (a link people open in a browser). */
export const WEB_URL_PATTERN = addressFor(['https', 'http']);

export function isValidUrl(value: string): boolean {
  return URL_PATTERN.test(value);
}
