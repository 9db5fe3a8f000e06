/**
 * What every run prepares before its suites (the console's build, the seeded PGlite template) is kept in
 * .tmp/cache under a hash of everything that could change it, so a second run with the same sources,
 * `npm test -- api/auth` while editing a test say, starts its suites at once. A clean clone (CI) has no
 * cache and builds both, as before. Entries are made under a private name and renamed into place, so runs
 * side by side never read a half-made one; only the newest few of each kind are kept.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

/** A hash of every file under these paths (relative to root): names and contents. */
export function inputsHash(root: string, paths: readonly string[]): string {
  const hash = createHash('sha256');
  const visit = (relative: string) => {
    const full = path.join(root, relative);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const entry of readdirSync(full).sort()) visit(path.join(relative, entry));
      return;
    }
    hash.update(relative).update('\0').update(readFileSync(full)).update('\0');
  };
  for (const p of paths) visit(p);
  return hash.digest('hex').slice(0, 16);
}

const KEEP = 3;

/**
 * The cached entry `<kind>-<key>` (a file or a folder) under `cacheDir`, made by `make(target)` when
 * missing. Returns its path.
 */
export async function cached(cacheDir: string, kind: string, key: string, make: (target: string) => Promise<void>): Promise<{ path: string; hit: boolean }> {
  mkdirSync(cacheDir, { recursive: true });
  const final = path.join(cacheDir, `${kind}-${key}`);
  if (existsSync(final)) return { path: final, hit: true };
  const building = path.join(cacheDir, `.${kind}-${key}-${process.pid}`);
  rmSync(building, { recursive: true, force: true });
  try {
    await make(building);
    if (!existsSync(final)) renameSync(building, final);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  prune(cacheDir, kind, final);
  return { path: final, hit: false };
}

/** Keeps the newest KEEP entries of a kind (the one just made among them). */
function prune(cacheDir: string, kind: string, keep: string): void {
  const entries = readdirSync(cacheDir)
    .filter((name) => name.startsWith(`${kind}-`))
    .map((name) => path.join(cacheDir, name))
    .filter((full) => full !== keep)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const old of entries.slice(KEEP - 1)) rmSync(old, { recursive: true, force: true });
}
