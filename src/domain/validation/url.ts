// Spec §5: http, https and ftp addresses are accepted. A pattern rather than `new URL`, which would
// accept any scheme and hosts like 'http://a'.
const octet = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const host = [
  'localhost',
  `${octet}(?:\\.${octet}){3}`,
  '(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}',
].join('|');
const urlPattern = new RegExp(
  `^(?:https?|ftp)://(?:[^\\s/?#@:]+(?::[^\\s/?#@]*)?@)?(?:${host})(?::\\d{1,5})?(?:[/?#]\\S*)?$`,
  'i',
);

export function isValidUrl(value: string): boolean {
  return urlPattern.test(value);
}
