import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens and codes are stored only as hashes. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const newVerificationCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** 'admin@example.com' → 'a***n@example.com'; '+61 412 345 678' → '***678'. */
export function maskDestination(destination: string): string {
  const at = destination.indexOf('@');
  if (at > 0) {
    const name = destination.slice(0, at);
    const shown = name.length <= 2 ? name[0] : `${name[0]}***${name[name.length - 1]}`;
    return `${shown}@${destination.slice(at + 1)}`;
  }
  return `***${destination.slice(-3)}`;
}
