/**
 * What every run prepares before its suites (the console's build, the seeded PGlite template) is kept in
 * .tmp/cache under a hash of everything that could change it, so a second run with the same sources,
 * `npm test -- api/auth` while editing a test say, starts its suites at once. A clean clone (CI) has no
 * cache and builds both, as before. Entries are made under a private name and renamed into place, so runs
 * side by side never read a half-made one. Only the newest few of each kind are kept, and never one that a
 * running `npm test` still uses: each run leaves its process id in the entry's `.users` folder until it ends.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
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
  if (existsSync(final)) {
    use(final);
    return { path: final, hit: true };
  }
  const building = path.join(cacheDir, `.${kind}-${key}-${process.pid}`);
  rmSync(building, { recursive: true, force: true });
  try {
    await make(building);
    if (!existsSync(final)) renameSync(building, final);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  use(final);
  prune(cacheDir, kind, final);
  return { path: final, hit: false };
}

/** Notes that this run uses `entry` (its servers serve it, its workers read it) until the run ends. */
function use(entry: string): void {
  const users = `${entry}.users`;
  mkdirSync(users, { recursive: true });
  const mine = path.join(users, String(process.pid));
  writeFileSync(mine, '');
  // Touched, so the newest-first order is by last use, not by when it was made.
  const now = new Date();
  utimesSync(entry, now, now);
  process.once('exit', () => rmSync(mine, { force: true }));
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Whether a run still going uses `entry`. */
function inUse(entry: string): boolean {
  const users = `${entry}.users`;
  if (!existsSync(users)) return false;
  return readdirSync(users).some((pid) => alive(Number(pid)));
}

/** Keeps the newest KEEP entries of a kind (the one just made among them), and any a running test run uses. */
function prune(cacheDir: string, kind: string, keep: string): void {
  const entries = readdirSync(cacheDir)
    .filter((name) => name.startsWith(`${kind}-`) && !name.endsWith('.users'))
    .map((name) => path.join(cacheDir, name))
    .filter((full) => full !== keep)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const old of entries.slice(KEEP - 1)) {
    if (inUse(old)) continue;
    rmSync(old, { recursive: true, force: true });
    rmSync(`${old}.users`, { recursive: true, force: true });
  }
}
