// App version numbers: semver-like 'major.minor.patch' (each 0–9999, no leading zeros), with an optional
// pre-release tag ('2.14.0-beta.1'). Parsed into numbers so versions sort as releases, not as text.
const PATTERN = /^(0|[1-9]\d{0,3})\.(0|[1-9]\d{0,3})\.(0|[1-9]\d{0,3})(?:-([0-9A-Za-z]+(?:\.[0-9A-Za-z]+)*))?$/;

export interface ParsedAppVersion { major: number; minor: number; patch: number; pre: string | null }

/** The versions parseAppVersion reads (at most 40 characters), as one pattern for the API's JSON Schema. */
export const APP_VERSION_PATTERN = new RegExp(`^(?=[\\s\\S]{0,40}$)${PATTERN.source.slice(1)}`);

export function parseAppVersion(value: string): ParsedAppVersion | null {
  const m = PATTERN.exec(value);
  if (!m || value.length > 40) return null;
  return { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]), pre: m[4] ?? null };
}

export const APP_VERSION_MESSAGE = 'Version must look like 2.14.0 (major.minor.patch, optionally -beta.1).';
